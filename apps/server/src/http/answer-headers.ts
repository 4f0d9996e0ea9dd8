import type { Context } from 'hono';
import type { AppEnv, SessionUser } from './app-env';

/** Who may be named in the Content-Security-Policy: the sign-in provider's address, if there is one. */
export interface SecurityHeaderOptions {
  /** HSTS: only when users reach the app over HTTPS (TLS usually ends at the proxy in front). */
  readonly secure: boolean;
  /** The OIDC provider's issuer: its sign-in form posts there (form-action). */
  readonly oidcIssuer?: string | undefined;
}

/**
 * The security headers every answer carries: what Hono's `secureHeaders` middleware sets with the
 * options this app gave it (a test holds the two to the same headers), as one plain object, made
 * once. The policy itself: docs/security.md.
 */
export function securityHeaders({ secure, oidcIssuer }: SecurityHeaderOptions): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // blob: for the web app's Intl warm-up worker (apps/web/src/app/intl-warm-up.ts).
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${oidcIssuer ? ` ${oidcIssuer}` : ''}`,
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'cross-origin-resource-policy': 'same-origin',
    'cross-origin-opener-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(secure ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    'content-security-policy': csp,
  };
}

/**
 * The `cache-control` an answer to `user` gets when its handler set none: what a signed-in user
 * reads is theirs alone, so no cache (browser or shared) may keep it. Undefined for anyone else.
 */
export function readerCacheControl(user: SessionUser | undefined): string | undefined {
  return user ? 'no-store' : undefined;
}

/**
 * Answers made whole: built with every header the middleware adds to an answer once its handler
 * has answered (the request's `answerHeaders`), so that middleware leaves them as they are.
 */
const WHOLE = new WeakSet<Response>();

/** Whether `res` was made by {@link wholeAnswer}: it has its answer headers already. */
export function isWholeAnswer(res: Response): boolean {
  return WHOLE.has(res);
}

/**
 * The `set-cookie` lines of a finished answer. An answer made whole ({@link wholeAnswer}) sets no
 * cookie (its headers are the request's answer headers and its type) and its headers are not read:
 * reading them would turn its plain object into a WHATWG `Headers`, the cost it was made whole to save.
 */
export function cookiesSetBy(res: Response): string[] {
  return WHOLE.has(res) ? [] : res.headers.getSetCookie();
}

/**
 * A 200 answer with every header the middleware would add afterwards already on it, as one plain
 * object: the server writes such headers as they are. Through `c.body` and the middleware's own
 * additions, each answer's headers became a WHATWG `Headers` (every name and value checked, kept
 * sorted) that was set fourteen times and then read back into an object (measured then, decision
 * 019). For an answer to a request whose body was read: a refusal may still need
 * `connection: close` added afterwards (app.ts), which then takes the slow way.
 */
export function wholeAnswer(c: Context<AppEnv>, body: string | Uint8Array, contentType: string): Response {
  const headers: Record<string, string> = { ...c.get('answerHeaders'), 'content-type': contentType };
  const cacheControl = readerCacheControl(c.get('user'));
  if (cacheControl) headers['cache-control'] = cacheControl;
  const res = new Response(body, { status: 200, headers });
  WHOLE.add(res);
  return res;
}
