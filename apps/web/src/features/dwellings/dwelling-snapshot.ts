import { optimizeRequestSchema } from '@embodied/contracts';
import { isDatasetId } from '@embodied/engine';
import type { SnapshotRead, StoredSnapshot } from '../../lib/use-snapshot-prefill';
import { figuresFromOutputs, type SavedEstimate } from './dwelling-estimate';

/** A stored dwelling snapshot as the optimizer page's saved estimate, or why it cannot be one. */
export function readDwellingSnapshot(s: StoredSnapshot): SnapshotRead<SavedEstimate> {
  const inputs = optimizeRequestSchema.safeParse(s.inputs);
  const datasetId = isDatasetId(s.datasetId) ? s.datasetId : undefined;
  const figures = datasetId && figuresFromOutputs(s.outputs, datasetId);
  if (!inputs.success || !datasetId || !figures) return { problem: `Carbon snapshot #${s.number} was saved in a form this page cannot read.` };
  return { saved: { request: { ...inputs.data, project: s.project, datasetId }, figures, snapshot: s.number, createdAt: s.createdAt } };
}
