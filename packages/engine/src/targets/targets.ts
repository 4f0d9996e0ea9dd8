/**
 * Published targets and benchmarks the calculators read their results against (research brief
 * `research-targets-1`, section 2; its check: docs/research/targets-thermal-check.md). Each carries
 * its value, unit, life-cycle scope, the building parts it covers, the building type, year and
 * source, and how its scope differs from the app's (A1–A3, cold shell, no biogenic credit).
 *
 * Two kinds:
 * - `reduction`: a cut against a reference (Green Star's −10/−20/−40 %). Applied to the page's own
 *   baseline (option A, the business-as-usual footing, the user's current house), which makes the
 *   scope identical.
 * - `intensity`: kgCO2e per m² of floor area of a whole house, for context only: the app counts the
 *   cold shell, so its figure and the benchmark's are not the same scope (the page says so).
 */

export type TargetKind = 'reduction' | 'intensity';

export interface CarbonTarget {
  readonly id: string;
  readonly kind: TargetKind;
  /** Its name alone, for sentences ("reaches Green Star credit achievement"). */
  readonly name: string;
  /** Its name with what it asks, as lists show it. */
  readonly label: string;
  /** `reduction`: the cut, as a fraction (0.2 = 20 %). `intensity`: kgCO2e/m² (the lower end of a range). */
  readonly value: number;
  /** `intensity` ranges: the upper end. */
  readonly max?: number;
  readonly unit: string;
  /** Life-cycle modules the source counts. */
  readonly modules: string;
  /** Building parts the source counts. */
  readonly parts: string;
  readonly buildingType: string;
  readonly year: number;
  readonly sourceIds: readonly string[];
  /** 'secondary': read as another publication quotes or reports it, not in the source itself. */
  readonly confidence: 'sourced' | 'secondary' | 'estimate';
  /** How the source's scope compares with the app's, and what the page does about it. */
  readonly scopeNote: string;
}

const GREEN_STAR_SCOPE =
  'Green Star measures a whole building’s A1–A5 against a reference building; here the cut is applied to the page’s own baseline, whose scope is the app’s (A1–A3). The bands are read as a cost consultant quotes GBCA’s interim calculation guide (not yet in the guide itself); a rating’s own minimum may depend on building type, star rating and registration date.';

/** One of Green Star's bands: a cut of `value` (a fraction) against the reference building. */
const bandOfGreenStar = (id: string, name: string, value: number, sourceIds: readonly string[]): CarbonTarget => ({
  id,
  name,
  kind: 'reduction',
  label: `${name} (${Math.round(value * 100)} % less)`,
  value,
  unit: '% below the reference',
  modules: 'A1–A5',
  parts: 'whole building',
  buildingType: 'Green Star Buildings (commercial and multi-residential)',
  year: 2022,
  sourceIds,
  confidence: 'secondary',
  scopeNote: GREEN_STAR_SCOPE,
});

/** Green Star Buildings' Upfront Carbon Emissions credit bands, lowest first. */
export const GREEN_STAR_BANDS: readonly CarbonTarget[] = [
  bandOfGreenStar('GS_MIN', 'Green Star minimum expectation', 0.1, ['GS_GUIDE', 'GS_FAQ356']),
  bandOfGreenStar('GS_CREDIT', 'Green Star credit achievement', 0.2, ['GS_GUIDE']),
  bandOfGreenStar('GS_EXCEPTIONAL', 'Green Star exceptional performance', 0.4, ['GS_GUIDE']),
];

