/**
 * Upfront carbon by module (issue 51): A1–A3 (the product stage the engine has always counted), A4
 * transport to site, A5 construction (material waste, and site activity where a whole building is
 * counted) and their sum A1–A5, for any list of breakdown lines.
 *
 *   A4 line = mass (t) × distance (km) × truck factor (kgCO2e/t·km), or quantity × the EPD's own A4
 *   A5 waste line = f × A1–A3 line, f the class's waste factor as a share of the net quantity (the
 *     wasted material carries its own product carbon; its transport is left out so that A4 answers to
 *     the distance alone and A5 to the waste factor alone), or quantity × the EPD's A5
 *   A1–A5 = (A1–A3 + A4) + A5
 */
import type { BreakdownLine } from '../breakdown/breakdown-types';
import type { DatasetId } from '../datasets/dataset-ids';
import { productModuleValue, USER_EPD_SOURCE_ID, type CustomProduct } from '../custom-products/custom-products';
import { kgCO2e, type KgCO2e } from '../units';
import { isRecord, type IssueCollector } from '../validation/issue-collector';
import type { Limit } from '../validation/limits';
import {
  MATERIAL_CLASSES,
  MATERIAL_CLASS_LABELS,
  materialClassOf,
  massPerUnit,
  type MaterialClass,
} from './material-classes';
import { CLASS_SCENARIOS, TRANSPORT_SCENARIOS, truckFactor, WASTE_PERCENT } from './upfront-data';

/**
 * The user's changes to the default transport and waste, by material class (absent: the defaults).
 * A type, not an interface, so that an input carrying it stays assignable to JSON shapes.
 */
export type UpfrontOptions = {
  /** km by road from the supplier to site, replacing the class's default scenario distance (0–20,000). */
  readonly transportKm?: Readonly<Partial<Record<MaterialClass, number>>> | null;
  /** Waste factor, % of the net quantity wasted on site (0–100), replacing the class's default. */
  readonly wastePercent?: Readonly<Partial<Record<MaterialClass, number>>> | null;
};

/** Bounds of the upfront inputs (shared with the API contracts). */
export const UPFRONT_LIMITS = {
  transportKm: {
    min: 0,
    max: 20_000,
    unit: 'km',
    reason:
      'A road (or road-equivalent) distance from a supplier to site; 20,000 km covers any haul, 0 km a product made on site.',
  },
  wastePercent: {
    min: 0,
    max: 100,
    unit: '% of the net quantity',
    reason: 'Material wasted on site as a share of what is installed; 100 % means twice the net quantity delivered.',
  },
} as const satisfies Record<string, Limit>;

/** Every module of one result, kgCO2e. */
export interface UpfrontModules {
  /** Product stage (cradle to gate), as every result already reports. */
  readonly a1a3: KgCO2e;
  /** Transport of the products to site. */
  readonly a4: KgCO2e;
  /** Material wasted on site: its product carbon (its own transport is left out, see decision 026). */
  readonly a5Waste: KgCO2e;
  /** Site activity (plant, fuel, power, facilities): whole-house dwelling results only, else 0. */
  readonly a5Site: KgCO2e;
  /** a5Waste + a5Site. */
  readonly a5: KgCO2e;
  /** (a1a3 + a4) + a5: upfront carbon. */
  readonly a1a5: KgCO2e;
}

/** The transport and waste a calculation uses for each material class. */
export interface UpfrontBasis {
  readonly datasetId: DatasetId;
  readonly km: Readonly<Record<MaterialClass, number>>;
  /** kgCO2e per tonne-km of the class's truck on this dataset's basis. */
  readonly perTkm: Readonly<Record<MaterialClass, number>>;
  /** Waste factor as a fraction of the net quantity. */
  readonly waste: Readonly<Record<MaterialClass, number>>;
  /** A memo key of the above. */
  readonly key: string;
}

const fill = <T>(f: (c: MaterialClass) => T): Record<MaterialClass, T> =>
  Object.fromEntries(MATERIAL_CLASSES.map((c) => [c, f(c)])) as Record<MaterialClass, T>;

const hasEntries = (m: object | null | undefined) => {
  for (const _ in m ?? {}) return true;
  return false;
};

/** Each dataset's basis without overrides, built once (every calculation without upfront options asks for it). */
const DEFAULT_BASES = new Map<DatasetId, UpfrontBasis>();

/**
 * The defaults of each class with the user's overrides in place.
 * @example upfrontBasis('au-typical', { transportKm: { bricks: 40 } }).km.bricks // 40
 */
export function upfrontBasis(datasetId: DatasetId, options?: UpfrontOptions | null): UpfrontBasis {
  if (hasEntries(options?.transportKm) || hasEntries(options?.wastePercent)) return buildBasis(datasetId, options);
  let basis = DEFAULT_BASES.get(datasetId);
  if (!basis) {
    basis = buildBasis(datasetId, null);
    DEFAULT_BASES.set(datasetId, basis);
  }
  return basis;
}

