import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Logger } from 'pino';
import { batched, type BatchedOptions } from './batched';
import { createIdentityReadCache, type IdentityMemos } from './identity-read-cache';
import { listenForIdentityChanges, type IdentityNotices } from './identity-notices';
import { answerIdentityReadsFromCache } from './cached-reads';
import { openEmbeddedThread, PGLITE_START_PARAMS, type PgliteThread } from './pglite-thread';
import { ridingSnapshotWrites } from './round-riders';
import * as schema from './schema';
import {
  NEXT_SNAPSHOT_SERIAL,
  numbersGiven,
  pushSnapshotParams,
  snapshotInsertText,
  type SnapshotInsert,
  type SnapshotWrite,
} from './snapshot-insert';
import type { WrittenContent } from './fast-save';

export type { SnapshotInsert } from './snapshot-insert';
export type { WrittenContent } from './fast-save';

export type Db = ReturnType<typeof drizzlePg<typeof schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** The next snapshot serial: unique across servers, increasing, with gaps (see snapshotSerials). */
  nextSnapshotSerial(): Promise<number>;
  /**
   * Writes one snapshot row outside any transaction, answered with the number its workspace's
   * counter gave it once it is committed. Rows written at the same time share one multi-row insert
   * (db/batched.ts). With `written` (a Calculate's, db/fast-save.ts), the inputs and outputs are
   * stored as that text rather than written again (their jsonb encoder's `JSON.stringify`); without,
   * as drizzle's insert stores the row's values.
   */
  insertSnapshot(row: SnapshotInsert, written?: WrittenContent): Promise<number>;
  /**
   * Where the session guard's and the workspace check's memos come from: on PGlite the identity read
   * cache (db/identity-read-cache.ts), on PostgreSQL the notices of every server's writes to the
   * identity tables (db/identity-notices.ts).
   */
  identityMemos: IdentityMemos;
  /** PostgreSQL only: the listener behind {@link identityMemos} (its state and counts). */
  identityNotices: IdentityNotices | null;
  close(): Promise<void>;
}

/** The committed migrations (SQL files and `meta/_journal.json`), applied at start-up. */
export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export type DatabaseTarget =
  | {
      kind: 'pglite';
      dataDir: string | null;
      /** PGlite's thread, already opening on `dataDir` ({@link openEmbeddedThread}; main.ts starts it early). */
      thread?: Promise<PgliteThread>;
    }
  | { kind: 'postgres'; url: string };

/**
 * The session-level advisory lock every server takes around its migrations ('embodied' as a bigint),
 * so servers starting together on one empty database migrate one after another (drizzle's migrate
 * alone creates the `drizzle` schema and table concurrently and one server dies on a duplicate key).
 * A string: it does not fit a JavaScript number exactly.
 */
export const MIGRATION_LOCK_KEY = '7308606000857703780';

/** {@link PGLITE_START_PARAMS} after PGlite's own, for a PGlite opened on this thread (the bench's ceiling). */
export function pgliteOptions(defaultStartParams: readonly string[]): PGliteOptions {
  return { startParams: [...defaultStartParams, ...PGLITE_START_PARAMS] };
}

