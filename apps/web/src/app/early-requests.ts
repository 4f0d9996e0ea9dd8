import type { QueryClient } from '@tanstack/react-query';
import { currentUserQuery } from '../lib/use-current-user';
import { sessionQuery } from '../lib/use-session';
import { workspaceQuery } from '../lib/workspace';
import { matchedRoutes, SIGN_IN_ROUTE_ID } from './router';

/**
 * What the first page a visitor opens will ask the server for, asked at once while its code is still
 * loading: the session (the guard and the top bar wait for it), then, once a verified user is known,
 * their active workspace and account record (the top bar and every signed-in page read them).
 * Without this each request waited for the code that makes it, and the workspace for the session
 * before it; on a slow phone link that chain was much of a signed-in page's load
 * (docs/benchmarks.md). The answers land in the query cache under the keys and options the pages
 * use, so nothing is asked twice. The sign-in pages ask for none of it.
 */
export function startEarlyRequests(client: QueryClient): void {
  if (matchedRoutes(window.location.pathname).some((route) => route.id === SIGN_IN_ROUTE_ID)) return;
  void client
    .fetchQuery(sessionQuery)
    .then((session) =>
      session?.user.emailVerified
        ? Promise.all([client.prefetchQuery(workspaceQuery), client.prefetchQuery(currentUserQuery)])
        : undefined,
    )
    // A failure here is the page's to show when it asks (the query keeps the error).
    .catch(() => undefined);
}
