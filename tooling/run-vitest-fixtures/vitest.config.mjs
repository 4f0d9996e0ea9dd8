// Vitest runs started by tooling/run-vitest.test.ts: their files end in .fixture.ts so the project's
// own runs never pick them up. Each file reads what to do from RUN_VITEST_FIXTURE_DIR.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { root: import.meta.dirname, include: ['*.fixture.ts'], environment: 'node', maxWorkers: 2 },
});
