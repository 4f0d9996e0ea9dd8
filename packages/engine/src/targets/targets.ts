/**
 * Published targets and benchmarks the calculators read their results against (research brief
 * `research-targets-1`, section 2; its check: docs/research/targets-thermal-check.md). Each carries
 * its value, unit, life-cycle scope, the building parts it covers, the building type, year and
 * source, and how its scope differs from the app's (A1–A3, cold shell, no biogenic credit).
 *
 * Two kinds:
 * - `reduction`: a cut against a reference (Green Star's −10/−20/−40 %). Shown for scale beside the
 *   page's own percentage change (option A, the business-as-usual footing, the user's current
 *   house); a wall or footing change never "reaches" a whole-building band (issue 49, point 9).
 * - `intensity`: kgCO2e per m² of floor area of a whole house, shown only beside the dwelling figure
 *   of the same scope and modules ({@link benchmarkFits}; issue 51).
 */

import type { DwellingScope } from '../upfront/dwelling-upfront';

export type TargetKind = 'reduction' | 'intensity';

/**
 * The dwelling figure a house benchmark may be set beside (issue 51): the same scope, and the
 * modules the benchmark counts ('not stated' when its source does not say; the page then sets it
 * beside the A1–A5 figure, the fullest the app has, and says the modules are not stated).
 */
export interface BenchmarkScope {
  readonly scope: DwellingScope;
  readonly modules: 'A1-A3' | 'A1-A5' | 'not stated';
}

export interface CarbonTarget {
  readonly id: string;
  readonly kind: TargetKind;
  /** Its name alone, for sentences ("Target from Green Star Buildings’ 20 % reference"). */
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
  /** `intensity` benchmarks: the dwelling scope and modules it may be shown against. */
  readonly comparableWith?: BenchmarkScope;
}

/** Where Green Star's figures come from and what they measure, as pages name it. */
export const GREEN_STAR_CREDIT =
  'Green Star Buildings’ upfront carbon credit (v1 credit 21 “Upfront Carbon Emissions”)';

const GREEN_STAR_SCOPE =
  'Green Star measures a whole building’s upfront carbon (A1–A5) against a reference building or a fixed benchmark; a change to one wall or footing at A1–A3 is not a Green Star result, so the figures are shown for scale only. GBCA itself states the 10 % and the 40 % (news, 31 August 2022; FAQ F-00356 for A1–A5); the 20 % is read as a cost consultant quotes GBCA’s interim calculation guide. The v1.1 credit’s own number and thresholds could not be read in a GBCA document; a rating’s thresholds depend on building type, star rating and registration date.';

/** One of Green Star's bands: a cut of `value` (a fraction) against the reference building. */
const bandOfGreenStar = (id: string, name: string, value: number, sourceIds: readonly string[]): CarbonTarget => ({
  id,
  name,
  kind: 'reduction',
  label: `${name}: ${Math.round(value * 100)} % less (whole building, A1–A5)`,
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

/**
 * Green Star Buildings' upfront carbon reductions (v1 credit 21), lowest first: references for
 * scale, named by their percentage (never as an achievement a wall or footing reaches).
 */
export const GREEN_STAR_BANDS: readonly CarbonTarget[] = [
  bandOfGreenStar('GS_MIN', 'Green Star Buildings’ 10 % reference', 0.1, ['GS_NEWS_2022', 'GS_FAQ356']),
  bandOfGreenStar('GS_CREDIT', 'Green Star Buildings’ 20 % reference', 0.2, ['GS_GUIDE']),
  bandOfGreenStar('GS_EXCEPTIONAL', 'Green Star Buildings’ 40 % reference', 0.4, ['GS_NEWS_2022', 'GS_GUIDE']),
];

/**
 * What Green Star's figures are, said beside a wall's or footing's percentage change.
 * @example GREEN_STAR_SCALE_NOTE.startsWith('For scale') // true
 */
export const GREEN_STAR_SCALE_NOTE = `For scale: ${GREEN_STAR_CREDIT} asks a whole building for 10 %, 20 % or 40 % less upfront carbon (A1–A5) than a reference building. This result compares design options for part of a house, not a building against its reference building, so it is not a Green Star result.`;

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
    confidence: 'secondary',
    scopeNote: 'Applied to the page’s own baseline.',
  },
];

