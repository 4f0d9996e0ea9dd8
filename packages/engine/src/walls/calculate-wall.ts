import type { Range } from '../breakdown/breakdown-types';
import { biogenicStorageOf, linesOf } from '../breakdown/biogenic-storage';
import { DEFAULT_DATASET_ID, NO_EPD_DEFAULT_DATASET_ID, type DatasetId } from '../datasets/dataset-ids';
import { getDataset } from '../datasets/get-dataset';
import type { WallTypeKey } from '../keys';
import {
  addKgCO2e,
  addM2,
  intensityOf,
  kgCO2e,
  m2,
  subtractKgCO2e,
  type KgCO2e,
  type KgCO2ePerM2,
  type M2,
  type KgCO2ePerM2Input,
  type MInput,
} from '../units';
import { checkDatasetId } from '../validation/assert-dataset-id';
import { IssueCollector, isRecord } from '../validation/issue-collector';
import { LIMITS } from '../validation/limits';
import { computeWallLocation, type WallLocationResult } from './calculate-wall-location';
import { checkCustomProducts, type CustomProduct } from '../custom-products/custom-products';
import { checkWallLocation } from './validate-wall-input';
import {
  checkUpfrontOptions,
  subtractModules,
  sumModules,
  ZERO_MODULES,
  type UpfrontModules,
  type UpfrontOptions,
} from '../upfront/upfront-modules';

/**
 * The wall page's target placeholder, kgCO2e per m² of wall: just under the au-typical median of
 * the 13 wall types (32.5), so about half meet it (brief 7g; replaces the spec's 400).
 */
export const WALL_TARGET_PLACEHOLDER = 30;

export interface WallFormLocation {
  readonly description?: string | null;
  /** m, or null when the field is empty (the location is then excluded). */
  readonly length: MInput | null;
  readonly height: MInput | null;
  readonly materialA: WallTypeKey;
  readonly materialB: WallTypeKey;
}

export interface WallInput {
  /** Target intensity, kgCO2e per m² of wall (placeholder 30; brief 7g). */
  readonly targetReduction: KgCO2ePerM2Input;
  readonly locations: readonly WallFormLocation[];
  /** Transport distances and waste factors by material class (absent: the cited defaults; issue 51). */
  readonly upfront?: UpfrontOptions | null;
}

/** The wall's options by module (issue 51): A1–A3, A4, A5 (waste; no site activity) and A1–A5. */
export interface WallUpfront {
  readonly optionA: UpfrontModules;
  readonly optionB: UpfrontModules;
  /** optionA − optionB, module by module, kgCO2e. */
  readonly reduction: UpfrontModules;
  /** optionA.a1a5 / area, kgCO2e per m² of wall. */
  readonly intensityA: KgCO2ePerM2;
  readonly intensityB: KgCO2ePerM2;
  /** (A1–A5 of A − A1–A5 of B) / A1–A5 of A × 100: B's saving on A at A1–A5, % (0 when A is 0). */
  readonly reductionPercent: number;
  /**
   * Progress to target at A1–A5, %: the seed's formula on {@link intensityA} and {@link intensityB}
   * (100 when A already meets the target, else (A − B) / (A − target) × 100, not capped). The
   * result's `percentageReduction` is the same on the A1–A3 intensities.
   */
  readonly progressPercent: number;
}

/** Progress to target, % (brief 7g): 100 when A meets the target, else (A − B) / (A − target) × 100, uncapped. */
export function progressToTarget(intensityA: number, intensityB: number, target: number): number {
  return intensityA <= target ? 100 : ((intensityA - intensityB) / (intensityA - target)) * 100;
}

/** One location of the whole-wall result: its per-location figures (0 when excluded), without breakdowns. */
export interface WallLocationSummary extends Pick<
  WallLocationResult,
  'area' | 'optionA' | 'optionB' | 'reduction' | 'rangeA' | 'rangeB' | 'upfrontA' | 'upfrontB'
> {
  /** 1-based position in the form. */
  readonly wallNumber: number;
  readonly description: string | null;
  /** False when length or height is empty; such a location counts 0 (brief 7g). */
  readonly included: boolean;
}

