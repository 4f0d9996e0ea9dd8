import { splitComponent, unitForPeople } from '@embodied/contracts';
import { SOURCES, USER_EPD_SOURCE_ID, getDataset, isDatasetId, type LookupListName } from '@embodied/engine';
import { optionLabel } from '../../calculations/report-parts';

/*
 * The words a person reads in a snapshot's CSV, for every field the stored content can hold. Inputs
 * are named as the calculator pages and the print report name them; result figures by their kind's
 * handler (see export-csv.ts); breakdown lines by their component's words, as on every page. The
 * machine key of each field (and of each value that is an option key) stays in a column of its own.
 */

/** Leaf fields, by their key. A key not listed reads as its camelCase split into words. */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  // Inputs, as the calculator pages and the print report label them.
  project: 'Project',
  datasetId: 'Dataset',
  targetReduction: 'Target Embodied Carbon (CO2e/m²)',
  description: 'Description',
  length: 'Length',
  height: 'Height',
  materialA: 'Option A Wall Type',
  materialB: 'Option B Wall Type',
  area: 'Area',
  depth: 'Founding Depth',
  complexity: 'Factor Of Complexity',
  businessAsUsual: 'Business as Usual',
  alternateFootingSystem: 'Alternate footing System',
  lowCarbonConcrete: 'Change to Low Carbon Concrete',
  groundFloorArea: 'Ground Floor Area',
  firstFloorArea: 'First Floor Area',
  ceilingHeight: 'Ceiling Height',
  windowArea: 'Window % Area',
  doubleGlazed: 'Double Glazed',
  groundFloorWallArea: 'Ground Floor Wall Area',
  firstFloorWallArea: 'First Floor Wall Area',
  groundFloorStructure: 'Ground Floor Structure',
  firstFloorStructure: 'First Floor Structure',
  roofMaterial: 'Roof Material',
  windowFrameType: 'Window Frame Type',
  brickSupplier: 'Brick Supplier',
  concreteSupplier: 'Concrete Supplier',
  brickworksNetOfOffsets: 'Brickworks net of offsets',
  climateZone: 'Climate zone (NCC)',
  // Outputs below the headline figures.
  wallNumber: 'Wall number',
  included: 'Included',
  optionA: 'Option A Embodied Carbon',
  optionB: 'Option B Embodied Carbon',
  reduction: 'Carbon Reduction',
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
  system: 'Footing system',
  piers: 'Piers',
  hasRange: 'Ranges given',
  perimeterGround: 'Ground floor perimeter',
  perimeterFirst: 'First floor perimeter',
  grossWallGround: 'Ground floor gross wall area',
  grossWallFirst: 'First floor gross wall area',
  windowGround: 'Ground floor window area',
  windowFirst: 'First floor window area',
  opaqueGround: 'Ground floor opaque wall area',
  opaqueFirst: 'First floor opaque wall area',
  roofArea: 'Roof area',
  firstFloorStructureUsed: 'First floor structure used',
  perM2: 'Carbon per m²',
  cost: 'Cost',
  costMin: 'Cost, low',
  costMax: 'Cost, high',
  // A floor's R-values and underfloor insulation (issue #49).
  floor: 'Floor',
  placement: 'Placement',
  requiredR: 'Total R required by the NCC (m²K/W)',
  ownR: 'Total R without insulation (m²K/W)',
  addedR: 'Insulation R added (m²K/W)',
  totalR: 'Total R with insulation (m²K/W)',
  material: 'Insulation material',
  insulation: 'Insulation',
  thicknessMm: 'Insulation thickness (mm)',
  kgPerM2: 'Insulation per m² of floor (kg)',
  r: 'R-value (m²K/W)',
  sourceIds: 'Sources',
  basis: 'Basis',
  note: 'Note',
};

/** Inputs whose name differs from the output field of the same key. */
const INPUT_WORDS: Readonly<Record<string, string>> = { area: 'Slab Area', description: 'Wall Location' };

