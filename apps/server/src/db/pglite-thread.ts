import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type { Logger } from 'pino';

/**
 * PGlite on a thread of its own (db/pglite-worker.mjs), seen from the server's thread through the
 * calls drizzle, better-auth and our own code make: `query`, `exec` and `transaction`, with PGlite's
 * signatures, and the image a backup takes.
 *
 * PGlite runs PostgreSQL compiled to WebAssembly, synchronously, on whichever thread holds it. On the
 * server's thread every statement, and PGlite's own work of serialising parameters and reading rows,
 * kept the event loop from sockets and timers; under load that was a third of the thread's time and
 * its longest stalls (docs/decisions/019-event-loop-and-hot-reads.md). Here the server's thread only
 * posts a message and later reads the answer, and PostgreSQL runs beside it on the machine's other
 * core.
 *
 * What crosses between the threads is copied (the structured clone): parameters and rows are plain
 * values, and an error comes back as an Error with the database's fields on it (`code`, `detail`,
 * `constraint`, …). A query's options cannot carry functions across; the only ones callers pass are
 * drizzle's parsers, which hand the text of some types over unparsed, and those are sent as the list
 * of such types. Any other parser or serializer is refused loudly rather than dropped.
 */
export interface PgliteThread {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string, options?: QueryOptions): Promise<Results[]>;
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Runs one statement before every other that waits on the database's thread (the health check's ping). */
  urgentQuery(text: string): Promise<Results>;
  /**
   * Whether the thread is running and answered a statement without error in the last `ms`
   * milliseconds: proof that the database answers which costs no statement (the health check's,
   * under load).
   */
  answeredWithin(ms: number): boolean;
  /** A gzipped tarball of the data folder after a CHECKPOINT (db/backup.ts, dumpPglite). */
  dump(): Promise<Buffer>;
  close(): Promise<void>;
}

interface Answer {
  id: number;
  ok: boolean;
  value?: unknown;
  error?: Record<string, unknown> & { message: string };
}

/** The worker's file, beside this one: plain JavaScript, so it starts the same under every runner. */
const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url);

/** Options as they cross to the worker: the row mode and the types whose text is kept. */
function sendable(options: QueryOptions | undefined): { rowMode?: 'array' | 'object'; asText?: number[] } | undefined {
  if (!options) return undefined;
  const { rowMode, parsers, serializers, ...rest } = options;
  const unknownKeys = Object.keys(rest).filter((k) => (rest as Record<string, unknown>)[k] !== undefined);
  if (unknownKeys.length || (serializers && Object.keys(serializers).length)) {
    throw new Error(`query options the database thread cannot take: ${[...unknownKeys, 'serializers'].join(', ')}`);
  }
  const asText: number[] = [];
  for (const [oid, parse] of Object.entries(parsers ?? {}) as [string, (text: string, typeId: number) => unknown][]) {
    // drizzle's parsers keep the text as it is; anything else would need to run on the other thread.
    if (parse('2026-01-02 03:04:05', Number(oid)) !== '2026-01-02 03:04:05') {
      throw new Error(`a parser for type ${oid} that changes the value cannot cross to the database thread`);
    }
    asText.push(Number(oid));
  }
  return { ...(rowMode ? { rowMode } : {}), ...(asText.length ? { asText } : {}) };
}

function toError(described: Answer['error']): Error {
  const { message, name, stack, ...fields } = described ?? { message: 'the database thread failed' };
  const err = new Error(message);
  if (typeof name === 'string') err.name = name;
  if (typeof stack === 'string') err.stack = stack;
  return Object.assign(err, fields);
}

/**
 * How the server starts PGlite: PGlite's own start parameters, with PostgreSQL's buffer cache at
 * 16 MB instead of the 128 MB initdb chose. PGlite reads its files through Node, so the operating
 * system's file cache still holds them; the buffer cache inside the WebAssembly memory only counted
 * twice. Measured on this machine (a 20,000-row table of 3 kB rows): resident memory 190 against
 * 301 MB on opening and 227 against 387 MB after the inserts, with the same insert and random-read
 * rates (decision 019).
 */
