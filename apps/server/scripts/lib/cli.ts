import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { type DataDirLock, DataDirLockedError, lockDataDir } from '../../src/db/data-dir-lock';

/**
 * What `npm run backup`, `restore` and `migrate-to-postgres` share: their arguments, the data folder
 * (DATA_DIR as the server reads it, default ./data), and how they fail (a sentence, exit code 1).
 */

/** A refusal or failure to print as one sentence, without a stack. */
export class CliError extends Error {}

export function parse<T extends NonNullable<ParseArgsConfig['options']>>(usage: string, options: T) {
  try {
    if (process.argv.includes('--help') || process.argv.includes('-h')) {
      console.log(usage);
      process.exit(0);
    }
    return parseArgs({ options, allowPositionals: true });
  } catch (err) {
    throw new CliError(`${err instanceof Error ? err.message : String(err)}\n\n${usage}`);
  }
}

/** The data folder: the flag, else DATA_DIR, else ./data (as the server resolves it). */
export function dataDirFrom(flag: string | undefined): string {
  return path.resolve(flag ?? process.env.DATA_DIR ?? './data');
}

/**
 * Takes the data folder's lock, which a running server (or a backup) holds; held, the command
 * refuses with `refusal` after the sentence that names the holder: what was not done, what to do.
 */
export function lockForCommand(dataDir: string, refusal: string): DataDirLock {
  try {
    return lockDataDir(dataDir);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      throw new CliError(`${dataDir} is in use by process ${err.pid} (a running server, or a backup). ${refusal}`);
    }
    throw err;
  }
}

export function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

/** Runs a command's main: a CliError prints its message, anything else its stack; both exit 1. */
export function run(name: string, main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      if (err instanceof CliError) console.error(`${name}: ${err.message}`);
      else console.error(`${name} failed:`, err instanceof Error ? (err.stack ?? err.message) : err);
      process.exit(1);
    },
  );
}
