import type { TakeoffMappingsInput } from '@embodied/contracts';
import { api } from '../../lib/api-client';

/** Reading a model takes the server seconds, up to its own limit of a minute: wait longer than for a calculation. */
const UPLOAD_TIMEOUT_MS = 120_000;

export const TAKEOFFS_KEY = ['takeoffs'] as const;

export const takeoffsApi = {
  list: () => api.call('listTakeoffs'),
  get: (id: string) => api.call('getTakeoff', { params: { id } }),
  upload: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.call('createTakeoff', { body: form }, { timeoutMs: UPLOAD_TIMEOUT_MS });
  },
  map: (id: string, body: TakeoffMappingsInput) => api.call('updateTakeoffMappings', { params: { id }, body }),
  remove: (id: string) => api.call('deleteTakeoff', { params: { id } }),
};
