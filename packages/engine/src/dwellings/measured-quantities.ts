import { isRecord, type IssueCollector } from '../validation/issue-collector';
import type { Limit } from '../validation/limits';
import { digitsForPeople } from '../digits-for-people';

/*
 * Measured quantities (issue 52): a dwelling's external wall, window and roof areas taken off a
 * building model (IFC) or measured by hand. When a dwelling carries them, its geometry uses them in
 * place of the modelled P = 4.5·√A perimeters, window percentage and R = 1.245·max(Ag, Af) roof,
 * everywhere the geometry is used (estimate, whole house, A4/A5, the optimizer).
 */

/** Where measured quantities come from: a model take-off ('ifc') or a hand measurement ('manual'). */
export const TAKEOFF_PROVENANCE_KINDS = ['ifc', 'manual'] as const;
export type TakeoffProvenanceKind = (typeof TAKEOFF_PROVENANCE_KINDS)[number];

/**
 * The take-off a result's quantities came from, as its snapshot records it: the model's file name,
 * SHA-256 (hex), IFC schema and element counts, or 'manual' (measured by hand; no file).
 */
export type TakeoffProvenance =
  | {
      readonly kind: 'ifc';
      readonly fileName: string;
      readonly sha256: string;
      /** e.g. 'IFC4'. */
      readonly schema: string;
      readonly elementsRead: number;
      readonly elementsSkipped: number;
    }
  | { readonly kind: 'manual' };

/** A dwelling's measured areas, m² (one side of the walls; windows are part of the gross wall). */
// A type, not an interface, so that it is JSON (an index signature) wherever JSON is asked.
export type MeasuredQuantities = {
  /** External walls of the ground floor, gross (openings included), m². */
  readonly grossWallGround: number;
  /** External walls of the first floor, gross, m² (0 without a first floor). */
  readonly grossWallFirst: number;
  /** Windows in the ground floor's external walls, m². */
  readonly windowGround: number;
  readonly windowFirst: number;
  /** Roof, along its slope, m². */
  readonly roofArea: number;
  /** Internal walls, one side, all storeys, m² (whole-house scope); absent or null: modelled from the floor areas. */
  readonly internalWallArea?: number | null;
  readonly source: TakeoffProvenance;
};

const area = (what: string, max: number): Limit => ({
  min: 0,
  max,
  unit: 'm²',
  reason: `${what}; 0 is none, and the maximum is far above any dwelling's.`,
});

/** Bounds of the measured areas. */
export const MEASURED_LIMITS = {
  grossWallGround: area('External walls of the ground floor, gross, one side', 20000),
  grossWallFirst: area('External walls of the first floor, gross, one side', 20000),
  windowGround: area('Windows of the ground floor', 20000),
  windowFirst: area('Windows of the first floor', 20000),
  roofArea: area('Roof along its slope', 20000),
  internalWallArea: area('Internal walls, one side, all storeys', 40000),
  elements: { min: 0, max: 10_000_000, unit: 'elements', reason: 'A count of the model’s elements.' },
} as const satisfies Record<string, Limit>;

const LABELS = {
  grossWallGround: 'measured external wall area of the ground floor',
  grossWallFirst: 'measured external wall area of the first floor',
  windowGround: 'measured window area of the ground floor',
  windowFirst: 'measured window area of the first floor',
  roofArea: 'measured roof area',
} as const;

const SHA256 = /^[0-9a-f]{64}$/i;

/** The take-off provenance at `path` (required); its issues are added to `issues`. */
export function checkTakeoffProvenance(issues: IssueCollector, path: string, value: unknown): void {
  if (!isRecord(value)) {
    issues.add(path, `${path} must be an object saying where the quantities come from ({ kind: 'ifc' | 'manual' })`);
    return;
  }
  if (!issues.oneOf(`${path}.kind`, value.kind, TAKEOFF_PROVENANCE_KINDS, 'take-off kind')) return;
  if (value.kind === 'manual') return;
  const text = (key: string, max: number) => {
    const v = value[key];
    if (typeof v !== 'string' || v.trim() === '' || v.length > max)
      issues.add(`${path}.${key}`, `${path}.${key} is required for a model take-off: text of 1–${max} characters`);
  };
  text('fileName', 255);
  text('schema', 40);
  if (typeof value.sha256 !== 'string' || !SHA256.test(value.sha256))
    issues.add(`${path}.sha256`, `${path}.sha256 must be the model file's SHA-256: 64 hexadecimal characters`);
  for (const key of ['elementsRead', 'elementsSkipped'] as const) {
    const v = value[key];
    if (issues.number(`${path}.${key}`, v, MEASURED_LIMITS.elements, `${path}.${key}`) && !Number.isInteger(v))
      issues.add(`${path}.${key}`, `${path}.${key} must be a whole number`);
  }
}

