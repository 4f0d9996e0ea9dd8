import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import { sendError } from './app-error';
import { appendOnAnswer } from './finished-response';
import { cookiesSetBy } from './answer-headers';
import type { AppEnv } from './app-env';
import { sendsBearer } from './require-session';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function same(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The anti-forgery token of a session: an HMAC of its session cookie under the server's secret. */
export function xsrfTokenFor(secret: string, sessionCookie: string): string {
  return createHmac('sha256', secret).update(`xsrf\u0001${sessionCookie}`).digest('base64url');
}

/** The session cookie a response starts (sign-in, verification), if it starts one. */
function sessionSetBy(res: Response, names: string[]): string | undefined {
  for (const line of cookiesSetBy(res)) {
    const eq = line.indexOf('=');
    if (!names.includes(line.slice(0, eq))) continue;
    const value = line.slice(eq + 1).split(';', 1)[0] ?? '';
    if (value === '' || /;\s*max-age=0\b/i.test(line)) return undefined;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/**
 * Anti-forgery for cookie sessions: a state-changing /api call made with the session cookie must
 * carry X-XSRF-TOKEN equal to the HMAC of that session cookie under the server secret. The server
 * gives the token to the SPA in the readable XSRF-TOKEN cookie whenever a session starts or the
 * cookie does not match the session; a token made up by the client, or one from another session,
 * fails. Bearer calls carry no ambient credential and are exempt (the guard then ignores their
 * cookies, so a bearer never lends a cookie session to a call); /api/auth keeps better-auth's own
 * origin check.
 */
export function xsrfProtection(opts: {
  secret: string;
  secure: boolean;
  sessionCookieNames: string[];
}): MiddlewareHandler<AppEnv> {
  const sessionCookieOf = (c: Context) =>
    opts.sessionCookieNames.map((name) => getCookie(c, name)).find((v) => v !== undefined && v !== '');
  const give = (c: Context, token: string) =>
    appendOnAnswer(
      c,
      'set-cookie',
      generateCookie(XSRF_COOKIE, token, { path: '/', sameSite: 'Lax', secure: opts.secure, httpOnly: false }),
    );

  return async (c, next) => {
    const cookie = getCookie(c, XSRF_COOKIE);
    const session = sessionCookieOf(c);
    const path = c.req.path;
    const needsCheck =
      session !== undefined &&
      !SAFE_METHODS.has(c.req.method) &&
      path.startsWith('/api/') &&
      !path.startsWith('/api/auth/') &&
      !sendsBearer(c);
    if (needsCheck) {
      const header = c.req.header(XSRF_HEADER);
      if (!header || !same(header, xsrfTokenFor(opts.secret, session))) {
        return sendError(
          c,
          'forbidden',
          `This request is missing its anti-forgery token: send header ${XSRF_HEADER} equal to the ${XSRF_COOKIE} cookie, or reload the page.`,
        );
      }
    }
    await next();
    // Hashed assets are public and cached for a year (static-assets.ts): a cookie on them would keep
    // a shared cache from storing them, or be stored with them. The SPA's page and the API set it.
    if (path.startsWith('/assets/')) return;
    const started = sessionSetBy(c.res, opts.sessionCookieNames);
    const expected =
      started !== undefined
        ? xsrfTokenFor(opts.secret, started)
        : session !== undefined
          ? xsrfTokenFor(opts.secret, session)
          : undefined;
    if (expected !== undefined) {
      if (cookie !== expected) give(c, expected);
    } else if (!cookie && !sendsBearer(c)) {
      // No session yet: a random placeholder, so the SPA always finds the cookie it reads. A call
      // with a bearer token is a program's, not the SPA's: it gets no cookie to keep.
      give(c, randomBytes(24).toString('base64url'));
    }
  };
}
