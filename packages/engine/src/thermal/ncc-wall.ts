/**
 * The NCC's deemed-to-satisfy wall value by climate zone, and how the wall page reads two walls'
 * R-values against it and against each other. Most houses comply through a NatHERS rating, where a
 * wall below this value can be offset elsewhere: the app says "below the NCC deemed-to-satisfy wall
 * value", never "non-compliant".
 */
import { numberFormat } from '../intl-formats';
import type { RValue } from './wall-r-values';

export const CLIMATE_ZONES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type ClimateZone = (typeof CLIMATE_ZONES)[number];

/** The wall page's default: climate zone 6 (Melbourne metro). */
export const DEFAULT_CLIMATE_ZONE: ClimateZone = 6;

/** What each zone is called, with a place or two in it (ABCB climate zone map). */
export const CLIMATE_ZONE_LABELS: Readonly<Record<ClimateZone, string>> = {
  1: 'Zone 1: high humidity summer, warm winter (Darwin, Cairns)',
  2: 'Zone 2: warm humid summer, mild winter (Brisbane)',
  3: 'Zone 3: hot dry summer, warm winter (Alice Springs)',
  4: 'Zone 4: hot dry summer, cool winter (Mildura)',
  5: 'Zone 5: warm temperate (Sydney coast, Perth, Adelaide)',
  6: 'Zone 6: mild temperate (Melbourne, western Sydney)',
  7: 'Zone 7: cool temperate (Canberra, Hobart)',
  8: 'Zone 8: alpine (Thredbo)',
};

/**
 * What an NCC deemed-to-satisfy benchmark of a climate zone says besides its value: its sources,
 * and how it was read. 'secondary': read in a summary or a table of the code, not in the code's
 * own text (each benchmark's basis says which, and what it leaves out).
 */
export interface NccBenchmark {
  readonly climateZone: ClimateZone;
  readonly sourceIds: readonly string[];
  readonly confidence: 'secondary';
  readonly basis: string;
}

/** A benchmark of `climateZone` with its `value` (the R-value it names), read in a secondary source. */
export function secondaryBenchmark<V extends Readonly<Record<string, RValue>>>(
  climateZone: ClimateZone,
  value: V,
  sourceIds: readonly string[],
  basis: string,
): NccBenchmark & V {
  return { climateZone, ...value, sourceIds, confidence: 'secondary', basis };
}

/**
 * The benchmark the wall page compares with: a minimum Total R-value for external walls (the
 * research check, docs/research/targets-thermal-check.md, could not open NCC 2022 Housing
 * Provisions 13.2.5).
 */
export interface NccWallBenchmark extends NccBenchmark {
  /** m²K/W. */
  readonly minimumR: RValue;
}

const DTS_BASIS =
  'The elemental deemed-to-satisfy minimum Total R-value of an external wall, as an insulation supplier’s summary of the building code gives it (R2.8 to R3.8 by zone); not yet checked against the text of NCC 2022 Housing Provisions 13.2.5. Other wall options of the same part (for example by surface density or shading) are not modelled';

/** Climate zones 1–7: R2.8; zone 8: R3.8. */
export function nccWallBenchmark(climateZone: ClimateZone): NccWallBenchmark {
  return secondaryBenchmark(
    climateZone,
    { minimumR: climateZone === 8 ? 3.8 : 2.8 },
    ['KNAUF', 'NCC22_HP132'],
    DTS_BASIS,
  );
}

/** The zones that share one NCC wall value. */
export interface NccWallValue {
  /** m²K/W. */
  readonly minimumR: RValue;
  /** In order. */
  readonly zones: readonly ClimateZone[];
}

/**
 * The NCC wall values, each with the zones that ask it, most zones first: what a page says when it
 * names the values without a zone chosen.
 * @example nccWallValues() // [{ minimumR: 2.8, zones: [1, 2, 3, 4, 5, 6, 7] }, { minimumR: 3.8, zones: [8] }]
 */
export function nccWallValues(): NccWallValue[] {
  const byValue = new Map<RValue, ClimateZone[]>();
  for (const zone of CLIMATE_ZONES) {
    const { minimumR } = nccWallBenchmark(zone);
    byValue.set(minimumR, [...(byValue.get(minimumR) ?? []), zone]);
  }
  return [...byValue].map(([minimumR, zones]) => ({ minimumR, zones })).sort((a, b) => b.zones.length - a.zones.length);
}

/**
 * A Total R-value as people read it in a sentence: "R" and the value in the locale's digits (en-AU
 * unless told), at most two decimals, no trailing zeros (the wall page's own figures keep a fixed
 * number of decimals).
 * @example formatRValue(3.8) // 'R3.8'
 * @example formatRValue(3.375) // 'R3.38'
 */
export function formatRValue(r: RValue, locale = 'en-AU'): string {
  return `R${numberFormat(locale, { maximumFractionDigits: 2 }).format(r)}`;
}

/** How much lower option B's R may be than option A's before the page says B is the colder wall. */
export const THERMAL_MARGIN: RValue = 0.3;

/** How a pair of walls reads thermally. */
export interface ThermalComparison {
  readonly benchmark: NccWallBenchmark;
  readonly meetsA: boolean;
  readonly meetsB: boolean;
  /** R(B) − R(A), m²K/W. */
  readonly difference: RValue;
  /** True when B is colder than A by more than THERMAL_MARGIN. */
  readonly bWorse: boolean;
}

/**
 * Option A against option B at one location: each against the zone's benchmark, and whether B is
 * the colder wall by more than the margin.
 * @example compareWallThermal(3.02, 1.7, 6).bWorse // true (1.7 < 3.02 − 0.3)
 */
export function compareWallThermal(rA: RValue, rB: RValue, climateZone: ClimateZone): ThermalComparison {
  const benchmark = nccWallBenchmark(climateZone);
  const difference = Math.round((rB - rA) * 100) / 100;
  return {
    benchmark,
    meetsA: rA >= benchmark.minimumR,
    meetsB: rB >= benchmark.minimumR,
    difference,
    bWorse: difference < -THERMAL_MARGIN,
  };
}
