import { COMPLEXITY_VALUES } from '../keys';
import { type IssueCollector, isRecord } from '../validation/issue-collector';
import { LIMITS } from '../validation/limits';

/** Checks area, depth and complexity; returns false when the input is not even an object. */
export function checkFootingBasics(issues: IssueCollector, input: unknown): input is Record<string, unknown> {
  if (!isRecord(input)) {
    issues.add('input', 'input must be an object with area, depth and complexity');
    return false;
  }
  issues.number('area', input.area, LIMITS.slabArea, 'area');
  issues.number('depth', input.depth, LIMITS.depthMm, 'depth');
  if (!(COMPLEXITY_VALUES as readonly unknown[]).includes(input.complexity)) {
    issues.add('complexity', `complexity must be one of ${COMPLEXITY_VALUES.join(', ')} %`);
  }
  return true;
}
