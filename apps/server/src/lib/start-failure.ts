/**
 * Why the server could not start, in words, when the cause is the machine's and not the code's: a
 * full disk, a folder it may not write. The embedded database runs in WebAssembly, whose file
 * errors arrive as Emscripten's numbers (`ErrnoError`, errno 51 for a full disk), not Node's codes.
 */

/** Node's error codes and Emscripten's errno numbers for the same conditions, with what to say. */
const FILE_PROBLEMS: ReadonlyArray<{ code: string; errno: number; words: (dir: string) => string }> = [
  {
    code: 'ENOSPC',
    errno: 51,
    words: (dir) =>
      `no space left on the disk that holds the data folder ${dir}. Free some space there, or point DATA_DIR at a folder on another disk, and start again.`,
  },
  {
    code: 'EDQUOT',
    errno: 19,
    words: (dir) =>
      `the disk quota of this user is used up on the disk that holds the data folder ${dir}. Free some space, or point DATA_DIR elsewhere.`,
  },
  {
    code: 'EACCES',
    errno: 2,
    words: (dir) =>
      `permission denied: this user may not write in the data folder ${dir}. Give it write access, or point DATA_DIR at a folder it owns.`,
  },
  {
    code: 'EPERM',
    errno: 63,
    words: (dir) =>
      `operation not permitted in the data folder ${dir}. Give this user write access to it, or point DATA_DIR at a folder it owns.`,
  },
  {
    code: 'EROFS',
    errno: 69,
    words: (dir) =>
      `the data folder ${dir} is on a read-only file system. Point DATA_DIR at a folder on a writable disk.`,
  },
];

function problemOf(err: unknown, depth = 0): (typeof FILE_PROBLEMS)[number] | undefined {
  if (err === null || typeof err !== 'object' || depth > 4) return undefined;
  const e = err as { code?: unknown; errno?: unknown; name?: unknown; cause?: unknown };
  const byCode = typeof e.code === 'string' ? FILE_PROBLEMS.find((p) => p.code === e.code) : undefined;
  if (byCode) return byCode;
  // Emscripten's file errors: a name of ErrnoError and a positive errno (Node's errnos are negative).
  if (e.name === 'ErrnoError' && typeof e.errno === 'number') {
    const byErrno = FILE_PROBLEMS.find((p) => p.errno === e.errno);
    if (byErrno) return byErrno;
  }
  return problemOf(e.cause, depth + 1);
}

/** The sentence to print when `err` stopped the start for a reason of the disk; undefined otherwise. */
export function startFailureInWords(err: unknown, dataDir: string): string | undefined {
  const problem = problemOf(err);
  return problem && `Embodied could not start: ${problem.words(dataDir)}`;
}
