import { notifications } from '@mantine/notifications';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';
import { onForgetCachedAnswers } from '../lib/forget-cached-answers';
import {
  fetchCurrentUser,
  customProductsQuery,
  fetchCustomProducts,
  fetchSession,
  fetchSnapshotList,
  snapshotListQuery,
  fetchWorkspace,
  type EarlyRequests,
} from '../lib/first-requests';
import { currentUserQuery } from '../lib/use-current-user';
import { sessionQuery } from '../lib/use-session';
import { WORKSPACE_KEY, workspaceQuery } from '../lib/workspace';

/*
 * The query cache: what the signed-in shell and its pages ask the server for. Its code (TanStack
 * Query) comes with the shell (signed-in-shell.tsx provides it), not with the sign-in pages,
 * which ask for nothing that needs caching (docs/benchmarks.md).
 */

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent`: the caller shows the failure itself (e.g. inline in a form). */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/** Every failed request becomes a visible, polite message unless the screen shows it itself. */
function reportFailure(error: unknown, silent: boolean | undefined) {
  if (silent) return;
  if (error instanceof ApiError && error.status === 401) return; // the session layer sends the user to /login
  notifications.show({
    color: 'red',
    title: 'That did not work',
    message: error instanceof Error ? error.message : 'Something went wrong. Please try again.',
    autoClose: 8000,
  });
}

/**
 * A 404 may mean the user's active organisation is no longer theirs (the server answers so until
 * they switch): ask again which workspace is active, so the page says so at once (LostAccessNotice).
 */
function recheckWorkspace(error: unknown) {
  if (error instanceof ApiError && error.status === 404)
    void queryClient.invalidateQueries({ queryKey: WORKSPACE_KEY });
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      reportFailure(error, query.meta?.silent);
      if (query.queryKey[0] !== WORKSPACE_KEY[0]) recheckWorkspace(error);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _v, _c, mutation) => {
      reportFailure(error, mutation.meta?.silent);
      recheckWorkspace(error);
    },
  }),
  defaultOptions: {
    queries: {
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
    // A change is sent when the user asks, or not at all: offline, React Query's default ('online')
    // would hold it, spinning, and send it by itself when the network came back. 'always' runs it at
    // once, and the API client refuses it, saying the browser is offline (lib/online.ts).
    mutations: { networkMode: 'always' },
  },
});

onForgetCachedAnswers(() => queryClient.clear());

/** The answer already asked for the first time the query runs; a new request each later time (a retry, a refetch). */
function firstThen<T>(first: Promise<T>, later: () => Promise<T>): () => Promise<T> {
  let used = false;
  return () => {
    if (used) return later();
    used = true;
    return first;
  };
}

/**
 * Puts the first page load's requests (app/early-requests.ts) in the cache under the keys and
 * options the pages use, so a page that mounts while one is under way waits for it rather than
 * asking again. The session is in the cache when this returns; the workspace, the account record
 * and (for a page that asked for them) the custom products follow once the session is known to be
 * a verified user's. The promise resolves when every answer (or failure) is in the cache.
 */
export async function adoptEarlyRequests(early: EarlyRequests): Promise<void> {
  const session = queryClient.prefetchQuery({ ...sessionQuery, queryFn: firstThen(early.session, fetchSession) });
  const identity = await early.identity;
  if (!identity) return session;
  await Promise.all([
    session,
    queryClient.prefetchQuery({ ...workspaceQuery, queryFn: firstThen(identity.workspace, fetchWorkspace) }),
    queryClient.prefetchQuery({ ...currentUserQuery, queryFn: firstThen(identity.user, fetchCurrentUser) }),
    identity.customProducts &&
      queryClient.prefetchQuery({
        ...customProductsQuery,
        queryFn: firstThen(identity.customProducts, fetchCustomProducts),
      }),
    identity.snapshotList &&
      queryClient.prefetchQuery({
        ...snapshotListQuery(identity.snapshotList.filters),
        queryFn: firstThen(identity.snapshotList.answer, () => fetchSnapshotList(identity.snapshotList!.filters)),
      }),
  ]);
}
