/**
 * `npm run backup [-- --data-dir DIR] [--out DIR]`: a consistent, restorable copy of the embedded
 * database, `embodied-<UTC time>.tar.gz`, in DIR/backups (or --out), while the server runs or not.
 *
 * - Server running (it holds the data folder's lock): the server makes the image with its own PGlite
 *   instance and sends it over `<DATA_DIR>/backup.sock` (src/db/backup-socket.ts). No second process
 *   ever opens a data folder a server has open.
 * - Server stopped: this command takes the lock (a server starting meanwhile refuses to) and makes
 *   the image itself.
 *
 * Either way the image is opened in memory and checked (every table counted, every snapshot's
 * content hash recomputed) before it gets its final name. docs/deploy.md ("Backups and moving to PostgreSQL").
 */
import { existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  backupFileName,
  describeSummary,
  dumpPglite,
  hasEmbeddedDatabase,
  openImage,
  pgliteDir,
  summarizePglite,
} from '../src/db/backup';
import { NoBackupListenerError, backupSocketPath, requestLiveImage } from '../src/db/backup-socket';
import { DataDirLockedError, lockDataDir } from '../src/db/data-dir-lock';
import { CliError, dataDirFrom, megabytes, parse, run } from './lib/cli';

const USAGE = `Usage: npm run backup [-- --data-dir DIR] [--out DIR]

Writes embodied-<UTC time>.tar.gz, a checked image of the embedded database in DIR
(default: DATA_DIR, else ./data), into --out (default: DIR/backups), while the server runs or not.
Restore it with: npm run restore -- FILE --data-dir EMPTY_DIR`;

/** A server that has just taken the lock opens its database before it listens on the socket. */
const WAIT_FOR_SOCKET_MS = 30_000;

async function liveImage(dataDir: string, pid: number): Promise<Buffer> {
  const deadline = Date.now() + WAIT_FOR_SOCKET_MS;
  for (;;) {
    try {
      return await requestLiveImage(dataDir);
    } catch (err) {
      if (!(err instanceof NoBackupListenerError)) throw err;
      if (Date.now() > deadline) {
        throw new CliError(
          `The server (process ${pid}) holds ${dataDir} but does not answer on ${backupSocketPath(dataDir)}: ` +
            'it may still be starting, or be a version without live backups (stop it and run the backup again).',
        );
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

async function stoppedImage(dataDir: string): Promise<Buffer> {
  const client = await PGlite.create(pgliteDir(dataDir));
  try {
    return await dumpPglite(client);
  } finally {
    await client.close();
  }
}

async function main() {
  const { values } = parse(USAGE, { 'data-dir': { type: 'string' }, out: { type: 'string' } });
  if (process.env.DATABASE_URL && !values['data-dir']) {
    throw new CliError(
      'DATABASE_URL is set: the server uses that PostgreSQL, not an embedded database. Back it up with pg_dump ' +
        '(docs/deploy.md, "Backups and moving to PostgreSQL"), or name the embedded data folder with --data-dir.',
    );
  }
  const dataDir = dataDirFrom(values['data-dir']);
  if (!hasEmbeddedDatabase(dataDir)) throw new CliError(`There is no embedded database in ${pgliteDir(dataDir)}.`);
  const outDir = path.resolve(values.out ?? path.join(dataDir, 'backups'));

  const started = Date.now();
  let image: Buffer;
  let how: string;
  try {
    const lock = lockDataDir(dataDir);
    try {
      image = await stoppedImage(dataDir);
      how = 'no server was running: made by this command, holding the data folder lock';
    } finally {
      lock.release();
    }
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    image = await liveImage(dataDir, err.pid);
    how = `made by the running server (process ${err.pid}) from its own database`;
  }

  mkdirSync(outDir, { recursive: true });
  const at = new Date();
  let name = backupFileName(at);
  for (let i = 2; existsSync(path.join(outDir, name)); i++)
    name = backupFileName(at).replace('.tar.gz', `-${i}.tar.gz`);
  const file = path.join(outDir, name);
  const partial = path.join(outDir, `.${name}.partial`);
  writeFileSync(partial, image, { mode: 0o600 });
  try {
    // Restorable: the image opens, and every snapshot in it still matches its content hash.
    const check = await openImage(image);
    let summary;
    try {
      summary = await summarizePglite(check);
    } finally {
      await check.close();
    }
    if (summary.snapshots.badHashes.length > 0) {
      throw new Error(`snapshots whose content hash does not match: ${summary.snapshots.badHashes.join(', ')}`);
    }
    renameSync(partial, file);
    console.log(
      `Backup written: ${file} (${megabytes(statSync(file).size)}, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    console.log(`  ${how}`);
    console.log('  checked by opening it in memory:');
    for (const line of describeSummary(summary)) console.log(line);
    console.log(`Restore it with: npm run restore -- ${file} --data-dir <an empty folder>`);
  } finally {
    rmSync(partial, { force: true });
  }
}

run('backup', main);
