import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_TIME_ZONE, isSupportedTimeZone, type User } from '@embodied/contracts';
import { api } from './api-client';
import { CURRENT_USER_KEY } from './use-current-user';

/** This browser's time zone (IANA), when the app knows it as a valid choice. */
export function browserTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isSupportedTimeZone(zone) ? zone : undefined;
  } catch {
    return undefined;
  }
}

/** How long after an account is made its first browser still sets its time zone. */
const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

const adoptedKey = (userId: string) => `embodied:time-zone-adopted:${userId}`;

/**
 * Whether a new account's time zone should become this browser's: made within the last day, still
 * at the server's default (so not chosen yet), the browser elsewhere, and not done before here.
 */
export function shouldAdoptBrowserZone(
  user: Pick<User, 'id' | 'timeZone' | 'createdAt'>,
  zone: string | undefined,
  now: number,
  adoptedBefore: boolean,
): zone is string {
  return (
    zone !== undefined &&
    !adoptedBefore &&
    user.timeZone === DEFAULT_TIME_ZONE &&
    zone !== DEFAULT_TIME_ZONE &&
    now - Date.parse(user.createdAt) < NEW_ACCOUNT_MS
  );
}

/**
 * A new account's times default to the zone of the browser it was made in (docs/decisions/011):
 * once, the profile's Time zone is set to it; after that the profile's choice rules, and the user
 * changes it there.
 */
export function useAdoptBrowserZone(user: User | undefined): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!user) return;
    const key = adoptedKey(user.id);
    let adoptedBefore: boolean;
    try {
      adoptedBefore = window.localStorage.getItem(key) !== null;
    } catch {
      adoptedBefore = false;
    }
    const zone = browserTimeZone();
    if (!shouldAdoptBrowserZone(user, zone, Date.now(), adoptedBefore)) return;
    try {
      window.localStorage.setItem(key, zone);
    } catch {
      // Storage refused: the zone is still set once on the server, which is what counts.
    }
    void api
      .call('updateUser', { body: { timeZone: zone } }, { quiet: true })
      .then((updated) => client.setQueryData(CURRENT_USER_KEY, updated))
      .catch(() => undefined);
  }, [user, client]);
}
