import { isDatasetId, type DatasetId } from '@embodied/engine';
import type { CalculateWallRequest, CalculateWallResponse, WallSnapshotContent } from '@embodied/contracts';
import type { SnapshotRead } from '../../lib/use-snapshot-prefill';

/** A wall snapshot as the wall page reopens it. */
export interface SavedWallSnapshot {
  number: number;
  datasetId: DatasetId;
  request: CalculateWallRequest;
  response: CalculateWallResponse;
}

/** Reads a stored wall snapshot: its inputs are a calculate-wall request, its outputs the saved result. */
export function readWallSnapshot(s: WallSnapshotContent): SnapshotRead<SavedWallSnapshot> {
  // The products as they were stay with the snapshot; the form names products by id.
  const { customProducts: _asUsed, ...request } = s.inputs;
  if (!isDatasetId(s.datasetId))
    return { problem: `Its dataset (${s.datasetId}) is not one this version of the wall calculator has.` };
  return {
    saved: {
      number: s.number,
      datasetId: s.datasetId,
      request,
      response: { ...s.outputs, snapshot: s.number, createdAt: s.createdAt },
    },
  };
}

/** The print title (and so the PDF name a browser saves) of a wall snapshot. */
export const printTitle = (snapshot: number) => `Wall Embodied Carbon Snapshot #${snapshot}`;
