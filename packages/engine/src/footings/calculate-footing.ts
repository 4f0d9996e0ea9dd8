import { biogenicStorageOf, linesOf } from '../breakdown/biogenic-storage';
import type { ClimateZoneInput } from '../thermal/floor-insulation';
import { DEFAULT_DATASET_ID, NO_EPD_DEFAULT_DATASET_ID, type DatasetId } from '../datasets/dataset-ids';
import {
  FOOTING_SYSTEM_KEYS,
  LOW_CARBON_CONCRETE_KEYS,
  type FootingSystemKey,
  type LowCarbonConcreteKey,
} from '../keys';
import { checkDatasetId } from '../validation/assert-dataset-id';
import { IssueCollector } from '../validation/issue-collector';
import { computeFootingSystem, type FootingSystemResult } from './calculate-footing-system';
import { checkFootingBasics } from './validate-footing-input';
import { checkCustomProducts, type CustomProduct } from '../custom-products/custom-products';
import type { M2Input, MmInput, PercentInput } from '../units';
import type { ClimateZone } from '../thermal/ncc-wall';
import { checkClimateZone, climateZoneOr } from '../thermal/floor-insulation';
import {
  checkUpfrontOptions,
  subtractModules,
  type UpfrontModules,
  type UpfrontOptions,
} from '../upfront/upfront-modules';

export interface FootingInput {
  /** Slab area, m² (0–100,000). */
  readonly area: M2Input;
  /** Founding depth, mm (0–3000). */
  readonly depth: MmInput;
  /** Complexity, % (0, 5, …, 25). */
  readonly complexity: PercentInput;
  readonly businessAsUsual: FootingSystemKey;
  readonly alternateFootingSystem: FootingSystemKey;
  /** Applies to the alternate system only; BAU always uses standard concrete (brief 7g). */
  readonly lowCarbonConcrete: LowCarbonConcreteKey;
  /**
   * NCC climate zone 1–8 of the site: the underfloor insulation of a stump system's suspended
   * timber floor, in both systems (issue #49). Absent: FLOOR_DEFAULT_CLIMATE_ZONE (6).
   */
  readonly climateZone?: ClimateZoneInput;
  /** Transport distances and waste factors by material class, for both systems (absent: the cited defaults; issue 51). */
  readonly upfront?: UpfrontOptions | null;
}

export interface FootingResult {
  /** round(BAU kgCO2e). */
  readonly bauValue: number;
  /** round(alternate kgCO2e). */
  readonly afsValue: number;
  /** bauValue − afsValue: the difference of the rounded values (may be negative). */
  readonly co2Reduction: number;
  readonly bau: FootingSystemResult;
  readonly afs: FootingSystemResult;
  readonly hasRange: boolean;
  /** kgCO2e stored in the wood of each system (NMEFD storage column): a separate line, never netted. */
  readonly biogenic: { readonly bau: number; readonly afs: number };
  /**
   * The same comparison on the NMEFD v2025.1 Default ('au-conservative'): what NABERS uses for a
   * product without an EPD. User EPDs count at their own value in both.
   */
  readonly noEpdDefault: { readonly bauValue: number; readonly afsValue: number; readonly co2Reduction: number };
  /** The climate zone both systems' floors were read in. */
  readonly climateZone: ClimateZone;
  /** Both systems by module (unrounded kgCO2e), and the comparison at A1–A5 (issue 51). */
  readonly upfront: {
    readonly bau: UpfrontModules;
    readonly afs: UpfrontModules;
    /** bau − afs, module by module. */
    readonly reduction: UpfrontModules;
    /** (A1–A5 of BAU − A1–A5 of the alternate) / A1–A5 of BAU × 100, % (0 when BAU is 0). */
    readonly reductionPercent: number;
  };
  /** {@link upfront}'s modules on the NMEFD v2025.1 Default, as `noEpdDefault` is. */
  readonly noEpdDefaultUpfront: {
    readonly bau: UpfrontModules;
    readonly afs: UpfrontModules;
    readonly reduction: UpfrontModules;
  };
}

