/**
 * A client generated from the served OpenAPI document (issue #48): openapi-typescript (the pinned dev
 * dependency, its own CLI) writes the types of /api/openapi.json as served; a round trip written
 * against them with openapi-fetch ("pick from the lookups, send to the calculators") type-checks with
 * the repository's TypeScript under NodeNext and --strict, then runs with plain node against the
 * real app on a real socket with a personal API token, and every answer it got validates against the
 * document's schema for it (Ajv, draft 2020-12).
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApiToken } from '@embodied/contracts';
import { answerValidator, servedDocument, type ServedDocument } from './support/openapi-answers';
import { signUpVerified } from './support/session';
import { serveOverSocket } from './support/socket-server';
import { writeStrictNodeNextProject } from './support/outside-project';
import { createTestApp, type TestApp } from './support/test-app';

const run = promisify(execFile);
const HERE = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const TSC = require.resolve('typescript/bin/tsc');
const OPENAPI_TS = path.join(path.dirname(require.resolve('openapi-typescript/package.json')), 'bin/cli.js');

describe('a client generated from the served document by openapi-typescript', () => {
  // Inside the repository's scratch folder, so that the round trip finds openapi-fetch and @types/node.
  let scratch: string;
  let app: TestApp;
  let doc: ServedDocument;
  let server: { baseUrl: string; close: () => Promise<void> };
  let token: CreatedApiToken;
  let generated: { stdout: string; stderr: string };

  beforeAll(async () => {
    mkdirSync(path.join(HERE, '../.tmp'), { recursive: true });
    scratch = mkdtempSync(path.join(HERE, '../.tmp/generated-client-'));
    app = await createTestApp('pglite', { AUTH_RATE_LIMIT_MAX: '100' });
    server = await serveOverSocket(app);
    doc = await servedDocument(app);
    writeFileSync(path.join(scratch, 'openapi.json'), JSON.stringify(doc));
    writeFileSync(path.join(scratch, 'package.json'), JSON.stringify({ private: true, type: 'module' }));
    generated = await run(process.execPath, [OPENAPI_TS, 'openapi.json', '--output', 'schema.d.ts'], {
      cwd: scratch,
      env: { ...process.env, NO_COLOR: '1', REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    cpSync(path.join(HERE, 'generated-client/round-trip.ts'), path.join(scratch, 'round-trip.ts'));
    writeStrictNodeNextProject(scratch, ['round-trip.ts', 'schema.d.ts'], '.');
    const me = await signUpVerified(app);
    const res = await fetch(`${server.baseUrl}/api/user/tokens`, {
      method: 'POST',
      headers: me.headers,
      body: JSON.stringify({ name: 'Generated client', scope: 'read+calculate', expiresInDays: 1 }),
    });
    if (res.status !== 201) throw new Error(`creating the token answered ${res.status}: ${await res.text()}`);
    token = (await res.json()) as CreatedApiToken;
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await app?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('generates the types without a warning, with the value lists and the complexity values as types', () => {
    expect(generated.stderr).not.toMatch(/warn|error/i);
    expect(generated.stdout).toMatch(/schema\.d\.ts/);
  });

  it('type-checks the lookups → calculators round trip under NodeNext and --strict', async () => {
    const checked = await run(process.execPath, [TSC, '-p', 'tsconfig.json'], { cwd: scratch }).catch(
      (err: { stdout?: string; stderr?: string }) => ({ stdout: err.stdout ?? '', stderr: err.stderr ?? '' }),
    );
    expect(`${checked.stdout}${checked.stderr}`).toBe('');
  }, 120_000);

  it('runs it with plain node against the real server, and every answer validates against the document', async () => {
    const { stdout } = await run(process.execPath, ['round-trip.js', server.baseUrl, token.secret], {
      cwd: scratch,
      timeout: 120_000,
    });
    const { answers, underTarget } = JSON.parse(stdout.trim().split('\n').pop()!) as {
      answers: { method: string; path: string; status: number; body: unknown }[];
      underTarget: unknown;
    };
    expect(answers.map((a) => `${a.method} ${a.path} ${a.status}`)).toEqual([
      'GET /api/lookups 200',
      'GET /api/lookups/wallTypes 200',
      'POST /api/project/calculate-footing 200',
      'POST /api/project/calculate-wall-location 200',
      'POST /api/project/calculate-wall 200',
      'POST /api/project/optimize 200',
      'POST /api/project/optimize/pareto 200',
      'GET /api/snapshots/{number} 200',
      'GET /api/snapshots/{number}/export.lcax.json 200',
    ]);
    expect(underTarget).toBeNull();
    const validator = answerValidator(doc);
    const problems = answers.flatMap((a) =>
      validator.problems(a.method, a.path, a.status, a.body).map((p) => `${a.method} ${a.path}: ${p}`),
    );
    expect(problems).toEqual([]);
  }, 120_000);
});
