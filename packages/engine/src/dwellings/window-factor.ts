import { computeLines } from '../breakdown/compute-lines';
import { memoize, unitCarbonOf, type UnitCarbon } from '../breakdown/unit-carbon';
import { DEFAULT_DATASET_ID, type DatasetId } from '../datasets/dataset-ids';
import { getDataset } from '../datasets/get-dataset';
import type { GlazingKey, WindowFrameKey } from '../keys';
import { WINDOWS } from '../quantities/windows';
import { checkDatasetId } from '../validation/assert-dataset-id';
import { IssueCollector } from '../validation/issue-collector';
import { checkWindow } from './validate-dwelling-input';
import {
  checkCustomProducts,
  productResolver,
  productsKey,
  type CustomProduct,
} from '../custom-products/custom-products';

export type WindowKey = `${WindowFrameKey}|${GlazingKey}`;
export const WINDOW_UNIT = 'kgCO2e/m² of window';

const compute = memoize(
  (frame: WindowFrameKey, glazing: GlazingKey, datasetId: DatasetId, products: string): UnitCarbon<WindowKey> => {
    const dataset = getDataset(datasetId);
    const resolve = productResolver(datasetId, products);
    const parts = WINDOWS[dataset.windowBuildUp];
    const lines = [
      ...computeLines(parts.frames[frame], 1, resolve),
      ...computeLines(parts.glazing[glazing], 1, resolve),
    ];
    return unitCarbonOf(`${frame}|${glazing}`, `${frame}, ${glazing}`, WINDOW_UNIT, lines);
  },
);

/**
 * Carbon per m² of window opening (brief 7d). au-typical / au-conservative: frame components +
 * glass (8 kg single, 16 kg double); au-hybrid: 0.2 m² ICM frame + 0.8 m² ICM double glazing
 * (or 8 kg glass when single).
 * @example windowFactor('Aluminium', 'Single Glazed', 'au-typical').perM2
 * // 7.1 × 18.2 + 0.12 × 3.51 + 8 × 1.66 = 142.9212 kgCO2e/m² (worked example 10)
 */
export function windowFactor(
  frame: WindowFrameKey,
  glazing: GlazingKey,
  datasetId: DatasetId = DEFAULT_DATASET_ID,
  products: readonly CustomProduct[] = [],
): UnitCarbon<WindowKey> {
  const issues = new IssueCollector();
  checkWindow(issues, 'frame', frame, 'glazing', glazing);
  checkDatasetId(issues, datasetId);
  checkCustomProducts(issues, products);
  issues.throwIfAny();
  return compute(frame, glazing, datasetId, productsKey(products));
}
