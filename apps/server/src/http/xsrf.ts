import { timingSafeEqual } from 'node:crypto';
import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { sendError } from './app-error';
import type { AppEnv } from './app-env';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function same(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Double-submit anti-forgery (the seed's behaviour): a state-changing /api call made with the session
 * cookie must carry X-XSRF-TOKEN equal to the XSRF-TOKEN cookie. Bearer calls carry no ambient
 * credential and are exempt; /api/auth keeps better-auth's own origin check.
 * Every response sets the cookie when the browser has none, so the SPA can read it.
 */
export function xsrfProtection(opts: { secure: boolean; sessionCookieNames: string[] }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const cookie = getCookie(c, XSRF_COOKIE);
    const path = c.req.path;
    const needsCheck =
      !SAFE_METHODS.has(c.req.method) &&
      path.startsWith('/api/') &&
      !path.startsWith('/api/auth/') &&
      !/^bearer\s/i.test(c.req.header('authorization') ?? '') &&
      opts.sessionCookieNames.some((name) => getCookie(c, name) !== undefined);
    if (needsCheck) {
      const header = c.req.header(XSRF_HEADER);
      if (!cookie || !header || !same(cookie, header)) {
        return sendError(
          c,
          'forbidden',
          `This request is missing its anti-forgery token: send header ${XSRF_HEADER} equal to the ${XSRF_COOKIE} cookie, or reload the page.`,
        );
      }
    }
    await next();
    if (!cookie) {
      setCookie(c, XSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'Lax',
        secure: opts.secure,
        httpOnly: false,
      });
    }
  };
}
