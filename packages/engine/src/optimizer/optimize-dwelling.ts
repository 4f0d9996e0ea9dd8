import { restrictWallsToMinimumR } from './wall-r-filter';
import { DEFAULT_DATASET_ID, NO_EPD_DEFAULT_DATASET_ID, type DatasetId } from '../datasets/dataset-ids';
import { aud, kgCO2e } from '../units';
import { choicesOf } from './choice-fields';
import {
  buildDesignSpace,
  choicesOfId,
  designModules,
  evaluateDesign,
  idRadices,
  slotsFor,
  type DesignSpace,
} from './design-space';
import type { CurrentDesign, OptimizeDwellingInput, OptimizeDwellingResult, ParetoDesign } from './optimizer-types';
import { decodeId, mergeFronts, paretoSum, type PointSet } from './pareto-sum';
import { suggestChanges } from './suggest-changes';
import type { CustomProduct } from '../custom-products/custom-products';
import { validateOptimizerInput } from './validate-optimizer-input';
import { climateZoneOr } from '../thermal/floor-insulation';

/** The exact front over every supplier pair: each pair's front by Minkowski sums, then their union's front. */
export function searchFront(space: DesignSpace): PointSet {
  const { brickSupplier, concreteSupplier } = space.options;
  const fronts: PointSet[] = [];
  brickSupplier.forEach((b, bi) => {
    concreteSupplier.forEach((c, ci) => {
      fronts.push(paretoSum(bi * concreteSupplier.length + ci, slotsFor(space, b, c)));
    });
  });
  return mergeFronts(fronts);
}

/**
 * The front's designs, each with its carbon on the no-EPD default too (`byDefault`: the same space on
 * the NMEFD Default, issue 49). The front itself is searched on the chosen dataset only.
 */
function toDesigns(space: DesignSpace, front: PointSet, byDefault: DesignSpace): ParetoDesign[] {
  const radices = idRadices(space);
  return Array.from({ length: front.size }, (_, i) => {
    const choices = choicesOfId(space, decodeId(front.id[i]!, radices));
    return {
      choices,
      totalCO2e: kgCO2e(front.carbon[i]!),
      coldShellCost: aud(front.cost[i]!),
      frontIndex: i,
      noEpdDefaultCO2e: kgCO2e(space === byDefault ? front.carbon[i]! : evaluateDesign(byDefault, choices).carbon),
      upfront: designModules(space, choices),
      noEpdDefaultUpfront: designModules(byDefault, choices),
    };
  });
}

/** The cheapest design with carbon ≤ limit: the last front point under it (cost falls along the front). */
function cheapestAtOrUnder(front: ParetoDesign[], carbonLimit: number): ParetoDesign | null {
  let found: ParetoDesign | null = null;
  for (const d of front) if (d.totalCO2e <= carbonLimit) found = d;
  return found;
}

/** The lowest-carbon design with cost ≤ limit: the first front point under it. */
function lowestCarbonAtOrUnder(front: ParetoDesign[], costLimit: number): ParetoDesign | null {
  return front.find((d) => d.coldShellCost <= costLimit) ?? null;
}

function currentDesign(
  space: DesignSpace,
  front: ParetoDesign[],
  choices: OptimizeDwellingInput['current'] & object,
): CurrentDesign {
  const { carbon, cost } = evaluateDesign(space, choices);
  return {
    choices: choicesOf(choices),
    totalCO2e: kgCO2e(carbon),
    coldShellCost: aud(cost),
    upfront: designModules(space, choices),
    onFront: !front.some(
      (d) => d.totalCO2e <= carbon && d.coldShellCost <= cost && (d.totalCO2e < carbon || d.coldShellCost < cost),
    ),
    lowestCarbonAtSameCost: lowestCarbonAtOrUnder(front, cost),
    cheapestAtSameCarbon: cheapestAtOrUnder(front, carbon),
  };
}

