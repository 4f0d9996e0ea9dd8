import type { SeedOptimizeDwellingInput, toSeedOptimizeResult, UsedCustomProduct } from '@embodied/contracts';
import type { DatasetId, InputIssue } from '@embodied/engine';

/** The optimizer's result under the API's (the form's) field names: what the page shows. */
export type SeedOptimizeResult = ReturnType<typeof toSeedOptimizeResult>;
export type SeedParetoDesign = SeedOptimizeResult['front'][number];
export type SeedSuggestion = SeedOptimizeResult['suggestions'][number];

/** A search the page asks its worker for, under the form's field names (the worker translates for the engine). */
export interface OptimizerJob {
  id: number;
  input: SeedOptimizeDwellingInput;
  datasetId: DatasetId;
  /** The user's custom products (EPDs) the designs are computed with. */
  products: readonly UsedCustomProduct[];
}

/** The worker's answer: the result and how long the search took, or why it could not run. */
export type OptimizerReply =
  | { id: number; ok: true; result: SeedOptimizeResult; ms: number }
  | { id: number; ok: false; message: string; issues: InputIssue[] };
