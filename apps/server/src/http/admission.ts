import type { MiddlewareHandler } from 'hono';

/**
 * How many API calls do their work at once. Under a burst, the server's thread otherwise starts the
 * work of every request that has arrived in each turn of its event loop: at 50 connections of
 * Calculates a turn took tens of milliseconds, and a health check waited several turns (p99 72–115 ms
 * in the bench). With 16 at a time, a turn holds at most 16 requests' work, the health check's p99
 * was 15–23 ms, and the database's thread still has a batch of rows to write whenever it is free
 * (docs/benchmarks.md, "PGlite on its own thread").
 */
export const ACTIVE_API_REQUESTS = 16;

/** The health and readiness checks: they never wait behind other calls. */
export const isProbe = (path: string) => path === '/api/health' || path === '/api/ready';

/**
 * At most `limit` requests do their work at once; the rest wait their turn, in arrival order,
 * before any of their work starts. A request for which `skip(path)` holds never waits and takes no
 * place. A place is given back when the handler has answered (a streamed body goes on after that).
 */
export function admission(limit: number, skip: (path: string) => boolean): MiddlewareHandler {
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
    try {
      await next();
    } finally {
      release();
    }
  };
}
