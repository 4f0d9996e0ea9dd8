import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FUZZ,
  answerProblems,
  bodyRecipes,
  buildBody,
  buildParams,
  deepText,
  describeBody,
  paramRecipes,
  validInstance,
  withRaw,
  type BuiltRequest,
  type Expectation,
  type Json,
} from './support/fuzz';
import { JPEG_HEAD, PNG_1PX, SVG, TEXT } from './support/images';
import { fillPath, isPublic, loadOperations, type Operation } from './support/openapi-operations';
import type { SignedInUser } from './support/session';
import { createTestApp, DATABASE_KINDS, describeEachDatabase, type TestApp } from './support/test-app';
import { PLACEHOLDER_DWELLING } from './support/requests';
import { signedInLikeTheWebApp } from './support/web-session';

/**
 * Contract fuzz (issue #11): every operation of the served /api/openapi.json gets generated bad input —
 * malformed JSON, wrong types, missing and unknown fields (`__proto__` too), numbers JSON can write but
 * not hold, 1 MB strings, NUL and lone surrogates, 20,000-deep nesting, objects turned into arrays, bad
 * path and query parameters — sent by a visitor and by a signed-in user. Every answer must be below 500,
 * in the one error shape, and a refused request must name what it refused and write nothing.
 *
 * Replaying: a failure prints fast-check's `{ seed, path }` and a line
 * `FUZZ_SEED=… FUZZ_PATH=… FUZZ_OP='…'`; run the file with those variables set (the same as
 * `fc.assert(property, { seed, path })`). FUZZ_RUNS=500 runs more cases per operation.
 *
 * Rate limits: the fuzz drives only the operations of the OpenAPI document, none of which is under
 * /api/auth, so it never reaches better-auth's limiter (all in-process requests come from 127.0.0.1, and
 * the server overwrites X-Forwarded-For, so a fresh address per case is not possible). The only limited
 * calls are the sign-ups; AUTH_RATE_LIMIT_MAX is raised so that replays with many more runs never meet a 429.
 */

// Runs per operation, shared between the databases so the file takes the same time with TEST_DATABASE_URL.
const BODY_RUNS = FUZZ.runs ?? Math.ceil(70 / DATABASE_KINDS.length);
const PARAM_RUNS = FUZZ.runs ?? Math.ceil(40 / DATABASE_KINDS.length);
const AVATAR_RUNS = FUZZ.runs ?? Math.ceil(30 / DATABASE_KINDS.length);

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

interface ErrorJson {
  error: { code: string; message: string; issues?: { path: string; message: string }[] };
}

