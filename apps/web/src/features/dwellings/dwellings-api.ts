import type { EstimateDwellingRequest, ParetoRequest } from '@embodied/contracts';
import { api } from '../../lib/api-client';

export const dwellingsApi = {
  /** The server recomputes, saves a dwelling snapshot and answers with its number. */
  optimize: (body: EstimateDwellingRequest) => api.call('estimateDwelling', { body }),
  /** The same search the page runs in its worker, on the server. */
  pareto: (body: ParetoRequest) => api.call('paretoFront', { body }),
};
