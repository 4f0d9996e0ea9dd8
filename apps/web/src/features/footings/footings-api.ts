import type { CalculateFootingRequest, CalculateFootingResponse } from '@embodied/contracts';
import { api } from '../../lib/api-client';

export const footingsApi = {
  /** The server recomputes, saves a snapshot and answers with its number. */
  calculate: (body: CalculateFootingRequest) => api<CalculateFootingResponse>('/api/project/calculate-footing', { method: 'POST', body }),
};
