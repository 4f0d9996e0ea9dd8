import { SNAPSHOT_KINDS, type SnapshotKind } from '@embodied/contracts';
import { api } from './api-client';

/*
 * What pages ask the server for first, as plain requests: the query cache's options use them
 * (use-session.ts, workspace.ts, use-current-user.ts, custom-products.ts), and so does the first
 * page load, which asks before the query cache's code has arrived (app/early-requests.ts). Only
 * the API client is imported here: the entry's download must not grow.
 */

/** The session, or null when no one is signed in. */
export const fetchSession = async () => (await api.call('getSession', {}, { quiet: true })) ?? null;

/** The active workspace and those the user may switch to. */
export const fetchWorkspace = () => api.call('getWorkspace', {}, { quiet: true });

/** The signed-in user's product record. */
export const fetchCurrentUser = () => api.call('getUser', {}, { quiet: true });

/** The cache key of the signed-in user's custom products (user-supplied EPDs). */
export const CUSTOM_PRODUCTS_KEY = ['products'] as const;

/** The signed-in user's custom products. */
export const fetchCustomProducts = () => api.call('listCustomProducts');

/**
 * The custom products' query options (lib/custom-products.ts). Fresh for 30 s, so a page opened
 * with the list just fetched for it (app/early-requests.ts) does not fetch it again; every change
 * made here, and a switch of workspace, refetches it at once.
 */
export const customProductsQuery = { queryKey: CUSTOM_PRODUCTS_KEY, queryFn: fetchCustomProducts, staleTime: 30_000 };

/** What /snapshots lists, as its address says (`?kind=&project=&q=&page=`). */
export interface SnapshotListFilters {
  page: number;
  kind?: SnapshotKind;
  project?: string;
  q?: string;
}

/** Snapshots per page of the list. */
export const SNAPSHOT_PAGE_SIZE = 20;

/** The list's filters from the address's query; what is not a known value is left out. */
export function readSnapshotListFilters(params: URLSearchParams): SnapshotListFilters {
  const kind = params.get('kind');
  const page = Number(params.get('page') ?? '1');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    kind: (SNAPSHOT_KINDS as readonly string[]).includes(kind ?? '') ? (kind as SnapshotKind) : undefined,
    project: params.get('project') || undefined,
    q: params.get('q') || undefined,
  };
}

/** Every snapshot query's key starts with this: a change to the snapshots invalidates it. */
export const SNAPSHOTS_KEY = ['snapshots'] as const;

/** One page of the user's snapshots, newest first. */
export const fetchSnapshotList = ({ page, kind, project, q }: SnapshotListFilters) =>
  api.call('listSnapshots', { query: { page, pageSize: SNAPSHOT_PAGE_SIZE, kind, project, q } });

/**
 * The list's query options (features/snapshots). Fresh for 5 s, so /snapshots opened with the list
 * just fetched for it (app/early-requests.ts) does not fetch it again on mount. A Calculate, a
 * deleted snapshot and a renamed project invalidate every snapshot query at once; a snapshot saved
 * elsewhere (another member, the API) shows within 5 s, or at once on a reload.
 */
export const snapshotListQuery = (filters: SnapshotListFilters) => ({
  queryKey: [...SNAPSHOTS_KEY, 'list', filters] as const,
  queryFn: () => fetchSnapshotList(filters),
  staleTime: 5_000,
});

/** The first page load's requests, under way (app/early-requests.ts), until the query cache takes them. */
export interface EarlyRequests {
  session: ReturnType<typeof fetchSession>;
  /** Asked once the session is known to be a verified user's; `undefined` otherwise (or if it failed). */
  identity: Promise<
    | {
        workspace: ReturnType<typeof fetchWorkspace>;
        user: ReturnType<typeof fetchCurrentUser>;
        /** Only for a page that lists or uses them (its route says so: `asks`, app/router.tsx). */
        customProducts?: ReturnType<typeof fetchCustomProducts>;
        /** Only for /snapshots: the page of the list its address names. */
        snapshotList?: { filters: SnapshotListFilters; answer: ReturnType<typeof fetchSnapshotList> };
      }
    | undefined
  >;
}
