/**
 * A dwelling's upfront modules (issue 51), shared by estimateDwelling and the optimizer so that
 * both form every number the same way, bit for bit: each element's modules from its per-m² lines,
 * the whole-house parts, and site activity per m² of floor area.
 */
import type { BreakdownLine } from '../breakdown/breakdown-types';
import { scaleLines } from '../breakdown/compute-lines';
import type { UnitCarbon } from '../breakdown/unit-carbon';
import { productsKey, type CustomProduct } from '../custom-products/custom-products';
import type { DatasetId } from '../datasets/dataset-ids';
import { kgCO2e, kgCO2ePerM2, m2, type KgCO2e, type KgCO2ePerM2, type M2 } from '../units';
import type { IssueCollector } from '../validation/issue-collector';
import { SITE_ACTIVITY_PER_M2 } from './upfront-data';
import type { MaterialClass } from './material-classes';
import { modulesOf, perUnitModules, scaledModules, type UpfrontBasis, type UpfrontModules } from './upfront-modules';
import { WHOLE_HOUSE_ELEMENT_IDS, wholeHouseAreas, wholeHouseFactor, type WholeHouseElementId } from './whole-house';

/** What a dwelling figure counts: the cold shell (the default) or the whole house. */
export const DWELLING_SCOPES = ['cold-shell', 'whole-house'] as const;
export type DwellingScope = (typeof DWELLING_SCOPES)[number];
export const DEFAULT_DWELLING_SCOPE: DwellingScope = 'cold-shell';

/** The modules the optimizer's carbon objective counts (A1–A3 by default, as before issue 51). */
export const OBJECTIVE_MODULES = ['A1-A3', 'A1-A5'] as const;
export type ObjectiveModules = (typeof OBJECTIVE_MODULES)[number];
export const DEFAULT_OBJECTIVE_MODULES: ObjectiveModules = 'A1-A3';

export function checkScope(issues: IssueCollector, path: string, value: unknown): void {
  if (value !== undefined && value !== null) issues.oneOf(path, value, DWELLING_SCOPES, 'scope');
}

export function checkObjectiveModules(issues: IssueCollector, path: string, value: unknown): void {
  if (value !== undefined && value !== null) issues.oneOf(path, value, OBJECTIVE_MODULES, 'modules');
}

/**
 * The modules of an element of `area` m² whose A1–A3 is `a1a3` (formed by the caller as
 * unit.perM2 × area, as it always was).
 */
export function elementModules(
  unit: Pick<UnitCarbon, 'lines'>,
  area: number,
  a1a3: number,
  basis: UpfrontBasis,
  products: readonly CustomProduct[],
  asClass?: MaterialClass,
): UpfrontModules {
  return scaledModules(a1a3, perUnitModules(unit.lines, basis, products, asClass), area);
}

/** An element's value in the optimizer's objective. */
export const objectiveOf = (m: UpfrontModules, modules: ObjectiveModules): number =>
  modules === 'A1-A5' ? m.a1a5 : m.a1a3;

/** One part the whole house adds to the cold shell, with its lines and modules. */
export interface WholeHouseElement {
  readonly element: WholeHouseElementId;
  readonly label: string;
  /** m² the per-m² factor applies to (internal wall, ceiling, insulated ceiling or floor area). */
  readonly area: M2;
  /** A1–A3 kgCO2e per m² of `area`. */
  readonly perM2: KgCO2ePerM2;
  readonly unit: string;
  readonly kgCO2e: KgCO2e;
  readonly min: KgCO2e;
  readonly max: KgCO2e;
  readonly lines: BreakdownLine[];
  readonly upfront: UpfrontModules;
}

/** The whole-house parts of a dwelling, in WHOLE_HOUSE_ELEMENT_IDS order. */
export function wholeHouseElements(
  groundArea: number,
  firstArea: number,
  ceilingHeight: number,
  datasetId: DatasetId,
  products: readonly CustomProduct[],
  basis: UpfrontBasis,
  measuredInternalWallArea?: number | null,
): WholeHouseElement[] {
  const areas = wholeHouseAreas(groundArea, firstArea, ceilingHeight, measuredInternalWallArea);
  const key = productsKey(products);
  return WHOLE_HOUSE_ELEMENT_IDS.map((id) => {
    const unit = wholeHouseFactor(id, datasetId, key);
    const area = areas[id];
    const a1a3 = unit.perM2 * area;
    return {
      element: id,
      label: unit.label,
      area: m2(area),
      perM2: unit.perM2,
      unit: unit.unit,
      kgCO2e: kgCO2e(a1a3),
      min: kgCO2e(unit.min * area),
      max: kgCO2e(unit.max * area),
      lines: scaleLines(unit.lines, area),
      upfront: elementModules(unit, area, a1a3, basis, products),
    };
  });
}

/**
 * A5 site activity of a house of `floorArea` m² (its own module record: only a5Site is non-zero).
 * @example siteActivity(200).a5Site // ≈ 3403.4 kgCO2e (17.02 kgCO2e/m², an estimate)
 */
export function siteActivity(floorArea: number): UpfrontModules {
  return modulesOf(0, 0, 0, SITE_ACTIVITY_PER_M2.value * floorArea);
}

/** A1–A3, A4, A5 and A1–A5 per m² of floor area (0 when there is none). */
export interface ModulesPerM2 {
  readonly a1a3: KgCO2ePerM2;
  readonly a4: KgCO2ePerM2;
  readonly a5: KgCO2ePerM2;
  readonly a1a5: KgCO2ePerM2;
}

export function modulesPerM2(m: UpfrontModules, floorArea: number): ModulesPerM2 {
  const per = (v: number) => kgCO2ePerM2(floorArea === 0 ? 0 : v / floorArea);
  return { a1a3: per(m.a1a3), a4: per(m.a4), a5: per(m.a5), a1a5: per(m.a1a5) };
}
