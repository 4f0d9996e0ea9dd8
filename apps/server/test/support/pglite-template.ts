import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrationsFolder, openDatabase, type Database } from '../../src/db/database';
import { openPgliteThread, PGLITE_START_PARAMS, type PgliteThread } from '../../src/db/pglite-thread';

/**
 * In-memory PGlite for the tests, opened from a ready-made database instead of from nothing.
 *
 * A fresh in-memory PGlite runs initdb (3–4.5 s here), then our migrations. The tests open dozens of
 * them, and that was a large part of the unit and API tests' time in CI (docs/testing.md,
 * "A ready-made database for the PGlite tests"). So the first open runs both for real, dumps the
 * result (PGlite's own tarball of its data folder, as the backups make it), and every later open
 * unpacks that tarball in initdb's place (about 1 s). The tarball is kept in the system's temporary
 * folder, so later test files, in other processes, use it too.
 *
 * Its name carries a hash of everything its contents depend on: PGlite's version and the migrations
 * (every file of the migrations folder). A changed migration or PGlite is a new name, so a stale
 * database is never used. Migrations still run on every open, as at a real start: on a ready-made
 * database they find everything applied.
 */

/** PGlite's installed version, from its package.json (which its exports do not list): the folder above its entry. */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}
const PGLITE_VERSION = pgliteVersion();

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? filesUnder(full) : [full];
    });
}

/** The tarball's file for these migrations, this PGlite and, when `migrated` is false, no migrations at all. */
function templateFile(migrated: boolean): string {
  const hash = createHash('sha256').update(`pglite ${PGLITE_VERSION}\n`);
  if (migrated) {
    for (const file of filesUnder(migrationsFolder)) {
      hash.update(`${path.relative(migrationsFolder, file)}\n`).update(readFileSync(file));
    }
  }
  const kind = migrated ? 'migrated' : 'empty';
  return path.join(tmpdir(), `embodied-pglite-${kind}-${hash.digest('hex').slice(0, 16)}.tar.gz`);
}

/** Written under a name of its own, then renamed: a process reading it never sees half a file. */
function keep(file: string, bytes: Buffer) {
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
}

const loaded = new Map<string, Buffer>();

function readTemplate(file: string): Buffer | undefined {
  const cached = loaded.get(file);
  if (cached) return cached;
  if (!existsSync(file)) return undefined;
  const bytes = readFileSync(file);
  loaded.set(file, bytes);
  return bytes;
}

/** PGlite's thread in memory, as the server starts it, on an empty database (PostgreSQL's own only). */
export async function openEmptyPgliteThread(
  options: Omit<NonNullable<Parameters<typeof openPgliteThread>[2]>, 'loadDataDir'> = {},
): Promise<PgliteThread> {
  const file = templateFile(false);
  const template = readTemplate(file);
  if (template) return openPgliteThread(null, PGLITE_START_PARAMS, { ...options, loadDataDir: template });
  const thread = await openPgliteThread(null, PGLITE_START_PARAMS, options);
  keep(file, await thread.dump());
  return thread;
}

/** The server's in-memory database (openDatabase with dataDir null), migrated and empty. */
export async function openTestPglite(): Promise<Database> {
  const file = templateFile(true);
  const template = readTemplate(file);
  if (template) {
    const thread = openPgliteThread(null, PGLITE_START_PARAMS, { loadDataDir: template });
    return openDatabase({ kind: 'pglite', dataDir: null, thread });
  }
  const thread = await openPgliteThread(null, PGLITE_START_PARAMS);
  const database = await openDatabase({ kind: 'pglite', dataDir: null, thread: Promise.resolve(thread) });
  keep(file, await thread.dump());
  return database;
}
