// A file beside the one whose worker dies: it passes, and is not run again.
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

it('passes', () => {
  appendFileSync(path.join(process.env.RUN_VITEST_FIXTURE_DIR ?? '', 'beside-runs'), 'x');
  expect(true).toBe(true);
});
