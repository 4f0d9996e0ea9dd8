import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../auth/auth';
import type { AppEnv } from './app-env';
import { sendError } from './app-error';

/** The guard: every product API needs a signed-in, verified user (cookie or bearer token). */
export function requireSession(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const result = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!result || !result.user.emailVerified) {
      return sendError(c, 'unauthenticated', 'Please sign in to continue.');
    }
    c.set('user', result.user);
    c.set('sessionId', result.session.id);
    await next();
  };
}
