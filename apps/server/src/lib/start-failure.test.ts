import { describe, expect, it } from 'vitest';
import { startFailureInWords } from './start-failure';

describe('startFailureInWords', () => {
  it('names a full disk whether Node or the embedded database (Emscripten) reports it', () => {
    const emscripten = Object.assign(new Error(''), { name: 'ErrnoError', errno: 51 });
    const node = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28 });
    for (const err of [emscripten, node, new Error('wrapped', { cause: emscripten })])
      expect(startFailureInWords(err, '/srv/data')).toBe(
        'Embodied could not start: no space left on the disk that holds the data folder /srv/data. Free some space there, or point DATA_DIR at a folder on another disk, and start again.',
      );
  });

  it('names a folder it may not write, and leaves other errors to the log', () => {
    expect(startFailureInWords({ code: 'EACCES' }, '/srv/data')).toContain('permission denied');
    expect(startFailureInWords({ name: 'ErrnoError', errno: 69 }, '/srv/data')).toContain('read-only file system');
    // Node's errnos are negative; an ErrnoError with an unknown number, or any other error, is not ours to word.
    expect(startFailureInWords({ name: 'ErrnoError', errno: 44 }, '/srv/data')).toBeUndefined();
    expect(startFailureInWords(new Error('boom'), '/srv/data')).toBeUndefined();
    expect(startFailureInWords(undefined, '/srv/data')).toBeUndefined();
  });
});
