import { digitsForPeople } from '../digits-for-people';
import { aud, kgCO2e } from '../units';
import { CHOICE_FIELDS, CHOICE_PHRASES, type DwellingChoices } from './choice-fields';
import { evaluateDesign, type Contribution, type DesignSpace } from './design-space';
import type { Suggestion } from './optimizer-types';
import type { ObjectiveModules } from '../upfront/dwelling-upfront';

/** Whole numbers with en-AU digit groups, independent of the runtime's locale data. */
const grouped = (n: number) => digitsForPeople(Math.round(n));

const sign = (x: number) => (x < 0 ? '−' : '+');

/**
 * The one-line phrase of a change, in AUD: tonnes to 1 dp from 1 t up, whole kg below; with
 * `modules`, the carbon says what it counts (issue 51: comparisons say they are at A1–A5).
 * @example describeChange('Switch roof to Metal', -1234, -800, null) // 'Switch roof to Metal: −1.2 t CO2e, −$800'
 * @example describeChange('Switch roof to Metal', -1234, -800, null, 'A1-A5') // 'Switch roof to Metal: −1.2 t CO2e at A1–A5, −$800'
 */
export function describeChange(
  action: string,
  deltaCO2e: number,
  deltaCost: number,
  costPerTonne: number | null,
  modules?: ObjectiveModules,
): string {
  const c = Math.abs(deltaCO2e);
  const at = modules === undefined ? '' : ` at ${modules.replace('-', '–')}`;
  const carbon =
    (c >= 1000 ? `${sign(deltaCO2e)}${(c / 1000).toFixed(1)} t CO2e` : `${sign(deltaCO2e)}${grouped(c)} kg CO2e`) + at;
  const money = Math.round(deltaCost) === 0 ? 'no cost change' : `${sign(deltaCost)}$${grouped(Math.abs(deltaCost))}`;
  const rate = costPerTonne === null ? '' : ` ($${grouped(costPerTonne)} per tonne)`;
  return `${action}: ${carbon}, ${money}${rate}`;
}

/** Best value first: changes that also save money (largest carbon saving first), then cheapest $/t. */
function compare(a: Suggestion & { order: number }, b: Suggestion & { order: number }): number {
  const aFree = a.deltaCost <= 0;
  const bFree = b.deltaCost <= 0;
  if (aFree !== bFree) return aFree ? -1 : 1;
  if (aFree) return a.deltaCO2e - b.deltaCO2e || a.deltaCost - b.deltaCost || a.order - b.order;
  return (a.costPerTonne ?? 0) - (b.costPerTonne ?? 0) || a.deltaCO2e - b.deltaCO2e || a.order - b.order;
}

/**
 * Every single-field change to `current` (within the space's options) that saves carbon, with its
 * carbon and cost deltas and, when it costs more, the price per tonne saved. Changes of one field
 * with identical effects (e.g. the first-floor aliases of suspended concrete) are listed once, under
 * the first option in the space's order. Ties end in field order, then option order.
 */
export function suggestChanges(space: DesignSpace, current: DwellingChoices, base: Contribution): Suggestion[] {
  const found: (Suggestion & { order: number })[] = [];
  let order = 0;
  for (const field of CHOICE_FIELDS) {
    const seen: Contribution[] = [];
    for (const option of space.options[field] as readonly string[]) {
      order++;
      if (option === current[field]) continue;
      const changed = { ...current, [field]: option };
      const next = evaluateDesign(space, changed);
      const deltaCO2e = next.carbon - base.carbon;
      const deltaCost = next.cost - base.cost;
      if (seen.some((s) => s.carbon === next.carbon && s.cost === next.cost)) continue;
      seen.push(next);
      if (!(deltaCO2e < 0)) continue;
      const costPerTonne = deltaCost > 0 ? deltaCost / (-deltaCO2e / 1000) : null;
      const action = `Switch ${CHOICE_PHRASES[field]} to ${option}`;
      found.push({
        field,
        from: current[field],
        to: option,
        action,
        deltaCO2e: kgCO2e(deltaCO2e),
        deltaCost: aud(deltaCost),
        costPerTonne,
        totalCO2e: kgCO2e(next.carbon),
        coldShellCost: aud(next.cost),
        summary: describeChange(action, deltaCO2e, deltaCost, costPerTonne, space.modules),
        order,
      });
    }
  }
  return found.sort(compare).map(({ order: _order, ...s }) => s);
}
