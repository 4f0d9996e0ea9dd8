import type { OptimizeRequest, OptimizeResponse, ParetoRequest, ParetoResponse } from '@embodied/contracts';
import { api } from '../../lib/api-client';

export const dwellingsApi = {
  /** The server recomputes, saves a dwelling snapshot and answers with its number. */
  optimize: (body: OptimizeRequest) => api<OptimizeResponse>('/api/project/optimize', { method: 'POST', body }),
  /** The same search the page runs in its worker, on the server. */
  pareto: (body: ParetoRequest) => api<ParetoResponse>('/api/project/optimize/pareto', { method: 'POST', body }),
};
