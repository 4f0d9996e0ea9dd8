// @ts-check
/**
 * The embedded database's own thread: PGlite runs here, and the server's thread sends it statements
 * (db/pglite-thread.ts). Plain JavaScript so that it starts as it is under `npm start`'s bundle, under
 * tsx and under vitest alike; its one dependency, PGlite, is loaded from node_modules.
 *
 * Messages in: { id, op: 'query' | 'exec' | 'begin' | 'end' | 'dump' | 'close', tx?, ... }.
 * Messages out: { id, ok: true, value } or { id, ok: false, error } (the error's own fields copied,
 * so a PostgreSQL error keeps its code, detail and constraint on the other side).
 */
import { Blob } from 'node:buffer';
import { setImmediate } from 'node:timers';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

if (!parentPort) throw new Error('pglite-worker.mjs runs as a worker thread');
const port = parentPort;

/** @type {unknown} */
const started = workerData;
/**
 * What db/pglite-thread.ts starts the thread with; startParams are added after PGlite's own, and
 * loadDataDir (a tarball of a data folder) takes initdb's place in an empty one.
 */
const options = /** @type {{ dataDir: string | null, startParams: string[], loadDataDir?: Uint8Array }} */ (started);

/**
 * A message from the server's thread (db/pglite-thread.ts).
 * @typedef {object} Message
 * @property {number} id
 * @property {'query' | 'exec' | 'begin' | 'end' | 'dump' | 'close'} op
 * @property {string} [text]
 * @property {unknown[]} [params]
 * @property {{ rowMode?: 'array' | 'object', asText?: number[] }} [options]
 * @property {number} [tx] the transaction the statement belongs to (the id of its 'begin')
 * @property {boolean} [urgent]
 * @property {boolean} [commit]
 */

/** @param {unknown} value */
const keep = (value) => value;

/**
 * The options a caller gave PGlite's query, rebuilt here: the row mode, and the types whose text is
 * handed over as it is (drizzle's parsers, which are all the identity).
 * @param {{ rowMode?: 'array' | 'object', asText?: number[] } | undefined} sent
 * @returns {import('@electric-sql/pglite').QueryOptions | undefined}
 */
function queryOptions(sent) {
  if (!sent) return undefined;
  /** @type {import('@electric-sql/pglite').QueryOptions} */
  const built = {};
  if (sent.rowMode) built.rowMode = sent.rowMode;
  if (sent.asText?.length) built.parsers = Object.fromEntries(sent.asText.map((oid) => [oid, keep]));
  return built;
}

/** @param {unknown} err */
function describeError(err) {
  if (!(err instanceof Error)) return { message: String(err) };
  /** @type {Record<string, unknown>} */
  const copy = { name: err.name, message: err.message, stack: err.stack };
  for (const [key, value] of Object.entries(err)) {
    if (value === undefined || typeof value === 'function') continue;
    copy[key] = typeof value === 'object' && value !== null ? String(value) : value;
  }
  return copy;
}

/**
 * @param {number} id
 * @param {() => Promise<unknown>} work
 * @param {(value: unknown) => ArrayBuffer[]} [transfer]
 * @returns {Promise<void>} settled once the answer is posted
 */
function answer(id, work, transfer) {
  return work().then(
    (value) => port.postMessage({ id, ok: true, value }, transfer?.(value) ?? []),
    (err) => port.postMessage({ id, ok: false, error: describeError(err) }),
  );
}

/** What ends a transaction's callback when the server's side asks for a rollback (never sent back). */
const ROLLBACK = new Error('rolled back as asked');

/**
 * Open transactions, by the id of the message that began them: the handle their statements use and
 * the way to end them. PGlite holds its one connection for the transaction, so statements sent
 * without it wait until it ends.
 * @type {Map<number, { tx: import('@electric-sql/pglite').Transaction, finish(commit: boolean): void, settled: Promise<unknown> }>}
 */
const open = new Map();

/**
 * A tarball as PGlite's loadDataDir takes it: gzipped ones (the thread's own dumps) are named so.
 * @param {Uint8Array} bytes
 */
function tarball(bytes) {
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  return new Blob([bytes], { type: gzipped ? 'application/gzip' : 'application/x-tar' });
}

