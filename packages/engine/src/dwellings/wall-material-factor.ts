import type { BreakdownLine } from '../breakdown/breakdown-types';
import { computeLines, lineOf } from '../breakdown/compute-lines';
import { datasetResolver, withOverrides, type FactorResolver } from '../breakdown/resolve-factor';
import { memoize, unitCarbonOf, type UnitCarbon } from '../breakdown/unit-carbon';
import { DEFAULT_DATASET_ID, type DatasetId } from '../datasets/dataset-ids';
import { getDataset } from '../datasets/get-dataset';
import { type BrickSupplierKey, type ConcreteSupplierKey, type WallMaterialKey } from '../keys';
import { WALL_MATERIALS } from '../quantities/wall-materials';
import { WALL_PARTS } from '../quantities/wall-parts';
import { brickSupplierLine, concreteSupplierOverrides } from '../suppliers/supplier-factors';
import { IssueCollector } from '../validation/issue-collector';
import { checkSuppliers, checkWallMaterial } from './validate-dwelling-input';
import { checkDatasetId } from '../validation/assert-dataset-id';
import {
  checkCustomProducts,
  productsKey,
  productsOfKey,
  withCustomProducts,
  type CustomProduct,
} from '../custom-products/custom-products';

export const OPAQUE_WALL_UNIT = 'kgCO2e/m² of opaque wall';

/** The dataset's resolver, with a concrete supplier's EPD values on the ready-mix keys. */
export function supplierResolver(
  datasetId: DatasetId,
  concreteSupplier: ConcreteSupplierKey | '' | null | undefined,
  products: readonly CustomProduct[] = [],
): FactorResolver {
  // The user's own EPD is the product they build with: it wins over a supplier's for its material.
  const base = datasetResolver(getDataset(datasetId));
  const supplied = concreteSupplier
    ? withOverrides(base, concreteSupplierOverrides(concreteSupplier, datasetId))
    : base;
  return withCustomProducts(supplied, products);
}

const compute = memoize(
  (
    material: WallMaterialKey,
    datasetId: DatasetId,
    brick: BrickSupplierKey | '',
    concrete: ConcreteSupplierKey | '',
    net: string,
    products: string,
  ): UnitCarbon<WallMaterialKey> => {
    const own = productsOfKey(products);
    const resolve = supplierResolver(datasetId, concrete, own);
    // A brick product of the user's own replaces the supplier's brick line as it does the dataset's.
    const ownBrick = own.some((p) => p.replaces === 'clayBrick_kg');
    const lines: BreakdownLine[] = WALL_MATERIALS[material].parts.flatMap((part) => {
      const computed = computeLines(WALL_PARTS[part], 1, resolve);
      if (part !== 'brickSkin' || brick === '' || ownBrick) return computed;
      const s = brickSupplierLine(brick, datasetId, net === '1');
      // The first line of a brick skin is its brick line (WALL_PARTS); mortar is unchanged.
      return [lineOf(s.line, 1, s.factor), ...computed.slice(1)];
    });
    return unitCarbonOf(material, material, OPAQUE_WALL_UNIT, lines);
  },
);

/**
 * Carbon per m² of opaque wall for an optimizer wall material (brief 7b), with supplier effects
 * (7e): each brick skin's brick line becomes 48.4 × brickKg × supplier factor; ready-mix lines
 * take the concrete supplier's EPD value. Omit a supplier (null) for the plain dataset values.
 * Custom products (user-supplied EPDs) replace their materials' factors, a supplier's included: a
 * clay-brick product gives every brick skin the dataset's brick line at the product's factor, and a
 * ready-mix product replaces the concrete supplier's value for its strength.
 * @example wallMaterialFactor('brick veneer', 'au-typical', 'Recycled Brick', 'Holcim ECOPAct VE251EKC').perM2
 * // ≈ 20.9409 kgCO2e/m² (worked example 11)
 */
export function wallMaterialFactor(
  material: WallMaterialKey,
  datasetId: DatasetId = DEFAULT_DATASET_ID,
  brickSupplier?: BrickSupplierKey | null,
  concreteSupplier?: ConcreteSupplierKey | null,
  brickworksNet = false,
  products: readonly CustomProduct[] = [],
): UnitCarbon<WallMaterialKey> {
  const issues = new IssueCollector();
  checkWallMaterial(issues, 'wallMaterial', material);
  checkDatasetId(issues, datasetId);
  checkSuppliers(issues, brickSupplier, concreteSupplier, brickworksNet);
  checkCustomProducts(issues, products);
  issues.throwIfAny();
  return compute(
    material,
    datasetId,
    brickSupplier ?? '',
    concreteSupplier ?? '',
    brickworksNet ? '1' : '0',
    productsKey(products),
  );
}
