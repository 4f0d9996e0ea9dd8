// Its worker dies in the middle of the file the first time (the marker file is not there yet), then
// passes; with DIE_ALWAYS it dies every time, with FAIL_TEST its second test fails instead.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const marker = path.join(process.env.RUN_VITEST_FIXTURE_DIR ?? '', 'died-once');

it('runs before the death', () => expect(1 + 1).toBe(2));
it('is where the worker dies', () => {
  if (process.env.FAIL_TEST) expect('a failed test').toBe('never retried');
  if (process.env.DIE_ALWAYS || !existsSync(marker)) {
    writeFileSync(marker, '');
    process.kill(process.pid, 'SIGKILL');
  }
});
it('runs after it', () => expect(2 + 2).toBe(4));