/**
 * Sector-wide trajectories, shown as context beside a result (never as a band a design reaches):
 * ASBEC's "at least 60 %" less embodied carbon by 2035 (said at the launch of Our Upfront
 * Opportunity, April 2025; the report itself was not read).
 */
export const SECTOR_CONTEXT: readonly CarbonTarget[] = [
  {
    id: 'ASBEC_2035',
    name: 'ASBEC’s call for the sector',
    kind: 'reduction',
    label: 'ASBEC: at least 60 % less embodied carbon across the sector by 2035 (sector context)',
    value: 0.6,
    unit: '% below today',
    modules: 'embodied',
    parts: 'built environment',
    buildingType: 'all Australian buildings (the sector’s need, not a regulation)',
    year: 2025,
    sourceIds: ['ASBEC'],
    confidence: 'secondary',
    scopeNote: 'A trajectory for the whole built environment, shown as context; not a figure a single design reaches.',
  },
];

/**
 * ASBEC's trajectory as a page says it.
 * @example SECTOR_CONTEXT_NOTE.includes('60 %') // true
 */
export const SECTOR_CONTEXT_NOTE =
  'Context: at the launch of ASBEC’s Our Upfront Opportunity (April 2025), its embodied carbon working group’s chair said Australia’s built environment needs at least 60 % less embodied carbon by 2035: a trajectory for the sector, not a target for one design.';

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
      'The study counts the whole house, so it is shown only beside the app’s whole-house figure (internal walls, ceilings and their insulation, services and site activity added to the cold shell), at A1–A5; the study’s modules are not stated in its abstract, so the comparison says so. Finishes and fit-out the study may count are not in the app’s whole house.',
    comparableWith: { scope: 'whole-house', modules: 'not stated' },
  },
];

/**
 * Whether a house benchmark may be set beside a dwelling figure of `scope` counting `modules`:
 * the same scope, and the same modules (a benchmark whose modules are not stated goes beside the
 * A1–A5 figure).
 * @example benchmarkFits(HOUSE_BENCHMARKS[0]!, 'whole-house', 'A1-A5') // true
 * @example benchmarkFits(HOUSE_BENCHMARKS[0]!, 'cold-shell', 'A1-A5') // false
 */
export function benchmarkFits(target: CarbonTarget, scope: DwellingScope, modules: 'A1-A3' | 'A1-A5'): boolean {
  const c = target.comparableWith;
  if (!c || c.scope !== scope) return false;
  return c.modules === modules || (c.modules === 'not stated' && modules === 'A1-A5');
}

export const REDUCTION_TARGETS: readonly CarbonTarget[] = [...GREEN_STAR_BANDS, ...OTHER_REDUCTION_TARGETS];
export const ALL_TARGETS: readonly CarbonTarget[] = [...REDUCTION_TARGETS, ...SECTOR_CONTEXT, ...HOUSE_BENCHMARKS];

/**
 * The cut of `value` against `baseline`, as a fraction (0.25 = 25 % less); negative when `value`
 * emits more. 0 when the baseline is 0.
 * @example reductionOf(100, 75) // 0.25
 */
export function reductionOf(baseline: number, value: number): number {
  return baseline === 0 ? 0 : (baseline - value) / baseline;
}

/**
 * What a reduction target asks of a result: the baseline less the target's cut.
 * @example targetValue(GREEN_STAR_BANDS[1]!, 50) // 40
 */
export function targetValue(target: CarbonTarget, baseline: number): number {
  if (target.kind !== 'reduction') throw new Error(`${target.id} is not a reduction target.`);
  return baseline * (1 - target.value);
}
