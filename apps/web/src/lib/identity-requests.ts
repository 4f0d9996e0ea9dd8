import { api } from './api-client';

/*
 * The three things every signed-in page asks the server for first, as plain requests: the query
 * cache's options use them (use-session.ts, workspace.ts, use-current-user.ts), and so does the
 * first page load, which asks before the query cache's code has arrived (app/early-requests.ts).
 */

/** The session, or null when no one is signed in. */
export const fetchSession = async () => (await api.call('getSession', {}, { quiet: true })) ?? null;

/** The active workspace and those the user may switch to. */
export const fetchWorkspace = () => api.call('getWorkspace', {}, { quiet: true });

/** The signed-in user's product record. */
export const fetchCurrentUser = () => api.call('getUser', {}, { quiet: true });

/** The first page load's requests, under way (app/early-requests.ts), until the query cache takes them. */
export interface EarlyRequests {
  session: ReturnType<typeof fetchSession>;
  /** Asked once the session is known to be a verified user's; `undefined` otherwise (or if it failed). */
  identity: Promise<
    { workspace: ReturnType<typeof fetchWorkspace>; user: ReturnType<typeof fetchCurrentUser> } | undefined
  >;
}
