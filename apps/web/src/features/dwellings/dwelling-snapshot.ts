import type { DwellingSnapshotContent } from '@embodied/contracts';
import { isDatasetId } from '@embodied/engine';
import type { SnapshotRead } from '../../lib/use-snapshot-prefill';
import { figuresFromOutputs, type SavedEstimate } from './dwelling-estimate';

/** A stored dwelling snapshot as the optimizer page's saved estimate, or why it cannot be one. */
export function readDwellingSnapshot(s: DwellingSnapshotContent): SnapshotRead<SavedEstimate> {
  // The products as they were stay with the snapshot; the form names products by id.
  const { customProducts: _asUsed, ...inputs } = s.inputs;
  if (!isDatasetId(s.datasetId))
    return { problem: `Carbon snapshot #${s.number} was saved on a dataset (${s.datasetId}) this page does not have.` };
  return {
    saved: {
      request: { ...inputs, project: s.project, datasetId: s.datasetId },
      figures: figuresFromOutputs(s.outputs, s.datasetId),
      snapshot: s.number,
      createdAt: s.createdAt,
    },
  };
}
