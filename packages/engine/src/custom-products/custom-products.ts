/**
 * Custom products: a user's own EPD for a material, used in place of the dataset's factor for one
 * factor key (issue #17; docs/decisions/017-custom-products.md). The engine never reads a clock:
 * whether an EPD has expired is asked with the day to compare against.
 */
import { datasetResolver, type FactorResolver, type ResolvedFactor } from '../breakdown/resolve-factor';
import type { DatasetId } from '../datasets/dataset-ids';
import { getDataset } from '../datasets/get-dataset';
import type { FactorKey } from '../datasets/dataset-types';
import { IssueCollector, isRecord } from '../validation/issue-collector';
import type { Limit } from '../validation/limits';

/** The per-unit factor units a product can stand in for (window and glazing factors are per element). */
export type ProductFactorUnit = 'kgCO2e/kg' | 'kgCO2e/m3' | 'kgCO2e/m2';

/** A slot's key ends in its factor's unit (`concrete25MPa_m3`: kgCO2e per m³). */
const SLOT_UNITS = { kg: 'kgCO2e/kg', m3: 'kgCO2e/m3', m2: 'kgCO2e/m2' } as const satisfies Record<
  string,
  ProductFactorUnit
>;

/** The factor keys a custom product may replace, with the material's name. */
const PRODUCT_SLOT_LABELS = {
  aacPanel_kg: 'AAC panel',
  aluminiumExtrudedPowderCoated_kg: 'Aluminium, extruded, powder coated',
  aluminiumSheet_kg: 'Aluminium sheet',
  cement_kg: 'Cement',
  cementMortar_kg: 'Cement mortar',
  clayBrick_kg: 'Clay brick',
  clayRoofTile_kg: 'Clay roof tile',
  coldRolledSteel_kg: 'Cold-rolled steel (framing)',
  concrete20MPa_m3: 'Concrete 20 MPa',
  concrete20MPaFA30_m3: 'Concrete 20 MPa, 30 % fly ash',
  concrete25MPa_m3: 'Concrete 25 MPa',
  concrete25MPaFA30_m3: 'Concrete 25 MPa, 30 % fly ash',
  concrete32MPa_m3: 'Concrete 32 MPa',
  concrete32MPaFA30_m3: 'Concrete 32 MPa, 30 % fly ash',
  concreteBlock_kg: 'Concrete block',
  concreteBrick_kg: 'Concrete brick',
  concreteRoofTile_kg: 'Concrete roof tile',
  eps_kg: 'EPS insulation',
  fibreCement_kg: 'Fibre cement',
  galvanisedSteel_kg: 'Galvanised steel',
  glass_kg: 'Glass',
  glasswool_kg: 'Glasswool insulation',
  hardwood_m3: 'Hardwood',
  paint_kg: 'Paint',
  particleboard_m3: 'Particleboard',
  peFilm_kg: 'Polyethylene film',
  plasterboard_kg: 'Plasterboard',
  precastPanel_kg: 'Precast concrete panel',
  precastStumpConcrete32MPa_m3: 'Precast stump concrete 32 MPa',
  reclaimedBrick_kg: 'Reclaimed brick',
  reinforcingMesh_kg: 'Reinforcing mesh',
  reinforcingSteel_kg: 'Reinforcing steel (bar)',
  sand_kg: 'Sand',
  sipPanelOver100mm_m2: 'SIP panel (over 100 mm)',
  softwood_m3: 'Softwood',
  stainlessSteel_kg: 'Stainless steel',
  steelSheetPainted_kg: 'Steel sheet, painted',
  timberWeatherboard_m3: 'Timber weatherboard',
} as const satisfies Partial<Record<Extract<FactorKey, `${string}_${keyof typeof SLOT_UNITS}`>, string>>;

type SlotLabels = typeof PRODUCT_SLOT_LABELS;
/** A slot's factor unit, which its key's ending says. */
type SlotUnit<K extends string> = K extends `${string}_${infer E extends keyof typeof SLOT_UNITS}`
  ? (typeof SLOT_UNITS)[E]
  : never;
