import { WALL_TYPE_KEYS } from '../keys';
import { type IssueCollector, isRecord } from '../validation/issue-collector';
import { LIMITS } from '../validation/limits';

/**
 * Checks one wall location. `requireDimensions`: the per-location Calculate needs length and
 * height; the whole form accepts empty (null) ones and excludes that location (brief 7g).
 * `name` prefixes the messages ('Wall 3 ') so a person can find the field.
 */
export function checkWallLocation(
  issues: IssueCollector,
  loc: unknown,
  path: string,
  name: string,
  requireDimensions: boolean,
): void {
  const at = (field: string) => (path ? `${path}.${field}` : field);
  if (!isRecord(loc)) {
    issues.add(path || 'input', `${name}must be an object with length, height, materialA and materialB`.trim());
    return;
  }
  issues.optionalString(at('description'), loc.description, `${name}description`);
  if (requireDimensions) {
    issues.number(at('length'), loc.length, LIMITS.wallLength, `${name}length`);
    issues.number(at('height'), loc.height, LIMITS.wallHeight, `${name}height`);
  } else {
    issues.optionalNumber(at('length'), loc.length, LIMITS.wallLength, `${name}length`);
    issues.optionalNumber(at('height'), loc.height, LIMITS.wallHeight, `${name}height`);
  }
  issues.oneOf(at('materialA'), loc.materialA, WALL_TYPE_KEYS, 'wall type', `${name}option A`);
  issues.oneOf(at('materialB'), loc.materialB, WALL_TYPE_KEYS, 'wall type', `${name}option B`);
}
