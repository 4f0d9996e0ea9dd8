import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgliteThread } from './pglite-thread';
import { asc, gt, sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database, Db } from './database';
import { snapshotContentHash, storedContent } from './stored-content';
import { snapshot } from './schema';
import * as schema from './schema';

/**
 * Backups of the embedded database (`npm run backup`, `npm run restore`) and what they share with
 * `npm run migrate-to-postgres`. A backup is PGlite's own image of its data folder (a gzipped tar of
 * `<DATA_DIR>/pglite`), opened again with `PGlite.create({ loadDataDir })`. docs/deploy.md ("Backups and moving to PostgreSQL").
 */

/** Every table of the product, parents before children, each with the key that orders its rows. */
export const PRODUCT_TABLES = [
  { name: 'user', key: 'id' },
  { name: 'account', key: 'id' },
  { name: 'session', key: 'id' },
  { name: 'verification', key: 'id' },
  { name: 'organisation', key: 'id' },
  { name: 'profile', key: 'user_id' },
  { name: 'avatar', key: 'user_id' },
  // Before the snapshots: a copied snapshot keeps its number, and the trigger then leaves the
  // workspace's counter where it was (it counts past deleted numbers too).
  { name: 'snapshot_counter', key: 'workspace' },
  { name: 'snapshot', key: 'serial' },
  { name: 'share_link', key: 'token' },
  { name: 'deleted_snapshot', key: 'serial' },
  { name: 'organisation_member', key: 'organisation_id, user_id' },
  { name: 'invitation', key: 'id' },
  { name: 'project', key: 'id' },
  { name: 'audit_event', key: 'id' },
  { name: 'account_throttle', key: 'key' },
  { name: 'api_token', key: 'id' },
  { name: 'custom_product', key: 'id' },
  { name: 'takeoff', key: 'id' },
  { name: 'takeoff_mapping', key: 'workspace, kind, source' },
  { name: 'rate_limit', key: 'id' },
] as const;

export type ProductTable = (typeof PRODUCT_TABLES)[number]['name'];

/** The sequence behind `snapshot.serial` (its identity column, named when it was `number`: 0000_initial.sql). */
export const SNAPSHOT_SEQUENCE = 'snapshot_number_seq';

/** Where PGlite keeps its files inside a data folder (db/database.ts opens the same). */
export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/** True when the data folder holds an embedded database (PostgreSQL's PG_VERSION marks a data folder). */
export function hasEmbeddedDatabase(dataDir: string): boolean {
  return existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION'));
}

/** The entries of a folder, none if it does not exist. */
export function folderEntries(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/** `embodied-2026-11-23T16-40-00Z.tar.gz`: UTC, to the second, no colons (safe in every file system). */
export function backupFileName(at: Date): string {
  return `embodied-${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z.tar.gz`;
}

/** The PGlite instance behind an embedded database opened with openDatabase(). */
export function pgliteClientOf(database: Database): PgliteThread {
  if (database.kind !== 'pglite') throw new Error('not an embedded database');
  // drizzle keeps its client as $client; the Db type names node-postgres's, this one is PGlite's thread.
  return (database.db as unknown as { $client: PgliteThread }).$client;
}

/**
 * A gzipped tarball of a PGlite instance's data folder, safe to take while the instance serves.
 * PGlite builds the tarball under its query mutex and reads the files in one synchronous pass: no
 * statement runs while they are read, so the image is exactly what a crash at that instant would
 * leave. Every transaction committed before it is in the data files or in the WAL (which is in the
 * image); a transaction still open has no commit record and is rolled back when the image is opened,
 * as after a crash. The CHECKPOINT first writes committed pages into the data files, so opening the
 * image replays little WAL; consistency does not depend on it.
 */
export async function dumpPglite(client: PGlite | PgliteThread): Promise<Buffer> {
  // On its own thread PGlite makes the same image there (db/pglite-worker.mjs).
  if ('dump' in client) return client.dump();
  await client.exec('checkpoint');
  const blob = await client.dumpDataDir('gzip');
  return Buffer.from(await blob.arrayBuffer());
}

/**
 * Opens a backup image: in memory (to check it), or written into `dir` (a restore). PGlite refuses
 * a folder that already holds a database.
 */
export async function openImage(image: Buffer, dir?: string): Promise<PGlite> {
  const file = new File([image], 'pgdata.tar.gz', { type: 'application/x-gzip' });
  // Loaded here, not at the top: the server itself runs PGlite on its own thread (db/pglite-thread.ts).
  const { PGlite } = await import('@electric-sql/pglite');
  return PGlite.create({ dataDir: dir, loadDataDir: file });
}

export interface DatabaseSummary {
  /** Rows per product table. */
  rows: Record<ProductTable, number>;
  /** Migrations recorded as applied. */
  migrations: number;
  snapshots: {
    count: number;
    maxNumber: number | null;
    /** Numbers whose stored content hash is not the hash of their stored content. */
    badHashes: number[];
  };
}

/** What a database holds: rows per table, and every snapshot's content hash recomputed and compared. */
export async function summarize(db: Db): Promise<DatabaseSummary> {
  const rows = {} as Record<ProductTable, number>;
  for (const t of PRODUCT_TABLES) {
    const r = await db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from "${t.name}"`));
    rows[t.name] = Number(r.rows[0]?.n);
  }
  const m = await db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  const badHashes: number[] = [];
  let maxNumber: number | null = null;
  let count = 0;
  for (let after = 0; ;) {
    const page = await db
      .select()
      .from(snapshot)
      .where(gt(snapshot.serial, after))
      .orderBy(asc(snapshot.serial))
      .limit(500);
    for (const s of page) {
      count++;
      maxNumber = s.serial;
      if (snapshotContentHash(storedContent(s)) !== s.contentHash) badHashes.push(s.serial);
    }
    if (page.length < 500) break;
    after = page[page.length - 1]!.serial;
  }
  return { rows, migrations: Number(m.rows[0]?.n), snapshots: { count, maxNumber, badHashes } };
}

/** {@link summarize} over a PGlite instance (an image opened with {@link openImage}). */
export function summarizePglite(client: PGlite): Promise<DatabaseSummary> {
  return summarize(drizzlePglite(client, { schema }) as unknown as Db);
}

/** The summary as lines for a terminal. */
export function describeSummary(s: DatabaseSummary): string[] {
  const width = Math.max(...PRODUCT_TABLES.map((t) => t.name.length));
  return [
    ...PRODUCT_TABLES.map((t) => `  ${t.name.padEnd(width)}  ${String(s.rows[t.name]).padStart(8)} rows`),
    `  snapshots: ${s.snapshots.count}, highest serial ${s.snapshots.maxNumber ?? '-'}, ` +
      `${s.snapshots.count - s.snapshots.badHashes.length} with a matching content hash`,
    `  migrations applied: ${s.migrations}`,
  ];
}