const slotUnit = (key: string): ProductFactorUnit =>
  SLOT_UNITS[key.slice(key.lastIndexOf('_') + 1) as keyof typeof SLOT_UNITS];

/** The factor keys a custom product may replace, with the material's name and the factor's unit. */
export const PRODUCT_SLOTS = Object.fromEntries(
  Object.entries(PRODUCT_SLOT_LABELS).map(([key, label]) => [key, { label, unit: slotUnit(key) }]),
) as { readonly [K in keyof SlotLabels]: { readonly label: SlotLabels[K]; readonly unit: SlotUnit<K> } };

export type ProductSlotKey = keyof typeof PRODUCT_SLOTS;
export const PRODUCT_SLOT_KEYS = Object.keys(PRODUCT_SLOTS) as ProductSlotKey[];

/** The unit an EPD declares its GWP per: kilogram, tonne, cubic metre or square metre of product. */
export const DECLARED_UNITS = ['kg', 't', 'm3', 'm2'] as const;
export type DeclaredUnit = (typeof DECLARED_UNITS)[number];
export const DECLARED_UNIT_LABELS: Readonly<Record<DeclaredUnit, string>> = {
  kg: '1 kg',
  t: '1 tonne',
  m3: '1 m³',
  m2: '1 m²',
};

/** What a declared unit's GWP becomes in the factor's unit: the factor unit and the divisor. */
const CONVERSIONS: Readonly<Record<DeclaredUnit, { unit: ProductFactorUnit; divisor: number }>> = {
  kg: { unit: 'kgCO2e/kg', divisor: 1 },
  t: { unit: 'kgCO2e/kg', divisor: 1000 },
  m3: { unit: 'kgCO2e/m3', divisor: 1 },
  m2: { unit: 'kgCO2e/m2', divisor: 1 },
};

/**
 * Upper bounds of A1–A3 GWP per declared unit. Each is well above any construction product the
 * datasets carry (aluminium 18.2 kgCO2e/kg, particleboard 650 kgCO2e/m³, SIP 55.6 kgCO2e/m²), so a
 * real EPD always fits and a slip of the decimal point (or kg typed as tonnes) is caught.
 */
export const GWP_LIMITS: Readonly<Record<DeclaredUnit, Limit>> = {
  kg: {
    min: 0,
    minExclusive: true,
    max: 100,
    unit: 'kgCO2e/kg',
    reason: 'About 5× the most carbon-intensive material per kg here.',
  },
  t: { min: 0, minExclusive: true, max: 100_000, unit: 'kgCO2e/t', reason: 'The per-kg bound × 1,000.' },
  m3: {
    min: 0,
    minExclusive: true,
    max: 20_000,
    unit: 'kgCO2e/m³',
    reason: 'Covers the densest product: galvanised steel, 7,850 kg/m³ × 2.4 kgCO2e/kg ≈ 18,840 per m³.',
  },
  m2: { min: 0, minExclusive: true, max: 2_000, unit: 'kgCO2e/m²', reason: 'About 35× the SIP panel factor per m².' },
};

export const PRODUCT_TEXT_MAX = { name: 120, epdNumber: 80, programmeOperator: 120 } as const;
/** At most this many products in one calculation (there are 37 slots; one product per slot). */
export const CUSTOM_PRODUCTS_MAX = PRODUCT_SLOT_KEYS.length;

