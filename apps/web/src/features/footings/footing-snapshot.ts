import type { FootingSnapshotContent } from '@embodied/contracts';
import type { SnapshotRead } from '../../lib/use-snapshot-prefill';
import { figuresFromOutputs } from './footing-figures';
import type { SavedFooting } from './footing-print';

/** A stored footing snapshot as the slab page's saved result: its inputs refill the form, its outputs are the saved figures. */
export function readFootingSnapshot(s: FootingSnapshotContent): SnapshotRead<SavedFooting> {
  // The products as they were stay with the snapshot; the form names products by id.
  const { customProducts: _asUsed, ...inputs } = s.inputs;
  const request = { ...inputs, datasetId: inputs.datasetId ?? s.outputs.dataset.id };
  return { saved: { request, figures: figuresFromOutputs(s.outputs), snapshot: s.number, createdAt: s.createdAt } };
}
