import type { PgliteLike } from './pglite-thread';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { PRODUCT_TABLES, SNAPSHOT_SEQUENCE, summarize, type DatabaseSummary, type ProductTable } from './backup';
import { openDatabase, type Db } from './database';
import * as schema from './schema';

/**
 * `npm run migrate-to-postgres`: every row of an embedded database copied into an empty PostgreSQL
 * database, in one transaction, and checked there before it commits. docs/deploy.md ("Backups and moving to PostgreSQL").
 *
 * Rows travel as PostgreSQL's own JSON of them (`row_to_json`) and are read back into the same
 * table type (`json_populate_recordset`): each value goes through PostgreSQL's text output and input
 * functions, so timestamps, jsonb, bytea and bigint arrive exactly as they were, with no JavaScript
 * type in between. Then each table's rows, in key order, must give the same digest on both sides.
 */

/** The target holds something: nothing was written to it. */
export class TargetNotEmptyError extends Error {}

/** Relations a freshly migrated database has besides the product's tables. */
const MIGRATION_TABLE = 'drizzle.__drizzle_migrations';

/** Rows per INSERT (avatars are at most a few hundred kB each). */
const BATCH_ROWS = 200;

const q = (name: string) => `"${name}"`;

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  c.on('error', () => {}); // a broken idle connection fails the next query instead
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/**
 * Refuses a target that is not empty: any relation other than the product's tables and the
 * migrations table, or any row in a product table. Read-only; runs before anything is migrated.
 */
export async function assertTargetEmpty(c: pg.ClientBase): Promise<void> {
  const relations = await c.query<{ name: string; kind: string }>(
    `select n.nspname || '.' || c.relname as name, c.relkind as kind
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'f')
        and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
      order by 1`,
  );
  const ours = new Set([...PRODUCT_TABLES.map((t) => `public.${t.name}`), MIGRATION_TABLE]);
  const foreign = relations.rows.map((r) => r.name).filter((n) => !ours.has(n));
  if (foreign.length > 0) {
    throw new TargetNotEmptyError(
      `The target database is not empty: it has ${foreign.slice(0, 10).join(', ')}${foreign.length > 10 ? ', …' : ''}. ` +
        'Migrate into a new, empty database.',
    );
  }
  const present = new Set(relations.rows.map((r) => r.name));
  const withRows: string[] = [];
  for (const t of PRODUCT_TABLES) {
    if (!present.has(`public.${t.name}`)) continue;
    const r = await c.query<{ any: boolean }>(`select exists (select 1 from ${q(t.name)}) as any`);
    if (r.rows[0]?.any) withRows.push(t.name);
  }
  if (withRows.length > 0) {
    throw new TargetNotEmptyError(
      `The target database already holds data (in ${withRows.join(', ')}). Migrate into a new, empty database.`,
    );
  }
}

/** Column names and types per product table, to check that both sides have the same schema. */
async function columns(query: (text: string) => Promise<{ rows: unknown[] }>): Promise<string> {
  const r = await query(
    `select table_name || '.' || column_name || ':' || data_type as c from information_schema.columns
      where table_schema = 'public' order by table_name, ordinal_position`,
  );
  return (r.rows as { c: string }[])
    .map((x) => x.c)
    .filter((c) => PRODUCT_TABLES.some((t) => c.startsWith(`${t.name}.`)))
    .join('\n');
}

/** The same SQL on both sides: the MD5 of a table's rows as JSON, in key order. */
/** The ORDER BY of a table's key (one column, or several separated by ", "). */
const orderOf = (t: (typeof PRODUCT_TABLES)[number]) =>
  t.key
    .split(', ')
    .map((k) => `t.${q(k)}`)
    .join(', ');

const digestSql = (t: (typeof PRODUCT_TABLES)[number]) =>
  `select count(*)::int as n, md5(coalesce(string_agg(row_to_json(t)::text, E'\\n' order by ${orderOf(t)}), '')) as digest
     from ${q(t.name)} t`;

export interface CopySummary {
  /** Rows copied per table (each checked: same count and digest on both sides). */
  rows: Record<ProductTable, number>;
  /** The target after the copy, inside the transaction: every snapshot's hash recomputed. */
  target: DatabaseSummary;
  /** The serial the target's next snapshot gets (its number comes from its workspace's counter). */
  nextSnapshotNumber: number;
}