/** One user-supplied EPD as a calculation uses it (a snapshot stores it like this). */
export interface CustomProduct {
  readonly id: string;
  readonly name: string;
  readonly epdNumber: string;
  readonly programmeOperator: string;
  readonly declaredUnit: DeclaredUnit;
  /** A1–A3 GWP per declared unit, kgCO2e. */
  readonly gwp: number;
  readonly gwpMin: number | null;
  readonly gwpMax: number | null;
  /** The EPD's valid-until date, YYYY-MM-DD. */
  readonly validUntil: string;
  /** The factor key it stands in for. */
  readonly replaces: ProductSlotKey;
  /**
   * The EPD's A4 (transport to site) GWP per declared unit, kgCO2e; absent or null: the engine's
   * default transport for the material's class (issue 51).
   */
  readonly a4?: number | null;
  /**
   * The EPD's A5 (construction and installation) GWP per declared unit, kgCO2e; absent or null: the
   * engine's waste factor for the material's class. Site activity is counted apart either way.
   */
  readonly a5?: number | null;
}

export const USER_EPD_SOURCE_ID = 'USER_EPD';
export const USER_EPD_LABEL = 'user-supplied EPD';

/** Whether a declared unit fits a slot's factor unit (kg and t for per-kg factors). */
export function declaredUnitFits(unit: DeclaredUnit, slot: ProductSlotKey): boolean {
  return CONVERSIONS[unit].unit === PRODUCT_SLOTS[slot].unit;
}

/**
 * The product's GWP in the replaced factor's unit (a tonne's GWP ÷ 1,000 for a per-kg factor).
 * @example productFactorValue({ declaredUnit: 't', gwp: 220 }) // 0.22 (kgCO2e/kg)
 */
export function productFactorValue(p: Pick<CustomProduct, 'declaredUnit' | 'gwp'>): number {
  return p.gwp / CONVERSIONS[p.declaredUnit].divisor;
}

/**
 * The factor a product puts in place of its slot's: its GWP (min/max when given, else the central
 * value) in the factor's unit, cited as a user-supplied EPD with its number and programme operator.
 * @example customProductFactor({ ...brick, declaredUnit: 't', gwp: 220 }).value // 0.22
 */
export function customProductFactor(p: CustomProduct): ResolvedFactor {
  const { divisor, unit } = CONVERSIONS[p.declaredUnit];
  const value = p.gwp / divisor;
  const reference = `EPD ${p.epdNumber}, ${p.programmeOperator}, valid until ${p.validUntil}`;
  return {
    key: p.replaces,
    value,
    min: p.gwpMin === null ? value : p.gwpMin / divisor,
    max: p.gwpMax === null ? value : p.gwpMax / divisor,
    unit,
    sourceId: USER_EPD_SOURCE_ID,
    sourceRow: `${p.name} · ${reference} · A1–A3 GWP ${p.gwp} kgCO2e per ${DECLARED_UNIT_LABELS[p.declaredUnit]}`,
    citation: `${p.name} (${USER_EPD_LABEL}: ${reference})`,
    confidence: 'sourced',
  };
}

/**
 * A resolver whose products' slots resolve to the products' factors; every other key is unchanged.
 * With no products it is `base` itself, so a calculation without products is exactly as before.
 * @example withCustomProducts(base, [brick])('clayBrick_kg').sourceId // 'USER_EPD'
 */
