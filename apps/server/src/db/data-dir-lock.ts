import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock of its own: two processes opening one data folder corrupt it.
 * We take an exclusive lock file (created with O_EXCL) holding our PID. A lock whose PID is no
 * longer running is stale (the holder crashed) and is taken over.
 */
export class DataDirLockedError extends Error {
  constructor(
    public readonly dir: string,
    public readonly pid: number,
  ) {
    super(
      `The data folder ${dir} is already in use by another Embodied server (process ${pid}). ` +
        'Stop that server first, or point this one at another folder with DATA_DIR.',
    );
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface DataDirLock {
  release(): void;
}

export function lockDataDir(dir: string): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          rmSync(file, { force: true });
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(pid) && pid !== process.pid && isRunning(pid)) throw new DataDirLockedError(dir, pid);
      rmSync(file, { force: true }); // stale lock from a process that died
    }
  }
  throw new Error(`Could not take the lock on ${dir}`);
}
