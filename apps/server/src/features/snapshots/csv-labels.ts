import {
  SNAPSHOT_KIND_WORDS,
  SNAPSHOT_KINDS,
  splitComponent,
  unitForPeople,
  type KindField,
} from '@embodied/contracts';
import {
  MATERIAL_CLASS_LABELS,
  SOURCES,
  USER_EPD_SOURCE_ID,
  getDataset,
  isDatasetId,
  type LookupListName,
} from '@embodied/engine';
import { optionLabel } from '../../calculations/report-parts';
import { COST_UNIT, type SnapshotKinds } from '../../calculations/snapshot-kind';

/*
 * The words a person reads in a snapshot's CSV, for every field the stored content can hold. Inputs
 * are named as the calculator pages and the print report name them; result figures by their kind's
 * handler (see export-csv.ts); breakdown lines by their component's words, as on every page. The
 * machine key of each field (and of each value that is an option key) stays in a column of its own.
 */

/**
 * Leaf fields every kind's outputs share, by their key (breakdowns, ranges, datasets, floor
 * insulation). A kind's inputs are named by contracts' kind words (as its calculator page and the
 * print report label them), its own output fields by its calculator's `csv` words; a key listed
 * nowhere reads as its camelCase split into words.
 */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  // Material classes first: a shared key (insulation) keeps its own words below.
  ...MATERIAL_CLASS_LABELS,
  project: 'Project',
  datasetId: 'Dataset',
  description: 'Description',
  area: 'Area',
  min: 'Low',
  max: 'High',
  element: 'Element',
  label: 'Name',
  kgCO2e: 'Embodied carbon',
  component: 'Component',
  quantity: 'Quantity',
  unit: 'Quantity unit',
  factorKey: 'Factor',
  factor: 'Factor value',
  factorUnit: 'Factor unit',
  sourceId: 'Source',
  sourceRow: 'Source row',
  citation: 'Citation',
  confidence: 'Confidence',
  factorConfidence: 'Factor confidence',
  quantityConfidence: 'Quantity confidence',
  id: 'Dataset',
  version: 'Edition',
  hasRange: 'Ranges given',
  cost: 'Cost',
  costMin: 'Cost, low',
  costMax: 'Cost, high',
  // A floor's R-values and underfloor insulation (issue #49).
  floor: 'Floor',
  placement: 'Placement',
  requiredR: 'Insulation R asked under the floor (m²K/W)',
  subfloorWallR: 'Subfloor wall insulation R asked, not counted (m²K/W)',
  rule: 'Read against',
  ownR: 'Total R without insulation (m²K/W)',
  addedR: 'Insulation R added (m²K/W)',
  totalR: 'Total R with insulation (m²K/W)',
  material: 'Insulation material',
  insulation: 'Insulation',
  thicknessMm: 'Insulation thickness (mm)',
  kgPerM2: 'Insulation per m² of floor (kg)',
  r: 'R-value (m²K/W)',
  // Where measured quantities came from (issue 52): a dwelling's measuredQuantities.source, a wall's takeoff.
  fileName: 'Model file',
  sha256: 'Model file SHA-256',
  schema: 'IFC schema',
  elementsRead: 'Elements read',
  elementsSkipped: 'Elements skipped',
  sourceIds: 'Sources',
  basis: 'Basis',
  note: 'Note',
  // The upfront modules (issue 51), and the material classes their inputs are set by.
  a1a3: 'A1–A3 product stage',
  a4: 'A4 transport to site',
  a5Waste: 'A5 material wasted on site',
  a5Site: 'A5 site activity',
  a5: 'A5 construction',
  a1a5: 'A1–A5 upfront carbon',
  reductionPercent: 'Reduction at A1–A5',
  progressPercent: 'Progress to Target at A1–A5',
  scope: 'Scope',
};

