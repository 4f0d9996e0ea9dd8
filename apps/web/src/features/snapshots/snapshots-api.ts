import type { EndpointInput } from '@embodied/contracts';
import { api } from '../../lib/api-client';
import { SNAPSHOTS_KEY } from '../../lib/first-requests';

/**
 * Every snapshot call of the web app, and the React Query keys they cache under (the list's are in
 * lib/first-requests.ts: /snapshots asks for it with the session).
 */
export const snapshotKeys = {
  one: (n: number) => [...SNAPSHOTS_KEY, 'one', n] as const,
  shares: (n: number) => [...SNAPSHOTS_KEY, 'shares', n] as const,
  shared: (token: string) => ['shared', token] as const,
};

/** Which dataset to recalculate on: absent = the snapshot's own. */
export type RecalculateDataset = NonNullable<EndpointInput<'recalculateSnapshot'>['query']>['dataset'];

export const snapshotsApi = {
  one: (number: number) => api.call('getSnapshot', { params: { number } }),
  remove: (number: number) => api.call('deleteSnapshot', { params: { number } }),
  recalculate: (number: number, dataset: RecalculateDataset) =>
    api.call('recalculateSnapshot', { params: { number }, query: { dataset } }),
  shares: (number: number) => api.call('listShareLinks', { params: { number } }),
  share: (number: number) => api.call('createShareLink', { params: { number } }),
  revoke: (number: number, token: string) => api.call('revokeShareLink', { params: { number, token } }),
  shared: (token: string) => api.call('getSharedSnapshot', { params: { token } }),
  verify: (body: unknown) => api.call('verifySnapshot', { body: body as EndpointInput<'verifySnapshot'>['body'] }),
};
