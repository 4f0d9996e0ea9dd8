import type { Recalculation, ShareLink, SnapshotDetail, SnapshotKind, SnapshotList } from '@embodied/contracts';
import { api } from '../../lib/api-client';

export interface ListFilters {
  page: number;
  kind?: SnapshotKind;
  project?: string;
  q?: string;
}

export const SNAPSHOT_PAGE_SIZE = 20;

/** Every snapshot call of the web app, and the React Query keys they cache under. */
export const snapshotKeys = {
  list: (f: ListFilters) => ['snapshots', 'list', f] as const,
  one: (n: number) => ['snapshots', 'one', n] as const,
  shares: (n: number) => ['snapshots', 'shares', n] as const,
  shared: (token: string) => ['shared', token] as const,
};

export const snapshotsApi = {
  list(f: ListFilters) {
    const params = new URLSearchParams({ page: String(f.page), pageSize: String(SNAPSHOT_PAGE_SIZE) });
    if (f.kind) params.set('kind', f.kind);
    if (f.project) params.set('project', f.project);
    if (f.q) params.set('q', f.q);
    return api<SnapshotList>(`/api/snapshots?${params.toString()}`);
  },
  one: (n: number) => api<SnapshotDetail>(`/api/snapshots/${n}`),
  recalculate: (n: number, dataset: string | undefined) => api<Recalculation>(`/api/snapshots/${n}/recalculate${dataset ? `?dataset=${encodeURIComponent(dataset)}` : ''}`),
  shares: (n: number) => api<{ items: ShareLink[] }>(`/api/snapshots/${n}/shares`),
  share: (n: number) => api<ShareLink>(`/api/snapshots/${n}/share`, { method: 'POST' }),
  revoke: (n: number, token: string) => api<ShareLink>(`/api/snapshots/${n}/share/${encodeURIComponent(token)}`, { method: 'DELETE' }),
  shared: (token: string) => api<SnapshotDetail>(`/api/shared/${encodeURIComponent(token)}`),
};

/** Download addresses (plain links: the browser saves what the server names). */
export const exportUrl = (n: number, format: 'pdf' | 'csv' | 'json') => `/api/snapshots/${n}/export.${format}`;
export const sharedPdfUrl = (token: string) => `/api/shared/${encodeURIComponent(token)}/export.pdf`;
export const EXPORT_ALL_URL = '/api/snapshots/export.csv';
