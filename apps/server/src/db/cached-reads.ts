import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { isCacheableRead, type IdentityReadCache } from './identity-read-cache';
import type { PgliteThread } from './pglite-thread';

/**
 * Puts the identity read cache (db/identity-read-cache.ts) in front of PGlite's thread: a read it can
 * answer never leaves this thread, and every other statement, inside a transaction too, is shown to
 * it before it is sent and again once it has run.
 *
 * drizzle (and better-auth through it) and our own code reach PGlite through `query`, `exec` and
 * `transaction`; those three are replaced on the thread's handle, so nothing reaches the database
 * without passing here.
 *
 * Statements are sent at once; the thread runs them one at a time, in the order they came (urgent
 * ones first). A read sent before a write may therefore answer after the write was sent: its answer
 * is kept only if no statement that might change an identity row was seen since the read was sent.
 */
export function answerIdentityReadsFromCache(client: PgliteThread, cache: IdentityReadCache): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);

  /** A statement that may change rows: the cache forgets before it runs and again once it has run. */
  const write = <T>(text: string, run: () => Promise<T>): Promise<T> => {
    cache.saw(text);
    return run().finally(() => cache.saw(text));
  };

  client.query = <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    if (isCacheableRead(text)) {
      const hit = cache.get(text, params, options);
      if (hit !== undefined) return Promise.resolve(hit as Results<T>);
      const since = cache.generation;
      return query<T>(text, params, options).then((result) => {
        cache.set(text, params, options, result, since);
        return result;
      });
    }
    return write(text, () => query<T>(text, params, options));
  };
  client.exec = (text: string, options?: QueryOptions) => write(text, () => exec(text, options));
  client.transaction = <T>(fn: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      // Inside, statements go to the transaction's own handle: the cache hears of them there.
      const seen = Object.create(tx) as Transaction;
      seen.query = (<R>(text: string, params?: unknown[], options?: QueryOptions) =>
        write(text, () => tx.query<R>(text, params, options))) as Transaction['query'];
      seen.exec = (text: string, options?: QueryOptions) => write(text, () => tx.exec(text, options));
      return fn(seen);
    });
}
