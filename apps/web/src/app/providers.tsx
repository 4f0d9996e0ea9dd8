import { lazy, Suspense, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { notifications, useNotifications } from '@mantine/notifications';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';
import { WORKSPACE_KEY } from '../lib/workspace';
import { cssVariablesResolver, theme } from './theme';

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
  },
});

/** The notifications' container (with its transitions), loaded with the first notification shown. */
const Notifications = lazy(() => import('./notifications-container').then((m) => ({ default: m.Notifications })));

/**
 * Most visits show no notification, so the container is not part of every page's first download
 * (docs/benchmarks.md): `notifications.show` only adds to the store, and the first time the store
 * holds one, the container loads and shows it (and every later one).
 */
function NotificationsHost() {
  const { notifications: shown, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && shown.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <NotificationsHost />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
