import { CHOICE_FIELDS, CHOICE_OPTIONS, CHOICE_PHRASES } from '../optimizer/choice-fields';
import { digitsForPeople } from '../digits-for-people';
import { OPTIMIZER_LIMITS } from '../optimizer/validate-optimizer-input';
import { type MethodologySection, section } from './methodology-types';

/** How the optimizer searches every design and what it answers (engine src/optimizer). */
export function optimizerSection(): MethodologySection {
  const combinations = CHOICE_FIELDS.reduce((p, f) => p * CHOICE_OPTIONS[f].length, 1);
  return section('optimizer', 'Optimizer: the carbon–cost Pareto front', {
    paragraphs: [
      `For a fixed geometry (floor areas, ceiling height, window %), dataset and Brickworks toggle, the optimizer considers every combination of the nine choices below: ${digitsForPeople(combinations)} designs. Each design's carbon and cost are exactly the dwelling model's total carbon and cold-shell cost (sections above). It returns the exact Pareto front: every design that no other design matches or beats on both carbon and cost, lowest carbon first (so cost falls along it).`,
      'Method (exact, not sampled): with the brick and concrete suppliers fixed, carbon and cost are sums of six independent element contributions (ground walls, first walls, windows, roof, ground floor, first floor; cost does not depend on suppliers). For each of the 25 supplier pairs the front is built element by element as Minkowski sums of fronts, each pruned to its own front; the 25 fronts are then merged. Sums are formed in the same order as the estimate, and pruning is exact under floating point: IEEE rounding is monotonic, and designs beaten by less than the rounding error still to come are kept until the final, exact filter. Tests compare the front with brute force over the full space and over random reduced spaces.',
      'Ties (designs with identical carbon and cost, e.g. the options of a storey of area 0, the first-floor aliases of suspended concrete, or a brick supplier when no wall has bricks) keep one design: the first in the order brick supplier, concrete supplier, ground walls, first walls, window frame, glazing, roof, ground floor, first floor, with each field ordered by the current choice first, then the option lists (first floor: AAC, suspended concrete, timber, then the ground-bearing aliases).',
      'Named designs: lowest carbon (the front’s first point), cheapest (its last), the cheapest design at or under a carbon target, the lowest-carbon design within a budget, and for the current design the lowest-carbon design that costs no more. Every one of these lies on the front.',
      'Suggestions: every change of a single field of the current design that lowers carbon, with Δcarbon, Δcost and, when it costs more, AUD per tonne saved. Changes that also save money (or cost nothing) come first, largest carbon saving first; the rest follow by AUD per tonne, lowest first. Options of one field with identical effects are listed once.',
      `Bounds: carbon target ${OPTIMIZER_LIMITS.carbonTarget.min}–${OPTIMIZER_LIMITS.carbonTarget.max} ${OPTIMIZER_LIMITS.carbonTarget.unit}; budget ${OPTIMIZER_LIMITS.budget.min}–${OPTIMIZER_LIMITS.budget.max} ${OPTIMIZER_LIMITS.budget.unit}. Timings are in docs/benchmarks.md.`,
    ],
    tables: [
      {
        title: 'The search space',
        columns: ['Field', 'Changes', 'Options'],
        rows: CHOICE_FIELDS.map((f) => [f, CHOICE_PHRASES[f], CHOICE_OPTIONS[f].length]),
      },
    ],
  });
}