/** Objects and lists every kind's outputs share, by their key. */
const GROUP_WORDS: Readonly<Record<string, string>> = {
  measuredQuantities: 'Measured quantities',
  source: 'Taken off',
  takeoff: 'Taken off',
  breakdown: 'Breakdown',
  elements: 'Element',
  lines: 'Line',
  dataset: 'Dataset',
  floorThermal: 'Floor insulation',
  layers: 'Layer',
  ground: 'Ground floor',
  first: 'First floor',
  upfront: 'Upfront carbon by module',
  upfrontA: 'Option A by module',
  upfrontB: 'Option B by module',
  optionA: 'Option A',
  optionB: 'Option B',
  reduction: 'Reduction',
  noEpdDefault: 'No-EPD default (NABERS)',
  total: 'Total',
  perM2: 'Per m² of floor',
  coldShell: 'Cold shell',
  siteActivity: 'Site activity',
  wholeHouseElements: 'Whole-house element',
  transportKm: 'Transport distance (A4)',
  wastePercent: 'Waste factor (A5)',
};

/** Units of output fields every kind shares (a breakdown line's quantity and factor carry their own). */
const OUTPUT_UNITS: Readonly<Record<string, string>> = {
  kgCO2e: 'kgCO2e',
  min: 'kgCO2e',
  max: 'kgCO2e',
  cost: COST_UNIT,
  costMin: COST_UNIT,
  costMax: COST_UNIT,
  area: 'm²',
  a1a3: 'kgCO2e',
  a4: 'kgCO2e',
  a5Waste: 'kgCO2e',
  a5Site: 'kgCO2e',
  a5: 'kgCO2e',
  a1a5: 'kgCO2e',
  reductionPercent: '%',
  progressPercent: '%',
};

/** Every kind's words together: the shared ones above, contracts' input fields and each calculator's `csv`. */
interface AllWords {
  inputFields: ReadonlyMap<string, KindField>;
  fields: Readonly<Record<string, string>>;
  groups: Readonly<Record<string, string>>;
  outputUnits: Readonly<Record<string, string>>;
  valueLists: Readonly<Record<string, LookupListName>>;
  values: Readonly<Record<string, string>>;
}

function allWordsOf(kinds: SnapshotKinds): AllWords {
  const inputFields = new Map<string, KindField>();
  const valueLists: Record<string, LookupListName> = {};
  const words: AllWords = {
    inputFields,
    fields: { ...FIELD_WORDS },
    groups: { ...GROUP_WORDS },
    outputUnits: { ...OUTPUT_UNITS },
    valueLists,
    values: {},
  };
  for (const kind of SNAPSHOT_KINDS) {
    for (const [key, field] of Object.entries(SNAPSHOT_KIND_WORDS[kind].fields as Record<string, KindField>)) {
      // Only the first kind's words for a shared key, as each kind's input means the same.
      if (!inputFields.has(key)) inputFields.set(key, field);
      if (field.list) valueLists[key] = field.list;
    }
    const csv = kinds[kind].csv;
    Object.assign(words.fields, csv.outputWords);
    Object.assign(words.groups, csv.groupWords);
    Object.assign(words.outputUnits, csv.outputUnits);
    Object.assign(valueLists, csv.valueLists);
    Object.assign(words.values, csv.valueWords);
  }
  return words;
}

const wordsByKinds = new WeakMap<SnapshotKinds, AllWords>();
function allWords(kinds: SnapshotKinds): AllWords {
  let words = wordsByKinds.get(kinds);
  if (!words) wordsByKinds.set(kinds, (words = allWordsOf(kinds)));
  return words;
}

