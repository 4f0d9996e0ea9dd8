import type { MiddlewareHandler } from 'hono';
import { sendError } from './http/app-error';
import { setOnAnswer } from './http/finished-response';

/**
 * Where an instance is in its life, as the HTTP layer and the shutdown see it:
 *
 * - serving: ready.
 * - draining (after SIGTERM, for DRAIN_SECONDS): /api/ready answers 503 so a balancer that polls it
 *   stops sending; every request is still served, each answer with `Connection: close` so kept-alive
 *   connections end after it and reconnect elsewhere.
 * - stopped (the database is about to close): nothing reaches a route any more; a request still
 *   arriving is answered 503 without touching the database.
 *
 * It also counts the requests being handled, so the shutdown can wait for the last handler to finish
 * (even one whose connection was cut) before it closes the database.
 */
export class Lifecycle {
  draining = false;
  stopped = false;
  private active = 0;
  private readonly waiters = new Set<() => void>();

  get inFlight(): number {
    return this.active;
  }

  /**
   * The middleware that counts the requests being handled. Only the one that gives every answer its
   * headers and logs it runs before it (app.ts).
   */
  middleware(): MiddlewareHandler {
    return async (c, next) => {
      if (this.stopped) {
        c.header('connection', 'close');
        return sendError(c, 'unavailable', 'The server is shutting down; try again.');
      }
      this.active++;
      try {
        await next();
        if (this.draining) setOnAnswer(c, 'connection', 'close');
      } finally {
        if (--this.active === 0) for (const wake of [...this.waiters]) wake();
      }
    };
  }

  /** Resolves true when no request is being handled, or false once `timeoutMs` have passed first. */
  idle(timeoutMs: number): Promise<boolean> {
    if (this.active === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.waiters.delete(wake);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.waiters.delete(wake);
        resolve(false);
      }, timeoutMs);
      this.waiters.add(wake);
    });
  }
}
