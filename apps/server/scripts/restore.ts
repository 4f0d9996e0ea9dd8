/**
 * `npm run restore -- FILE [--data-dir DIR]`: an image made by `npm run backup` becomes the embedded
 * database of DIR (default: DATA_DIR, else ./data), which must be empty (or not exist yet) and
 * must not be in use by a server. `npm start` on DIR then serves the same data. docs/deploy.md ("Backups and moving to PostgreSQL").
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describeSummary, folderEntries, openImage, pgliteDir, summarizePglite } from '../src/db/backup';
import { CliError, dataDirFrom, lockForCommand, megabytes, parse, run } from './lib/cli';

const USAGE = `Usage: npm run restore -- FILE [--data-dir DIR]

Restores a backup made by npm run backup into DIR (default: DATA_DIR, else ./data).
DIR must be empty or not exist, and no server may be running on it.`;

async function main() {
  const { values, positionals } = parse(USAGE, { 'data-dir': { type: 'string' } });
  if (positionals.length !== 1) throw new CliError(`name one backup file.\n\n${USAGE}`);
  const file = path.resolve(positionals[0]!);
  if (!existsSync(file)) throw new CliError(`There is no file ${file}.`);
  const dataDir = dataDirFrom(values['data-dir']);
  const started = Date.now();

  const lock = lockForCommand(dataDir, 'Nothing was restored: stop the server, or restore into another, empty folder.');
  try {
    const present = folderEntries(dataDir).filter((e) => e !== 'server.lock');
    if (present.length > 0) {
      throw new CliError(
        `${dataDir} is not empty (it holds ${present.slice(0, 8).join(', ')}${present.length > 8 ? ', …' : ''}). ` +
          'Nothing was restored: restore only into an empty or new folder.',
      );
    }
    const image = readFileSync(file);
    const dir = pgliteDir(dataDir);
    try {
      const client = await openImage(image, dir);
      try {
        const summary = await summarizePglite(client);
        if (summary.snapshots.badHashes.length > 0) {
          throw new Error(
            `snapshots whose content hash does not match their content: ${summary.snapshots.badHashes.join(', ')}`,
          );
        }
        console.log(
          `Restored ${file} (${megabytes(image.length)}) into ${dataDir} in ${((Date.now() - started) / 1000).toFixed(1)} s:`,
        );
        for (const line of describeSummary(summary)) console.log(line);
        console.log(`Serve it with: DATA_DIR=${dataDir} npm start`);
      } finally {
        await client.close();
      }
    } catch (err) {
      rmSync(dir, { recursive: true, force: true }); // the folder was empty: leave it so
      if (err instanceof Error) throw new CliError(`${file} could not be restored: ${err.message}`);
      throw err;
    }
  } finally {
    lock.release();
  }
}

run('restore', main);