export interface WallResult {
  /** Σ length × height over included locations, m²; 1 when none are included or the sum is 0. */
  readonly area: M2;
  readonly optionATotal: KgCO2e;
  readonly optionBTotal: KgCO2e;
  /** optionATotal / area, kgCO2e/m². */
  readonly intensityA: KgCO2ePerM2;
  readonly intensityB: KgCO2ePerM2;
  /** optionATotal − optionBTotal, kgCO2e. */
  readonly actualReduction: KgCO2e;
  /** Progress to target on the A1–A3 intensities, % (uncapped; brief 7g); at A1–A5: `upfront.progressPercent`. */
  readonly percentageReduction: number;
  readonly rangeA: Range;
  readonly rangeB: Range;
  readonly locations: WallLocationSummary[];
  readonly hasRange: boolean;
  /** kgCO2e stored in the wood of each option (NMEFD storage column): a separate line, never netted. */
  readonly biogenic: { readonly optionA: KgCO2e; readonly optionB: KgCO2e };
  /**
   * The same totals on the NMEFD v2025.1 Default ('au-conservative'): what NABERS uses for a product
   * without an EPD. User EPDs count at their own value in both.
   */
  readonly noEpdDefault: {
    readonly optionATotal: KgCO2e;
    readonly optionBTotal: KgCO2e;
    readonly actualReduction: KgCO2e;
  };
  /** Both options by module, and the comparison at A1–A5 (issue 51). */
  readonly upfront: WallUpfront;
  /** {@link upfront}'s modules on the NMEFD v2025.1 Default, as `noEpdDefault` is. */
  readonly noEpdDefaultUpfront: {
    readonly optionA: UpfrontModules;
    readonly optionB: UpfrontModules;
    readonly reduction: UpfrontModules;
  };
}

const ZERO: Range = { min: kgCO2e(0), max: kgCO2e(0) };

/** A location's summary, and the kgCO2e stored in the wood of each option (not part of the summary). */
type Summarised = WallLocationSummary & { readonly biogenicA: number; readonly biogenicB: number };

function summarise(
  loc: WallFormLocation,
  index: number,
  datasetId: DatasetId,
  products: readonly CustomProduct[],
  upfront: UpfrontOptions | null,
): Summarised {
  const description = loc.description ?? null;
  if (loc.length === null || loc.length === undefined || loc.height === null || loc.height === undefined) {
    const zero = kgCO2e(0);
    return {
      wallNumber: index + 1,
      description,
      area: m2(0),
      optionA: zero,
      optionB: zero,
      reduction: zero,
      rangeA: ZERO,
      rangeB: ZERO,
      upfrontA: ZERO_MODULES,
      upfrontB: ZERO_MODULES,
      included: false,
      biogenicA: 0,
      biogenicB: 0,
    };
  }
  const r = computeWallLocation(loc.length * loc.height, loc.materialA, loc.materialB, datasetId, products, upfront);
  const { area, optionA, optionB, reduction, rangeA, rangeB, upfrontA, upfrontB } = r;
  return {
    wallNumber: index + 1,
    description,
    area,
    optionA,
    optionB,
    reduction,
    rangeA,
    rangeB,
    upfrontA,
    upfrontB,
    included: true,
    biogenicA: biogenicStorageOf(linesOf(r.breakdownA)),
    biogenicB: biogenicStorageOf(linesOf(r.breakdownB)),
  };
}

function validate(input: unknown, datasetId: unknown, products: unknown): asserts input is WallInput {
  const issues = new IssueCollector();
  checkDatasetId(issues, datasetId);
  checkCustomProducts(issues, products);
  if (!isRecord(input)) {
    issues.add('input', 'input must be an object with targetReduction and locations');
    issues.throwIfAny();
    return;
  }
  issues.number('targetReduction', input.targetReduction, LIMITS.targetReduction, 'target');
  const locs = input.locations;
  if (!Array.isArray(locs) || locs.length > LIMITS.wallLocations.max) {
    issues.add('locations', `locations must be a list of at most ${LIMITS.wallLocations.max} wall locations`);
  } else {
    locs.forEach((loc: unknown, i) => checkWallLocation(issues, loc, `locations[${i}]`, `Wall ${i + 1} `, false));
  }
  checkUpfrontOptions(issues, 'upfront', input.upfront);
  issues.throwIfAny();
}

