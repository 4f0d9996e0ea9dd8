import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module with no types of its own
import { filesLeftByDeadWorkers } from './run-vitest.mjs';

// The wrapper `npm run test:unit` runs vitest through: real vitest runs of the fixtures in
// run-vitest-fixtures/, one of whose workers is killed in the middle of a file.
const root = path.resolve(import.meta.dirname, '..');
const wrapper = path.join(root, 'tooling/run-vitest.mjs');
const config = path.join(root, 'tooling/run-vitest-fixtures/vitest.config.mjs');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'embodied-run-vitest-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function runWrapper(env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, [wrapper, '--config', config], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, RUN_VITEST_FIXTURE_DIR: dir, ...env },
    timeout: 60_000,
  });
  const besideRuns = existsSync(path.join(dir, 'beside-runs'))
    ? readFileSync(path.join(dir, 'beside-runs'), 'utf8')
    : '';
  return { status: run.status, output: `${run.stdout}${run.stderr}`, besideRuns: besideRuns.length };
}

describe('run-vitest: a test worker that dies', () => {
  it('runs the file its dead worker left unfinished again, once, alone, and passes when it passes', () => {
    const run = runWrapper();
    expect(run.output).toContain('Worker exited unexpectedly');
    expect(run.output).toMatch(
      /A test worker died with no test failed, leaving 1 file\(s\) unfinished:\s+tooling\/run-vitest-fixtures\/dies-once\.fixture\.ts/,
    );
    expect(run.output).toContain('The unfinished file(s) passed on their own run.');
    expect(run.besideRuns).toBe(1);
    expect(run.status).toBe(0);
  }, 90_000);

  it('fails when the file dies again', () => {
    const run = runWrapper({ DIE_ALWAYS: '1' });
    expect(run.output).toContain('The unfinished file(s) failed again');
    expect(run.status).not.toBe(0);
  }, 90_000);

  it('never runs a failed test again: the run fails as vitest failed it', () => {
    const run = runWrapper({ FAIL_TEST: '1' });
    expect(run.output).toContain('never retried');
    expect(run.output).not.toContain('[run-vitest]');
    expect(run.besideRuns).toBe(1);
    expect(run.status).toBe(1);
  }, 90_000);
});

describe('filesLeftByDeadWorkers', () => {
  const report = (statuses: string[][], failed = 0) => ({
    numFailedTests: failed,
    numFailedTestSuites: 0,
    testResults: statuses.map((s, i) => ({
      name: `/f${i}.test.ts`,
      status: 'passed',
      assertionResults: s.map((status) => ({ status })),
    })),
  });
  const died = 'Vitest caught 1 unhandled error during the test run.\nCaused by: Error: Worker exited unexpectedly';

  it('names the files with unfinished tests when a death is the only error', () => {
    expect(filesLeftByDeadWorkers(died, report([['passed'], ['passed', 'pending', 'skipped']]))).toEqual([
      '/f1.test.ts',
    ]);
  });

  it('answers null for any other error beside the death, a failed test, no unfinished file or no report', () => {
    const two = 'Vitest caught 2 unhandled errors during the test run.\nWorker exited unexpectedly\nTypeError: x';
    expect(filesLeftByDeadWorkers(two, report([['pending']]))).toBeNull();
    expect(filesLeftByDeadWorkers(died, report([['pending'], ['failed']], 1))).toBeNull();
    expect(filesLeftByDeadWorkers(died, report([['passed', 'skipped', 'todo']]))).toBeNull();
    expect(filesLeftByDeadWorkers('Vitest caught 1 unhandled error', report([['pending']]))).toBeNull();
    expect(filesLeftByDeadWorkers(died, null)).toBeNull();
  });
});
