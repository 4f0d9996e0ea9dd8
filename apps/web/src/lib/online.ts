import { useSyncExternalStore } from 'react';

/*
 * Whether the browser has a network connection (navigator.onLine, kept up to date by its `online`
 * and `offline` events). Offline is not "the server is down": the browser knows at once, so the
 * page says so at once and sends nothing (lib/api-client.ts refuses a call made offline, and the
 * query cache never holds a change back to send it later: app/query-client.ts).
 */

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The browser says it has no network connection now. */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Whether the browser is online, re-rendering when that changes (online when it cannot tell). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !isOffline(),
    () => true,
  );
}

/** What a call made offline fails with: nothing was sent, and nothing will be sent later. */
export const OFFLINE_MESSAGE = 'You are offline. Nothing was sent: connect to the internet, then try again.';
