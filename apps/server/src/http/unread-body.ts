import type { IncomingMessage } from 'node:http';
import type { HttpBindings } from '@hono/node-server';

/*
 * A request refused before its body was read (413 by its declared length, 401 on an avatar upload
 * without a session, 403 without the anti-forgery header, 415 …) still has its body on the way.
 * Closing the connection as soon as the answer is written resets it while the client, or a proxy
 * in front, is still sending: the client then never reads the answer, and nginx counts the broken
 * pipe as the instance failing (issue #47: one anonymous client took both instances out of
 * deploy/nginx.conf's upstream). So the rest of such a body is read and dropped, up to a bound
 * (a body larger than any honest client sends, or one that trickles, is cut there), and the client
 * and the proxy receive the answer (`finishUnreadBody`).
 */

/** The most of a refused body read and dropped before the connection is cut. */
export const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;
/** The longest a refused body is read for, from its answer on. */
export const DRAIN_LIMIT_MS = 10_000;

/** The options every Node server of this app is started with (server.ts and the tests' servers). */
export const NODE_SERVER_OPTIONS = {
  // The adapter's own clean-up gives an unread body 500 ms and then cuts the socket, which is the
  // reset this module avoids; `finishUnreadBody` below reads what is left instead.
  autoCleanupIncoming: false,
} as const;

/** Node's request behind a Hono context, when the app runs on @hono/node-server. */
function incomingOf(env: unknown): IncomingMessage | undefined {
  return (env as Partial<HttpBindings> | undefined)?.incoming;
}

/**
 * Reads and drops what is left of `incoming`'s body: resolves true once it ended, false when a
 * bound was reached first (reading then stops, and `onLimit` runs).
 */
function drain(incoming: IncomingMessage, limits: DrainLimits, onLimit: () => void): Promise<boolean> {
  return new Promise((resolve) => {
    let read = 0;
    const stop = (ended: boolean) => {
      clearTimeout(timer);
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('close', onClose);
      resolve(ended);
    };
    const atLimit = () => {
      stop(false);
      incoming.pause();
      onLimit();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > limits.bytes) atLimit();
    };
    const onEnd = () => stop(true);
    const onClose = () => stop(incoming.readableEnded);
    const timer = setTimeout(atLimit, limits.ms);
    timer.unref();
    incoming.on('data', onData);
    incoming.once('end', onEnd);
    incoming.once('close', onClose);
  });
}

export interface DrainLimits {
  bytes: number;
  ms: number;
}

/** A request's context once its handler has answered. */
interface Answered {
  readonly env: unknown;
  readonly res: Response;
}

/**
 * Once a request is answered, deals with whatever of its body is still unread:
 * - on a connection that stays open, the answer goes out now and the rest of the body is read and
 *   dropped behind it (at most {@link DRAIN_LIMIT_BYTES}, for at most {@link DRAIN_LIMIT_MS}; past
 *   either the socket is destroyed);
 * - on a connection that closes after the answer (the client or the proxy sent `Connection: close`,
 *   as nginx does to its upstreams, or the server is stopping), Node would close the socket as soon
 *   as the answer is written, mid-upload, so the body is read first, within the same bounds, and the
 *   returned promise resolves when the answer may go;
 * - a body half read by a stream that stopped (a chunked body over the limit) cannot be drained
 *   here: the answer closes the connection, lest the rest be taken for the next request.
 */
export function finishUnreadBody(
  c: Answered,
  limits: DrainLimits = { bytes: DRAIN_LIMIT_BYTES, ms: DRAIN_LIMIT_MS },
): Promise<unknown> | undefined {
  const incoming = incomingOf(c.env);
  // No body, one read whole, or not on Node (Hono's `app.request` in tests): nothing to do.
  if (!incoming || incoming.readableEnded || incoming.destroyed) return undefined;
  if (incoming.readableDidRead) {
    if (!incoming.complete) c.res.headers.set('connection', 'close');
    return undefined;
  }
  // Every byte arrived and none was read: Node drops the buffered rest itself.
  if (incoming.complete) return undefined;
  const closes =
    incoming.httpVersionMinor === 0 ||
    /\bclose\b/i.test(incoming.headers.connection ?? '') ||
    c.res.headers.get('connection') === 'close';
  if (closes) {
    // Past a bound the answer still goes, and the connection closes after it.
    return drain(incoming, limits, () => c.res.headers.set('connection', 'close'));
  }
  void drain(incoming, limits, () => incoming.socket?.destroy());
  return undefined;
}