/**
 * The measured quantities at `path` (optional: undefined or null is no block), checked against the
 * floor areas: every area a finite number in bounds, no storey with more window than wall, no
 * measured walls on a storey of floor area 0, and a source.
 */
export function checkMeasuredQuantities(
  issues: IssueCollector,
  path: string,
  value: unknown,
  floors: { readonly ground: unknown; readonly first: unknown },
): void {
  if (value === undefined || value === null) return;
  if (!isRecord(value)) {
    issues.add(path, `${path} must be an object with the measured areas, or null to model them from the floor areas`);
    return;
  }
  const ok = (key: keyof typeof LABELS) =>
    issues.number(`${path}.${key}`, value[key], MEASURED_LIMITS[key], LABELS[key]);
  const storey = (
    walls: 'grossWallGround' | 'grossWallFirst',
    windows: 'windowGround' | 'windowFirst',
    floor: unknown,
  ) => {
    const wallsOk = ok(walls);
    const windowsOk = ok(windows);
    const gross = value[walls] as number;
    const glazed = value[windows] as number;
    const name = walls === 'grossWallGround' ? 'ground' : 'first';
    if (wallsOk && windowsOk && glazed > gross)
      issues.add(
        `${path}.${windows}`,
        `The ${LABELS[windows]} (${glazed} m²) is larger than its external wall area (${gross} m²): windows are part of the gross wall`,
      );
    if (wallsOk && gross > 0 && floor === 0)
      issues.add(
        `${path}.${walls}`,
        `The ${LABELS[walls]} is ${gross} m² but the ${name} floor area is 0: give the storey its floor area, or its walls 0`,
      );
  };
  storey('grossWallGround', 'windowGround', floors.ground);
  storey('grossWallFirst', 'windowFirst', floors.first);
  ok('roofArea');
  issues.optionalNumber(
    `${path}.internalWallArea`,
    value.internalWallArea,
    MEASURED_LIMITS.internalWallArea,
    'measured internal wall area',
  );
  checkTakeoffProvenance(issues, `${path}.source`, value.source);
  const known = new Set([...Object.keys(LABELS), 'internalWallArea', 'source']);
  for (const key of Object.keys(value))
    if (!known.has(key))
      issues.add(`${path}.${key}`, `Unknown field ${path}.${key} (expected: ${[...known].join(', ')})`);
}

/**
 * Where measured quantities came from, in words for a printout.
 * @example takeoffWords({ kind: 'ifc', fileName: 'house.ifc', schema: 'IFC4', sha256: '3f2a…', elementsRead: 412, elementsSkipped: 3 })
 * // 'taken off house.ifc (IFC4, SHA-256 3f2a…, 412 elements read, 3 skipped)'
 */
export function takeoffWords(p: TakeoffProvenance): string {
  if (p.kind === 'manual') return 'measured by hand';
  const parts = [
    p.schema,
    `SHA-256 ${p.sha256.slice(0, 12)}…`,
    `${digitsForPeople(p.elementsRead)} elements read`,
    `${digitsForPeople(p.elementsSkipped)} skipped`,
  ];
  return `taken off ${p.fileName} (${parts.join(', ')})`;
}

/** The scope table's quantities sentence for a dwelling with measured quantities. */
export function measuredQuantitiesWords(m: Pick<MeasuredQuantities, 'source' | 'internalWallArea'>): string {
  const internal =
    typeof m.internalWallArea === 'number'
      ? ' and internal walls (whole house)'
      : '; internal walls (whole house) are still modelled from the floor areas';
  const after =
    m.source.kind === 'ifc'
      ? ' The wall, window and roof areas stay the model’s even where the floor areas were changed by hand afterwards.'
      : '';
  return `Quantities ${takeoffWords(m.source)}: the external wall, window and roof areas of each storey${internal} are the measured ones, not the 4.5·√A perimeter model; the floor areas are as entered.${after}`;
}

/** The scope table's quantities sentence for a wall result whose locations came from a take-off. */
export function wallTakeoffWords(p: TakeoffProvenance): string {
  return p.kind === 'manual'
    ? 'Lengths and heights measured by hand (a manual take-off), by each wall type’s stated build-up per m² (see the Methodology page).'
    : `Lengths and heights ${takeoffWords(p)}: each direction’s external walls as one location whose length × height is their net area (openings deducted), by each wall type’s stated build-up per m² (see the Methodology page).`;
}

/** Checks a dwelling's `measuredQuantities` against its own floor areas (the estimate's and the optimizer's rule). */
export function checkDwellingMeasuredQuantities(
  issues: IssueCollector,
  input: Readonly<Record<string, unknown>>,
): void {
  const floors = { ground: input.groundFloorArea, first: input.firstFloorArea };
  checkMeasuredQuantities(issues, 'measuredQuantities', input.measuredQuantities, floors);
}