const client = await PGlite.create(options.dataDir ?? undefined, {
  startParams: [...PGlite.defaultStartParams, ...options.startParams],
  ...(options.loadDataDir ? { loadDataDir: tarball(options.loadDataDir) } : {}),
});

/**
 * @param {number | undefined} tx
 * @returns {Pick<import('@electric-sql/pglite').Transaction, 'query' | 'exec'>}
 */
function handle(tx) {
  if (tx === undefined) return client;
  const entry = open.get(tx);
  if (!entry) throw new Error(`transaction ${tx} is not open`);
  return entry.tx;
}

/**
 * Statements outside a transaction run one at a time, in the order they came, except that an urgent
 * one (the health check's ping) goes before those still waiting: it waits for at most the one that
 * runs. A transaction is one turn from its BEGIN to its end; its own statements run on its handle.
 * @type {(() => Promise<unknown>)[]}
 */
const normal = [];
/** @type {(() => Promise<unknown>)[]} */
const first = [];
let running = false;
let scheduled = false;

// A turn starts in the loop's check phase, after the messages that arrived meanwhile were read:
// PGlite answers within the microtasks of the message that asked, so a turn started at once would
// always run before a later urgent message could be seen.
function schedule() {
  if (running || scheduled || (first.length === 0 && normal.length === 0)) return;
  scheduled = true;
  setImmediate(() => {
    scheduled = false;
    const turn = first.shift() ?? normal.shift();
    if (!turn) return;
    running = true;
    void turn().finally(() => {
      running = false;
      schedule();
    });
  });
}

/**
 * @param {boolean} urgent
 * @param {() => Promise<unknown>} turn
 */
function enqueue(urgent, turn) {
  (urgent ? first : normal).push(turn);
  schedule();
}

/**
 * Runs one message's work, in a turn unless it belongs to an open transaction, and answers it.
 * @param {Message} msg
 * @param {() => Promise<unknown>} work
 * @param {(value: unknown) => ArrayBuffer[]} [transfer]
 */
function run(msg, work, transfer) {
  if (msg.tx !== undefined) void answer(msg.id, work, transfer);
  // The next turn starts once this one's answer is on its way.
  else enqueue(Boolean(msg.urgent), () => answer(msg.id, work, transfer));
}

port.on('message', (/** @type {Message} */ msg) => {
  switch (msg.op) {
    case 'query':
      run(msg, async () => handle(msg.tx).query(String(msg.text), msg.params, queryOptions(msg.options)));
      return;
    case 'exec':
      run(msg, async () => handle(msg.tx).exec(String(msg.text), queryOptions(msg.options)));
      return;
    case 'begin':
      // The turn lasts until the transaction has ended, however it ends.
      enqueue(false, () => {
        let began = false;
        // The callback runs once PGlite has its connection and has said BEGIN; the transaction stays
        // open until an 'end' message settles the promise it returns.
        const settled = client.transaction(
          (tx) =>
            new Promise((resolve, reject) => {
              began = true;
              const finish = (/** @type {boolean} */ commit) => (commit ? resolve(undefined) : reject(ROLLBACK));
              open.set(msg.id, { tx, finish, settled });
              port.postMessage({ id: msg.id, ok: true, value: msg.id });
            }),
        );
        return settled.catch((err) => {
          if (!began) port.postMessage({ id: msg.id, ok: false, error: describeError(err) });
        });
      });
      return;
    case 'end':
      void answer(msg.id, async () => {
        const tx = Number(msg.tx);
        const entry = open.get(tx);
        if (!entry) throw new Error(`transaction ${tx} is not open`);
        open.delete(tx);
        entry.finish(Boolean(msg.commit));
        try {
          await entry.settled;
        } catch (err) {
          if (err !== ROLLBACK) throw err;
        }
        return null;
      });
      return;
    case 'dump':
      run(
        msg,
        async () => {
          await client.exec('checkpoint');
          const blob = await client.dumpDataDir('gzip');
          return await blob.arrayBuffer();
        },
        (value) => [/** @type {ArrayBuffer} */ (value)],
      );
      return;
    case 'close':
      run(msg, async () => {
        await client.close();
        return null;
      });
      return;
    default:
      port.postMessage({ id: msg.id, ok: false, error: { message: `unknown operation ${String(msg.op)}` } });
  }
});

port.postMessage({ ready: true });
