import type { Context, MiddlewareHandler } from 'hono';
import {
  API_TOKEN_PREFIX,
  ERROR_STATUS,
  scopeAllows,
  tokenAccessOf,
  type ApiTokenScope,
  type ErrorCode,
} from '@embodied/contracts';
import type { Auth } from '../auth/auth';
import { identityMemo, type IdentityMemos } from '../db/identity-read-cache';
import type { AppEnv, SessionResult, SessionUser } from './app-env';
import { errorBody, sendError } from './app-error';

/**
 * Paths that need a signed-in user: the session guard is mounted on these (features/index.ts), and
 * the OpenAPI document gives their operations security (openapi-security.ts). Every product route
 * lives below one of them.
 */
export const SIGNED_IN_PREFIXES = [
  '/api/user',
  '/api/project',
  '/api/snapshots',
  '/api/lookups',
  '/api/products',
  '/api/workspace',
  '/api/organisations',
  '/api/projects',
  '/api/takeoffs',
] as const;

/** Whether `path` is one the session guard takes (a signed-in prefix itself, or below one). */
export const needsSignIn = (path: string) =>
  SIGNED_IN_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** Why a personal API token is refused (the error's `reason`). */
export type TokenRefusal = 'TOKEN_UNKNOWN' | 'TOKEN_REVOKED' | 'TOKEN_EXPIRED';

/** Personal API tokens, as the guard needs them (features/api-tokens wires the database and the limit). */
export interface BearerTokens {
  /** The token a secret names, with its user; or why not. Revoked and expired tokens are refused at once. */
  verify(
    secret: string,
  ): Promise<
    | { ok: true; id: string; scope: ApiTokenScope; organisationId: string | null; user: SessionUser }
    | { ok: false; reason: TokenRefusal }
  >;
  /** Counts one call of the token: 0 when within its limit, else the seconds until the next call may be made. */
  take(tokenId: string): number;
}

const REFUSALS: Record<TokenRefusal, string> = {
  TOKEN_UNKNOWN:
    'This API token is not valid. Check that it was copied whole, or create a new one on your profile page.',
  TOKEN_REVOKED: 'This API token has been revoked. Create a new one on your profile page.',
  TOKEN_EXPIRED: 'This API token has expired. Create a new one on your profile page.',
};

function refuse(c: Context, code: ErrorCode, message: string, reason: string) {
  const body = errorBody(code, message);
  return c.json({ error: { ...body.error, reason } }, ERROR_STATUS[code]);
}

/**
 * Whether a request authenticates with a bearer (`Authorization: Bearer …`): then it is judged by
 * that alone. The anti-forgery check (xsrf.ts) exempts exactly these requests.
 */
export function sendsBearer(c: Context): boolean {
  return /^bearer\s/i.test(c.req.header('authorization') ?? '');
}

/** The bearer's value (trimmed), when the request sends one. */
function bearerOf(c: Context): string | undefined {
  return sendsBearer(c) ? (c.req.header('authorization') ?? '').slice(7).trim() : undefined;
}

/**
 * How long the guard may answer a session from memory before it asks better-auth again. Anything
 * that changes a session or its user (sign-out, revocation, a new password, a deleted account) ends
 * it at once: on PGlite it is a statement on an identity table, which this process sees; on
 * PostgreSQL it is a notice that statement sends, which this process has heard before it answers
 * (db/identity-notices.ts). This bound only lets better-auth's own rules (extending a session that
 * is a day old) run as before.
 */
export const SESSION_MEMO_MS = 10_000;

/**
 * The guard: every product API needs a signed-in, verified user, by the session cookie, by a
 * better-auth session token sent as a bearer, or by a personal API token (`Bearer emb_…`).
 * A request with a bearer is judged by the bearer alone: its cookies are ignored (so the
 * anti-forgery exemption of bearer calls can never lend a cookie session to a call).
 * A personal API token reaches only what contracts' TOKEN_ACCESS gives its scope (403 otherwise),
 * within its rate limit (429).
 */
export function requireSession(
  auth: Auth,
  tokens: BearerTokens,
  memos: IdentityMemos | null = null,
): MiddlewareHandler<AppEnv> {
  // Keyed by the exact credential that better-auth verified (its signature included), so a changed
  // or forged one is never found here and goes to better-auth. An answer lasts until a change to an
  // identity table might have changed it (db/identity-read-cache.ts on PGlite, the notices of
  // db/identity-notices.ts on PostgreSQL), counted from the moment the request arrived.
  const sessions = identityMemo<SessionResult | null>(memos);
  return async (c, next) => {
    // Mounted on `/prefix` and `/prefix/*`, both of which match the prefix itself: check once.
    if (c.get('user')) return next();
    const arrivedAt = performance.now();
    c.set('arrivedAt', arrivedAt);
    const bearer = bearerOf(c);
    if (bearer?.startsWith(API_TOKEN_PREFIX)) {
      const found = await tokens.verify(bearer);
      if (!found.ok) return refuse(c, 'unauthenticated', REFUSALS[found.reason], found.reason);
      if (!found.user.emailVerified) return sendError(c, 'unauthenticated', 'Please sign in to continue.');
      const wait = tokens.take(found.id);
      if (wait > 0) {
        c.header('retry-after', String(wait));
        return refuse(
          c,
          'rate_limited',
          `Too many requests with this API token. Please try again in ${wait} second${wait === 1 ? '' : 's'}.`,
          'TOKEN_RATE_LIMITED',
        );
      }
      const access = tokenAccessOf(c.req.method, c.req.path);
      if (!scopeAllows(found.scope, access)) {
        return refuse(
          c,
          'forbidden',
          access === 'never'
            ? `An API token cannot make this call (${c.req.method} ${c.req.path}): sign in on the web app instead.`
            : `This API token's scope is "${found.scope}"; ${c.req.method} ${c.req.path} needs "${access}".`,
          access === 'never' ? 'TOKEN_NOT_ALLOWED' : 'TOKEN_SCOPE',
        );
      }
      c.set('user', found.user);
      c.set('apiTokenId', found.id);
      c.set('tokenScope', found.scope);
      c.set('tokenOrganisationId', found.organisationId);
      return next();
    }
    const credential = bearer !== undefined ? `bearer ${bearer}` : `cookie ${c.req.header('cookie') ?? ''}`;
    const result = await sessions.answer(
      credential,
      async () => {
        let headers = c.req.raw.headers;
        if (bearer !== undefined) {
          headers = new Headers(headers);
          headers.delete('cookie');
        }
        const found = await auth.api.getSession({ headers });
        // Shared by the requests the memo answers: frozen, so no route can change it for another.
        return found && { session: found.session, user: Object.freeze(found.user) };
      },
      (found) =>
        found?.user.emailVerified
          ? Math.min(new Date(found.session.expiresAt).getTime(), Date.now() + SESSION_MEMO_MS)
          : 0,
      arrivedAt,
    );
    if (!result || !result.user.emailVerified) {
      return sendError(c, 'unauthenticated', 'Please sign in to continue.');
    }
    c.set('user', result.user);
    c.set('sessionId', result.session.id);
    await next();
  };
}
