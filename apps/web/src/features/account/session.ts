import { paths } from '../../config/paths';
import { api } from '../../lib/api-client';

// The session is read by pages of several features (the invitation page asks whether anyone is signed in).
export { SESSION_KEY, useSession } from '../../lib/use-session';

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
