import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OpenAPIHono } from '@hono/zod-openapi';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, VALUE_LISTS } from '@embodied/contracts';
import { COMPLEXITY_VALUES, DATASET_IDS } from '@embodied/engine';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { openTestPglite } from './support/pglite-template';
import type { OpenApiDocument } from '../src/http/openapi-document';
import { TAG_DESCRIPTIONS } from '../src/http/openapi-document-info';
import { CALCULATOR_EXAMPLES } from '../src/http/openapi-examples';
import { OPERATION_IDS } from '../src/http/openapi-operation-ids';
import { correctNullableReferences, nameValueLists } from '../src/http/openapi-schema-fixes';
import { SESSION_COOKIE, securityOf } from '../src/http/openapi-security';
import { XSRF_COOKIE, XSRF_HEADER } from '../src/http/xsrf';
import { createMailer } from '../src/mail/mailer';
import { AUTH_OPERATIONS, isAuthPath, PUBLIC_OPERATIONS } from './support/openapi-operations';
import { cookiesFrom, PASSWORD, signUpVerified } from './support/session';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * The OpenAPI document is one tools accept (issue "An open platform"): every operation named, its
 * security stated, every error answer in the one error shape, the calculators' requests with examples,
 * and nothing a route declares changed by the finishing (src/http/openapi-finish.ts). Redocly's
 * recommended rules run over the same document in `npm run lint:openapi`.
 */

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;
const ERROR_REF = '#/components/schemas/Error';

interface Media {
  schema?: { $ref?: string };
  examples?: Record<string, { summary?: string; value: unknown }>;
}
interface Op {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: unknown[];
  requestBody?: { content?: Record<string, Media> };
  responses: Record<string, { description?: string; content?: Record<string, Media> }>;
}
interface Doc {
  info: { license?: { name?: string; identifier?: string; url?: string } };
  servers?: { url: string; description?: string }[];
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Op>>>;
  components: { schemas: Record<string, unknown>; securitySchemes?: Record<string, Record<string, string>> };
  tags?: { name: string; description?: string }[];
}

const operationsOf = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([p, item]) =>
    METHODS.filter((m) => item[m]).map((m) => ({ key: `${m.toUpperCase()} ${p}`, method: m, path: p, op: item[m]! })),
  );

/** Every place where `raw` has a value that `finished` does not have exactly (as JSON pointers). */
function changedIn(raw: unknown, finished: unknown, at = ''): string[] {
  if (raw === null || typeof raw !== 'object') return Object.is(raw, finished) ? [] : [at || '/'];
  if (finished === null || typeof finished !== 'object') return [at || '/'];
  if (Array.isArray(raw)) {
    if (!Array.isArray(finished) || finished.length !== raw.length) return [at || '/'];
    return raw.flatMap((v, i) => changedIn(v, finished[i], `${at}/${i}`));
  }
  return Object.entries(raw).flatMap(([k, v]) =>
    k in finished ? changedIn(v, (finished as Record<string, unknown>)[k], `${at}/${k}`) : [`${at}/${k}`],
  );
}

