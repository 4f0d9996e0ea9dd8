#!/usr/bin/env node
/**
 * `vitest run` with its arguments, for `npm run test:unit`, and one thing more: when the only error of
 * a run is a test worker that died in the middle of a file ("Worker exited unexpectedly": the process
 * ended on its own, with no test failed), the files that worker left unfinished run again, once, and
 * their result decides. Anything else (a failed test, any other error, a file that never started, a
 * second death) fails the run as vitest does. The death and its files are printed either way, so the
 * log says what happened (docs/testing.md, "A test worker that dies").
 */
import { spawn } from 'node:child_process';
import console from 'node:console';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const vitestBin = path.join(path.dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
const WORKER_DIED = 'Worker exited unexpectedly';

/** Runs vitest, passing its output through; answers its exit code, its output and its JSON report. */
function runVitest(args, reportFile) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [vitestBin, 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`],
      { stdio: ['inherit', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      let report = null;
      try {
        report = JSON.parse(readFileSync(reportFile, 'utf8'));
      } catch {
        // No report: the run ended before vitest wrote it; the exit code says the rest.
      }
      resolve({ code: code ?? (signal ? 1 : 0), output, report });
    });
  });
}

/**
 * The files a dead worker left unfinished, when that is the run's only trouble; otherwise null.
 * Exported for its test.
 */
export function filesLeftByDeadWorkers(output, report) {
  if (!report) return null;
  const plain = stripVTControlCharacters(output);
  const caught = /Vitest caught (\d+) unhandled errors?/.exec(plain);
  const deaths = plain.split(WORKER_DIED).length - 1;
  if (!caught || deaths === 0 || Number(caught[1]) !== deaths) return null;
  if (report.numFailedTests > 0 || report.numFailedTestSuites > 0) return null;
  if (report.testResults.some((file) => file.status === 'failed')) return null;
  const unfinished = report.testResults
    .filter((file) => file.assertionResults.some((test) => test.status === 'pending'))
    .map((file) => file.name);
  return unfinished.length > 0 ? unfinished : null;
}

async function main() {
  const args = process.argv.slice(2);
  const dir = mkdtempSync(path.join(tmpdir(), 'embodied-vitest-'));
  try {
    const first = await runVitest(args, path.join(dir, 'first.json'));
    if (first.code === 0) return 0;
    const files = filesLeftByDeadWorkers(first.output, first.report);
    if (!files) return first.code;
    console.error(
      `\n[run-vitest] A test worker died with no test failed, leaving ${files.length} file(s) unfinished:\n` +
        files.map((f) => `  ${path.relative(process.cwd(), f)}\n`).join('') +
        '[run-vitest] Running them again, once; their result decides (docs/testing.md, "A test worker that dies").\n',
    );
    const again = await runVitest([...args, ...files], path.join(dir, 'again.json'));
    console.error(
      again.code === 0
        ? `[run-vitest] The unfinished file(s) passed on their own run.`
        : `[run-vitest] The unfinished file(s) failed again (exit ${again.code}).`,
    );
    return again.code;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main();
}
