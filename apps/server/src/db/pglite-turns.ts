import type { PGlite, Transaction } from '@electric-sql/pglite';
import { isCacheableRead, type IdentityReadCache } from './identity-read-cache';

/**
 * Takes turns at an embedded database (PGlite) so the server's event loop never waits on it.
 *
 * PGlite runs PostgreSQL on the server's own thread and answers a query synchronously inside a
 * promise. Under load, one request's query resolves, its continuation starts the next query, and so
 * on: the whole chain runs as microtasks, and sockets, timers and the health check wait until it
 * ends (the bench measured event-loop stalls of 170–400 ms and a health p99 of seconds at 50
 * connections). Here every call waits for a macrotask turn (`setImmediate`) before it runs, one at
 * a time, so the loop serves I/O between any two statements; and a call marked urgent (the health
 * check's ping) goes before the calls still waiting, so it waits for at most the one that is running.
 *
 * With a cache (db/identity-read-cache.ts), a read it can answer does not queue at all, and every other
 * statement, inside a transaction too, is shown to it before it runs and again once it has run.
 *
 * One at a time is what PGlite does anyway (it has one connection and a mutex); the queue only
 * decides the order and lets the loop breathe. A transaction is one turn: the statements inside it
 * use the transaction's own handle and do not queue again.
 */
export interface PgliteTurns {
  /** Runs one statement in the next free turn, before every non-urgent call that waits. */
  urgentQuery(text: string): Promise<unknown>;
  /** Calls waiting for a turn (not counting the one running). */
  readonly waiting: number;
}

type Turn = () => void;

export function takeTurns(client: PGlite, cache?: IdentityReadCache): PgliteTurns {
  const normal: Turn[] = [];
  const first: Turn[] = [];
  let running = false;
  let scheduled = false;

  const next = () => {
    scheduled = false;
    const turn = first.shift() ?? normal.shift();
    if (turn) {
      running = true;
      turn();
    }
  };
  const schedule = () => {
    if (!running && !scheduled && (first.length || normal.length)) {
      scheduled = true;
      setImmediate(next);
    }
  };
  const enqueue = <T>(fn: () => Promise<T>, urgent: boolean): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      (urgent ? first : normal).push(() => {
        // A call that throws before its promise exists still frees the turn.
        const result = Promise.resolve().then(fn);
        result.then(resolve, reject).finally(() => {
          running = false;
          schedule();
        });
      });
      schedule();
    });

  // drizzle (and better-auth through it) and our own code reach PGlite through these three calls.
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  type Query = typeof query;
  type Exec = typeof exec;

  /** A statement that may change rows: the cache forgets before it runs and again once it has run. */
  const write = <T>(text: string, run: () => Promise<T>): Promise<T> => {
    if (!cache) return run();
    cache.saw(text);
    return run().finally(() => cache.saw(text));
  };

  client.query = ((text: string, params?: unknown[], options?: Parameters<Query>[2]) => {
    if (cache && isCacheableRead(text)) {
      const hit = cache.get(text, params, options);
      if (hit !== undefined) return Promise.resolve(hit);
      return enqueue(async () => {
        const result = await query(text, params, options);
        cache.set(text, params, options, result);
        return result;
      }, false);
    }
    return write(text, () => enqueue(() => query(text, params, options), false));
  }) as Query;
  client.exec = (text: string, options?: Parameters<Exec>[1]) =>
    write(text, () => enqueue(() => exec(text, options), false));
  client.transaction = <T>(fn: (tx: Transaction) => Promise<T>) =>
    enqueue(
      () =>
        transaction((tx) => {
          if (!cache) return fn(tx);
          // Inside, statements go to the transaction's own handle: the cache hears of them there.
          const seen = Object.create(tx) as Transaction;
          seen.query = ((text: string, params?: unknown[], options?: Parameters<Query>[2]) =>
            write(text, () => tx.query(text, params, options))) as Transaction['query'];
          seen.exec = (text: string, options?: Parameters<Exec>[1]) => write(text, () => tx.exec(text, options));
          return fn(seen);
        }),
      false,
    );

  return {
    urgentQuery: (text) => enqueue(() => query(text), true),
    get waiting() {
      return first.length + normal.length;
    },
  };
}