/**
 * The slab page (brief 7c): business-as-usual vs alternate footing system, with the low-carbon
 * switch on the alternate only. Values in kgCO2e (A1–A3), rounded to whole kg as the page shows.
 * Custom products (user-supplied EPDs) apply to both systems.
 * Throws {@link EngineInputError} listing every bad field.
 * @example
 * calculateFooting({ area: 200, depth: 700, complexity: 0, businessAsUsual: 'BlindedRaft', alternateFootingSystem: 'Waffle', lowCarbonConcrete: 'FlyAshSubstitution30' })
 * // { bauValue: 9681, afsValue: 8384, co2Reduction: 1297, … } (worked example 6)
 */
export function calculateFooting(
  input: FootingInput,
  datasetId: DatasetId = DEFAULT_DATASET_ID,
  products: readonly CustomProduct[] = [],
): FootingResult {
  const issues = new IssueCollector();
  checkDatasetId(issues, datasetId);
  checkCustomProducts(issues, products);
  if (checkFootingBasics(issues, input)) {
    issues.oneOf('businessAsUsual', input.businessAsUsual, FOOTING_SYSTEM_KEYS, 'footing system', 'business as usual');
    issues.oneOf(
      'alternateFootingSystem',
      input.alternateFootingSystem,
      FOOTING_SYSTEM_KEYS,
      'footing system',
      'the alternate',
    );
    issues.oneOf('lowCarbonConcrete', input.lowCarbonConcrete, LOW_CARBON_CONCRETE_KEYS, 'low-carbon concrete option');
    checkClimateZone(issues, 'climateZone', input.climateZone);
    checkUpfrontOptions(issues, 'upfront', input.upfront);
  }
  issues.throwIfAny();
  const { bau, afs } = compareOn(input, datasetId, products);
  const bauValue = Math.round(bau.kgCO2e);
  const afsValue = Math.round(afs.kgCO2e);
  const byDefault =
    datasetId === NO_EPD_DEFAULT_DATASET_ID ? { bau, afs } : compareOn(input, NO_EPD_DEFAULT_DATASET_ID, products);
  const defaultBau = Math.round(byDefault.bau.kgCO2e);
  const defaultAfs = Math.round(byDefault.afs.kgCO2e);
  return {
    bauValue,
    afsValue,
    co2Reduction: bauValue - afsValue,
    bau,
    afs,
    hasRange: bau.hasRange,
    biogenic: { bau: biogenicStorageOf(linesOf(bau.breakdown)), afs: biogenicStorageOf(linesOf(afs.breakdown)) },
    noEpdDefault: { bauValue: defaultBau, afsValue: defaultAfs, co2Reduction: defaultBau - defaultAfs },
    climateZone: climateZoneOr(input.climateZone),
    upfront: {
      bau: bau.upfront,
      afs: afs.upfront,
      reduction: subtractModules(bau.upfront, afs.upfront),
      reductionPercent: bau.upfront.a1a5 === 0 ? 0 : ((bau.upfront.a1a5 - afs.upfront.a1a5) / bau.upfront.a1a5) * 100,
    },
    noEpdDefaultUpfront: {
      bau: byDefault.bau.upfront,
      afs: byDefault.afs.upfront,
      reduction: subtractModules(byDefault.bau.upfront, byDefault.afs.upfront),
    },
  };
}

/** Business as usual (standard concrete) and the alternate (fly ash if switched on) on one dataset. */
function compareOn(input: FootingInput, datasetId: DatasetId, products: readonly CustomProduct[]) {
  const { area, depth, complexity } = input;
  const climateZone = climateZoneOr(input.climateZone);
  const upfront = input.upfront ?? null;
  const bau = computeFootingSystem(
    { area, depth, complexity, system: input.businessAsUsual, lowCarbonConcrete: false, climateZone, upfront },
    datasetId,
    products,
  );
  const afs = computeFootingSystem(
    {
      area,
      depth,
      complexity,
      system: input.alternateFootingSystem,
      lowCarbonConcrete: input.lowCarbonConcrete === 'FlyAshSubstitution30',
      climateZone,
      upfront,
    },
    datasetId,
    products,
  );
  return { bau, afs };
}
