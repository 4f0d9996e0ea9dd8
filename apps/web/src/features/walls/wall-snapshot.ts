import { isDatasetId, type DatasetId } from '@embodied/engine';
import { calculateWallRequestSchema, wallOutputsSchema, type CalculateWallRequest, type CalculateWallResponse } from '@embodied/contracts';
import type { SnapshotRead, StoredSnapshot } from '../../lib/use-snapshot-prefill';

/** A wall snapshot as the wall page reopens it; `response` is null when its outputs no longer read as this version's. */
export interface SavedWallSnapshot {
  number: number;
  datasetId: DatasetId;
  request: CalculateWallRequest;
  response: CalculateWallResponse | null;
}

/**
 * Reads a stored wall snapshot: its inputs are a calculate-wall request; its outputs, when they
 * still read as this version's outputs, are shown as the saved result.
 */
export function readWallSnapshot(s: StoredSnapshot): SnapshotRead<SavedWallSnapshot> {
  const request = calculateWallRequestSchema.safeParse(s.inputs);
  if (!request.success || !isDatasetId(s.datasetId)) return { problem: 'Its inputs do not match this version of the wall calculator.' };
  const outputs = wallOutputsSchema.safeParse(s.outputs);
  return {
    saved: {
      number: s.number,
      datasetId: s.datasetId,
      request: request.data,
      response: outputs.success ? { ...outputs.data, snapshot: s.number, createdAt: s.createdAt } : null,
    },
  };
}
