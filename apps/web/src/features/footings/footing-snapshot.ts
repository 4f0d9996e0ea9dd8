import { calculateFootingRequestSchema, footingOutputsSchema } from '@embodied/contracts';
import type { SnapshotRead, StoredSnapshot } from '../../lib/use-snapshot-prefill';
import { figuresFromOutputs } from './footing-figures';
import type { SavedFooting } from './footing-print';

/** A stored footing snapshot as the slab page's saved result, or why it cannot be one. */
export function readFootingSnapshot(s: StoredSnapshot): SnapshotRead<SavedFooting> {
  const inputs = calculateFootingRequestSchema.safeParse(s.inputs);
  const outputs = footingOutputsSchema.safeParse(s.outputs);
  if (!inputs.success || !outputs.success) return { problem: `Carbon snapshot #${s.number} was saved in a form this page cannot read.` };
  const request = { ...inputs.data, datasetId: inputs.data.datasetId ?? outputs.data.dataset.id };
  return { saved: { request, figures: figuresFromOutputs(outputs.data), snapshot: s.number, createdAt: s.createdAt } };
}