export function withCustomProducts(base: FactorResolver, products: readonly CustomProduct[]): FactorResolver {
  if (products.length === 0) return base;
  const bySlot = new Map<FactorKey, ResolvedFactor>(products.map((p) => [p.replaces, customProductFactor(p)]));
  return (key) => bySlot.get(key) ?? base(key);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether text is a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const m = DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

/**
 * Whether the EPD had expired on `day` (YYYY-MM-DD): it is valid through its valid-until date.
 * @example isProductExpired({ validUntil: '2026-06-30' }, '2026-07-01') // true
 */
export function isProductExpired(p: Pick<CustomProduct, 'validUntil'>, day: string): boolean {
  return p.validUntil < day;
}

function requiredText(issues: IssueCollector, path: string, value: unknown, label: string, max: number): void {
  if (typeof value !== 'string' || value.trim() === '') issues.add(path, `${label} is required`);
  else if (value.length > max) issues.add(path, `${label} must be at most ${max} characters`);
}

/** Checks one product's fields and the rules between them (unit fits the slot, min ≤ GWP ≤ max). */
export function checkCustomProduct(issues: IssueCollector, p: unknown, path: string): void {
  if (!isRecord(p)) {
    issues.add(path, 'A custom product must be an object');
    return;
  }
  requiredText(issues, `${path}.id`, p.id, 'Product id', 100);
  requiredText(issues, `${path}.name`, p.name, 'Product name', PRODUCT_TEXT_MAX.name);
  requiredText(issues, `${path}.epdNumber`, p.epdNumber, 'EPD number', PRODUCT_TEXT_MAX.epdNumber);
  requiredText(
    issues,
    `${path}.programmeOperator`,
    p.programmeOperator,
    'Programme operator',
    PRODUCT_TEXT_MAX.programmeOperator,
  );
  if (!isCalendarDate(p.validUntil)) issues.add(`${path}.validUntil`, 'Valid until must be a date (YYYY-MM-DD)');
  const slotOk = issues.oneOf(`${path}.replaces`, p.replaces, PRODUCT_SLOT_KEYS, 'factor to replace');
  const unitOk = issues.oneOf(`${path}.declaredUnit`, p.declaredUnit, DECLARED_UNITS, 'declared unit');
  if (!unitOk) return;
  const unit = p.declaredUnit as DeclaredUnit;
  if (slotOk && !declaredUnitFits(unit, p.replaces as ProductSlotKey)) {
    const slot = PRODUCT_SLOTS[p.replaces as ProductSlotKey];
    const fits = DECLARED_UNITS.filter((u) => CONVERSIONS[u].unit === slot.unit).map((u) => DECLARED_UNIT_LABELS[u]);
    issues.add(
      `${path}.declaredUnit`,
      `${slot.label} is counted in ${slot.unit}: the declared unit must be ${fits.join(' or ')}, not ${DECLARED_UNIT_LABELS[unit]}`,
    );
  }
  const limit = GWP_LIMITS[unit];
  const gwpOk = issues.number(`${path}.gwp`, p.gwp, limit, 'A1–A3 GWP');
  const minOk = issues.optionalNumber(`${path}.gwpMin`, p.gwpMin, limit, 'Minimum GWP');
  const maxOk = issues.optionalNumber(`${path}.gwpMax`, p.gwpMax, limit, 'Maximum GWP');
  if (gwpOk && minOk && typeof p.gwpMin === 'number' && p.gwpMin > (p.gwp as number))
    issues.add(`${path}.gwpMin`, 'Minimum GWP must not be more than the A1–A3 GWP');
  if (gwpOk && maxOk && typeof p.gwpMax === 'number' && p.gwpMax < (p.gwp as number))
    issues.add(`${path}.gwpMax`, 'Maximum GWP must not be less than the A1–A3 GWP');
  const moduleLimit: Limit = { ...limit, min: 0, minExclusive: false };
  issues.optionalNumber(`${path}.a4`, p.a4, moduleLimit, 'A4 (transport) GWP');
  issues.optionalNumber(`${path}.a5`, p.a5, moduleLimit, 'A5 (construction) GWP');
}

/**
 * A product's A4 or A5 in its slot's factor unit (per kg for a tonne's figure), or null when the
 * product does not declare it.
 * @example productModuleValue({ declaredUnit: 't', a4: 12 }, 'a4') // 0.012 (kgCO2e/kg)
 */
export function productModuleValue(
  p: Pick<CustomProduct, 'declaredUnit' | 'a4' | 'a5'>,
  module: 'a4' | 'a5',
): number | null {
  const v = p[module];
  return v === null || v === undefined ? null : v / CONVERSIONS[p.declaredUnit].divisor;
}

/** Checks a calculation's products: each valid, at most {@link CUSTOM_PRODUCTS_MAX}, one per slot. */
export function checkCustomProducts(issues: IssueCollector, products: unknown, path = 'customProducts'): void {
  if (products === undefined || (Array.isArray(products) && products.length === 0)) return;
  // The optimizer asks for the same list many times: a list once found valid is not checked again.
  if (Array.isArray(products) && VALID_LISTS.has(products)) return;
  const before = issues.issues.length;
  if (!Array.isArray(products) || products.length > CUSTOM_PRODUCTS_MAX) {
    issues.add(path, `${path} must be a list of at most ${CUSTOM_PRODUCTS_MAX} custom products`);
    return;
  }
  const seen = new Map<unknown, number>();
  products.forEach((p: unknown, i) => {
    checkCustomProduct(issues, p, `${path}[${i}]`);
    if (!isRecord(p)) return;
    const first = seen.get(p.replaces);
    if (first === undefined) seen.set(p.replaces, i);
    else {
      const label = PRODUCT_SLOTS[p.replaces as ProductSlotKey]?.label ?? String(p.replaces);
      issues.add(`${path}[${i}].replaces`, `Only one product can replace ${label} (product ${first + 1} already does)`);
    }
  });
  if (issues.issues.length === before) VALID_LISTS.add(products);
}

/** Product lists already checked and found valid (lists are read-only: the engine never changes one). */
const VALID_LISTS = new WeakSet<object>();
const KEYS = new WeakMap<object, string>();

/** Throws {@link EngineInputError} naming every bad field of a calculation's products. */
export function assertCustomProducts(products: unknown): asserts products is readonly CustomProduct[] | undefined {
  const issues = new IssueCollector();
  checkCustomProducts(issues, products);
  issues.throwIfAny();
}

/**
 * Every issue of one product, paths relative to it (`gwpMin`, `declaredUnit`, …): what the API's
 * schema reports for a product a user saves.
 * @example customProductIssues({ ...brick, declaredUnit: 'm3' })[0]?.path // 'declaredUnit'
 */
export function customProductIssues(p: unknown): { path: string; message: string }[] {
  const issues = new IssueCollector();
  checkCustomProduct(issues, p, '');
  return issues.issues.map((i) => ({ path: i.path.replace(/^\./, ''), message: i.message }));
}

/**
 * A memo key for a calculation's products ('' for none): their fields, in slot order, so that two
 * choices of the same products give one key.
 */
export function productsKey(products: readonly CustomProduct[]): string {
  if (products.length === 0) return '';
  const known = KEYS.get(products);
  if (known !== undefined) return known;
  const key = keyOf(products);
  KEYS.set(products, key);
  return key;
}

/** The fields of a product its key holds: what it replaces and its factor first, then what cites it. */
const KEY_FIELDS = [
  'replaces',
  'gwp',
  'gwpMin',
  'gwpMax',
  'declaredUnit',
  'validUntil',
  'id',
  'name',
  'epdNumber',
  'programmeOperator',
] as const satisfies readonly (keyof CustomProduct)[];

function keyOf(products: readonly CustomProduct[]): string {
  const sorted = [...products].sort((a, b) => (a.replaces < b.replaces ? -1 : a.replaces > b.replaces ? 1 : 0));
  return JSON.stringify(sorted.map((p) => KEY_FIELDS.map((f) => p[f])));
}

/** The products a {@link productsKey} stands for. */
export function productsOfKey(key: string): CustomProduct[] {
  if (key === '') return [];
  return (JSON.parse(key) as unknown[][]).map(
    (values) => Object.fromEntries(KEY_FIELDS.map((f, i) => [f, values[i]])) as unknown as CustomProduct,
  );
}

/**
 * A dataset's resolver with the products a {@link productsKey} stands for in place of their
 * factors: what the memoised per-unit factors compute with.
 * @example productResolver('au-typical', '')('clayBrick_kg').value // 0.184 (no products)
 */
export function productResolver(datasetId: DatasetId, key: string): FactorResolver {
  return withCustomProducts(datasetResolver(getDataset(datasetId)), productsOfKey(key));
}
