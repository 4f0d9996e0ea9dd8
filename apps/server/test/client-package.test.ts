/**
 * @embodied/client as a stranger gets it (issue #48): `npm pack` (its prepack builds dist/), the
 * tarball installed into a scratch project in the system's temporary folder, outside the workspace
 * (`npm install <tarball>`: nothing of ours comes from a registry; zod, its one dependency, and
 * @types/node for the consumer do, from the npm cache when it has them), a consumer type-checked
 * with the repository's pinned TypeScript under `module`/`moduleResolution: NodeNext` and `--strict`
 * (the client's declarations included: no skipLibCheck), then run with plain `node` (the Node that
 * runs this test: 24 and 20 in CI) against the real app on a real socket, with a personal API token
 * made through the real API.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApiToken } from '@embodied/contracts';
import { signUpVerified } from './support/session';
import { serveOverSocket } from './support/socket-server';
import { writeStrictNodeNextProject } from './support/outside-project';
import { createTestApp, type TestApp } from './support/test-app';

const run = promisify(execFile);
const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(HERE, '../../..');
const CLIENT = path.join(REPO, 'packages/client');
const TSC = createRequire(import.meta.url).resolve('typescript/bin/tsc');
/** The versions the consumer's project pins: the repository's own. */
const rootManifest = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
};
const TYPES_NODE = rootManifest.devDependencies['@types/node']!;

/** npm with the environment of a plain shell: no npm_* variables of the `npm test` that started vitest. */
function npm(args: string[], cwd: string) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k)));
  return run('npm', args, { cwd, env, maxBuffer: 16 * 1024 * 1024, timeout: 240_000 });
}

describe('the packed @embodied/client, installed and run outside the workspace', () => {
  let scratch: string;
  let tarball: string;
  let packed: { filename: string; files: { path: string }[] };
  let app: TestApp;
  let server: { baseUrl: string; close: () => Promise<void> };
  let token: CreatedApiToken;

  beforeAll(async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'embodied-client-package-'));
    const [pack] = await Promise.all([
      npm(['pack', '--json', '--pack-destination', scratch], CLIENT),
      (async () => {
        app = await createTestApp('pglite', { AUTH_RATE_LIMIT_MAX: '100' });
        server = await serveOverSocket(app);
        const me = await signUpVerified(app);
        const res = await fetch(`${server.baseUrl}/api/user/tokens`, {
          method: 'POST',
          headers: me.headers,
          body: JSON.stringify({ name: 'Packed client', scope: 'read+calculate', expiresInDays: 1 }),
        });
        if (res.status !== 201) throw new Error(`creating the token answered ${res.status}: ${await res.text()}`);
        token = (await res.json()) as CreatedApiToken;
      })(),
    ]);
    packed = (JSON.parse(pack.stdout) as { filename: string; files: { path: string }[] }[])[0]!;
    tarball = path.join(scratch, packed.filename);
    writeFileSync(
      path.join(scratch, 'package.json'),
      `${JSON.stringify({ name: 'stranger', private: true, type: 'module' }, null, 2)}\n`,
    );
    await npm(
      [
        'install',
        tarball,
        `@types/node@${TYPES_NODE}`,
        '--save-exact',
        '--no-audit',
        '--no-fund',
        '--prefer-offline',
        '--ignore-scripts',
        '--loglevel=error',
      ],
      scratch,
    );
    cpSync(path.join(HERE, 'client-package/consumer.ts'), path.join(scratch, 'consumer.ts'));
    writeStrictNodeNextProject(scratch, ['consumer.ts'], 'out');
  }, 240_000);

  afterAll(async () => {
    await server?.close();
    await app?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('ships only the built module, its declarations and the README, and depends on nothing of ours', () => {
    expect(packed.files.map((f) => f.path).sort()).toEqual([
      'README.md',
      'dist/index.d.ts',
      'dist/index.js',
      'package.json',
    ]);
    const installed = JSON.parse(
      readFileSync(path.join(scratch, 'node_modules/@embodied/client/package.json'), 'utf8'),
    ) as { dependencies?: Record<string, string>; exports: Record<string, Record<string, string>> };
    expect(Object.keys(installed.dependencies ?? {})).toEqual(['zod']);
    expect(installed.exports['.']).toMatchObject({ types: './dist/index.d.ts', import: './dist/index.js' });
    // The workspace's packages are inside the bundle, not imports.
    const bundle = readFileSync(path.join(scratch, 'node_modules/@embodied/client/dist/index.js'), 'utf8');
    expect(bundle).not.toMatch(/from ["']@embodied\//);
    expect(existsSync(path.join(scratch, 'node_modules/@embodied/contracts'))).toBe(false);
  });

  it('type-checks a consumer under NodeNext and --strict, declarations included', async () => {
    const checked = await run(process.execPath, [TSC, '-p', 'tsconfig.json'], { cwd: scratch }).catch(
      (err: { stdout?: string; stderr?: string }) => ({
        stdout: err.stdout ?? '',
        stderr: err.stderr ?? '',
        failed: true,
      }),
    );
    expect(`${checked.stdout}${checked.stderr}`).toBe('');
    expect(existsSync(path.join(scratch, 'out/consumer.js'))).toBe(true);
  }, 120_000);

  it('runs with plain node against the real server with a personal API token: lookups → calculators, every download, a refusal', async () => {
    const outDir = mkdtempSync(path.join(scratch, 'downloads-'));
    const { stdout } = await run(process.execPath, ['out/consumer.js', server.baseUrl, token.secret, outDir], {
      cwd: scratch,
      timeout: 120_000,
    });
    const summary = JSON.parse(stdout.trim().split('\n').pop()!) as Record<string, Record<string, unknown>>;
    expect(summary.node).toBe(process.version);
    expect(summary.footing).toMatchObject({ bau: 'BlindedRaft', afs: 'Waffle' });
    expect(summary.wall).toMatchObject({ locations: 1 });
    expect(summary.pareto).toMatchObject({ cheapestUnderTarget: null });
    expect(summary.pdf).toMatchObject({ magic: '%PDF-' });
    expect(summary.report).toMatchObject({ magic: '%PDF-' });
    expect(summary.xlsx).toMatchObject({ magic: 'PK' });
    expect(summary.csv!.firstLine).toMatch(/^Section,Field,Value,Unit/);
    expect(summary.allCsv!.lines).toBe(4); // a header and the footing, wall and dwelling snapshots
    expect(summary.lcax).toMatchObject({ name: 'Stranger project' });
    expect(summary.lcax!.assemblies).toBeGreaterThan(0);
    expect(summary.verified).toMatchObject({ valid: true, number: summary.footing!.snapshot });
    expect(summary.refused).toEqual({ status: 400, code: 'invalid_request', paths: ['complexity'] });
    const number = summary.footing!.snapshot as number;
    expect(
      readFileSync(path.join(outDir, `snapshot-${number}.pdf`))
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(
      readFileSync(path.join(outDir, `snapshot-${number}.xlsx`))
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  }, 120_000);
});
