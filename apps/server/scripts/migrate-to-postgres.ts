/**
 * `npm run migrate-to-postgres -- --to URL [--from DIR]`: copies every table of the embedded
 * database in DIR (default: DATA_DIR, else ./data) into the empty PostgreSQL database at URL, in one
 * transaction, checked before it commits (src/db/copy-to-postgres.ts). The server must be stopped.
 * Then start it with DATABASE_URL=URL. docs/deploy.md ("Backups and moving to PostgreSQL").
 */
import { describeSummary, hasEmbeddedDatabase, pgliteClientOf, pgliteDir, PRODUCT_TABLES } from '../src/db/backup';
import { copyToPostgres, TargetNotEmptyError } from '../src/db/copy-to-postgres';
import { openDatabase } from '../src/db/database';
import { CliError, dataDirFrom, lockForCommand, parse, run } from './lib/cli';

const USAGE = `Usage: npm run migrate-to-postgres -- --to postgres://user:password@host:5432/db [--from DIR]

Copies the embedded database in DIR (default: DATA_DIR, else ./data) into an empty PostgreSQL
database. Stop the server first; afterwards start it with DATABASE_URL set to the same URL.`;

/** The URL without its password, for messages. */
function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(not a URL)';
  }
}

async function main() {
  const { values } = parse(USAGE, { to: { type: 'string' }, from: { type: 'string' } });
  const url = values.to;
  if (!url) throw new CliError(`--to is required.\n\n${USAGE}`);
  if (!/^postgres(ql)?:\/\//.test(url)) throw new CliError(`--to must be a postgres:// URL, not ${redact(url)}.`);
  const dataDir = dataDirFrom(values.from);
  if (!hasEmbeddedDatabase(dataDir)) throw new CliError(`There is no embedded database in ${pgliteDir(dataDir)}.`);
  const started = Date.now();

  const lock = lockForCommand(
    dataDir,
    'Stop the server first: its data would change during the copy. Nothing was copied.',
  );
  try {
    console.log(`Copying the embedded database in ${dataDir} to ${redact(url)}`);
    // Brings the source to the committed migrations, as `npm start` would: both sides then match.
    const source = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const summary = await copyToPostgres(pgliteClientOf(source), url, (line) => console.log(`  ${line}`));
      const total = PRODUCT_TABLES.reduce((n, t) => n + summary.rows[t.name], 0);
      console.log(
        `Done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${total} rows copied and committed, ` +
          'each table checked (row count and digest of every row):',
      );
      for (const line of describeSummary(summary.target)) console.log(line);
      console.log(`  the next snapshot gets number ${summary.nextSnapshotNumber}`);
      console.log('Start the server on it with DATABASE_URL set to that URL (and the same AUTH_SECRET).');
    } finally {
      await source.close();
    }
  } catch (err) {
    if (err instanceof TargetNotEmptyError) throw new CliError(`${err.message} Nothing was copied.`);
    if (err instanceof Error && !(err instanceof CliError)) {
      throw new CliError(`the copy failed: ${err.message}. Nothing was committed to the target.`);
    }
    throw err;
  } finally {
    lock.release();
  }
}

run('migrate-to-postgres', main);