export const PGLITE_START_PARAMS = ['-c', 'shared_buffers=16MB'];

/**
 * The server's embedded database: PGlite on a thread of its own ({@link openPgliteThread}) in
 * `<dataDir>/pglite` (or in memory when dataDir is null), with {@link PGLITE_START_PARAMS}, its stop
 * logged. The server's thread stays free for sockets and timers while PostgreSQL works. The caller
 * holds the data folder's lock (db/data-dir-lock.ts).
 */
export function openEmbeddedThread(dataDir: string | null, logger?: Pick<Logger, 'error'>): Promise<PgliteThread> {
  let dir: string | null = null;
  if (dataDir) {
    dir = path.join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  return openPgliteThread(dir, PGLITE_START_PARAMS, {
    onStopped: (err) =>
      logger?.error({ err }, 'the embedded database stopped; every request that needs it fails until a restart'),
  });
}

/**
 * Starts PGlite on its own thread, in `dataDir` (created by the caller) or in memory, and answers once
 * it is open. A PGlite that fails to open (a damaged folder) rejects with its own error.
 * `loadDataDir`, a tarball {@link PgliteThread.dump} made, is unpacked into the empty data folder
 * before PostgreSQL starts, in place of initdb (the tests' ready-made database, test/support/pglite-template.ts).
 *
 * Should the thread stop other than by `close()` (PGlite aborted, out of memory), every statement
 * waiting for it and every later one fails with that reason, so the health check answers 503 and
 * the platform restarts the server; `onStopped` hears of it once. `resourceLimits` caps the thread's
 * own JavaScript heap (not PostgreSQL's memory, which is WebAssembly's).
 */
export async function openPgliteThread(
  dataDir: string | null,
  startParams: readonly string[],
  {
    onStopped = () => {},
    resourceLimits,
    loadDataDir,
  }: { onStopped?: (err: Error) => void; resourceLimits?: ResourceLimits; loadDataDir?: Uint8Array } = {},
): Promise<PgliteThread> {
  // execArgv: [] — the thread runs plain JavaScript, and needs none of the loaders the server was
  // started with (tsx in development); V8's flags are the process's own either way.
  const worker = new Worker(WORKER_URL, {
    workerData: { dataDir, startParams, loadDataDir },
    execArgv: [],
    ...(resourceLimits ? { resourceLimits } : {}),
  });
  await threadReady(worker);
  const channel = threadChannel(worker, onStopped);
  const { send } = channel;
  const query = <T>(tx: number | undefined, text: string, params?: unknown[], options?: QueryOptions, urgent = false) =>
    statement<Results<T>>(send, { op: 'query', tx, text, params, urgent }, options);
  const exec = (tx: number | undefined, text: string, options?: QueryOptions) =>
    statement<Results[]>(send, { op: 'exec', tx, text }, options);

  return {
    query: (text, params, options) => query(undefined, text, params, options),
    exec: (text, options) => exec(undefined, text, options),
    urgentQuery: (text) => query(undefined, text, undefined, undefined, true),
    answeredWithin: channel.answeredWithin,
    transaction: (fn) => threadTransaction(send, { query, exec }, fn),
    async dump() {
      return Buffer.from(await send<ArrayBuffer>({ op: 'dump' }));
    },
    async close() {
      if (!channel.startClosing()) return;
      try {
        await send({ op: 'close' });
      } finally {
        await worker.terminate();
      }
    },
  };
}

/** Resolves once the worker has opened PGlite; rejects with its error, or if it stops first. */
function threadReady(worker: Worker): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onError = (err: Error) => reject(err);
    const onExit = (code: number) => reject(new Error(`the database thread stopped while opening (exit ${code})`));
    worker.once('error', onError);
    worker.once('exit', onExit);
    worker.once('message', (msg: { ready?: boolean }) => {
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (msg.ready) resolve();
      else reject(new Error('the database thread did not start'));
    });
  });
}

/** Posts a message to the database's thread and answers with the thread's answer to it. */
type Send = <T>(message: Record<string, unknown>, transfer?: ArrayBuffer[]) => Promise<T>;