/** "perimeterGround" → "Perimeter ground": the last resort for a field added later. */
export function wordsOfKey(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A field's words: a result figure as its kind names it, an input as its calculator page does. */
export function fieldWords(
  kinds: SnapshotKinds,
  section: 'input' | 'output',
  key: string,
  figureLabels: ReadonlyMap<string, string>,
  topLevel: boolean,
): string {
  const { inputFields, fields } = allWords(kinds);
  const input = inputFields.get(key)?.label;
  if (section === 'input') return input ?? fields[key] ?? wordsOfKey(key);
  return (topLevel ? figureLabels.get(key) : undefined) ?? fields[key] ?? input ?? wordsOfKey(key);
}

/** A number field's unit: an input's as its calculator page gives it, an output's by its key ('' when none). */
export function unitWords(kinds: SnapshotKinds, section: 'input' | 'output', key: string): string {
  const { inputFields, outputUnits } = allWords(kinds);
  if (section === 'input') return inputFields.get(key)?.unit ?? '';
  return outputUnits[key] ?? '';
}

/** A group's words: an object by its key, a list item by the list's words and its place (or its own name). */
export function groupWords(kinds: SnapshotKinds, key: string): string {
  return allWords(kinds).groups[key] ?? wordsOfKey(key);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A list item's words: a breakdown line by its component's words and an element by its name,
 * after the list's own words where they say more ("Option A breakdown › Brick skin"); any other
 * item by the list's words and its place ("Wall location 2"), instead of the list's words.
 */
export function itemWords(
  kinds: SnapshotKinds,
  listKey: string,
  index: number,
  item: unknown,
): { words: string; afterList: boolean } {
  // A list whose words only say what each item is ("Line", "Element") gives way to the item's name.
  const afterList = !['lines', 'elements'].includes(listKey);
  if (isRecord(item)) {
    if (typeof item.component === 'string')
      return { words: capitalised(splitComponent(item.component).words), afterList };
    if (typeof item.label === 'string' && item.label) return { words: capitalised(item.label), afterList };
  }
  return { words: `${groupWords(kinds, listKey)} ${index + 1}`, afterList: false };
}

/**
 * A value as a person reads it, and the machine key it stands for when the two differ: an option
 * key by its label, a dataset id by its name, an element by its name (`parent.label`), a breakdown
 * component by its words (its quantity id kept as the key), true and false as Yes and No.
 */
/** A cited source's title and edition, e.g. "National material emission factors database (NMEFD) 2025.1". */
function sourceTitle(id: string): string | undefined {
  if (id === USER_EPD_SOURCE_ID) return 'User-supplied EPD';
  const source = SOURCES.find((x) => x.id === id);
  return source && (source.version ? `${source.title} ${source.version}` : source.title);
}

export function valueWords(
  kinds: SnapshotKinds,
  key: string,
  value: string | number | boolean | null,
  parent: Record<string, unknown>,
): { shown: string | number | null; valueKey: string } {
  if (typeof value === 'boolean') return { shown: value ? 'Yes' : 'No', valueKey: String(value) };
  if (typeof value !== 'string') return { shown: value, valueKey: '' };
  if (key === 'component') {
    const { words, quantityId } = splitComponent(value);
    return { shown: capitalised(words), valueKey: quantityId ?? '' };
  }
  const { valueLists, values } = allWords(kinds);
  let shown = value;
  const list = valueLists[key];
  if (list) shown = optionLabel(list, value);
  else if ((key === 'datasetId' || key === 'id') && isDatasetId(value)) shown = getDataset(value).label;
  else if (key === 'element' && typeof parent.label === 'string' && parent.label) shown = parent.label;
  // A breakdown line's factor by its name in its source (the key stays beside it), its source by title.
  else if (key === 'factorKey' && typeof parent.sourceRow === 'string' && parent.sourceRow) shown = parent.sourceRow;
  else if (key === 'sourceId') shown = sourceTitle(value) ?? value;
  // A unit as people write it (m², m³); the stored spelling stays beside it as the value key.
  else if (key === 'unit' || key === 'factorUnit') shown = unitForPeople(value);
  shown = values[shown] ?? shown;
  return { shown, valueKey: shown === value ? '' : value };
}
