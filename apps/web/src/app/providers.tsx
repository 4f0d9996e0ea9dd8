import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Button, MantineProvider, Paper, Stack, Text } from '@mantine/core';
import { notifications, useNotifications } from '@mantine/notifications';
import { ErrorFallback } from '../components/error-fallback';
import { cssVariablesResolver, theme } from './theme';

/** The notifications' container (with its transitions): its own chunk, not part of the first download. */
const loadContainer = () => import('./notifications-container');
const Notifications = lazy(() => loadContainer().then((m) => ({ default: m.Notifications })));

/**
 * Most visits show no notification, so the container is not part of any page's first download
 * (docs/benchmarks.md). `notifications.show` only adds to the store; the first time the store holds
 * one, the container renders and shows it (and every later one). Its code is fetched once the page
 * has loaded and the browser is idle, so a notification that says the connection is lost still
 * shows without the network. Should the code not arrive all the same, the notifications show as
 * plain alerts that can be dismissed.
 */
function NotificationsHost() {
  const { notifications: shown, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && shown.length + queue.length > 0) setNeeded(true);
  useEffect(() => {
    const fetchSoon = () => void loadContainer().catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(fetchSoon, { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(fetchSoon, 2000);
    return () => clearTimeout(id);
  }, []);
  if (!needed) return null;
  return (
    <ErrorFallback fallback={<PlainNotifications />}>
      <Suspense fallback={null}>
        <Notifications position="top-right" />
      </Suspense>
    </ErrorFallback>
  );
}

/** If the container's code cannot be loaded, each notification as a plain alert, dismissed by hand. */
function PlainNotifications() {
  const { notifications: shown } = useNotifications();
  return (
    <Stack pos="fixed" top={16} right={16} maw={360} gap="xs" style={{ zIndex: 1000 }}>
      {shown.map((n) => (
        <Paper key={n.id} withBorder shadow="md" p="sm" role="alert">
          {n.title && <Text fw={700}>{n.title}</Text>}
          <Text size="sm">{n.message}</Text>
          <Button mt="xs" size="xs" variant="default" onClick={() => notifications.hide(n.id!)}>
            Dismiss
          </Button>
        </Paper>
      ))}
    </Stack>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <NotificationsHost />
      {children}
    </MantineProvider>
  );
}