/**
 * The exact Pareto front of (total kgCO2e, cold-shell AUD) over every combination of the nine
 * choices for a fixed geometry (brief 7b–7f): 12 × 12 wall materials, 6 × 6 floor structures, 3
 * roofs, 2 frames, 2 glazings, 5 brick and 5 concrete suppliers = 1,555,200 designs. Not sampled:
 * with the suppliers fixed, carbon and cost are sums over independent elements, so each supplier
 * pair's front is built slot by slot as Minkowski sums pruned to their fronts, and the 25 pair
 * fronts are merged. Every total equals estimateDwelling's, bit for bit.
 *
 * Ties (designs with equal carbon and cost, such as the options of a storey of area 0, the
 * first-floor aliases of suspended concrete, or a brick supplier when no wall has bricks) keep one
 * design: the first in the order brick supplier, concrete supplier, ground walls, first walls,
 * window frame, glazing, roof, ground floor, first floor, with each field's options ordered by the
 * current choice first, then the option lists' order.
 *
 * Also answers the lowest-carbon and cheapest designs, the cheapest under `carbonTarget`, the
 * lowest-carbon within `budget`, and the single changes to `current` that save carbon.
 * Every design's suspended ground floor (timber, AAC, suspended concrete) carries the underfloor
 * insulation `climateZone` asks (default 6), in its carbon and its cost (issue #49).
 * Custom products (user-supplied EPDs) replace their materials' factors in every design, the
 * design's suppliers' included (so a supplier makes no difference to a material the user covers).
 * The carbon objective counts `modules` ('A1-A3' by default, or 'A1-A5') over `scope` ('cold-shell'
 * by default, or 'whole-house'; issue 51); every part the whole house adds is the same in every
 * design, so it moves the front without reordering it, and each design reports all its modules.
 * Throws {@link EngineInputError} naming every bad field.
 * @example optimizeDwelling({ groundFloorArea: 200, firstFloorArea: 0, ceilingHeight: 2.7, windowPercent: 20 }).combinations // 1555200
 */
export function optimizeDwelling(
  input: OptimizeDwellingInput,
  datasetId: DatasetId = DEFAULT_DATASET_ID,
  products: readonly CustomProduct[] = [],
): OptimizeDwellingResult {
  validateOptimizerInput(input, datasetId, products);
  const current = input.current ?? null;
  const allowed = restrictWallsToMinimumR(input.minimumWallR, input.allowed);
  const objective = { scope: input.scope, modules: input.modules, upfront: input.upfront };
  const spaceOn = (id: DatasetId) =>
    buildDesignSpace(
      input,
      id,
      input.brickworksNetOfOffsets ?? false,
      current,
      allowed,
      products,
      climateZoneOr(input.climateZone),
      objective,
    );
  const space = spaceOn(datasetId);
  const byDefault = datasetId === NO_EPD_DEFAULT_DATASET_ID ? space : spaceOn(NO_EPD_DEFAULT_DATASET_ID);
  const front = toDesigns(space, searchFront(space), byDefault);
  const carbonTarget = input.carbonTarget ?? null;
  const budget = input.budget ?? null;
  const summary = current ? currentDesign(space, front, current) : null;
  return {
    datasetId,
    climateZone: space.climateZone,
    scope: space.scope,
    modules: space.modules,
    combinations: idRadices(space).reduce((p, r) => p * r, 1),
    front,
    lowestCarbon: front[0]!,
    cheapest: front[front.length - 1]!,
    carbonTarget,
    budget,
    cheapestUnderTarget: carbonTarget === null ? null : cheapestAtOrUnder(front, carbonTarget),
    lowestCarbonWithinBudget: budget === null ? null : lowestCarbonAtOrUnder(front, budget),
    current: summary,
    suggestions:
      current && summary
        ? suggestChanges(space, current, { carbon: summary.totalCO2e, cost: summary.coldShellCost })
        : [],
  };
}
