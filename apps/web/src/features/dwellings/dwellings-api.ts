import { z } from 'zod';
import type { OptimizeRequest, OptimizeResponse, ParetoRequest, ParetoResponse } from '@embodied/contracts';
import { api } from '../../lib/api-client';

/** The part of GET /api/snapshots/{number} this page reads (inputs = an optimize request body). */
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

export const dwellingsApi = {
  /** The server recomputes, saves a dwelling snapshot and answers with its number. */
  optimize: (body: OptimizeRequest) => api<OptimizeResponse>('/api/project/optimize', { method: 'POST', body }),
  /** The same search the page runs in its worker, on the server. */
  pareto: (body: ParetoRequest) => api<ParetoResponse>('/api/project/optimize/pareto', { method: 'POST', body }),
  snapshot: async (number: number) => storedSnapshotSchema.parse(await api<unknown>(`/api/snapshots/${number}`)),
};