/** Other published reductions the pages offer as targets. */
export const OTHER_REDUCTION_TARGETS: readonly CarbonTarget[] = [
  {
    id: 'GBCA_HOMES_2031',
    name: 'GBCA call for homes',
    kind: 'reduction',
    label: 'GBCA call for homes: 20 % less by 2031',
    value: 0.2,
    unit: '% below today’s homes',
    modules: 'upfront (A1–A5)',
    parts: 'whole home',
    buildingType: 'Australian detached homes (advocacy, not a regulation)',
    year: 2025,
    sourceIds: ['GBCA_HOMES_5E'],
    confidence: 'sourced',
    scopeNote: 'Applied to the page’s own baseline.',
  },
  {
    id: 'ASBEC_2035',
    name: 'ASBEC’s call for the sector',
    kind: 'reduction',
    label: 'ASBEC: 60 % less by 2035',
    value: 0.6,
    unit: '% below today',
    modules: 'upfront',
    parts: 'built environment',
    buildingType: 'all Australian buildings (the sector’s need, not a regulation)',
    year: 2025,
    sourceIds: ['ASBEC'],
    confidence: 'sourced',
    scopeNote: 'Applied to the page’s own baseline.',
  },
];

/** Published whole-house figures, per m² of floor area, for context beside the optimizer's estimate. */
export const HOUSE_BENCHMARKS: readonly CarbonTarget[] = [
  {
    id: 'ILLANKOON_2023',
    name: 'Three Australian single-storey houses (2023 study)',
    kind: 'intensity',
    label: 'Three Australian single-storey houses (2023 study)',
    value: 193,
    max: 233,
    unit: 'kgCO2e/m² of floor area',
    modules: 'life-cycle modules not stated in the abstract; modelled in One Click LCA',
    parts: 'whole house',
    buildingType: 'single-storey detached houses, 200–240 m²',
    year: 2023,
    sourceIds: ['ILLANKOON'],
    confidence: 'sourced',
    scopeNote:
      'The study counts the whole house; this app counts the cold shell only, without internal walls, ceilings, finishes or services. A cold-shell figure below this range is expected and is not a like-for-like saving.',
  },
];

export const REDUCTION_TARGETS: readonly CarbonTarget[] = [...GREEN_STAR_BANDS, ...OTHER_REDUCTION_TARGETS];
export const ALL_TARGETS: readonly CarbonTarget[] = [...REDUCTION_TARGETS, ...HOUSE_BENCHMARKS];

/**
 * The cut of `value` against `baseline`, as a fraction (0.25 = 25 % less); negative when `value`
 * emits more. 0 when the baseline is 0.
 * @example reductionOf(100, 75) // 0.25
 */
export function reductionOf(baseline: number, value: number): number {
  return baseline === 0 ? 0 : (baseline - value) / baseline;
}

/**
 * Whether a cut (a fraction, as {@link reductionOf} gives it) reaches a reduction target's cut. With
 * a tolerance of a billionth, so that a cut of exactly 20 % computed in floating point reaches 20 %.
 * The one test of a band: {@link greenStarBand} and the pages' band lists use it alike.
 * @example reachesBand(reductionOf(50, 40), GREEN_STAR_BANDS[1]!) // true (exactly 20 %)
 */
export function reachesBand(reduction: number, band: CarbonTarget): boolean {
  return reduction >= band.value - 1e-9;
}

/**
 * The highest Green Star band a cut reaches, or null below the minimum expectation.
 * @example greenStarBand(0.25)?.id // 'GS_CREDIT'
 */
export function greenStarBand(reduction: number): CarbonTarget | null {
  let reached: CarbonTarget | null = null;
  for (const band of GREEN_STAR_BANDS) if (reachesBand(reduction, band)) reached = band;
  return reached;
}

/**
 * What a reduction target asks of a result: the baseline less the target's cut.
 * @example targetValue(GREEN_STAR_BANDS[1]!, 50) // 40
 */
export function targetValue(target: CarbonTarget, baseline: number): number {
  if (target.kind !== 'reduction') throw new Error(`${target.id} is not a reduction target.`);
  return baseline * (1 - target.value);
}

/**
 * An estimate to read an A1–A3 result against A1–A5 figures: A4–A5 add about 10 % of A1–A3 for
 * houses without basements (C.Scale's method; 18 % with below-ground work).
 */
export const A1A3_TO_A1A5 = { factor: 1.1, sourceIds: ['CSCALE'], confidence: 'estimate' } as const;
