import { IssueCollector, isRecord } from '../validation/issue-collector';
import type { Limit } from '../validation/limits';
import { CHOICE_FIELDS, CHOICE_OPTIONS, CHOICE_PHRASES, type ChoiceField } from './choice-fields';
import { checkDwellingBasics } from '../dwellings/validate-dwelling-input';
import { checkDwellingMeasuredQuantities } from '../dwellings/measured-quantities';
import type { OptimizeDwellingInput } from './optimizer-types';
import type { AllowedOptions } from './choice-fields';
import { minimumWallRRefusal } from './wall-r-filter';
import { checkCustomProducts } from '../custom-products/custom-products';
import { checkClimateZone } from '../thermal/floor-insulation';
import { checkUpfrontOptions } from '../upfront/upfront-modules';
import { checkObjectiveModules, checkScope } from '../upfront/dwelling-upfront';

/** Bounds of the optimizer's own inputs (the geometry uses {@link LIMITS}). */
export const OPTIMIZER_LIMITS = {
  carbonTarget: {
    min: 0,
    max: 1e9,
    unit: 'kgCO2e',
    reason:
      'A whole-dwelling carbon target; 1 Mt is far above the worst design of the largest dwelling the limits allow.',
  },
  budget: {
    min: 0,
    max: 1e10,
    unit: 'AUD',
    reason:
      'A cold-shell budget, AUD ex GST; $10 billion is far above the dearest design of the largest dwelling the limits allow.',
  },
  minimumWallR: {
    min: 0,
    max: 10,
    unit: 'm²K/W',
    reason:
      'A minimum Total R-value for the walls; no wall the engine models reaches 4 (the NCC asks 2.8, or 3.8 in alpine zone 8).',
  },
} as const satisfies Record<string, Limit>;

function checkChoice(issues: IssueCollector, path: string, field: ChoiceField, value: unknown): void {
  issues.oneOf(path, value, CHOICE_OPTIONS[field], 'option', CHOICE_PHRASES[field]);
}

function checkAllowed(issues: IssueCollector, allowed: unknown): void {
  if (allowed === undefined || allowed === null) return;
  if (!isRecord(allowed)) {
    issues.add('allowed', 'allowed must be an object mapping choice fields to lists of options');
    return;
  }
  for (const [field, list] of Object.entries(allowed)) {
    const path = `allowed.${field}`;
    if (!(CHOICE_FIELDS as readonly string[]).includes(field)) {
      issues.add(path, `Unknown choice field '${field}' (expected one of: ${CHOICE_FIELDS.join(', ')})`);
    } else if (!Array.isArray(list) || list.length === 0) {
      issues.add(path, `allowed.${field} must be a non-empty list of options`);
    } else {
      const f = field as ChoiceField;
      list.forEach((v, i) => checkChoice(issues, `${path}.${i}`, f, v));
      if (new Set(list).size !== list.length) issues.add(path, `allowed.${field} lists an option twice`);
    }
  }
}

/** Throws {@link EngineInputError} naming every bad field of an optimizer request. */
export function validateOptimizerInput(
  input: unknown,
  datasetId: unknown,
  products?: unknown,
): asserts input is OptimizeDwellingInput {
  const issues = new IssueCollector();
  checkCustomProducts(issues, products);
  if (!checkDwellingBasics(issues, input, datasetId, 'dwelling geometry')) return issues.throwIfAny();
  issues.boolean('brickworksNetOfOffsets', input.brickworksNetOfOffsets, 'brickworksNetOfOffsets', true);
  issues.optionalNumber('carbonTarget', input.carbonTarget, OPTIMIZER_LIMITS.carbonTarget, 'carbon target');
  issues.optionalNumber('budget', input.budget, OPTIMIZER_LIMITS.budget, 'budget');
  checkClimateZone(issues, 'climateZone', input.climateZone);
  checkScope(issues, 'scope', input.scope);
  checkObjectiveModules(issues, 'modules', input.modules);
  checkUpfrontOptions(issues, 'upfront', input.upfront);
  checkDwellingMeasuredQuantities(issues, input);
  const current = input.current;
  if (current !== undefined && current !== null) {
    if (!isRecord(current)) issues.add('current', 'current must be an object with the nine design choices');
    else for (const f of CHOICE_FIELDS) checkChoice(issues, `current.${f}`, f, current[f]);
  }
  checkAllowed(issues, input.allowed);
  const minimumR = input.minimumWallR;
  if (
    issues.optionalNumber('minimumWallR', minimumR, OPTIMIZER_LIMITS.minimumWallR, 'minimum wall R-value') &&
    typeof minimumR === 'number' &&
    issues.issues.length === 0
  ) {
    const refusal = minimumWallRRefusal(minimumR, input.allowed as AllowedOptions | null | undefined);
    if (refusal) issues.add('minimumWallR', refusal);
  }
  issues.throwIfAny();
}
