import { API_TOKEN_RATE_LIMIT_PER_MINUTE, tokenAccessOf, type ApiTokenScope } from '@embodied/contracts';
import type { SecurityRequirement } from './openapi-document';
import { needsSignIn } from './require-session';
import { XSRF_COOKIE, XSRF_HEADER } from './xsrf';

/* The document's security schemes and each operation's security requirements (openapi-finish.ts). */

/** The better-auth session cookie (with the `__Secure-` prefix when PUBLIC_URL is https; app.ts). */
export const SESSION_COOKIE = 'better-auth.session_token';

export const SECURITY_SCHEMES = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      `The HttpOnly session cookie that signing in sets (POST /api/auth/sign-in/email, or the web app's sign-in page). ` +
      `Named __Secure-${SESSION_COOKIE} when the server's PUBLIC_URL is https. ` +
      `A call that changes something (POST, PUT, DELETE) with this cookie must also send ${XSRF_HEADER}.`,
  },
  xsrfHeader: {
    type: 'apiKey',
    in: 'header',
    name: XSRF_HEADER,
    description:
      `Anti-forgery token for calls made with the session cookie that change something: the value of the ${XSRF_COOKIE} cookie ` +
      `the server sets next to the session cookie (an HMAC of the session, so a made-up value fails with 403). ` +
      'Not needed on GET, nor with a bearer token.',
  },
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A personal API token (`emb_…`), created on the profile page (or POST /api/user/tokens with the session cookie) ' +
      'and sent as `Authorization: Bearer <token>`; no anti-forgery header. Its scope is `read` (the GET operations on ' +
      'lookups and snapshots, and verifying an export) or `read+calculate` (also the calculators and recalculating a ' +
      "snapshot); each operation names the scope it needs (contracts' TOKEN_ACCESS). Tokens are refused (403) on " +
      'account, profile and token management, deleting snapshots and share links. ' +
      `At most ${API_TOKEN_RATE_LIMIT_PER_MINUTE} calls a minute per token (429). ` +
      "A session's own token (the set-auth-token header of a sign-in answer) is also accepted as a bearer, with the session's access.",
  },
} as const;

type SchemeName = keyof typeof SECURITY_SCHEMES;

export const isSafe = (method: string) => ['get', 'head', 'options'].includes(method.toLowerCase());

/**
 * The scope a personal API token needs for the call, or undefined when no token may make it: the
 * guard's own table (contracts' TOKEN_ACCESS, which closes a route it does not list).
 */
export function bearerScopeOf(method: string, path: string): ApiTokenScope | undefined {
  if (!needsSignIn(path)) return undefined;
  const access = tokenAccessOf(method, path);
  return access === 'never' ? undefined : access;
}

/** The operation's security requirements (alternatives): none for public operations. */
export function securityOf(method: string, path: string): SecurityRequirement[] {
  if (!needsSignIn(path)) return [];
  const cookie: { [S in SchemeName]?: string[] } = isSafe(method)
    ? { sessionCookie: [] }
    : { sessionCookie: [], xsrfHeader: [] };
  const scope = bearerScopeOf(method, path);
  return [cookie, ...(scope ? [{ bearerAuth: [scope] }] : [])];
}
