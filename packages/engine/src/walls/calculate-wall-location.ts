import type { BreakdownElement, Range } from '../breakdown/breakdown-types';
import { sumElements } from '../breakdown/compute-lines';
import { datasetResolver } from '../breakdown/resolve-factor';
import { DEFAULT_DATASET_ID, type DatasetId } from '../datasets/dataset-ids';
import { getDataset } from '../datasets/get-dataset';
import type { WallTypeKey } from '../keys';
import { WALL_TYPES } from '../quantities/wall-types';
import { m2, subtractKgCO2e, type KgCO2e, type M2, type MInput } from '../units';
import { checkDatasetId } from '../validation/assert-dataset-id';
import { IssueCollector } from '../validation/issue-collector';
import { checkWallLocation } from './validate-wall-input';
import { checkCustomProducts, withCustomProducts, type CustomProduct } from '../custom-products/custom-products';
import { wallBreakdown } from './wall-breakdown';
import {
  checkUpfrontOptions,
  modulesOfLines,
  subtractModules,
  upfrontBasis,
  type UpfrontModules,
  type UpfrontOptions,
} from '../upfront/upfront-modules';

export interface WallLocationInput {
  readonly description?: string | null;
  /** Wall length, m (0–1000). */
  readonly length: MInput;
  /** Wall height, m (0–100). */
  readonly height: MInput;
  readonly materialA: WallTypeKey;
  readonly materialB: WallTypeKey;
  /** Transport distances and waste factors by material class (absent: the cited defaults; issue 51). */
  readonly upfront?: UpfrontOptions | null;
}

export interface WallLocationResult {
  /** length × height, m² (gross; no openings deducted). */
  readonly area: M2;
  /** Option A carbon, kgCO2e. */
  readonly optionA: KgCO2e;
  readonly optionB: KgCO2e;
  /** optionA − optionB, kgCO2e (negative when B emits more). */
  readonly reduction: KgCO2e;
  readonly rangeA: Range;
  readonly rangeB: Range;
  /** One element per wall part; optionA is the sum of its lines. */
  readonly breakdownA: BreakdownElement[];
  readonly breakdownB: BreakdownElement[];
  /** False on bases without ranges (min = max = central). */
  readonly hasRange: boolean;
  /** Option A by module, kgCO2e: A1–A3 (= optionA), A4, A5 (waste only) and A1–A5. */
  readonly upfrontA: UpfrontModules;
  readonly upfrontB: UpfrontModules;
  /** upfrontA − upfrontB, module by module. */
  readonly upfrontReduction: UpfrontModules;
}

/** Unvalidated core, shared with {@link calculateWall}. */
export function computeWallLocation(
  area: number,
  materialA: WallTypeKey,
  materialB: WallTypeKey,
  datasetId: DatasetId,
  products: readonly CustomProduct[] = [],
  upfront: UpfrontOptions | null = null,
): WallLocationResult {
  const dataset = getDataset(datasetId);
  const resolve = withCustomProducts(datasetResolver(dataset), products);
  const breakdownA = wallBreakdown(WALL_TYPES[materialA].parts, area, resolve);
  const breakdownB = wallBreakdown(WALL_TYPES[materialB].parts, area, resolve);
  const a = sumElements(breakdownA);
  const b = sumElements(breakdownB);
  const basis = upfrontBasis(datasetId, upfront);
  const upfrontA = modulesOfLines(
    breakdownA.flatMap((e) => e.lines),
    basis,
    products,
  );
  const upfrontB = modulesOfLines(
    breakdownB.flatMap((e) => e.lines),
    basis,
    products,
  );
  return {
    area: m2(area),
    optionA: a.kgCO2e,
    optionB: b.kgCO2e,
    reduction: subtractKgCO2e(a.kgCO2e, b.kgCO2e),
    rangeA: { min: a.min, max: a.max },
    rangeB: { min: b.min, max: b.max },
    breakdownA,
    breakdownB,
    hasRange: dataset.hasRange,
    upfrontA,
    upfrontB,
    upfrontReduction: subtractModules(upfrontA, upfrontB),
  };
}

/**
 * The wall page's per-location Calculate (brief 7a): `optionX = length × height × wallFactor[X]`,
 * reduction = optionA − optionB. Carbon is A1–A3, kgCO2e; lengths in m. `upfrontA`/`upfrontB` add
 * A4 and A5 (waste) per module (issue 51), with the input's transport and waste overrides. Each custom product (a
 * user-supplied EPD) replaces its slot's factor on every line that uses it.
 * Throws {@link EngineInputError} listing every bad field.
 * @example
 * calculateWallLocation({ length: 12, height: 2.7, materialA: 'BrickVeneerVirginLocal', materialB: 'LightWeightTimberClad' })
 * // area 32.4 m², optionA ≈ 1389.13, optionB ≈ 432.39, reduction ≈ 956.74 kgCO2e (worked example 2)
 */
export function calculateWallLocation(
  input: WallLocationInput,
  datasetId: DatasetId = DEFAULT_DATASET_ID,
  products: readonly CustomProduct[] = [],
): WallLocationResult {
  const issues = new IssueCollector();
  checkWallLocation(issues, input, '', '', true);
  checkDatasetId(issues, datasetId);
  checkCustomProducts(issues, products);
  checkUpfrontOptions(issues, 'upfront', input.upfront);
  issues.throwIfAny();
  return computeWallLocation(
    input.length * input.height,
    input.materialA,
    input.materialB,
    datasetId,
    products,
    input.upfront ?? null,
  );
}