/** Runs one statement with parameters on the database's own client (PGlite's thread or the pool). */
type RawQuery = (text: string, params: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>;

/**
 * The embedded database's health check counts a statement answered this recently as its ping
 * (docs/decisions/019-event-loop-and-hot-reads.md). PostgreSQL's ping takes any free connection of
 * the pool, so it always sends its statement.
 */
export const PING_ANSWERED_WITHIN_MS = 250;

/**
 * Group commit of the Calculates' snapshot rows, one statement at a time (on PostgreSQL, while the
 * listening connection does not listen; otherwise they ride its rounds, db/round-riders.ts): on
 * PGlite because it runs one anyway; on PostgreSQL because the server's thread, not the database, is what limits it there,
 * and every statement costs that thread a write and a read on a socket: one at a time, the rows that
 * wait meanwhile go together (a fifth fewer transactions per Calculate than four at a time, with as
 * many Calculates answered; decision 019). At most 64 rows a statement on PostgreSQL (well
 * within its 65,535 parameters, 12 columns a row). On PGlite at most 16 rows: with
 * PGlite on its own thread a statement costs the server's thread only a message, so smaller
 * batches answered as many Calculates, and the health check's ping waits behind a shorter statement.
 * (On the server's own thread, 16 rows had cost a quarter of the throughput; decision 019.)
 */
const SNAPSHOT_BATCH: Record<Database['kind'], BatchedOptions> = {
  pglite: { concurrency: 1, maxBatch: 16 },
  postgres: { concurrency: 1, maxBatch: 64 },
};

/**
 * The group commit on the database's own client (db/snapshot-insert.ts writes its statement). On
 * PostgreSQL this is the way while the listening connection is not listening; otherwise the rows
 * ride its rounds (db/round-riders.ts).
 */
function snapshotWriter(
  query: RawQuery,
  kind: Database['kind'],
): (row: SnapshotInsert, written?: WrittenContent) => Promise<number> {
  const write = batched<SnapshotWrite, number>(async (rows) => {
    const params: unknown[] = [];
    pushSnapshotParams(params, rows, { jsonbAsBytes: kind === 'postgres' });
    const { rows: given } = await query(snapshotInsertText(rows.length), params);
    return numbersGiven(rows, given);
  }, SNAPSHOT_BATCH[kind]);
  return (row, written) => write({ row, written });
}

const NEXT_SERIALS = (count: number) =>
  sql`select ${sql.raw(NEXT_SNAPSHOT_SERIAL)} as n from generate_series(1, ${count}::int)`;

/**
 * Snapshot serials come from the snapshot table's identity sequence, so they are unique whoever
 * draws them. On PostgreSQL they ride the listening connection's rounds (db/round-riders.ts); this
 * is their way while it does not listen: the Calculates waiting at the same time share one
 * statement (db/batched.ts). On PGlite, which one process owns, the server draws 32 at a time and
 * hands them out in order: one statement less per Calculate. The ones a server had drawn and not
 * used when it stops are skipped, like a number whose transaction rolled back (docs/deploy.md).
 */
function drawnSerials(db: Db): () => Promise<number> {
  const draw = batched<void, number>(
    async (calls) => {
      const r = await db.execute<{ n: string | number }>(NEXT_SERIALS(calls.length));
      return r.rows.map((row) => Number(row.n)).sort((a, b) => a - b);
    },
    // One statement at a time, as the group commit's inserts (SNAPSHOT_BATCH).
    { concurrency: 1, maxBatch: 64 },
  );
  return () => draw(undefined);
}

function snapshotSerials(db: Db, block: number): () => Promise<number> {
  const ready: number[] = [];
  let drawing: Promise<void> | null = null;
  return async () => {
    while (ready.length === 0) {
      drawing ??= db
        .execute<{ n: string | number }>(NEXT_SERIALS(block))
        .then((r) => {
          ready.push(...r.rows.map((row) => Number(row.n)).sort((a, b) => a - b));
        })
        .finally(() => {
          drawing = null;
        });
      await drawing;
    }
    return ready.shift()!;
  };
}

/** Runs `fn` holding the migration lock on one connection (`query`), and always releases it. */
async function withMigrationLock<T>(query: (text: string) => Promise<unknown>, fn: () => Promise<T>): Promise<T> {
  await query(`select pg_advisory_lock(${MIGRATION_LOCK_KEY}::bigint)`);
  try {
    return await fn();
  } finally {
    await query(`select pg_advisory_unlock(${MIGRATION_LOCK_KEY}::bigint)`);
  }
}

/**
 * PostgreSQL: migrate on one dedicated connection, outside the pool, that holds the lock throughout
 * (the lock is per connection, so the pool's connections never hold it). Ending that connection
 * releases the lock even if the unlock itself failed, and a server that dies mid-migration releases
 * it with its connection; its migration transaction rolls back and the next server applies it.
 */
async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  // A failure while no query runs would be emitted as 'error' (a crash unhandled); the next query fails anyway.
  client.on('error', () => {});
  await client.connect();
  try {
    await withMigrationLock(
      (text) => client.query(text),
      () => migratePg(drizzlePg(client, { schema }), { migrationsFolder }),
    );
  } finally {
    await client.end();
  }
}

/**
 * Opens the database and applies the committed migrations.
 * PGlite (embedded PostgreSQL) in `<dataDir>/pglite` by default, or in memory when dataDir is null (tests);
 * a real PostgreSQL when a URL is given. Both run the same schema and migrations.
 */
export async function openDatabase(
  target: DatabaseTarget,
  opts: { logger?: Pick<Logger, 'warn' | 'error' | 'info'> } = {},
): Promise<Database> {
  if (target.kind === 'postgres') {
    await migratePostgres(target.url);
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection that breaks (PostgreSQL restarted, or an administrator ended it) is dropped
    // from the pool; without a listener its 'error' event would crash the process.
    pool.on('error', (err) => opts.logger?.warn({ err }, 'an idle database connection failed; it was dropped'));
    const db = drizzlePg(pool, { schema });
    let notices: IdentityNotices;
    try {
      notices = await listenForIdentityChanges(target.url, opts.logger);
    } catch (err) {
      await pool.end();
      throw err;
    }
    return {
      db,
      kind: 'postgres',
      async ping() {
        await db.execute(sql`select 1`);
      },
      ...ridingSnapshotWrites(notices, (text, params) => pool.query(text, params), {
        nextSnapshotSerial: drawnSerials(db),
        insertSnapshot: snapshotWriter((text, params) => pool.query(text, params), 'postgres'),
      }),
      identityMemos: notices,
      identityNotices: notices,
      async close() {
        await notices.close();
        await pool.end();
      },
    };
  }
  const client = await (target.thread ?? openEmbeddedThread(target.dataDir, opts.logger));
  // The guard's identity reads are answered from memory until a statement might change them.
  const identityCache = createIdentityReadCache();
  answerIdentityReadsFromCache(client, identityCache);
  // drizzle's PGlite driver reaches its client only through query and transaction, which the
  // thread provides; both drizzle drivers share the query-builder API, typed against node-postgres's.
  const asPglite = client as unknown as PGlite;
  const db = drizzlePglite(asPglite, { schema }) as unknown as Db;
  try {
    // One process owns a PGlite folder (see data-dir-lock.ts); the lock keeps both paths the same.
    await withMigrationLock(
      (text) => client.query(text),
      () => migratePglite(drizzlePglite(asPglite, { schema }), { migrationsFolder }),
    );
  } catch (err) {
    await client.close();
    throw err;
  }
  return {
    db,
    kind: 'pglite',
    async ping() {
      // Under load the thread answers statements all the time, and a ping would wait behind the one
      // running (the single thread runs one at a time): an answer in the last quarter second says
      // the database answers. Otherwise (an idle server, or a statement running for longer) the
      // ping goes before the statements waiting, and waits for at most the one running.
      if (client.answeredWithin(PING_ANSWERED_WITHIN_MS)) return;
      await client.urgentQuery('select 1');
    },
    nextSnapshotSerial: snapshotSerials(db, 32),
    insertSnapshot: snapshotWriter((text, params) => client.query(text, params), 'pglite'),
    identityMemos: identityCache,
    identityNotices: null,
    close: () => client.close(),
  };
}