/**
 * Copies every product table of an open, migrated PGlite instance into the empty PostgreSQL
 * database at `url`: refuses a non-empty target before touching it, applies the committed
 * migrations there, then copies and checks in one transaction, so a failure leaves no row behind.
 * The caller holds the data folder's lock, so nothing writes to the source meanwhile.
 */
export async function copyToPostgres(
  source: PgliteLike,
  url: string,
  log: (line: string) => void = () => {},
): Promise<CopySummary> {
  await withClient(url, assertTargetEmpty);
  log('the target is empty; applying the migrations there');
  const migrated = await openDatabase({ kind: 'postgres', url });
  await migrated.close();

  // Timestamps with a time zone print in the session's zone: the same on both sides.
  await source.exec(`set timezone = 'UTC'`);
  const sourceColumns = await columns((text) => source.query(text));

  return withClient(url, async (c) => {
    await c.query('begin');
    try {
      await c.query(`set local timezone = 'UTC'`);
      // No server on the target may write while we copy (or between the check and the copy).
      await c.query(`lock table ${PRODUCT_TABLES.map((t) => q(t.name)).join(', ')} in access exclusive mode`);
      await assertTargetEmpty(c);
      if ((await columns((text) => c.query(text))) !== sourceColumns) {
        throw new Error(
          'The source and the target tables differ after both were migrated (a server of another version?). Nothing was copied.',
        );
      }

      const rows = {} as Record<ProductTable, number>;
      for (const t of PRODUCT_TABLES) {
        const all = await source.query<{ j: string }>(
          `select row_to_json(t)::text as j from ${q(t.name)} t order by ${orderOf(t)}`,
        );
        // snapshot.serial and audit_event.id are identity columns: keep every value as it was.
        const overriding = t.name === 'snapshot' || t.name === 'audit_event' ? 'overriding system value' : '';
        for (let i = 0; i < all.rows.length; i += BATCH_ROWS) {
          const batch = `[${all.rows
            .slice(i, i + BATCH_ROWS)
            .map((r) => r.j)
            .join(',')}]`;
          await c.query(
            `insert into ${q(t.name)} ${overriding} select * from json_populate_recordset(null::${q(t.name)}, $1::json)`,
            [batch],
          );
        }
        const [from] = (await source.query<{ n: number; digest: string }>(digestSql(t))).rows;
        const [to] = (await c.query<{ n: number; digest: string }>(digestSql(t))).rows;
        if (!from || !to || from.n !== all.rows.length || to.n !== from.n || to.digest !== from.digest) {
          throw new Error(
            `${t.name}: the copy differs from the source (${to?.n} rows, digest ${to?.digest}; ` +
              `source ${from?.n} rows, digest ${from?.digest}). Nothing was committed.`,
          );
        }
        rows[t.name] = to.n;
        log(`copied ${t.name}: ${to.n} rows`);
      }

      // New snapshots continue after every number the source ever gave out (deleted ones included).
      const seq = (
        await source.query<{ last_value: number; is_called: boolean }>(
          `select last_value::int, is_called from ${SNAPSHOT_SEQUENCE}`,
        )
      ).rows[0];
      const issued = seq?.is_called ? seq.last_value : 0;
      const max = (await c.query<{ m: number | null }>('select max(serial) as m from snapshot')).rows[0]?.m ?? 0;
      const nextSnapshotNumber = Math.max(issued, max) + 1;
      // ALTER … RESTART is transactional (unlike setval): a rollback leaves the sequence untouched.
      await c.query(`alter table snapshot alter column serial restart with ${nextSnapshotNumber}`);
      const lastEvent =
        (await c.query<{ m: number | null }>('select max(id)::int as m from audit_event')).rows[0]?.m ?? 0;
      await c.query(`alter table audit_event alter column id restart with ${lastEvent + 1}`);

      const target = await summarize(drizzlePg(c, { schema }) as unknown as Db);
      if (target.snapshots.badHashes.length > 0) {
        throw new Error(
          `snapshots whose content hash does not match their content after the copy: ${target.snapshots.badHashes
            .slice(0, 20)
            .join(', ')}. Nothing was committed.`,
        );
      }
      for (const t of PRODUCT_TABLES) {
        if (target.rows[t.name] !== rows[t.name]) throw new Error(`${t.name}: row count changed during the copy`);
      }
      await c.query('commit');
      return { rows, target, nextSnapshotNumber };
    } catch (err) {
      await c.query('rollback').catch(() => {});
      throw err;
    }
  });
}
