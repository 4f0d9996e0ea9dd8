import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  image?: string | null;
}
export interface SessionData {
  user: SessionUser;
  session: { id: string; expiresAt: string };
}

export const SESSION_KEY = ['session'] as const;

/** The signed-in user, or null. The session itself lives in an HttpOnly cookie, never in storage. */
export function useSession() {
  return useQuery({
    queryKey: SESSION_KEY,
    queryFn: async () => (await api<SessionData | null>('/api/auth/get-session', { quiet: true })) ?? null,
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
      await api('/api/auth/sign-out', { method: 'POST', body: {} });
    } finally {
      window.location.assign('/login');
    }
  };
}