describeEachDatabase('contract fuzz', (kind) => {
  let app: TestApp;
  let me: SignedInUser;
  let operations: Operation[];
  const bases = new Map<string, Json>();
  const sanity: string[] = [];
  let pathDefaults: Record<string, string>;
  let before: { total: number; user: unknown; shares: number };

  const send = (req: BuiltRequest, who: SignedInUser | null) => {
    const headers: Record<string, string> = { origin: app.config.publicUrl };
    if (req.contentType !== undefined) headers['content-type'] = req.contentType;
    if (req.body !== undefined) headers['content-length'] = String(Buffer.byteLength(req.body));
    if (who) Object.assign(headers, { cookie: who.cookie, 'x-xsrf-token': who.xsrf });
    return app.request(req.url, { method: req.method, headers, body: req.body });
  };
  const get = (path: string, who: SignedInUser | null = me) =>
    app.request(path, { headers: who ? { cookie: who.cookie } : {} });
  const total = async () => ((await (await get('/api/snapshots')).json()) as { total: number }).total;
  const userRecord = async () => (await get('/api/user')).json();
  const shareCount = async () =>
    ((await (await get(`/api/snapshots/${pathDefaults.number}/shares`)).json()) as { items: unknown[] }).items.length;

  /**
   * What a visitor (no session) must get from a product route: 401, or the refusal a signed-in user gets
   * for a body no route could read (not JSON, too deep, too large: the body checks run before the session
   * guard and look at nothing of the user's). Never a 2xx.
   */
  const visitorExpectation = (op: Operation, signedIn: Expectation): Expectation =>
    isPublic(op)
      ? signedIn
      : { statuses: [401, ...signedIn.statuses.filter((s) => s === 400 || s === 413)], issues: 'optional' };

  const shown = (req: BuiltRequest) => {
    const body = req.body === undefined ? '' : ` ${req.body.length > 160 ? `${req.body.slice(0, 160)}…` : req.body}`;
    const url = req.url.length > 160 ? `${req.url.slice(0, 160)}…` : req.url;
    return `${req.method} ${url}${req.contentType ? ` [${req.contentType}]` : ''}${body}`;
  };

  /** Runs one property for one operation; answers the fast-check report (with seed and path) when it fails. */
  async function fuzz<T>(op: Operation, arbitrary: fc.Arbitrary<T>, build: (r: T) => BuiltRequest, numRuns: number) {
    const property = fc.asyncProperty(arbitrary, async (recipe) => {
      const req = build(recipe);
      const problems: string[] = [];
      for (const [who, expectation] of [
        [null, visitorExpectation(op, req.expect)],
        [me, req.expect],
      ] as const) {
        const found = await answerProblems(await send(req, who), expectation);
        if (found.length > 0)
          problems.push(`${who ? 'signed in' : 'visitor'}: ${shown(req)}\n  → ${found.join('\n  → ')}`);
      }
      if (problems.length > 0) throw new Error(problems.join('\n'));
    });
    const replaying = FUZZ.path !== undefined && (FUZZ.only === undefined || FUZZ.only === op.id);
    const out = await fc.check(property, {
      seed: FUZZ.seed,
      numRuns,
      ...(replaying ? { path: FUZZ.path } : {}),
    });
    const health = await app.request('/api/health');
    const alive = health.status === 200 ? '' : `\nGET /api/health afterwards answered ${health.status}`;
    if (!out.failed) return alive ? `${op.id}:${alive}` : null;
    return (
      `${op.id} [${kind}]\n${fc.defaultReportMessage(out)}\nGot: ${errorText(out.errorInstance)}${alive}\n` +
      `Replay: FUZZ_SEED=${out.seed} FUZZ_PATH=${out.counterexamplePath} FUZZ_OP='${op.id}'`
    );
  }

  /** Operations whose valid body names a record that does not exist (404, as for a path). */
  const NAMES_A_RECORD = ['PUT /api/workspace', 'POST /api/organisations/join'];
  const selected = () => operations.filter((op) => FUZZ.only === undefined || op.id === FUZZ.only);
  const jsonBody = (op: Operation) => op.body?.contentType === 'application/json';

  beforeAll(async () => {
    app = await createTestApp(kind, { AUTH_RATE_LIMIT_MAX: '1000' });
    me = await signedInLikeTheWebApp(app);
    operations = await loadOperations(app);
    // Every operation's smallest valid request, from its schema. For DELETE /api/user that is a
    // confirmation that is not the account's e-mail ('Fuzz'): a refusal, never a deleted account.
    for (const op of operations.filter(jsonBody)) {
      const base = validInstance(op.body!.schema);
      bases.set(op.id, base);
      const res = await send(
        {
          method: op.method,
          url: op.path,
          contentType: 'application/json',
          body: JSON.stringify(base),
          expect: { statuses: [], issues: 'optional' },
        },
        me,
      );
      const deleting = op.id === 'DELETE /api/user';
      // A change to a record named in the path (PUT /api/products/{id}) or the body (an organisation to
      // switch to, an invitation's token) finds none: the body was accepted.
      const noRecord = (op.path.includes('{') || NAMES_A_RECORD.includes(op.id)) && res.status === 404;
      if (deleting ? res.status !== 400 : res.status >= 300 && !noRecord)
        sanity.push(`${op.id} with ${JSON.stringify(base)} → ${res.status} ${await res.text()}`);
    }
    // Creating an organisation made it the active workspace: back to the personal one, where the
    // calculators saved. The organisation routes are fuzzed on an organisation of the user's own.
    const organisation = await send(
      {
        method: 'POST',
        url: '/api/organisations',
        contentType: 'application/json',
        body: '{"name":"Fuzz Pty Ltd"}',
        expect: { statuses: [], issues: 'optional' },
      },
      me,
    );
    const organisationId = ((await organisation.json()) as { id: string }).id;
    await send(
      {
        method: 'PUT',
        url: '/api/workspace',
        contentType: 'application/json',
        body: '{"organisationId":null}',
        expect: { statuses: [], issues: 'optional' },
      },
      me,
    );
    const list = (await (await get('/api/snapshots')).json()) as { items: { number: number }[] };
    if (!list.items[0])
      throw new Error('the valid calculator requests saved no snapshot to fuzz the snapshot routes with');
    // Path parameters that are not fuzzed take a value that exists: the user's own snapshot, and a
    // well-formed token of no link.
    pathDefaults = {
      number: String(list.items[0].number),
      token: 'A'.repeat(43),
      id: organisationId,
      userId: 'no-such-user',
      invitationId: 'no-such-invitation',
    };
    // Deleting the snapshot would leave the other routes nothing to be fuzzed on (its own tests are in snapshots.test.ts).
    for (const op of operations.filter((o) => !o.body && o.id !== 'DELETE /api/snapshots/{number}')) {
      // A required query parameter (the project report's project) takes its smallest valid value.
      const query = new URLSearchParams(
        op.parameters
          .filter((p) => p.in === 'query' && p.required)
          .map((p): [string, string] => {
            const value = validInstance(p.schema);
            return [p.name, typeof value === 'string' ? value : JSON.stringify(value)];
          }),
      ).toString();
      const url = fillPath(op.path, pathDefaults) + (query ? `?${query}` : '');
      const res = await send({ method: op.method, url, expect: { statuses: [], issues: 'optional' } }, me);
      if (res.status >= 300 && res.status !== 404) sanity.push(`${op.id} → ${res.status} ${await res.text()}`);
    }
    before = { total: await total(), user: await userRecord(), shares: await shareCount() };
  });
  afterAll(async () => app.close());

  it('reads the operations from the served document, and their valid requests are accepted', () => {
    expect(operations.filter(jsonBody).length).toBeGreaterThan(3);
    expect(operations.some((op) => op.parameters.some((p) => p.in === 'path'))).toBe(true);
    expect(operations.some((op) => op.parameters.some((p) => p.in === 'query'))).toBe(true);
    // Otherwise every mutation below would be refused for a reason that is not the one it tests.
    expect(sanity).toEqual([]);
  });

  it(
    'answers every operation’s generated bad bodies with a 4xx in the error shape, naming the field',
    { timeout: 600_000 },
    async () => {
      const failures: string[] = [];
      for (const op of selected().filter(jsonBody)) {
        const base = bases.get(op.id)!;
        const { parents } = describeBody(op.body!.schema, base);
        const failure = await fuzz(
          op,
          bodyRecipes(op.body!.schema, base),
          (r) => buildBody(op, fillPath(op.path, pathDefaults), base, r, parents),
          BODY_RUNS,
        );
        if (failure) failures.push(failure);
      }
      expect(failures).toEqual([]);
    },
  );

  it(
    'answers every operation’s generated bad path and query parameters with a 4xx in the error shape',
    { timeout: 600_000 },
    async () => {
      const failures: string[] = [];
      let fuzzed = 0;
      for (const op of selected()) {
        // Operations with a body and no parameters are covered above; an unknown query parameter next to a
        // valid body would be a valid, stored calculation.
        const arbitrary = paramRecipes(op);
        if (!arbitrary) continue;
        fuzzed++;
        const failure = await fuzz(op, arbitrary, (r) => buildParams(op, pathDefaults, r, fillPath), PARAM_RUNS);
        if (failure) failures.push(failure);
      }
      expect(fuzzed).toBeGreaterThan(0);
      expect(failures).toEqual([]);
    },
  );

  it(
    'refuses generated bad avatar uploads (multipart, outside the JSON cases) with 400 naming avatar',
    { timeout: 600_000 },
    async () => {
      const op = operations.find((o) => o.body?.contentType === 'multipart/form-data');
      expect(op, 'the multipart avatar upload').toBeDefined();
      if (!op || (FUZZ.only !== undefined && FUZZ.only !== op.id)) return;
      const field = Object.keys(op.body!.schema.properties ?? {})[0]!;
      type Upload = { part: string; filename: string; type: string; bytes: Uint8Array; asText: boolean };
      const contents = fc.oneof(
        fc.uint8Array({ maxLength: 256 }),
        fc.constantFrom(TEXT, SVG, JPEG_HEAD, PNG_1PX.subarray(0, 20), new Uint8Array(0)).map((b) => new Uint8Array(b)),
      );
      const upload: fc.Arbitrary<Upload> = fc.record({
        part: fc.constantFrom(field, 'file', '', '__proto__', `${field}\u0000`),
        filename: fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.constantFrom('../../etc/passwd', 'a\u0000.png', '\ud800.png', 'x'.repeat(5000)),
        ),
        type: fc.constantFrom('image/png', 'image/svg+xml', 'text/plain', 'application/octet-stream', ''),
        bytes: contents,
        asText: fc.boolean(),
      });
      const failures: string[] = [];
      const out = await fc.check(
        fc.asyncProperty(upload, async (u) => {
          const form = new FormData();
          if (u.asText) form.append(u.part, Buffer.from(u.bytes).toString('latin1'));
          else form.append(u.part, new File([u.bytes], u.filename, { type: u.type }));
          const problems: string[] = [];
          for (const who of [null, me]) {
            const headers: Record<string, string> = who ? { cookie: who.cookie, 'x-xsrf-token': who.xsrf } : {};
            const res = await app.request(op.path, { method: op.method, headers, body: form });
            const expectation: Expectation = who
              ? { statuses: [400], issues: 'required', names: [field] }
              : { statuses: [401], issues: 'optional' };
            const found = await answerProblems(res, expectation);
            if (found.length > 0) problems.push(`${who ? 'signed in' : 'visitor'}: ${found.join('; ')}`);
          }
          if (problems.length > 0) throw new Error(problems.join('\n'));
        }),
        { seed: FUZZ.seed, numRuns: AVATAR_RUNS, ...(FUZZ.path && FUZZ.only === op.id ? { path: FUZZ.path } : {}) },
      );
      if (out.failed)
        failures.push(
          `${op.id} [${kind}]\n${fc.defaultReportMessage(out)}\nReplay: FUZZ_SEED=${out.seed} FUZZ_PATH=${out.counterexamplePath} FUZZ_OP='${op.id}'`,
        );
      for (const [name, body, contentType] of [
        ['JSON instead of multipart', '{"avatar":"x"}', 'application/json'],
        ['multipart without a boundary', '--x\r\n\r\n', 'multipart/form-data'],
        ['a boundary that never comes', 'no parts here', 'multipart/form-data; boundary=zzz'],
        [
          'an unterminated part',
          '--zzz\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\n\u0089PNG',
          'multipart/form-data; boundary=zzz',
        ],
        ['an empty body', '', 'multipart/form-data; boundary=zzz'],
      ] as const) {
        const res = await app.request(op.path, {
          method: op.method,
          headers: { cookie: me.cookie, 'x-xsrf-token': me.xsrf, 'content-type': contentType },
          body,
        });
        const found = await answerProblems(res, { statuses: [400, 415], issues: 'optional' });
        if (found.length > 0) failures.push(`${op.id} ${name}: ${found.join('; ')}`);
      }
      expect(failures).toEqual([]);
    },
  );

  it('still answers /api/health, and wrote nothing for the refused requests', async () => {
    const health = await app.request('/api/health');
    expect(health.status).toBe(200);
    expect(await total()).toBe(before.total);
    expect(await shareCount()).toBe(before.shares);
    expect(await userRecord()).toEqual(before.user);
  });

  describe('regressions: requests that answered 500', () => {
    const FOOTING = {
      project: 'Regression',
      area: 200,
      depth: 700,
      complexity: 0,
      businessAsUsual: 'BlindedRaft',
      alternateFootingSystem: 'Waffle',
      lowCarbonConcrete: 'FlyAshSubstitution30',
    };
    const WALL = {
      project: 'Regression',
      targetReduction: 30,
      locations: [
        {
          description: 'North',
          length: 10,
          height: 2.4,
          materialA: 'BrickVeneerVirginLocal',
          materialB: 'Block190CoreCF',
        },
      ],
    };
    const DWELLING = { project: 'Regression', ...PLACEHOLDER_DWELLING };
    const CALCULATORS: [string, Json][] = [
      ['/api/project/calculate-footing', FOOTING],
      ['/api/project/calculate-wall', WALL],
      ['/api/project/optimize', DWELLING],
    ];
    const post = (path: string, body: string, method = 'POST') =>
      app.request(path, { method, headers: me.headers, body });

    /** A 400 whose issues name exactly this field (and nothing else is wrong with the request). */
    async function expectNamed(res: Response, field: string) {
      const text = await res.text();
      expect(res.status, text).toBe(400);
      const body = JSON.parse(text) as ErrorJson;
      expect(body.error.code).toBe('invalid_request');
      expect(body.error.issues?.map((i) => i.path)).toEqual([field]);
    }

    it('the calculators accept these bodies as they stand', async () => {
      for (const [path, body] of CALCULATORS) expect((await post(path, JSON.stringify(body))).status, path).toBe(200);
    });

    for (const [label, bad] of [
      ['a NUL character', 'a\u0000b'],
      ['a lone surrogate', '\ud800x'],
    ] as const) {
      it(`refuses ${label} in a calculator's project or a wall location's description with 400 naming it, saving nothing`, async () => {
        const cases: [string, Json, (string | number)[]][] = [
          ['/api/project/calculate-footing', FOOTING, ['project']],
          ['/api/project/calculate-wall', WALL, ['project']],
          ['/api/project/calculate-wall', WALL, ['locations', 0, 'description']],
          ['/api/project/optimize', DWELLING, ['project']],
        ];
        const saved = await total();
        for (const [path, body, field] of cases) {
          // JSON.stringify writes both as escapes (\u0000, \ud800): the text on the wire is valid JSON.
          const text = withRaw(body, field, JSON.stringify(bad));
          expect(text).toContain(bad === 'a\u0000b' ? '\\u0000' : '\\ud800');
          await expectNamed(await post(path, text), field.join('.'));
        }
        expect(await total()).toBe(saved);
      });

      it(`refuses ${label} in PUT /api/user's displayName with 400 naming it, changing nothing`, async () => {
        const record = await userRecord();
        await expectNamed(await post('/api/user', JSON.stringify({ displayName: bad }), 'PUT'), 'displayName');
        expect(await userRecord()).toEqual(record);
      });
    }

    it('refuses a NUL character in the list’s q and project with 400 naming the parameter', async () => {
      await expectNamed(await get('/api/snapshots?q=%00'), 'q');
      await expectNamed(await get('/api/snapshots?project=%00'), 'project');
    });

    it('answers a shared-link token with a NUL character with 400 naming token, or 404: never 5xx', async () => {
      for (const path of ['/api/shared/%00', '/api/shared/%00/export.pdf']) {
        const res = await get(path, null);
        const body = (await res.json()) as ErrorJson;
        expect([400, 404], `${path} → ${res.status} ${JSON.stringify(body)}`).toContain(res.status);
        if (res.status === 400) expect(body.error.issues?.map((i) => i.path)).toContain('token');
        else expect(body.error.code).toBe('not_found');
      }
    });

    it('refuses a cursor whose snapshot number is beyond the database integer (1.2147483648) with 400 naming cursor', async () => {
      expect(Buffer.from('MS4yMTQ3NDgzNjQ4', 'base64url').toString()).toBe('1.2147483648');
      await expectNamed(await get('/api/snapshots?cursor=MS4yMTQ3NDgzNjQ4'), 'cursor');
    });

    it('refuses a cursor whose time is past the year 9999 (999999999999999.2147483647) with 400 naming cursor', async () => {
      // Found by the fuzz above (seed 944087457): a Date of year 33658 whose ISO text the database cannot read.
      expect(Buffer.from('OTk5OTk5OTk5OTk5OTk5LjIxNDc0ODM2NDc', 'base64url').toString()).toBe(
        '999999999999999.2147483647',
      );
      await expectNamed(await get('/api/snapshots?cursor=OTk5OTk5OTk5OTk5OTk5LjIxNDc0ODM2NDc'), 'cursor');
    });

    describe('POST /api/snapshots/verify', () => {
      let exported: Json;
      beforeAll(async () => {
        exported = (await (await get(`/api/snapshots/${pathDefaults.number}/export.json`)).json()) as Json;
      });

      it('checks an export as it stands (so the refusals below are for the one changed value)', async () => {
        const res = await post('/api/snapshots/verify', JSON.stringify(exported));
        expect(res.status).toBe(200);
        expect(((await res.json()) as { valid: boolean }).valid).toBe(true);
      });

      it('refuses a number written 1e400 with 400 naming the field', async () => {
        await expectNamed(await post('/api/snapshots/verify', withRaw(exported, ['number'], '1e400')), 'number');
        const inputs = Object.keys((exported as { inputs: Record<string, Json> }).inputs);
        const numeric = inputs.find(
          (k) => typeof (exported as { inputs: Record<string, Json> }).inputs[k] === 'number',
        )!;
        await expectNamed(
          await post('/api/snapshots/verify', withRaw(exported, ['inputs', numeric], '1e400')),
          `inputs.${numeric}`,
        );
      });

      it('refuses an array nested 20,000 deep with 400 whose message names the depth limit', async () => {
        const res = await post(
          '/api/snapshots/verify',
          withRaw(exported, ['inputs', 'deep'], deepText(20_000, 'array')),
        );
        const text = await res.text();
        expect(res.status, text).toBe(400);
        const body = JSON.parse(text) as ErrorJson;
        expect(body.error.code).toBe('invalid_request');
        expect(body.error.message).toMatch(/deep|depth|nest/i);
        expect(body.error.message).toMatch(/\d+/);
        for (const issue of body.error.issues ?? []) expect(issue.path).not.toBe('');
      });
    });
  });
});
