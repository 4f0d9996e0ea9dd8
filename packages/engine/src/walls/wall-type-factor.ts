import { computeLines } from '../breakdown/compute-lines';
import {
  checkCustomProducts,
  productResolver,
  productsKey,
  type CustomProduct,
} from '../custom-products/custom-products';
import { memoize, unitCarbonOf, type UnitCarbon } from '../breakdown/unit-carbon';
import { DEFAULT_DATASET_ID, type DatasetId } from '../datasets/dataset-ids';
import { WALL_TYPE_KEYS, type WallTypeKey } from '../keys';
import { WALL_PARTS } from '../quantities/wall-parts';
import { WALL_TYPES } from '../quantities/wall-types';
import { checkDatasetId } from '../validation/assert-dataset-id';
import { IssueCollector } from '../validation/issue-collector';

export const WALL_UNIT = 'kgCO2e/m² of wall';

const compute = memoize((key: WallTypeKey, datasetId: DatasetId, products: string): UnitCarbon<WallTypeKey> => {
  const resolve = productResolver(datasetId, products);
  const type = WALL_TYPES[key];
  const lines = type.parts.flatMap((part) => computeLines(WALL_PARTS[part], 1, resolve));
  return unitCarbonOf(key, type.label, WALL_UNIT, lines);
});

/**
 * Carbon per m² of gross external wall for one of the 13 wall types (brief 7a):
 * `wallFactor = Σ parts Σ lines qty × factor[dataset][factorKey]`, with min/max from the factor
 * ranges (au-typical only). Quantities: the part library (`WALL_PARTS`); factors: the dataset, with
 * the chosen custom products (user-supplied EPDs) in place of the factors they replace.
 * @example wallTypeFactor('BrickVeneerVirginLocal').perM2 // ≈ 42.8744 kgCO2e/m² (worked example 1)
 * @example wallTypeFactor('LightWeightTimberClad').perM2 // ≈ 13.3454 kgCO2e/m²
 */
export function wallTypeFactor(
  key: WallTypeKey,
  datasetId: DatasetId = DEFAULT_DATASET_ID,
  products: readonly CustomProduct[] = [],
): UnitCarbon<WallTypeKey> {
  const issues = new IssueCollector();
  issues.oneOf('wallType', key, WALL_TYPE_KEYS, 'wall type');
  checkDatasetId(issues, datasetId);
  checkCustomProducts(issues, products);
  issues.throwIfAny();
  return compute(key, datasetId, productsKey(products));
}
