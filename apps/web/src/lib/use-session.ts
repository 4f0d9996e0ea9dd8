import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchSession } from './first-requests';

export const SESSION_KEY = ['session'] as const;

/** The session query, shared by the hook and the first page load's early request (app/early-requests.ts). */
export const sessionQuery = queryOptions({
  queryKey: SESSION_KEY,
  queryFn: fetchSession,
  staleTime: 60_000,
  retry: false,
  meta: { silent: true },
});

/** The signed-in user, or null. The session itself lives in an HttpOnly cookie, never in storage. */
export function useSession() {
  return useQuery(sessionQuery);
}
