import { computeLines } from '../breakdown/compute-lines';
import { COST_RATES, withFloorInsulation, type CostRate } from '../costs/cost-rates';
import type { ClimateZone } from '../thermal/ncc-wall';
import {
  checkClimateZone,
  FLOOR_DEFAULT_CLIMATE_ZONE,
  floorInsulationLine,
  floorThermal,
  type FloorThermal,
} from '../thermal/floor-insulation';
import { memoize, unitCarbonOf, type UnitCarbon } from '../breakdown/unit-carbon';
import { DEFAULT_DATASET_ID, type DatasetId } from '../datasets/dataset-ids';
import type { ConcreteSupplierKey, FloorKey, FloorStructureKey } from '../keys';
import { FLOOR_LABELS, FLOORS } from '../quantities/floors';
import { checkDatasetId } from '../validation/assert-dataset-id';
import { IssueCollector } from '../validation/issue-collector';
import { checkFloorStructure, checkSuppliers } from './validate-dwelling-input';
import { supplierResolver } from './wall-material-factor';
import {
  checkCustomProducts,
  productsKey,
  productsOfKey,
  type CustomProduct,
} from '../custom-products/custom-products';

export type Storey = 'ground' | 'first';
export const FLOOR_UNIT = 'kgCO2e/m² of floor';

/**
 * The build-up a chosen structure uses on a storey (brief 7d): on the first floor, `timber` becomes
 * `timberFirstFloor`, and the ground-bearing `concrete slab`, `waffle pod` and `strip footing`
 * become `suspended concrete`; everything else stays as chosen.
 * @example mapFloorStructure('concrete slab', 'first') // 'suspended concrete'
 */
export function mapFloorStructure(structure: FloorStructureKey, storey: Storey): FloorKey {
  if (storey === 'ground') return structure;
  if (structure === 'timber') return 'timberFirstFloor';
  if (structure === 'concrete slab' || structure === 'waffle pod' || structure === 'strip footing')
    return 'suspended concrete';
  return structure;
}

export type FloorFactor = UnitCarbon<FloorStructureKey> & {
  readonly mappedKey: FloorKey;
  /** The floor's R-values in the climate zone, and the underfloor insulation it carries. */
  readonly thermal: FloorThermal;
  /** AUD ex GST per m² of floor: the floor's cold-shell rate plus its insulation's (brief 7f; issue #49). */
  readonly costRate: CostRate;
};

const compute = memoize(
  (
    structure: FloorStructureKey,
    storey: Storey,
    datasetId: DatasetId,
    concrete: ConcreteSupplierKey | '',
    products: string,
    zone: `${ClimateZone}`,
  ): FloorFactor => {
    const mappedKey = mapFloorStructure(structure, storey);
    const thermal = Object.freeze(floorThermal(mappedKey, storey, Number(zone) as ClimateZone));
    const insulation = floorInsulationLine(thermal);
    const quantities = insulation ? [...FLOORS[mappedKey], insulation] : FLOORS[mappedKey];
    const lines = computeLines(quantities, 1, supplierResolver(datasetId, concrete, productsOfKey(products)));
    return Object.freeze({
      ...unitCarbonOf(structure, FLOOR_LABELS[mappedKey], FLOOR_UNIT, lines),
      mappedKey,
      thermal,
      costRate: Object.freeze(withFloorInsulation(COST_RATES.floors[mappedKey], thermal.addedR, thermal.material)),
    });
  },
);

/**
 * Carbon per m² of floor for a structure on a storey (brief 7d), with the concrete supplier's EPD
 * values on every in-situ line (7e). Omit the supplier (null) for the plain dataset values. Custom
 * products replace their materials' factors, the supplier's included. A suspended ground floor
 * (timber, AAC, suspended concrete) carries the underfloor insulation its climate zone asks
 * (issue #49; default zone {@link FLOOR_DEFAULT_CLIMATE_ZONE}), in its lines and its cost rate.
 * @example floorFactor('concrete slab', 'ground', 'au-typical', 'Boral Normal GP').perM2
 * // 0.1519×316 + 5.551×1.6 + 0.184×3.14 = 57.4598 kgCO2e/m² (worked example 10)
 */
export function floorFactor(
  structure: FloorStructureKey,
  storey: Storey,
  datasetId: DatasetId = DEFAULT_DATASET_ID,
  concreteSupplier?: ConcreteSupplierKey | null,
  products: readonly CustomProduct[] = [],
  climateZone: ClimateZone | null = FLOOR_DEFAULT_CLIMATE_ZONE,
): FloorFactor {
  const issues = new IssueCollector();
  checkFloorStructure(issues, 'structure', structure);
  if (storey !== 'ground' && storey !== 'first') issues.add('storey', "storey must be 'ground' or 'first'");
  checkDatasetId(issues, datasetId);
  checkSuppliers(issues, null, concreteSupplier, false);
  checkCustomProducts(issues, products);
  checkClimateZone(issues, 'climateZone', climateZone);
  issues.throwIfAny();
  return compute(
    structure,
    storey,
    datasetId,
    concreteSupplier ?? '',
    productsKey(products),
    `${climateZone ?? FLOOR_DEFAULT_CLIMATE_ZONE}`,
  );
}
