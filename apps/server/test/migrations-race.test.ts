import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATION_LOCK_KEY, openDatabase, type Database } from '../src/db/database';
import { dropDatabase } from './support/drop-database';

const base = process.env.TEST_DATABASE_URL;
/** The migrations drizzle applies: the journal's entries. */
const migrationFiles = (
  JSON.parse(
    readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle/meta/_journal.json'), 'utf8'),
  ) as { entries: unknown[] }
).entries;

async function admin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

const INSTANCES = 4;

// Needs a real PostgreSQL: several servers racing on one empty database is what this is about.
describe.skipIf(!base)(
  `${INSTANCES} servers starting at once on one empty PostgreSQL database${base ? '' : ' (skipped: TEST_DATABASE_URL is not set)'}`,
  () => {
    const name = `embodied_race_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    let url = '';
    const opened: Database[] = [];

    beforeAll(async () => {
      await admin(base!, (c) => c.query(`create database ${name}`));
      const u = new URL(base!);
      u.pathname = `/${name}`;
      url = u.toString();
    });

    afterAll(async () => {
      await Promise.allSettled(opened.map((d) => d.close()));
      await admin(base!, (c) => dropDatabase(c, name));
    });

    it('all open, the migrations are applied exactly once, and no connection keeps the migration lock', async () => {
      const results = await Promise.allSettled(
        Array.from({ length: INSTANCES }, () => openDatabase({ kind: 'postgres', url })),
      );
      for (const r of results) if (r.status === 'fulfilled') opened.push(r.value);
      const failures = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
      expect(failures).toEqual([]);

      await admin(url, async (c) => {
        const applied = await c.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
        expect(applied.rows).toHaveLength(migrationFiles.length);
        expect(new Set(applied.rows.map((r) => r.hash)).size).toBe(migrationFiles.length);
        const schemas = await c.query(`select 1 from pg_namespace where nspname = 'drizzle'`);
        expect(schemas.rowCount).toBe(1);
        const snapshotTable = await c.query<{ t: string | null }>(`select to_regclass('public.snapshot')::text as t`);
        expect(snapshotTable.rows[0]!.t).toBe('snapshot');
        // The lock is released once migrate is done: nobody holds or waits for it.
        const locks = await c.query(
          `select 1 from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
        );
        expect(locks.rowCount).toBe(0);
        // And it is free to take now.
        const free = await c.query<{ ok: boolean }>('select pg_try_advisory_lock($1::bigint) as ok', [
          MIGRATION_LOCK_KEY,
        ]);
        expect(free.rows[0]!.ok).toBe(true);
        await c.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]);
      });

      // Every instance works.
      for (const d of opened) await d.ping();
    }, 60_000);

    it('a server starting while another holds the migration lock waits for it, then opens', async () => {
      let released = false;
      const holder = new pg.Client({ connectionString: url });
      await holder.connect();
      try {
        await holder.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
        const opening = openDatabase({ kind: 'postgres', url }).then((d) => {
          opened.push(d);
          return released;
        });
        await new Promise((r) => setTimeout(r, 500));
        released = true;
        await holder.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]);
        expect(await opening).toBe(true); // it finished only after the lock was released
      } finally {
        await holder.end();
      }
    }, 30_000);
  },
);

describe('the migration lock on PGlite', () => {
  it('is released once the migrations are applied (no advisory lock is left in the session)', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      const locks = (await database.db.execute(
        sql`select objid from pg_locks where locktype = 'advisory'`,
      )) as unknown as { rows: unknown[] };
      expect(locks.rows).toEqual([]);
      const applied = (await database.db.execute(sql`select hash from drizzle.__drizzle_migrations`)) as unknown as {
        rows: unknown[];
      };
      expect(applied.rows).toHaveLength(migrationFiles.length);
    } finally {
      await database.close();
    }
  });
});