function buildBasis(datasetId: DatasetId, options: UpfrontOptions | null | undefined): UpfrontBasis {
  const km = fill(
    (c) => options?.transportKm?.[c] ?? TRANSPORT_SCENARIOS[CLASS_SCENARIOS[c].scenario].distanceKm.value,
  );
  const perTkm = fill((c) => truckFactor(TRANSPORT_SCENARIOS[CLASS_SCENARIOS[c].scenario].truck, datasetId));
  const waste = fill((c) => (options?.wastePercent?.[c] ?? WASTE_PERCENT[c].value) / 100);
  return Object.freeze({
    datasetId,
    km: Object.freeze(km),
    perTkm: Object.freeze(perTkm),
    waste: Object.freeze(waste),
    key: `${datasetId}|${MATERIAL_CLASSES.map((c) => `${km[c]},${waste[c]}`).join(';')}`,
  });
}

/** Checks `upfront` options: an object whose maps name known classes with numbers in bounds. */
export function checkUpfrontOptions(issues: IssueCollector, path: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (!isRecord(value)) {
    issues.add(path, `${path} must be an object with transportKm and/or wastePercent`);
    return;
  }
  const map = (field: 'transportKm' | 'wastePercent', label: string) => {
    const m = value[field];
    if (m === undefined || m === null) return;
    if (!isRecord(m)) {
      issues.add(`${path}.${field}`, `${path}.${field} must map material classes to numbers`);
      return;
    }
    for (const [cls, v] of Object.entries(m)) {
      if (!(MATERIAL_CLASSES as readonly string[]).includes(cls)) {
        issues.oneOf(`${path}.${field}.${cls}`, cls, MATERIAL_CLASSES, 'material class');
        continue;
      }
      issues.number(
        `${path}.${field}.${cls}`,
        v,
        UPFRONT_LIMITS[field],
        `${label} for ${MATERIAL_CLASS_LABELS[cls as MaterialClass].toLowerCase()}`,
      );
    }
  };
  map('transportKm', 'Transport distance');
  map('wastePercent', 'Waste factor');
}

/** A1–A3, A4 and A5 waste of some lines (per unit or per element), unrounded. */
export interface LineModules {
  readonly a1a3: number;
  readonly a4: number;
  readonly a5Waste: number;
}

const productOf = (line: BreakdownLine, products: readonly CustomProduct[]) =>
  line.sourceId === USER_EPD_SOURCE_ID ? products.find((p) => p.replaces === line.factorKey) : undefined;

/**
 * A4 and A5 waste of one line.
 * @example lineModules(clayBrickLine, upfrontBasis('au-typical'), []).a4 // 134.068 kg × 100 km × 0.184 / 1000
 */
export function lineModules(
  line: BreakdownLine,
  basis: UpfrontBasis,
  products: readonly CustomProduct[],
  asClass?: MaterialClass,
): LineModules {
  const cls = asClass ?? materialClassOf(line.factorKey);
  const product = productOf(line, products);
  return { a1a3: line.kgCO2e, a4: lineA4(line, cls, product, basis), a5Waste: lineA5Waste(line, cls, product, basis) };
}

/** A4 of one line: the EPD's own A4 per unit, else its mass × distance × truck factor. */
function lineA4(line: BreakdownLine, cls: MaterialClass, product: CustomProduct | undefined, basis: UpfrontBasis) {
  const epdA4 = product ? productModuleValue(product, 'a4') : null;
  return epdA4 !== null
    ? line.quantity * epdA4
    : ((line.quantity * massPerUnit(line.factorKey)) / 1000) * basis.km[cls] * basis.perTkm[cls];
}

/** A5 waste of one line: the EPD's own A5 per unit, else the class's waste factor × its A1–A3. */
function lineA5Waste(line: BreakdownLine, cls: MaterialClass, product: CustomProduct | undefined, basis: UpfrontBasis) {
  const epdA5 = product ? productModuleValue(product, 'a5') : null;
  return epdA5 !== null ? line.quantity * epdA5 : basis.waste[cls] * line.kgCO2e;
}

/**
 * Σ of each module over some lines, left to right. `asClass`: every line counts as that class (a
 * window arrives as one made-to-measure unit, whatever its parts).
 */
export function linesModules(
  lines: readonly BreakdownLine[],
  basis: UpfrontBasis,
  products: readonly CustomProduct[],
  asClass?: MaterialClass,
): LineModules {
  let a1a3 = 0;
  let a4 = 0;
  let a5Waste = 0;
  // As lineModules, line by line, without an object per line.
  for (const l of lines) {
    const cls = asClass ?? materialClassOf(l.factorKey);
    const product = productOf(l, products);
    a1a3 += l.kgCO2e;
    a4 += lineA4(l, cls, product, basis);
    a5Waste += lineA5Waste(l, cls, product, basis);
  }
  return { a1a3, a4, a5Waste };
}