/** Objects and lists that group fields, by their key. */
const GROUP_WORDS: Readonly<Record<string, string>> = {
  locations: 'Wall location',
  breakdownA: 'Option A breakdown',
  breakdownB: 'Option B breakdown',
  rangeA: 'Option A range',
  rangeB: 'Option B range',
  bau: 'Business as usual',
  afs: 'Alternate footing system',
  breakdown: 'Breakdown',
  elements: 'Element',
  lines: 'Line',
  geometry: 'Geometry',
  dataset: 'Dataset',
  counts: 'Counts',
  floorThermal: 'Floor insulation',
  layers: 'Layer',
  ground: 'Ground floor',
  first: 'First floor',
};

/** The option list whose labels a field's stored keys are, by the field's key. */
const VALUE_LISTS: Readonly<Record<string, LookupListName>> = {
  materialA: 'wallTypes',
  materialB: 'wallTypes',
  businessAsUsual: 'footingSystems',
  alternateFootingSystem: 'footingSystems',
  system: 'footingSystems',
  lowCarbonConcrete: 'lowCarbonConcrete',
  doubleGlazed: 'glazing',
  groundFloorWallArea: 'wallMaterials',
  firstFloorWallArea: 'wallMaterials',
  groundFloorStructure: 'floorStructures',
  firstFloorStructure: 'floorStructures',
  roofMaterial: 'roofMaterials',
  windowFrameType: 'windowFrames',
  brickSupplier: 'brickSuppliers',
  concreteSupplier: 'concreteSuppliers',
};

/** Values that are keys of no option list. */
const VALUE_WORDS: Readonly<Record<string, string>> = { timberFirstFloor: 'timber (first floor)' };

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
  section: 'input' | 'output',
  key: string,
  figureLabels: ReadonlyMap<string, string>,
  topLevel: boolean,
): string {
  if (section === 'input') return INPUT_WORDS[key] ?? FIELD_WORDS[key] ?? wordsOfKey(key);
  return (topLevel ? figureLabels.get(key) : undefined) ?? FIELD_WORDS[key] ?? wordsOfKey(key);
}

/** A group's words: an object by its key, a list item by the list's words and its place (or its own name). */
export function groupWords(key: string): string {
  return GROUP_WORDS[key] ?? wordsOfKey(key);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A list item's words: a breakdown line by its component's words and an element by its name,
 * after the list's own words where they say more ("Option A breakdown › Brick skin"); any other
 * item by the list's words and its place ("Wall location 2"), instead of the list's words.
 */
export function itemWords(listKey: string, index: number, item: unknown): { words: string; afterList: boolean } {
  // A list whose words only say what each item is ("Line", "Element") gives way to the item's name.
  const afterList = !['lines', 'elements'].includes(listKey);
  if (isRecord(item)) {
    if (typeof item.component === 'string')
      return { words: capitalised(splitComponent(item.component).words), afterList };
    if (typeof item.label === 'string' && item.label) return { words: capitalised(item.label), afterList };
  }
  return { words: `${groupWords(listKey)} ${index + 1}`, afterList: false };
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
  let shown = value;
  const list = VALUE_LISTS[key];
  if (list) shown = optionLabel(list, value);
  else if ((key === 'datasetId' || key === 'id') && isDatasetId(value)) shown = getDataset(value).label;
  else if (key === 'element' && typeof parent.label === 'string' && parent.label) shown = parent.label;
  // A breakdown line's factor by its name in its source (the key stays beside it), its source by title.
  else if (key === 'factorKey' && typeof parent.sourceRow === 'string' && parent.sourceRow) shown = parent.sourceRow;
  else if (key === 'sourceId') shown = sourceTitle(value) ?? value;
  // A unit as people write it (m², m³); the stored spelling stays beside it as the value key.
  else if (key === 'unit' || key === 'factorUnit') shown = unitForPeople(value);
  shown = VALUE_WORDS[shown] ?? shown;
  return { shown, valueKey: shown === value ? '' : value };
}
