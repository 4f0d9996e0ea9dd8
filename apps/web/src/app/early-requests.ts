import { fetchCurrentUser, fetchSession, fetchWorkspace, type EarlyRequests } from '../lib/identity-requests';
import { matchedRoutes, SIGN_IN_ROUTE_ID } from './router';

/** A failure is the page's to show when it asks (the query keeps the error); it is not "unhandled" here. */
function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/**
 * What the first page a visitor opens will ask the server for, asked at once while its code is still
 * loading: the session (the guard and the top bar wait for it), then, once a verified user is known,
 * their active workspace and account record (the top bar and every signed-in page read them).
 * Without this each request waited for the code that makes it, and the workspace for the session
 * before it; on a slow phone link that chain was much of a signed-in page's load
 * (docs/benchmarks.md). They are plain requests, made before the query cache's code arrives; when it
 * has, the answers go into the cache under the keys and options the pages use, so nothing is asked
 * twice (`adoptEarlyRequests`). Resolves when that is done. The sign-in pages ask for none of it.
 */
export async function startEarlyRequests(): Promise<void> {
  if (matchedRoutes(window.location.pathname).some((route) => route.id === SIGN_IN_ROUTE_ID)) return;
  const session = handled(fetchSession());
  const early: EarlyRequests = {
    session,
    identity: session.then(
      (answer) =>
        answer?.user.emailVerified
          ? { workspace: handled(fetchWorkspace()), user: handled(fetchCurrentUser()) }
          : undefined,
      () => undefined,
    ),
  };
  try {
    const { adoptEarlyRequests } = await import('./query-client');
    adoptEarlyRequests(early);
  } catch {
    // The cache's code did not arrive: the page cannot render either, and says so (PageLoadBoundary).
  }
}
