import type { ReportInput, SnapshotKind } from '@embodied/contracts';
import { getLookups, type LookupListName } from '@embodied/engine';
import { isRecord } from './json-access';

interface InputDef {
  key: string;
  label: string;
  unit: string | null;
  /** The option list whose label the key is shown with. */
  list?: LookupListName;
}

/** Field labels as the calculator pages word them (spec sections 2 and 5). */
const FOOTING_INPUTS: InputDef[] = [
  { key: 'area', label: 'Slab Area', unit: 'm²' },
  { key: 'depth', label: 'Founding Depth', unit: 'mm' },
  { key: 'complexity', label: 'Factor Of Complexity', unit: '%' },
  { key: 'businessAsUsual', label: 'Business as Usual', unit: null, list: 'footingSystems' },
  { key: 'alternateFootingSystem', label: 'Alternate footing System', unit: null, list: 'footingSystems' },
  { key: 'lowCarbonConcrete', label: 'Change to Low Carbon Concrete', unit: null, list: 'lowCarbonConcrete' },
];

const DWELLING_INPUTS: InputDef[] = [
  { key: 'groundFloorArea', label: 'Ground Floor Area', unit: 'm²' },
  { key: 'firstFloorArea', label: 'First Floor Area', unit: 'm²' },
  { key: 'ceilingHeight', label: 'Ceiling Height', unit: 'm' },
  { key: 'windowArea', label: 'Window % Area', unit: '%' },
  { key: 'doubleGlazed', label: 'Double Glazed', unit: null, list: 'glazing' },
  { key: 'groundFloorWallArea', label: 'Ground Floor Wall Area', unit: null, list: 'wallMaterials' },
  { key: 'firstFloorWallArea', label: 'First Floor Wall Area', unit: null, list: 'wallMaterials' },
  { key: 'groundFloorStructure', label: 'Ground Floor Structure', unit: null, list: 'floorStructures' },
  { key: 'firstFloorStructure', label: 'First Floor Structure', unit: null, list: 'floorStructures' },
  { key: 'roofMaterial', label: 'Roof Material', unit: null, list: 'roofMaterials' },
  { key: 'windowFrameType', label: 'Window Frame Type', unit: null, list: 'windowFrames' },
  { key: 'brickSupplier', label: 'Brick Supplier', unit: null, list: 'brickSuppliers' },
  { key: 'concreteSupplier', label: 'Concrete Supplier', unit: null, list: 'concreteSuppliers' },
  { key: 'brickworksNetOfOffsets', label: 'Brickworks net of offsets', unit: null },
];

const WALL_TOP: InputDef[] = [{ key: 'targetReduction', label: 'Target Embodied Carbon (CO2e/m2)', unit: 'kgCO2e/m²' }];
const WALL_LOCATION: InputDef[] = [
  { key: 'description', label: 'Wall Location', unit: null },
  { key: 'length', label: 'Length', unit: 'm' },
  { key: 'height', label: 'Height', unit: 'm' },
  { key: 'materialA', label: 'Option A Wall Type', unit: null, list: 'wallTypes' },
  { key: 'materialB', label: 'Option B Wall Type', unit: null, list: 'wallTypes' },
];

/**
 * Fields that are not inputs of the result: the project (in the header), the dataset (in the
 * dataset line) and the wall page's echo of its previous results (the server recomputes them).
 */
const NOT_SHOWN: Readonly<Record<SnapshotKind, readonly string[]>> = {
  wall: ['project', 'datasetId', 'dataset', 'actualReduction', 'percentage', 'locations'],
  footing: ['project', 'datasetId', 'dataset'],
  dwelling: ['project', 'datasetId', 'dataset'],
};

let labelCache: Map<string, string> | undefined;
function optionLabel(list: LookupListName, key: string): string {
  labelCache ??= new Map(
    Object.entries(getLookups()).flatMap(([name, options]) => (Array.isArray(options) ? options.map((o) => [`${name}:${o.key}`, o.label] as const) : [])),
  );
  return labelCache.get(`${list}:${key}`) ?? key;
}

function scalar(value: unknown): ReportInput['value'] {
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return null;
}

function rows(source: Record<string, unknown>, defs: InputDef[], group: string | null): ReportInput[] {
  return defs
    .filter((d) => d.key in source)
    .map((d) => {
      const raw = source[d.key];
      const value = d.list && typeof raw === 'string' ? optionLabel(d.list, raw) : scalar(raw);
      return { group, label: d.label, value: value === '' ? null : value, unit: d.unit };
    });
}

/** A wall location with no description, length or height is an empty card: nothing to show. */
function isEmptyLocation(loc: Record<string, unknown>): boolean {
  const blank = (v: unknown) => v === undefined || v === null || v === '';
  return blank(loc.description) && blank(loc.length) && blank(loc.height);
}

/**
 * The inputs of the print layout, labelled as on the calculator page, option keys shown by their
 * labels. Fields this list does not know are still shown (by their name), so nothing is hidden.
 */
export function reportInputs(kind: SnapshotKind, inputs: unknown): ReportInput[] {
  if (!isRecord(inputs)) return [];
  const known = kind === 'wall' ? WALL_TOP : kind === 'footing' ? FOOTING_INPUTS : DWELLING_INPUTS;
  const out = rows(inputs, known, null);
  if (kind === 'wall' && Array.isArray(inputs.locations)) {
    inputs.locations.forEach((loc, i) => {
      if (isRecord(loc) && !isEmptyLocation(loc)) out.push(...rows(loc, WALL_LOCATION, `Wall location ${i + 1}`));
    });
  }
  const seen = new Set([...known.map((d) => d.key), ...NOT_SHOWN[kind]]);
  for (const [key, value] of Object.entries(inputs)) {
    if (!seen.has(key) && scalar(value) !== null) out.push({ group: null, label: key, value: scalar(value), unit: null });
  }
  return out;
}
