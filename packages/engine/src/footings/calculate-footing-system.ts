import type { ClimateZoneInput } from '../thermal/floor-insulation';
import type { BreakdownElement } from '../breakdown/breakdown-types';
import { elementOf, lineOf, sumElements } from '../breakdown/compute-lines';
import { datasetResolver } from '../breakdown/resolve-factor';
import { DEFAULT_DATASET_ID, type DatasetId } from '../datasets/dataset-ids';
import type { FactorKey } from '../datasets/dataset-types';
import { getDataset } from '../datasets/get-dataset';
import { FOOTING_SYSTEM_KEYS, type FootingSystemKey } from '../keys';
import { FOOTING_GEOMETRY as G } from '../quantities/footing-geometry';
import { metresFromMillimetres, type KgCO2e } from '../units';
import { IssueCollector } from '../validation/issue-collector';
import { checkDatasetId } from '../validation/assert-dataset-id';
import { FOOTING_ELEMENT_LABELS } from './footing-elements';
import { FOOTING_SYSTEMS, type FootingGeometry } from './footing-systems';
import { checkFootingBasics } from './validate-footing-input';
import { checkCustomProducts, withCustomProducts, type CustomProduct } from '../custom-products/custom-products';
import { checkClimateZone, climateZoneOr, floorThermal, type FloorThermal } from '../thermal/floor-insulation';
import {
  checkUpfrontOptions,
  modulesOfLines,
  upfrontBasis,
  type UpfrontModules,
  type UpfrontOptions,
} from '../upfront/upfront-modules';

export interface FootingSystemInput {
  /** Slab area A, m² (0–100,000). */
  readonly area: number;
  /** Founding depth, mm (0–3000). */
  readonly depth: number;
  /** Complexity c, % (0, 5, …, 25): every material quantity × (1 + c/100). */
  readonly complexity: number;
  readonly system: FootingSystemKey;
  /** 30 % fly-ash concrete on every in-situ line (the slab page applies it to the alternate only). */
  readonly lowCarbonConcrete: boolean;
  /**
   * NCC climate zone 1–8: sizes the underfloor insulation of a stump system's suspended timber
   * floor (issue #49). Absent: FLOOR_DEFAULT_CLIMATE_ZONE (6).
   */
  readonly climateZone?: ClimateZoneInput;
  /** Transport distances and waste factors by material class (absent: the cited defaults; issue 51). */
  readonly upfront?: UpfrontOptions | null;
}

export interface FootingSystemResult {
  readonly system: FootingSystemKey;
  readonly label: string;
  /** Unrounded kgCO2e (A1–A3). */
  readonly kgCO2e: KgCO2e;
  readonly min: KgCO2e;
  readonly max: KgCO2e;
  /** Elements among slab, strip, blinding, piles, stumps, timberFloor, waffle. */
  readonly breakdown: BreakdownElement[];
  readonly geometry: FootingGeometry & {
    readonly complexityFactor: number;
    readonly counts: Readonly<Record<string, number>>;
  };
  readonly hasRange: boolean;
  /**
   * The floor the system delivers, read in the climate zone: the stump systems' suspended timber
   * floor with its R-values and insulation, or a slab on the ground (none in this model).
   */
  readonly floorThermal: FloorThermal;
  /** By module, kgCO2e: A1–A3 (= kgCO2e), A4 transport, A5 waste (no site activity) and A1–A5 (issue 51). */
  readonly upfront: UpfrontModules;
}

const FLY_ASH: Partial<Record<FactorKey, FactorKey>> = {
  concrete25MPa_m3: 'concrete25MPaFA30_m3',
  concrete20MPa_m3: 'concrete20MPaFA30_m3',
};

/** Unvalidated core, shared with {@link calculateFooting}. */
export function computeFootingSystem(
  input: FootingSystemInput,
  datasetId: DatasetId,
  products: readonly CustomProduct[] = [],
): FootingSystemResult {
  const dataset = getDataset(datasetId);
  const resolve = withCustomProducts(datasetResolver(dataset), products);
  const A = input.area;
  const perimeter = G.perimeterPerRootArea.value * Math.sqrt(A);
  const geometry = {
    area: A,
    depthM: metresFromMillimetres(input.depth),
    perimeter,
    stripLength: G.stripLengthPerPerimeter.value * perimeter,
  };
  const f = 1 + input.complexity / 100;
  const def = FOOTING_SYSTEMS[input.system];
  const thermal = floorThermal(def.floor, 'ground', climateZoneOr(input.climateZone));
  const built = def.build(geometry, thermal);
  const breakdown = built.elements.map(([id, lines]) =>
    elementOf(
      id,
      FOOTING_ELEMENT_LABELS[id],
      lines.map((l) =>
        lineOf(
          l,
          f,
          resolve(input.lowCarbonConcrete && l.inSitu ? (FLY_ASH[l.factorKey] ?? l.factorKey) : l.factorKey),
        ),
      ),
    ),
  );
  const upfront = modulesOfLines(
    breakdown.flatMap((e) => e.lines),
    upfrontBasis(datasetId, input.upfront),
    products,
  );
  return {
    system: input.system,
    label: def.label,
    ...sumElements(breakdown),
    breakdown,
    geometry: { ...geometry, complexityFactor: f, counts: built.counts },
    hasRange: dataset.hasRange,
    floorThermal: thermal,
    upfront,
  };
}

/**
 * Carbon of one footing system (brief 7c): `Σ quantity × f × factor` over its elements, with
 * P = 4.08·√A, Ls = 1.5·P, f = 1 + c/100 (counts are not multiplied by f). kgCO2e, unrounded.
 * A stump system's timber floor carries the underfloor batts its climate zone asks (× f, like every
 * material quantity); a slab on the ground carries none.
 * Custom products (user-supplied EPDs) replace their slots' factors; with fly ash on, in-situ lines
 * use the fly-ash keys, so a product replacing plain 25 MPa concrete does not apply to them.
 * Throws {@link EngineInputError} listing every bad field.
 * @example
 * calculateFootingSystem({ area: 200, depth: 700, complexity: 0, system: 'BlindedRaft', lowCarbonConcrete: false }).kgCO2e
 * // ≈ 9681.24 kgCO2e (worked example 5)
 */
export function calculateFootingSystem(
  input: FootingSystemInput,
  datasetId: DatasetId = DEFAULT_DATASET_ID,
  products: readonly CustomProduct[] = [],
): FootingSystemResult {
  const issues = new IssueCollector();
  checkDatasetId(issues, datasetId);
  checkCustomProducts(issues, products);
  if (checkFootingBasics(issues, input)) {
    issues.oneOf('system', input.system, FOOTING_SYSTEM_KEYS, 'footing system');
    issues.boolean('lowCarbonConcrete', input.lowCarbonConcrete, 'lowCarbonConcrete');
    checkClimateZone(issues, 'climateZone', input.climateZone);
    checkUpfrontOptions(issues, 'upfront', input.upfront);
  }
  issues.throwIfAny();
  return computeFootingSystem(input, datasetId, products);
}
