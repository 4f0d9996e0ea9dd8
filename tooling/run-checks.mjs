#!/usr/bin/env node
/**
 * The static checks of `npm test` (formatting, types, lint, the OpenAPI document), two at a time,
 * for `npm run check`. One after the other they took about 195 s on a two-core machine, most of it
 * one core busy: the lint alone about 100 s, the type checks about 67 s. Each check's output is
 * held and printed whole when it ends, with its name, its exit code and its seconds, so two checks'
 * lines never interleave. Every check runs to its end, even after one has failed, so one run names
 * every failing check; the exit code is 1 when any failed (docs/testing.md).
 *
 * Usage: node tooling/run-checks.mjs [name=command ...]. Without arguments it runs CHECKS below;
 * with them (its test), those commands instead. RUN_CHECKS_AT_ONCE sets how many run at a time.
 */
import { spawn } from 'node:child_process';
import { Buffer } from 'node:buffer';
import console from 'node:console';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

/** npm scripts, longest first, so the long one starts at once and the others share the second place. */
export const CHECKS = [
  { name: 'lint', command: 'npm run -s lint' },
  { name: 'typecheck', command: 'npm run -s typecheck' },
  { name: 'format:check', command: 'npm run -s format:check' },
  { name: 'lint:openapi', command: 'npm run -s lint:openapi' },
];

/** Runs one check in a shell; answers its exit code, its output (stdout and stderr as they came) and its seconds. */
function runCheck({ name, command }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const finish = (code, error) =>
      resolve({
        name,
        code,
        output: Buffer.concat(chunks).toString() + (error ? `${error.message}\n` : ''),
        seconds: (performance.now() - started) / 1000,
      });
    child.on('error', (error) => finish(127, error));
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs `checks`, at most `atOnce` at a time, each in the order given as a place frees; prints each
 * one's output whole as it ends. Answers the results in the order they ended.
 */
async function runChecks(checks, atOnce) {
  const queue = [...checks];
  const results = [];
  const worker = async () => {
    for (let check = queue.shift(); check; check = queue.shift()) {
      const result = await runCheck(check);
      const verdict = result.code === 0 ? 'passed' : `FAILED (exit ${result.code})`;
      process.stdout.write(`\n[check] ${result.name}: ${verdict} in ${result.seconds.toFixed(1)} s\n${result.output}`);
      results.push(result);
    }
  };
  await Promise.all(Array.from({ length: atOnce }, worker));
  return results;
}

/** RUN_CHECKS_AT_ONCE as a whole number of at least 1 (2 when unset); anything else is refused, not ignored. */
export function atOnceFrom(value) {
  if (value === undefined || value === '') return 2;
  const atOnce = Number(value);
  if (!Number.isInteger(atOnce) || atOnce < 1) {
    throw new Error(`RUN_CHECKS_AT_ONCE must be a whole number of at least 1; got "${value}".`);
  }
  return atOnce;
}

/** `name=command` arguments as checks. */
export function checksFromArgs(args) {
  return args.map((arg) => {
    const at = arg.indexOf('=');
    if (at <= 0) throw new Error(`A check is name=command; got "${arg}".`);
    return { name: arg.slice(0, at), command: arg.slice(at + 1) };
  });
}

async function main() {
  const args = process.argv.slice(2);
  const checks = args.length > 0 ? checksFromArgs(args) : CHECKS;
  const results = await runChecks(checks, atOnceFrom(process.env.RUN_CHECKS_AT_ONCE));
  // Named in the order the checks are listed, not the order they happened to finish in.
  const failedNames = new Set(results.filter((r) => r.code !== 0).map((r) => r.name));
  const failed = checks.map((c) => c.name).filter((name) => failedNames.has(name));
  console.log(
    failed.length === 0
      ? `\n[check] all ${results.length} checks passed`
      : `\n[check] failed: ${failed.join(', ')} (of ${results.length} checks)`,
  );
  return failed.length === 0 ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main();
}
