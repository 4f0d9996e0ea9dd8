import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module with no types of its own
import { atOnceFrom, CHECKS, checksFromArgs } from './run-checks.mjs';

// The runner of `npm test`'s static checks, run for real on small shell commands.
const root = path.resolve(import.meta.dirname, '..');
const runner = path.join(root, 'tooling/run-checks.mjs');
const node = JSON.stringify(process.execPath);

function runChecks(args: string[], atOnce = '2') {
  const run = spawnSync(process.execPath, [runner, ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, RUN_CHECKS_AT_ONCE: atOnce },
    timeout: 30_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** A check that prints `lines` lines, one every 20 ms, then exits with `code`. */
const printing = (tag: string, lines: number, code = 0) =>
  `${tag}=${node} -e "let i=0;const t=setInterval(()=>{console.log('${tag} line '+(++i));if(i===${lines}){clearInterval(t);process.exitCode=${code}}},20)"`;

describe('run-checks: the static checks, two at a time', () => {
  it("runs every check of npm test's, the longest first", () => {
    expect((CHECKS as { name: string }[]).map((c) => c.name)).toEqual([
      'lint',
      'typecheck',
      'format:check',
      'lint:openapi',
    ]);
  });

  it("passes when every check passes, printing each one's output whole, never interleaved", () => {
    const run = runChecks([printing('alpha', 5), printing('beta', 5), printing('gamma', 2)]);
    expect(run.status).toBe(0);
    for (const tag of ['alpha', 'beta']) {
      const block = new RegExp(`\\[check\\] ${tag}: passed in [\\d.]+ s\\n(${tag} line \\d\\n){5}`);
      expect(run.output).toMatch(block);
    }
    expect(run.output).toContain('[check] all 3 checks passed');
  });

  it('runs two at a time: the second starts before the first ends', () => {
    const slow = `slow=${node} -e "setTimeout(()=>console.log('slow done at', Date.now()), 600)"`;
    const quick = `quick=${node} -e "console.log('quick done at', Date.now())"`;
    const run = runChecks([slow, quick]);
    const at = (tag: string) => Number(new RegExp(`${tag} done at (\\d+)`).exec(run.output)?.[1]);
    expect(at('quick')).toBeLessThan(at('slow'));
    // One at a time, the order given holds.
    const serial = runChecks([slow, quick], '1');
    const serialAt = (tag: string) => Number(new RegExp(`${tag} done at (\\d+)`).exec(serial.output)?.[1]);
    expect(serialAt('slow')).toBeLessThan(serialAt('quick'));
  });

  it('fails when any check fails, after running the others to their end, and names every failure', () => {
    const run = runChecks([printing('bad', 1, 2), printing('good', 3), `missing=${node} -e "process.exit(3)"`]);
    expect(run.status).toBe(1);
    expect(run.output).toMatch(/\[check\] bad: FAILED \(exit 2\)/);
    expect(run.output).toMatch(/\[check\] good: passed/);
    expect(run.output).toMatch(/\[check\] missing: FAILED \(exit 3\)/);
    expect(run.output).toContain('[check] failed: bad, missing (of 3 checks)');
  });

  it('refuses a RUN_CHECKS_AT_ONCE that is not a whole number of at least 1, before running anything', () => {
    expect(atOnceFrom(undefined)).toBe(2);
    expect(atOnceFrom('3')).toBe(3);
    for (const bad of ['0', '-1', '1.5', 'two']) {
      expect(() => atOnceFrom(bad)).toThrow(`RUN_CHECKS_AT_ONCE must be a whole number of at least 1; got "${bad}".`);
    }
    const run = runChecks([printing('never', 1)], '0');
    expect(run.status).not.toBe(0);
    expect(run.output).toContain('RUN_CHECKS_AT_ONCE must be a whole number of at least 1; got "0".');
    expect(run.output).not.toContain('never line');
  });

  it('refuses an argument that is not name=command', () => {
    expect(() => checksFromArgs(['lint'])).toThrow('A check is name=command; got "lint".');
    expect(checksFromArgs(['a=echo x=y'])).toEqual([{ name: 'a', command: 'echo x=y' }]);
  });
});