describe('the OpenAPI document, finished for tools', () => {
  let app: TestApp;
  let doc: Doc;
  beforeAll(async () => {
    app = await createTestApp('pglite');
    doc = (await (await app.request('/api/openapi.json')).json()) as Doc;
  });
  afterAll(async () => app.close());

  it('names every operation (a new route needs an operationId), uniquely and URL-safely', () => {
    const ops = operationsOf(doc);
    expect(ops.length).toBeGreaterThan(30);
    expect(ops.filter(({ op }) => !op.operationId).map(({ key }) => key)).toEqual([]);
    const ids = ops.map(({ op }) => op.operationId!);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !/^[a-z][A-Za-z0-9]*$/.test(id))).toEqual([]);
  });

  it('uses the typed client’s names, and its table names no operation the server does not serve', () => {
    const byKey = new Map(operationsOf(doc).map(({ key, op }) => [key, op.operationId]));
    for (const [name, e] of Object.entries(endpoints)) {
      if (e.path.startsWith('/api/auth/') || e.path.includes('{list}')) continue;
      expect(byKey.get(`${e.method} ${e.path}`), name).toBe(name);
    }
    expect(byKey.get('GET /api/lookups/wallTypes')).toBe('lookupListWallTypes');
    expect(Object.keys(OPERATION_IDS).filter((key) => !byKey.has(key))).toEqual([]);
  });

  it('defines the session cookie, anti-forgery header and bearer token schemes by the names the server uses', async () => {
    const schemes = doc.components.securitySchemes ?? {};
    expect(Object.keys(schemes).sort()).toEqual(['bearerAuth', 'sessionCookie', 'xsrfHeader']);
    expect(schemes.sessionCookie).toMatchObject({ type: 'apiKey', in: 'cookie', name: SESSION_COOKIE });
    expect(schemes.xsrfHeader).toMatchObject({ type: 'apiKey', in: 'header', name: XSRF_HEADER });
    expect(schemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    // The names are the ones a real sign-in sets and the anti-forgery check reads.
    const user = await signUpVerified(app);
    expect(user.cookie).toContain(`${SESSION_COOKIE}=`);
    expect(user.cookie).toContain(`${XSRF_COOKIE}=`);
  });

  it('states every operation’s security: none when public, else the cookie (with the header when it changes something) and, for reads and calculations, a bearer token', () => {
    const all = operationsOf(doc);
    // better-auth's calls state their own: none, or the session cookie (no anti-forgery header, no token).
    expect(
      all
        .filter(({ path }) => isAuthPath(path))
        .map(({ key }) => key)
        .sort(),
    ).toEqual([...AUTH_OPERATIONS].sort());
    for (const { key, op } of all.filter(({ path }) => isAuthPath(path)))
      expect(op.security, key).toEqual(
        ['POST /api/auth/sign-out', 'POST /api/auth/change-password'].includes(key) ? [{ sessionCookie: [] }] : [],
      );
    const ops = all.filter(({ path }) => !isAuthPath(path));
    const publicKeys = ops.filter(({ op }) => op.security?.length === 0).map(({ key }) => key);
    expect(publicKeys.sort()).toEqual([...PUBLIC_OPERATIONS].sort());
    for (const { key, method, path, op } of ops) {
      expect(op.security, key).toEqual(securityOf(method, path));
      for (const requirement of op.security!)
        for (const scheme of Object.keys(requirement))
          expect(doc.components.securitySchemes, key).toHaveProperty(scheme);
    }
    const security = (key: string) => ops.find((o) => o.key === key)!.op.security;
    expect(security('GET /api/health')).toEqual([]);
    expect(security('GET /api/snapshots/{number}')).toEqual([{ sessionCookie: [] }, { bearerAuth: ['read'] }]);
    expect(security('POST /api/project/calculate-footing')).toEqual([
      { sessionCookie: [], xsrfHeader: [] },
      { bearerAuth: ['read+calculate'] },
    ]);
    // Account, profile and token management: the cookie only.
    expect(security('GET /api/user')).toEqual([{ sessionCookie: [] }]);
    expect(security('PUT /api/user')).toEqual([{ sessionCookie: [], xsrfHeader: [] }]);
    expect(security('DELETE /api/snapshots/{number}')).toEqual([{ sessionCookie: [], xsrfHeader: [] }]);
    // As the guard's table (contracts' TOKEN_ACCESS) says: recalculating needs read+calculate.
    expect(security('GET /api/snapshots/{number}/recalculate')).toEqual([
      { sessionCookie: [] },
      { bearerAuth: ['read+calculate'] },
    ]);
    expect(security('GET /api/user/tokens')).toEqual([{ sessionCookie: [] }]);
  });

  it('gives every 4xx and 5xx answer the one error shape, and every operation the answers the server can give', () => {
    const failures: string[] = [];
    for (const { key, method, op } of operationsOf(doc)) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (!/^[45]/.test(status)) continue;
        const content = response.content ?? {};
        if (
          Object.keys(content).join() !== 'application/json' ||
          content['application/json']?.schema?.$ref !== ERROR_REF
        )
          failures.push(`${key} ${status}: ${JSON.stringify(response.content)}`);
        if (!response.description) failures.push(`${key} ${status}: no description`);
      }
      const signedIn =
        !(PUBLIC_OPERATIONS as readonly string[]).includes(key) &&
        !(AUTH_OPERATIONS as readonly string[]).includes(key);
      const changes = !['get', 'head'].includes(method);
      const json = Object.keys(op.requestBody?.content ?? {}).includes('application/json');
      const bearer = op.security?.find((s) => 'bearerAuth' in s)?.bearerAuth;
      const expected = [
        '500',
        ...(signedIn ? ['401'] : []),
        // The anti-forgery check; a token outside its scope, or on a call no token may make.
        ...(signedIn && (changes || !bearer || bearer.includes('read+calculate')) ? ['403'] : []),
        ...(bearer ? ['429'] : []),
        ...(op.requestBody || op.parameters?.length ? ['400'] : []),
        ...(json ? ['413'] : []),
      ];
      for (const status of expected) if (!op.responses[status]) failures.push(`${key}: no ${status}`);
    }
    expect(failures).toEqual([]);
    expect(doc.components.schemas.Error).toBeDefined();
  });

  it('has an example of each calculator request, with the pages’ placeholder values, that its contract takes', () => {
    for (const [key, example] of Object.entries(CALCULATOR_EXAMPLES)) {
      const [method, path] = key.split(' ') as [string, string];
      const media = doc.paths[path]?.[method.toLowerCase() as 'post']?.requestBody?.content?.['application/json'];
      expect(
        Object.values(media?.examples ?? {}).map((x) => x.value),
        key,
      ).toEqual([example.value]);
      const parsed = endpoints[example.endpoint].body.safeParse(example.value);
      expect(parsed.success, `${key}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
    expect(Object.keys(CALCULATOR_EXAMPLES).sort()).toEqual(
      operationsOf(doc)
        .filter(({ key }) => key.startsWith('POST /api/project/'))
        .map(({ key }) => key)
        .sort(),
    );
  });

  it('answers each calculator example with 200 (signed in with the cookie and the anti-forgery header)', async () => {
    const user = await signUpVerified(app);
    for (const [key, example] of Object.entries(CALCULATOR_EXAMPLES)) {
      const [method, path] = key.split(' ') as [string, string];
      const res = await app.request(path, { method, headers: user.headers, body: JSON.stringify(example.value) });
      expect(res.status, `${key}: ${await res.clone().text()}`).toBe(200);
    }
  });

  it('publishes each value list once, referred to by the lookups’ option keys and the calculators’ fields alike', () => {
    const schemas = doc.components.schemas as Record<string, Record<string, unknown>>;
    const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
    for (const [list, { id, keys }] of Object.entries(VALUE_LISTS)) {
      expect(schemas[id], id).toMatchObject({ type: 'string', enum: [...keys] });
      expect((schemas[`${id}Option`]?.properties as Record<string, unknown>).key, id).toMatchObject(ref(id));
      expect((schemas.Lookups?.properties as Record<string, { items: unknown }>)[list]?.items).toEqual(
        ref(`${id}Option`),
      );
      const listAnswer = doc.paths[`/api/lookups/${list}`]?.get?.responses['200']?.content?.['application/json'];
      expect(listAnswer?.schema).toEqual(ref(`${id}List`));
    }
    expect(schemas.DatasetId).toMatchObject({ type: 'string', enum: [...DATASET_IDS] });
    const field = (schema: string, name: string) => (schemas[schema]?.properties as Record<string, unknown>)[name];
    expect(field('CalculateFootingRequest', 'businessAsUsual')).toMatchObject(ref('FootingSystem'));
    expect(field('CalculateFootingRequest', 'alternateFootingSystem')).toMatchObject(ref('FootingSystem'));
    expect(field('CalculateFootingRequest', 'lowCarbonConcrete')).toMatchObject(ref('LowCarbonConcrete'));
    expect(field('CalculateFootingRequest', 'datasetId')).toMatchObject(ref('DatasetId'));
    expect(field('CalculateWallLocationRequest', 'materialA')).toMatchObject(ref('WallType'));
    expect(field('DwellingChoices', 'groundFloorWallArea')).toMatchObject(ref('WallMaterial'));
    expect(field('DwellingChoices', 'firstFloorStructure')).toMatchObject(ref('FloorStructure'));
    expect(field('DwellingChoices', 'roofMaterial')).toMatchObject(ref('RoofMaterial'));
    expect(field('DwellingChoices', 'windowFrameType')).toMatchObject(ref('WindowFrame'));
    expect(field('DwellingChoices', 'doubleGlazed')).toMatchObject(ref('Glazing'));
    expect(field('DwellingChoices', 'brickSupplier')).toMatchObject(ref('BrickSupplier'));
    expect(field('DwellingChoices', 'concreteSupplier')).toMatchObject(ref('ConcreteSupplier'));
    // No copy of a list is left inline anywhere else.
    const inline: string[] = [];
    const lists = [...Object.values(VALUE_LISTS).map((l) => l.keys), DATASET_IDS].map((k) => [...k].sort().join());
    const walk = (node: unknown, at: string) => {
      if (node === null || typeof node !== 'object') return;
      const o = node as Record<string, unknown>;
      if (
        Array.isArray(o.enum) &&
        lists.includes([...(o.enum as string[])].sort().join()) &&
        !/^\/components\/schemas\/[A-Za-z]+$/.test(at)
      )
        inline.push(at);
      for (const [k, v] of Object.entries(o)) walk(v, `${at}/${k}`);
    };
    walk(doc, '');
    expect(inline).toEqual([]);
  });

  it('gives the footing complexity as the six values the server takes, and the server refuses any other', async () => {
    const complexity = (doc.components.schemas.CalculateFootingRequest as { properties: Record<string, unknown> })
      .properties.complexity;
    expect(complexity).toMatchObject({ type: 'number', enum: [...COMPLEXITY_VALUES] });
    const user = await signUpVerified(app);
    const footing = CALCULATOR_EXAMPLES['POST /api/project/calculate-footing'].value;
    const send = (value: number) =>
      app.request('/api/project/calculate-footing', {
        method: 'POST',
        headers: user.headers,
        body: JSON.stringify({ ...footing, complexity: value }),
      });
    for (const value of COMPLEXITY_VALUES) expect((await send(value)).status, String(value)).toBe(200);
    for (const value of [-5, 1, 2.5, 7, 30]) {
      const res = await send(value);
      expect(res.status, String(value)).toBe(400);
      const body = (await res.json()) as { error: { issues: { path: string; message: string }[] } };
      expect(body.error.issues.map((i) => i.path)).toEqual(['complexity']);
      expect(body.error.issues[0]!.message).toContain('0, 5, 10, 15, 20, 25');
    }
  });

  it('names its server, licence and tags', () => {
    // Absolute, from the configured public address: a client generated from the document works from Node.
    expect(doc.servers?.map((s) => s.url)).toEqual([app.config.publicUrl]);
    expect(app.config.publicUrl).toMatch(/^https?:\/\/[^/]+$/);
    expect(doc.servers?.[0]?.description).toMatch(/base URL/);
    expect(doc.info.license?.name).toBeTruthy();
    const used = new Set(operationsOf(doc).flatMap(({ op }) => op.tags ?? []));
    expect(doc.tags?.map((t) => t.name).sort()).toEqual([...used].sort());
    expect(doc.tags?.filter((t) => !t.description)).toEqual([]);
    expect(Object.keys(TAG_DESCRIPTIONS).sort()).toEqual([...used].sort());
  });

  it('works as the worked curl example says: sign in into a cookie jar, then calculate with the X-XSRF-TOKEN header', async () => {
    const { email } = await signUpVerified(app);
    // curl -c jar.txt -H 'content-type: application/json' -d '{"email",…}' …/api/auth/sign-in/email
    const signIn = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const jar = cookiesFrom(signIn);
    expect(jar).toContain(`${SESSION_COOKIE}=`);
    const xsrf = new RegExp(`${XSRF_COOKIE}=([^;]+)`).exec(jar)?.[1];
    expect(xsrf).toBeTruthy();
    const body = JSON.stringify(CALCULATOR_EXAMPLES['POST /api/project/calculate-footing'].value);
    const calculate = (headers: Record<string, string>) =>
      app.request('/api/project/calculate-footing', {
        method: 'POST',
        headers: { cookie: jar, 'content-type': 'application/json', ...headers },
        body,
      });
    expect((await calculate({})).status).toBe(403);
    const ok = await calculate({ [XSRF_HEADER]: xsrf! });
    expect(ok.status, await ok.clone().text()).toBe(200);
  });

  it('explains authentication on the reference page, with the curl examples and each operation’s id and security', async () => {
    const page = await (await app.request('/api/reference')).text();
    expect(page).toContain('<h2>Authentication</h2>');
    expect(page).toContain('curl -c jar.txt');
    expect(page).toContain(`-H "${XSRF_HEADER}: $XSRF"`);
    expect(page).toContain('curl -H "Authorization: Bearer $EMBODIED_TOKEN"');
    expect(page).toContain('Operation id <code>calculateFooting</code>');
    expect(page).toContain('a bearer token with scope <code>read+calculate</code>');
    expect(page).toContain('Public: no sign-in.');
    expect(page).toContain('Example request');
  });
});

describe('the finishing of the OpenAPI document', () => {
  let database: Database;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'embodied-test-'));
    database = await openTestPglite();
  });
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('only adds: every path, schema and answer a route declares is kept as it is, but for nullable references made to take null', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      LOG_LEVEL: 'silent',
    });
    const logger = pino({ level: 'silent' });
    const mailer = createMailer({
      smtpUrl: undefined,
      from: config.mailFrom,
      outboxDir: path.join(dataDir, 'outbox'),
      logger,
    });
    const { app } = createApp({ config, database, mailer, logger });
    const objectConfig = { openapi: '3.1.0', info: { title: 'Embodied', version: '1.0.0' } };
    // The same route declarations in a plain router: the document as the generator writes it.
    const raw = new OpenAPIHono().route('/', app).getOpenAPI31Document(objectConfig);
    const finished = app.getOpenAPI31Document(objectConfig);
    expect(Object.keys(raw.paths ?? {}).length).toBeGreaterThan(30);
    // The generator's nullable references refuse null (allOf with the reference): those, and only those, change.
    const changed = changedIn(raw, finished);
    expect(changed).toContain('/components/schemas/ParetoResponse/properties/cheapestUnderTarget/allOf');
    const corrected = structuredClone(raw);
    correctNullableReferences(corrected.components?.schemas);
    correctNullableReferences(corrected.paths);
    nameValueLists(corrected as unknown as OpenApiDocument);
    expect(changedIn(corrected, finished)).toEqual([]);
    expect(JSON.stringify(finished)).not.toMatch(/"allOf":\[\{"\$ref":"[^"]+"\},\{"type":\[[^\]]*"null"/);
  });
});
