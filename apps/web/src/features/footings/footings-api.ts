import type { CalculateFootingRequest } from '@embodied/contracts';
import { api } from '../../lib/api-client';

export const footingsApi = {
  /** The server recomputes, saves a snapshot and answers with its number. */
  calculate: (body: CalculateFootingRequest) => api.call('calculateFooting', { body }),
};
