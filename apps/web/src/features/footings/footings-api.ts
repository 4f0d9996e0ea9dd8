import { z } from 'zod';
import type { CalculateFootingRequest, CalculateFootingResponse } from '@embodied/contracts';
import { api } from '../../lib/api-client';

/** The part of GET /api/snapshots/{number} this page reads (inputs = a calculate-footing request body). */
export const storedSnapshotSchema = z.object({
  number: z.number(),
  kind: z.string(),
  project: z.string(),
  inputs: z.unknown(),
  outputs: z.unknown(),
  datasetId: z.string(),
  createdAt: z.string(),
});
export type StoredSnapshot = z.infer<typeof storedSnapshotSchema>;

export const footingsApi = {
  /** The server recomputes, saves a snapshot and answers with its number. */
  calculate: (body: CalculateFootingRequest) => api<CalculateFootingResponse>('/api/project/calculate-footing', { method: 'POST', body }),
  snapshot: async (number: number) => storedSnapshotSchema.parse(await api<unknown>(`/api/snapshots/${number}`)),
};
