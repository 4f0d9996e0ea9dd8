import * as K from '../keys';
import { checkDatasetId } from '../validation/assert-dataset-id';
import { isRecord, type IssueCollector } from '../validation/issue-collector';
import { LIMITS } from '../validation/limits';

/**
 * What every dwelling request starts with: a known dataset, an object (`what` it must carry), and
 * the geometry (floor areas, ceiling height, window %). False when the input is not an object.
 */
export function checkDwellingBasics(
  issues: IssueCollector,
  input: unknown,
  datasetId: unknown,
  what: string,
): input is Record<string, unknown> {
  checkDatasetId(issues, datasetId);
  if (!isRecord(input)) {
    issues.add('input', `input must be an object with the ${what}`);
    return false;
  }
  issues.number('groundFloorArea', input.groundFloorArea, LIMITS.groundFloorArea, 'ground floor area');
  issues.number('firstFloorArea', input.firstFloorArea, LIMITS.floorArea, 'first floor area');
  issues.number('ceilingHeight', input.ceilingHeight, LIMITS.ceilingHeight, 'ceiling height');
  issues.number('windowPercent', input.windowPercent, LIMITS.windowPercent, 'window area');
  return true;
}

export function checkWallMaterial(issues: IssueCollector, path: string, value: unknown, context?: string): void {
  issues.oneOf(path, value, K.WALL_MATERIAL_KEYS, 'wall material', context);
}

export function checkFloorStructure(issues: IssueCollector, path: string, value: unknown, context?: string): void {
  issues.oneOf(path, value, K.FLOOR_STRUCTURE_KEYS, 'floor structure', context);
}

export function checkRoof(issues: IssueCollector, path: string, value: unknown): void {
  issues.oneOf(path, value, K.ROOF_MATERIAL_KEYS, 'roof material');
}

export function checkWindow(
  issues: IssueCollector,
  framePath: string,
  frame: unknown,
  glazingPath: string,
  glazing: unknown,
): void {
  issues.oneOf(framePath, frame, K.WINDOW_FRAME_KEYS, 'window frame');
  issues.oneOf(glazingPath, glazing, K.GLAZING_KEYS, 'glazing');
}

/** Suppliers are optional in the per-unit helpers (null = plain dataset values). */
export function checkSuppliers(issues: IssueCollector, brick: unknown, concrete: unknown, net: unknown): void {
  if (brick !== null && brick !== undefined)
    issues.oneOf('brickSupplier', brick, K.BRICK_SUPPLIER_KEYS, 'brick supplier');
  if (concrete !== null && concrete !== undefined)
    issues.oneOf('concreteSupplier', concrete, K.CONCRETE_SUPPLIER_KEYS, 'concrete supplier');
  issues.boolean('brickworksNetOfOffsets', net, 'brickworksNetOfOffsets', true);
}
