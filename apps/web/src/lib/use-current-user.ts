import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchCurrentUser } from './first-requests';

export const CURRENT_USER_KEY = ['user'] as const;

/**
 * The signed-in user's product record: preferences (locale, currency, default dataset) and avatar.
 * `enabled: false` where the page may be open to signed-out visitors (the top bar).
 */
export const currentUserQuery = queryOptions({
  queryKey: CURRENT_USER_KEY,
  queryFn: fetchCurrentUser,
  staleTime: 5 * 60_000,
});

export function useCurrentUser({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...currentUserQuery, enabled });
}
