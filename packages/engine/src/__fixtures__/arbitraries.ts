import fc from 'fast-check';
import { DATASET_IDS } from '../datasets/dataset-ids';
import * as K from '../keys';
import { LIMITS, type Limit } from '../validation/limits';

/** Property-test size: enough to find edge cases, small enough to keep the suite quick. */
export const RUNS = { numRuns: 150 } as const;

export const datasetArb = fc.constantFrom(...DATASET_IDS);
export const wallTypeArb = fc.constantFrom(...K.WALL_TYPE_KEYS);
export const footingSystemArb = fc.constantFrom(...K.FOOTING_SYSTEM_KEYS);
export const complexityArb = fc.constantFrom(...K.COMPLEXITY_VALUES);

/** A finite number inside a limit (inclusive, or just above an exclusive minimum). */
export function within(limit: Limit, max = limit.max): fc.Arbitrary<number> {
  const min = limit.minExclusive ? limit.min + 0.01 : limit.min;
  return fc.oneof(fc.constant(min), fc.constant(max), fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
}

export const dwellingInputArb = fc.record({
  groundFloorArea: within(LIMITS.groundFloorArea),
  firstFloorArea: within(LIMITS.floorArea),
  ceilingHeight: within(LIMITS.ceilingHeight),
  windowPercent: within(LIMITS.windowPercent),
  glazing: fc.constantFrom(...K.GLAZING_KEYS),
  groundFloorWallMaterial: fc.constantFrom(...K.WALL_MATERIAL_KEYS),
  firstFloorWallMaterial: fc.constantFrom(...K.WALL_MATERIAL_KEYS),
  groundFloorStructure: fc.constantFrom(...K.FLOOR_STRUCTURE_KEYS),
  firstFloorStructure: fc.constantFrom(...K.FLOOR_STRUCTURE_KEYS),
  roofMaterial: fc.constantFrom(...K.ROOF_MATERIAL_KEYS),
  windowFrameType: fc.constantFrom(...K.WINDOW_FRAME_KEYS),
  brickSupplier: fc.constantFrom(...K.BRICK_SUPPLIER_KEYS),
  concreteSupplier: fc.constantFrom(...K.CONCRETE_SUPPLIER_KEYS),
  brickworksNetOfOffsets: fc.boolean(),
});

/** Finite and ≥ 0 (the brief: no NaN, Infinity or negative carbon for inputs in range). */
export function isSaneCarbon(x: number): boolean {
  return Number.isFinite(x) && x >= 0;
}

/** a ≤ b allowing for floating-point sums. */
export function lte(a: number, b: number): boolean {
  return a <= b + 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}
