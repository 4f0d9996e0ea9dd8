import type { DatasetId, InputIssue, OptimizeDwellingInput, OptimizeDwellingResult } from '@embodied/engine';

/** A search the page asks its worker for. */
export interface OptimizerJob {
  id: number;
  input: OptimizeDwellingInput;
  datasetId: DatasetId;
}

/** The worker's answer: the engine's result and how long the search took, or why it could not run. */
export type OptimizerReply =
  | { id: number; ok: true; result: OptimizeDwellingResult; ms: number }
  | { id: number; ok: false; message: string; issues: InputIssue[] };
