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

/**
 * Opens PGlite's thread in memory, as the server starts it, from the ready-made database when there
 * is one; `open` makes of it what the caller needs. When there is none yet, it keeps the database
 * `open` leaves behind as the ready-made one, for every later open.
 */
async function openFromTemplate<T>(migrated: boolean, open: (thread: Promise<PgliteThread>) => Promise<T>) {
  const file = templateFile(migrated);
  const template = readTemplate(file);
  const thread = openPgliteThread(null, PGLITE_START_PARAMS, template ? { loadDataDir: template } : {});
  const opened = await open(thread);
  if (!template) keep(file, await (await thread).dump());
  return opened;
}

/** PGlite's thread on an empty database (PostgreSQL's own only), for tests that make their own tables. */
export function openEmptyPgliteThread(): Promise<PgliteThread> {
  return openFromTemplate(false, (thread) => thread);
}

/** The server's in-memory database (openDatabase with dataDir null), migrated and empty. */
export function openTestPglite(): Promise<Database> {
  return openFromTemplate(true, (thread) => openDatabase({ kind: 'pglite', dataDir: null, thread }));
}
