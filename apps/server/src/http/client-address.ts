import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from './app-env';

/**
 * The client's address: the socket's, unless TRUST_PROXY names how many proxies stand in front,
 * in which case it is the address that many hops from the right of X-Forwarded-For.
 * better-auth reads the address only from X-Forwarded-For, so we overwrite that header with it:
 * a client cannot pick its own address to dodge the rate limits.
 */
export function clientAddress(c: Context, trustProxy: number): string {
  let socket: string;
  try {
    socket = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process tests call app.request() without a socket.
    socket = '127.0.0.1';
  }
  if (trustProxy <= 0) return socket;
  const chain = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  chain.push(socket);
  return chain[Math.max(0, chain.length - 1 - trustProxy)] ?? socket;
}

export function clientAddressMiddleware(trustProxy: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const address = clientAddress(c, trustProxy);
    c.set('clientAddress', address);
    c.req.raw.headers.set('x-forwarded-for', address);
    await next();
  };
}