/**
 * The messages to and from an open database thread: each message sent is answered by the answer of
 * its id. Should the thread stop other than by closing, every message waiting and every later one
 * fails with that reason, and `onStopped` hears of it once.
 */
function threadChannel(worker: Worker, onStopped: (err: Error) => void) {
  const waiting = new Map<number, { resolve(value: unknown): void; reject(err: Error): void }>();
  let nextId = 1;
  let gone: Error | null = null;
  let closing = false;
  /** When the last answer without error came (`performance.now()`). */
  let lastAnswered = Number.NEGATIVE_INFINITY;

  const failAll = (err: Error) => {
    if (!gone && !closing) onStopped(err);
    gone ??= err;
    for (const w of waiting.values()) w.reject(err);
    waiting.clear();
  };

  worker.on('message', (msg: Answer) => {
    const w = waiting.get(msg.id);
    if (!w) return;
    waiting.delete(msg.id);
    if (msg.ok) {
      lastAnswered = performance.now();
      w.resolve(msg.value);
    } else w.reject(toError(msg.error));
  });
  worker.on('error', (err) => failAll(err));
  worker.on('exit', (code) => failAll(new Error(`the database thread stopped (exit ${code})`)));

  const send: Send = <T>(message: Record<string, unknown>, transfer?: ArrayBuffer[]): Promise<T> => {
    if (gone) return Promise.reject(gone);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: (value) => resolve(value as T), reject });
      try {
        worker.postMessage({ ...message, id }, transfer ?? []);
      } catch (err) {
        // A parameter that cannot be copied (a function, a class instance with private state, …).
        waiting.delete(id);
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    });
  };

  return {
    send,
    /** {@link PgliteThread.answeredWithin}. */
    answeredWithin: (ms: number) => !gone && !closing && performance.now() - lastAnswered <= ms,
    /** Marks the thread as closing; false when it was closing or stopped already. */
    startClosing(): boolean {
      if (gone || closing) return false;
      closing = true;
      return true;
    },
  };
}

/** Sends a statement with its options made sendable; options that cannot cross reject it. */
function statement<R>(send: Send, message: Record<string, unknown>, options: QueryOptions | undefined): Promise<R> {
  let sent;
  try {
    sent = sendable(options);
  } catch (err) {
    return Promise.reject(err instanceof Error ? err : new Error(String(err)));
  }
  return send<R>({ ...message, options: sent });
}

/** A statement on the database's thread, in a transaction (its id) or outside (undefined). */
interface ThreadStatements {
  readonly query: <T>(
    tx: number | undefined,
    text: string,
    params?: unknown[],
    options?: QueryOptions,
  ) => Promise<Results<T>>;
  readonly exec: (tx: number | undefined, text: string, options?: QueryOptions) => Promise<Results[]>;
}

/**
 * A transaction begun on the worker, whose callback holds PGlite's connection until this side sends
 * its end: commit when `fn` succeeds, rollback when it throws.
 */
async function threadTransaction<T>(
  send: Send,
  { query, exec }: ThreadStatements,
  fn: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const id = await send<number>({ op: 'begin' });
  let closed = false;
  const tx = {
    query: <R>(text: string, params?: unknown[], options?: QueryOptions) =>
      closed ? Promise.reject(new Error('the transaction has ended')) : query<R>(id, text, params, options),
    exec: (text: string, options?: QueryOptions) =>
      closed ? Promise.reject(new Error('the transaction has ended')) : exec(id, text, options),
    get closed() {
      return closed;
    },
  } as unknown as Transaction;
  let result: T;
  try {
    result = await fn(tx);
  } catch (err) {
    closed = true;
    // The caller learns why its work failed, even if the rollback cannot be sent (the thread
    // has stopped, and the transaction with it).
    await send({ op: 'end', tx: id, commit: false }).catch(() => {});
    throw err;
  }
  closed = true;
  await send({ op: 'end', tx: id, commit: true });
  return result;
}

/** The PGlite methods this thread stands in for, for code typed against PGlite (copy-to-postgres). */
export type PgliteLike = Pick<PGlite, 'query' | 'exec'>;
