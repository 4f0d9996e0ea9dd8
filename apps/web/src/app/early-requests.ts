import {
  fetchCurrentUser,
  fetchCustomProducts,
  fetchSession,
  fetchSnapshotList,
  fetchWorkspace,
  readSnapshotListFilters,
  type EarlyRequests,
} from '../lib/first-requests';
import { DEFAULT_LOCALE, formatDate, formatNumber } from '../lib/format';
import { INTL_READY_MARK, warmUpIntl } from './intl-warm-up';
import { firstRequestsAt, matchedRoutes, SIGN_IN_ROUTE_ID } from './router';

/** A failure is the page's to show when it asks (the query keeps the error); it is not "unhandled" here. */
function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/** The page of the snapshot list that /snapshots at `search` shows, asked for now. */
function snapshotListOf(search: string) {
  const filters = readSnapshotListFilters(new URLSearchParams(search));
  return { filters, answer: handled(fetchSnapshotList(filters)) };
}

/**
 * Sets up Intl's data for the locale while the page's code and answers are on their way: the first
 * formatter a page makes costs 30–100 ms in Chromium here (four times that on Lighthouse's
 * phone), and otherwise that came in the middle of evaluating the page's code or of its first
 * render, making one long task longer (docs/benchmarks.md). Most of that is done once per browser
 * process, so a worker does it on another thread (`warmUpIntl`); the page's own first formatters
 * then follow in a task of their own, in time the page would spend waiting.
 */
function prepareFormats(): void {
  void warmUpIntl(DEFAULT_LOCALE).then((inWorker) =>
    setTimeout(() => {
      formatNumber(0, 0);
      formatDate(new Date(0).toISOString());
      performance.mark(INTL_READY_MARK, { detail: { inWorker } });
    }, 0),
  );
}

/** The longest the first render waits for the answers; a slower server's page shows its own loaders. */
const ANSWERS_WAIT_MS = 2000;

/**
 * What the first page a visitor opens will ask the server for, asked at once while its code is still
 * loading: the session (the guard and the top bar wait for it), then, once a verified user is known,
 * their active workspace and account record (the top bar and every signed-in page read them), and
 * what the page itself shows from its first render (its route's `asks`: the custom products on the
 * calculators and /products, the list on /snapshots; a late answer re-rendered the whole page).
 * Without this each request waited for the code that makes it, and the workspace for the session
 * before it; on a slow phone link that chain was much of a signed-in page's load
 * (docs/benchmarks.md). They are plain requests, made before the query cache's code arrives; when it
 * has, the answers go into the cache under the keys and options the pages use, so nothing is asked
 * twice (`adoptEarlyRequests`). Resolves when the answers are in the cache, or after
 * ANSWERS_WAIT_MS: the first render then has them, rather than rendering the page twice over (an
 * answer arriving while React renders the page in slices makes it render everything again at
 * once, in one long task). The sign-in pages ask for none of it.
 */
export async function startEarlyRequests(): Promise<void> {
  if (matchedRoutes(window.location.pathname).some((route) => route.id === SIGN_IN_ROUTE_ID)) return;
  const asks = firstRequestsAt(window.location.pathname);
  const session = handled(fetchSession());
  prepareFormats();
  const early: EarlyRequests = {
    session,
    identity: session.then(
      (answer) =>
        answer?.user.emailVerified
          ? {
              workspace: handled(fetchWorkspace()),
              user: handled(fetchCurrentUser()),
              customProducts: asks.has('customProducts') ? handled(fetchCustomProducts()) : undefined,
              snapshotList: asks.has('snapshotList') ? snapshotListOf(window.location.search) : undefined,
            }
          : undefined,
      () => undefined,
    ),
  };
  try {
    const { adoptEarlyRequests } = await import('./query-client');
    await Promise.race([adoptEarlyRequests(early), new Promise((resolve) => setTimeout(resolve, ANSWERS_WAIT_MS))]);
  } catch {
    // The cache's code did not arrive: the page cannot render either, and says so (PageLoadBoundary).
  }
}
