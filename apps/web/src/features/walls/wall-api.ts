import { z } from 'zod';
import { DATASET_IDS, type DatasetId } from '@embodied/engine';
import {
  calculateWallRequestSchema,
  wallOutputsSchema,
  type CalculateWallLocationRequest,
  type CalculateWallLocationResponse,
  type CalculateWallRequest,
  type CalculateWallResponse,
} from '@embodied/contracts';
import { api } from '../../lib/api-client';

export const wallApi = {
  calculateLocation: (body: CalculateWallLocationRequest) =>
    api<CalculateWallLocationResponse>('/api/project/calculate-wall-location', { method: 'POST', body }),
  calculateWall: (body: CalculateWallRequest) => api<CalculateWallResponse>('/api/project/calculate-wall', { method: 'POST', body }),
  snapshot: (number: number) => api<unknown>(`/api/snapshots/${number}`),
};

/** The parts of GET /api/snapshots/:number that refill the wall page. */
const storedSnapshotSchema = z.object({
  number: z.number(),
  kind: z.string(),
  project: z.string(),
  inputs: z.unknown(),
  outputs: z.unknown(),
  datasetId: z.string(),
  createdAt: z.string(),
});

export type LoadedWallSnapshot =
  | { status: 'ok'; number: number; datasetId: DatasetId; request: CalculateWallRequest; response: CalculateWallResponse | null }
  | { status: 'not-wall'; number: number; kind: string }
  | { status: 'unreadable'; number: number };

/**
 * Reads a stored snapshot as a wall calculation: its inputs are a calculate-wall request; its
 * outputs, when they still read as this version's outputs, are shown as the saved result.
 */
export async function loadWallSnapshot(number: number): Promise<LoadedWallSnapshot> {
  const raw = storedSnapshotSchema.safeParse(await wallApi.snapshot(number));
  if (!raw.success) return { status: 'unreadable', number };
  const s = raw.data;
  if (s.kind !== 'wall') return { status: 'not-wall', number, kind: s.kind };
  const request = calculateWallRequestSchema.safeParse(s.inputs);
  const datasetId = (DATASET_IDS as readonly string[]).includes(s.datasetId) ? (s.datasetId as DatasetId) : null;
  if (!request.success || !datasetId) return { status: 'unreadable', number };
  const outputs = wallOutputsSchema.safeParse(s.outputs);
  return {
    status: 'ok',
    number: s.number,
    datasetId,
    request: request.data,
    response: outputs.success ? { ...outputs.data, snapshot: s.number, createdAt: s.createdAt } : null,
  };
}