/**
 * The wall page's whole-form Calculate (brief 7a, 7g). Locations lacking length or height are
 * excluded (0). `area = Σ length × height` (1 if none or 0); `intensityX = Σ optionX / area`;
 * progress = 100 if intensityA ≤ target, else (intensityA − intensityB) / (intensityA − target) × 100,
 * not capped. Carbon in kgCO2e (A1–A3), target in kgCO2e per m² of wall; `upfront` adds each option
 * by module (A4 transport, A5 waste) and the comparisons at A1–A5, progress to target too (issue 51). Custom products (user-supplied
 * EPDs) replace their slots' factors in every location.
 * @example
 * calculateWall({ targetReduction: 30, locations: [{ length: 10, height: 2.4, materialA: 'BrickVeneerVirginLocal', materialB: 'Block190CoreCF' }] })
 * // percentageReduction ≈ -263.47 (worked example 4c: B is worse than A)
 */
export function calculateWall(
  input: WallInput,
  datasetId: DatasetId = DEFAULT_DATASET_ID,
  products: readonly CustomProduct[] = [],
): WallResult {
  validate(input, datasetId, products);
  const upfront = input.upfront ?? null;
  const summarised = input.locations.map((loc, i) => summarise(loc, i, datasetId, products, upfront));
  const locations: WallLocationSummary[] = summarised.map(({ biogenicA: _a, biogenicB: _b, ...summary }) => summary);
  const byDefault =
    datasetId === NO_EPD_DEFAULT_DATASET_ID
      ? locations
      : input.locations.map((loc, i) => summarise(loc, i, NO_EPD_DEFAULT_DATASET_ID, products, upfront));
  const defaultA = addKgCO2e(...byDefault.map((l) => l.optionA));
  const defaultB = addKgCO2e(...byDefault.map((l) => l.optionB));
  const summed = addM2(...locations.map((l) => l.area));
  const area = summed === 0 ? m2(1) : summed;
  const optionATotal = addKgCO2e(...locations.map((l) => l.optionA));
  const optionBTotal = addKgCO2e(...locations.map((l) => l.optionB));
  const intensityA = intensityOf(optionATotal, area);
  const intensityB = intensityOf(optionBTotal, area);
  const target = input.targetReduction;
  const percentageReduction = progressToTarget(intensityA, intensityB, target);
  const upA = sumModules(locations.map((l) => l.upfrontA));
  const upB = sumModules(locations.map((l) => l.upfrontB));
  const upIntensityA = intensityOf(upA.a1a5, area);
  const upIntensityB = intensityOf(upB.a1a5, area);
  const defaultUpA = sumModules(byDefault.map((l) => l.upfrontA));
  const defaultUpB = sumModules(byDefault.map((l) => l.upfrontB));
  const rangeOf = (pick: (l: WallLocationSummary) => Range): Range => ({
    min: addKgCO2e(...locations.map((l) => pick(l).min)),
    max: addKgCO2e(...locations.map((l) => pick(l).max)),
  });
  return {
    area,
    optionATotal,
    optionBTotal,
    intensityA,
    intensityB,
    actualReduction: subtractKgCO2e(optionATotal, optionBTotal),
    percentageReduction,
    rangeA: rangeOf((l) => l.rangeA),
    rangeB: rangeOf((l) => l.rangeB),
    locations,
    hasRange: getDataset(datasetId).hasRange,
    biogenic: {
      optionA: kgCO2e(summarised.reduce((t, l) => t + l.biogenicA, 0)),
      optionB: kgCO2e(summarised.reduce((t, l) => t + l.biogenicB, 0)),
    },
    noEpdDefault: {
      optionATotal: defaultA,
      optionBTotal: defaultB,
      actualReduction: subtractKgCO2e(defaultA, defaultB),
    },
    upfront: {
      optionA: upA,
      optionB: upB,
      reduction: subtractModules(upA, upB),
      intensityA: upIntensityA,
      intensityB: upIntensityB,
      reductionPercent: upA.a1a5 === 0 ? 0 : ((upA.a1a5 - upB.a1a5) / upA.a1a5) * 100,
      progressPercent: progressToTarget(upIntensityA, upIntensityB, target),
    },
    noEpdDefaultUpfront: {
      optionA: defaultUpA,
      optionB: defaultUpB,
      reduction: subtractModules(defaultUpA, defaultUpB),
    },
  };
}
