import type { MiddlewareHandler } from 'hono';
import type { AppEnv, WaitOutside } from './app-env';

/**
 * How many API calls do their work at once. Under a burst, the server's thread otherwise starts the
 * work of every request that has arrived in each turn of its event loop: at 50 connections of
 * Calculates a turn took tens of milliseconds, and a health check waited several turns (p99 72–115 ms
 * in the bench). A Calculate gives its place back while its row waits for the group commit
 * ({@link WaitOutside}), so the places count the thread's own work only: 8 kept the thread as busy as
 * 16 did (measured then, decision 019).
 */
export const ACTIVE_API_REQUESTS = 8;

/** The health and readiness checks: they never wait behind other calls. */
export const isProbe = (path: string) => path === '/api/health' || path === '/api/ready';

/**
 * At most `limit` requests do their work at once; the rest wait their turn, in arrival order,
 * before any of their work starts. A request for which `skip(path)` holds never waits and takes no
 * place. A place is given back when the handler has answered (a streamed body goes on after that),
 * or earlier, when the handler waits outside (`c.var.waitOutside`, {@link WaitOutside}).
 */
export function admission(limit: number, skip: (path: string) => boolean): MiddlewareHandler<AppEnv> {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const nextInLine = waiting.shift();
    // The place passes straight to the next in line: `active` stays the same.
    if (nextInLine) nextInLine();
    else active--;
  };
  return async (c, next) => {
    if (skip(c.req.path)) return next();
    if (active < limit) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    let held = true;
    const giveBack = () => {
      if (!held) return;
      held = false;
      release();
    };
    const waitOutside: WaitOutside = (waitingFor) => {
      giveBack();
      return waitingFor;
    };
    c.set('waitOutside', waitOutside);
    try {
      await next();
    } finally {
      giveBack();
    }
  };
}
