import { computeLines } from '../breakdown/compute-lines';
import { memoize, unitCarbonOf, type UnitCarbon } from '../breakdown/unit-carbon';
import { DEFAULT_DATASET_ID, type DatasetId } from '../datasets/dataset-ids';
import type { RoofMaterialKey } from '../keys';
import { ROOFS } from '../quantities/roofs';
import { checkDatasetId } from '../validation/assert-dataset-id';
import { IssueCollector } from '../validation/issue-collector';
import { checkRoof } from './validate-dwelling-input';
import {
  checkCustomProducts,
  productResolver,
  productsKey,
  type CustomProduct,
} from '../custom-products/custom-products';

export const ROOF_UNIT = 'kgCO2e/m² of roof';

const compute = memoize((roof: RoofMaterialKey, datasetId: DatasetId, products: string): UnitCarbon<RoofMaterialKey> =>
  unitCarbonOf(roof, roof, ROOF_UNIT, computeLines(ROOFS[roof], 1, productResolver(datasetId, products))),
);

/**
 * Carbon per m² of roof surface: covering, battens, sarking and trusses (brief 7d).
 * @example roofFactor('Concrete Tile', 'au-typical').perM2
 * // 45×0.159 + 0.0029×188 + 0.04×11.8 + 0.12×3.14 + 0.015×188 = 11.369 kgCO2e/m² (worked example 10)
 */
export function roofFactor(
  roof: RoofMaterialKey,
  datasetId: DatasetId = DEFAULT_DATASET_ID,
  products: readonly CustomProduct[] = [],
): UnitCarbon<RoofMaterialKey> {
  const issues = new IssueCollector();
  checkRoof(issues, 'roof', roof);
  checkDatasetId(issues, datasetId);
  checkCustomProducts(issues, products);
  issues.throwIfAny();
  return compute(roof, datasetId, productsKey(products));
}