/** A memo key of the products' A4 and A5 (what A1–A3's product key leaves out). */
export function productModulesKey(products: readonly CustomProduct[]): string {
  if (products.length === 0) return '';
  return products
    .filter((p) => (p.a4 ?? null) !== null || (p.a5 ?? null) !== null)
    .map((p) => `${p.replaces}:${p.declaredUnit}:${p.a4 ?? ''}:${p.a5 ?? ''}`)
    .sort()
    .join(';');
}

/** Per line list, by basis key, by products' modules and class: the memo of {@link perUnitModules}. */
const PER_UNIT = new WeakMap<readonly BreakdownLine[], Map<string, Map<string, LineModules>>>();

/**
 * {@link linesModules} of a frozen per-unit line list (a UnitCarbon's), memoised: the optimizer
 * and estimateDwelling ask for the same per-m² modules and must get the same numbers. Keyed in two
 * levels, so that the basis's long key is looked up as it is (its hash kept), never concatenated.
 */
export function perUnitModules(
  lines: readonly BreakdownLine[],
  basis: UpfrontBasis,
  products: readonly CustomProduct[],
  asClass?: MaterialClass,
): LineModules {
  let byBasis = PER_UNIT.get(lines);
  if (!byBasis) {
    byBasis = new Map();
    PER_UNIT.set(lines, byBasis);
  }
  let byRest = byBasis.get(basis.key);
  if (!byRest) {
    byRest = new Map();
    byBasis.set(basis.key, byRest);
  }
  const key = products.length === 0 ? (asClass ?? '') : `${asClass ?? ''}|${productModulesKey(products)}`;
  const hit = byRest.get(key);
  if (hit) return hit;
  const m = linesModules(lines, basis, products, asClass);
  byRest.set(key, m);
  return m;
}

/**
 * The modules of an element whose carbon is `area` × per-unit values. `a1a3` is passed in, formed
 * as the caller always formed it, so A1–A3 stays bit for bit what it was.
 */
export function scaledModules(a1a3: number, perUnit: LineModules, area: number, a5Site = 0): UpfrontModules {
  return modulesOf(a1a3, perUnit.a4 * area, perUnit.a5Waste * area, a5Site);
}

/**
 * Builds the module record: a5 = a5Waste + a5Site, a1a5 = (a1a3 + a4) + a5.
 * @example modulesOf(100, 10, 5, 0).a1a5 // 115
 */
export function modulesOf(a1a3: number, a4: number, a5Waste: number, a5Site = 0): UpfrontModules {
  const a5 = a5Waste + a5Site;
  return {
    a1a3: kgCO2e(a1a3),
    a4: kgCO2e(a4),
    a5Waste: kgCO2e(a5Waste),
    a5Site: kgCO2e(a5Site),
    a5: kgCO2e(a5),
    a1a5: kgCO2e(a1a3 + a4 + a5),
  };
}

/** The modules of some lines as a result reports them (no site activity). */
export function modulesOfLines(
  lines: readonly BreakdownLine[],
  basis: UpfrontBasis,
  products: readonly CustomProduct[],
): UpfrontModules {
  const m = linesModules(lines, basis, products);
  return modulesOf(m.a1a3, m.a4, m.a5Waste);
}

export const ZERO_MODULES: UpfrontModules = modulesOf(0, 0, 0, 0);

/**
 * Each module summed over several results, left to right, field by field: the total's a1a5 is the
 * sum of the parts' a1a5 (the optimizer's objective is formed the same way).
 */
export function sumModules(list: readonly UpfrontModules[]): UpfrontModules {
  const t = { a1a3: 0, a4: 0, a5Waste: 0, a5Site: 0, a5: 0, a1a5: 0 };
  for (const m of list) {
    t.a1a3 += m.a1a3;
    t.a4 += m.a4;
    t.a5Waste += m.a5Waste;
    t.a5Site += m.a5Site;
    t.a5 += m.a5;
    t.a1a5 += m.a1a5;
  }
  return {
    a1a3: kgCO2e(t.a1a3),
    a4: kgCO2e(t.a4),
    a5Waste: kgCO2e(t.a5Waste),
    a5Site: kgCO2e(t.a5Site),
    a5: kgCO2e(t.a5),
    a1a5: kgCO2e(t.a1a5),
  };
}

/** a − b, field by field (a saving is positive). */
export function subtractModules(a: UpfrontModules, b: UpfrontModules): UpfrontModules {
  return {
    a1a3: kgCO2e(a.a1a3 - b.a1a3),
    a4: kgCO2e(a.a4 - b.a4),
    a5Waste: kgCO2e(a.a5Waste - b.a5Waste),
    a5Site: kgCO2e(a.a5Site - b.a5Site),
    a5: kgCO2e(a.a5 - b.a5),
    a1a5: kgCO2e(a.a1a5 - b.a1a5),
  };
}
