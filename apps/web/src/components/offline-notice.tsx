import { Alert, Text } from '@mantine/core';
import { useOnline } from '../lib/online';

/**
 * Says, the moment the browser loses its network connection, that it is offline and that nothing
 * is sent until the user is back online and asks again (a Calculate or a save made meanwhile fails
 * at once, saying so, and is never sent later by itself).
 */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert color="red" role="alert" title="You are offline" mb="md" className="no-print" data-testid="offline-notice">
      <Text size="sm">
        This browser has no network connection. Nothing is sent or saved while you are offline, and nothing is sent
        later by itself: when you are back online, press the button again.
      </Text>
    </Alert>
  );
}
