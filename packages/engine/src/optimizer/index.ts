/** The dwelling optimizer: the exact carbon–cost Pareto front over every design of a fixed geometry. */
export { optimizeDwelling, searchFront } from './optimize-dwelling';
export { OPTIMIZER_LIMITS, validateOptimizerInput } from './validate-optimizer-input';
export {
  CHOICE_FIELDS,
  CHOICE_OPTIONS,
  CHOICE_PHRASES,
  choicesOf,
  orderedOptions,
  type AllowedOptions,
  type ChoiceField,
  type DwellingChoices,
  type DwellingGeometryInput,
} from './choice-fields';
export { describeChange, suggestChanges } from './suggest-changes';
export { buildDesignSpace, evaluateDesign, type DesignSpace } from './design-space';
export {
  paretoSum,
  paretoFilter,
  mergeFronts,
  addSlot,
  pruneSlot,
  decodeId,
  type PointSet,
  type Slot,
} from './pareto-sum';
export type {
  CurrentDesign,
  OptimizeDwellingInput,
  OptimizeDwellingResult,
  ParetoDesign,
  Suggestion,
} from './optimizer-types';
