/**
 * Paths with a credential in one of their segments: whoever holds the path can act with it (reset
 * a password, join an organisation, read a shared snapshot, revoke a share). The request log writes
 * each with that segment replaced by `[token]`; a query string never reaches the log at all (it
 * logs `c.req.path`), so the verification link's `?token=` and the reset page's need no entry.
 * The one list: `apps/server/test/request-log.test.ts` runs each flow and greps the log for its token.
 */
const CREDENTIAL_PATHS: readonly RegExp[] = [
  // The password-reset link in the mail (better-auth's callback, which redirects to the page).
  /^(\/api\/auth\/reset-password\/)[^/]+/i,
  // An invitation: its preview in the API and its page in the app.
  /^(\/api\/invitations\/)[^/]+/i,
  /^(\/invitations\/)[^/]+/i,
  // A share link: the API's read and PDF, the app's page, and revoking it.
  /^(\/api\/shared\/)[^/]+/i,
  /^(\/shared\/)[^/]+/i,
  /^(\/api\/snapshots\/[^/]+\/share\/)[^/]+/i,
];

/** The request path as the log may hold it: every credential segment replaced by `[token]`. */
export function loggedPath(path: string): string {
  for (const pattern of CREDENTIAL_PATHS) {
    if (pattern.test(path)) return path.replace(pattern, '$1[token]');
  }
  return path;
}
