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
export const PRODUCTS_KEY = ['products'] as const;

/** The signed-in user's custom products. */
export const fetchCustomProducts = () => api.call('listCustomProducts');

/**
 * The custom products' query options (lib/custom-products.ts). Fresh for 30 s, so a page opened
 * with the list just fetched for it (app/early-requests.ts) does not fetch it again; every change
 * made here, and a switch of workspace, refetches it at once.
 */
export const customProductsQuery = { queryKey: PRODUCTS_KEY, queryFn: fetchCustomProducts, staleTime: 30_000 };

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
      }
    | undefined
  >;
}
