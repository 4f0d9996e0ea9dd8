import { useQuery } from '@tanstack/react-query';
import { paths } from '../../config/paths';
import { api } from '../../lib/api-client';

export const SESSION_KEY = ['session'] as const;

/** The signed-in user, or null. The session itself lives in an HttpOnly cookie, never in storage. */
export function useSession() {
  return useQuery({
    queryKey: SESSION_KEY,
    queryFn: async () => (await api.call('getSession', {}, { quiet: true })) ?? null,
    staleTime: 60_000,
    retry: false,
    meta: { silent: true },
  });
}

/**
 * Ends the server session, then loads /login afresh: a full page load is the sure way to forget
 * everything held for the user (cached queries, form state), and it cannot race with the guard,
 * which would otherwise see the session vanish and send the user to /login?next=<this page>.
 */
export function useSignOut() {
  return async () => {
    try {
      await api.call('signOut', { body: {} });
    } finally {
      window.location.assign(paths.login());
    }
  };
}
