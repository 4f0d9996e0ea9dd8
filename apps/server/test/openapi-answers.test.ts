/**
 * Every answer the API gives is one its OpenAPI document describes (issue #47, point 4): real answers
 * of every route family (system, account, tokens, products, lookups, the five calculators with their
 * edge answers, snapshots and their JSON exports, sharing, organisations, projects, errors), taken from the
 * real app and validated with a real JSON Schema validator (Ajv, draft 2020-12) against the schema
 * the served /api/openapi.json gives for that operation, status and content type.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATASET_IDS, LOOKUP_LIST_NAMES } from '@embodied/engine';
import { CALCULATOR_EXAMPLES } from '../src/http/openapi-examples';
import { ifcHouse } from './support/ifc-house';
import { answerValidator, servedDocument, type AnswerValidator, type ServedDocument } from './support/openapi-answers';
import { cookiesFrom, PASSWORD, signUpVerified, type SignedInUser } from './support/session';
import { openEpd } from './support/epd-documents';
import { createTestApp, describeEachDatabase, type TestApp } from './support/test-app';

const example = <K extends keyof typeof CALCULATOR_EXAMPLES>(key: K) =>
  structuredClone(CALCULATOR_EXAMPLES[key].value) as Record<string, unknown>;

const WALL = example('POST /api/project/calculate-wall');
const FOOTING = example('POST /api/project/calculate-footing');
const DWELLING = example('POST /api/project/optimize');
const PARETO = example('POST /api/project/optimize/pareto');

describeEachDatabase('real answers validate against the served OpenAPI document', (kind) => {
  let app: TestApp;
  let doc: ServedDocument;
  let validator: AnswerValidator;
  let me: SignedInUser;
  /** Every answer that did not validate, as `METHOD template status: problem`. */
  const failures: string[] = [];

  beforeAll(async () => {
    app = await createTestApp(kind, { AUTH_RATE_LIMIT_MAX: '200' });
    doc = await servedDocument(app);
    validator = answerValidator(doc);
    me = await signUpVerified(app);
  });
  afterAll(async () => app.close());

  /**
   * Makes a call (`template` with `params` filled in), expects `status`, validates the answer's
   * JSON body against the document, and answers it.
   */
  async function call<T = Record<string, unknown>>(
    method: string,
    template: string,
    {
      params = {},
      query = '',
      body,
      status = 200,
      as = me,
      headers,
      form,
    }: {
      params?: Record<string, string | number>;
      query?: string;
      body?: unknown;
      status?: number;
      as?: SignedInUser | null;
      headers?: Record<string, string>;
      /** A multipart body instead of JSON. */
      form?: FormData;
    } = {},
  ): Promise<T> {
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
    const session = as ? (form ? { cookie: as.cookie, 'x-xsrf-token': as.xsrf } : as.headers) : {};
    const res = await app.request(`${path}${query}`, {
      method,
      headers: { ...session, ...headers },
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const text = await res.text();
    expect(res.status, `${method} ${path}${query}: ${text.slice(0, 500)}`).toBe(status);
    if (status === 204) {
      expect(text).toBe('');
      return undefined as T;
    }
    expect(res.headers.get('content-type'), `${method} ${path}`).toMatch(/^application\/json/);
    const data = JSON.parse(text) as unknown;
    for (const problem of validator.problems(method, template, status, data))
      failures.push(`${method} ${template} ${status}: ${problem}`);
    return data as T;
  }

  /** The failures of the calls made since `mark`, which each test expects to be none. */
  const since = (mark: number) => failures.slice(mark);

  it('the system, account and token answers', async () => {
    const mark = failures.length;
    await call('GET', '/api/health', { as: null });
    await call('GET', '/api/ready', { as: null });
    await call('GET', '/api/config', { as: null });
    await call('GET', '/api/user');
    await call('POST', '/api/user', { body: {} });
    await call('PUT', '/api/user', { body: { organisation: 'Example Builders', timeZone: 'Australia/Perth' } });
    const form = new FormData();
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    form.set('avatar', new File([new Uint8Array(png)], 'me.png', { type: 'image/png' }));
    await call('PUT', '/api/user/avatar', { form });
    await call('DELETE', '/api/user/avatar');
    await call('GET', '/api/user/export');
    const token = await call<{ id: string }>('POST', '/api/user/tokens', {
      body: { name: 'Schema check', scope: 'read', expiresInDays: 7 },
      status: 201,
    });
    await call('GET', '/api/user/tokens');
    await call('DELETE', '/api/user/tokens/{id}', { params: { id: token.id }, status: 204 });
    // Errors have the one error shape, as documented.
    await call('GET', '/api/user', { as: null, status: 401 });
    await call('PUT', '/api/user', { body: { timeZone: 'Mars/Olympus' }, status: 400 });
    expect(since(mark)).toEqual([]);
  });

  it('sign-up, verification, sign-in, session, password reset and change, sign-out (better-auth under /api/auth)', async () => {
    const mark = failures.length;
    const email = `schema-${kind}-${Date.now()}@example.com`;
    const origin = { origin: app.config.publicUrl };
    const signedUp = await call<{ user: { emailVerified: boolean } }>('POST', '/api/auth/sign-up/email', {
      as: null,
      headers: { ...origin, 'content-type': 'application/json' },
      body: { email, password: PASSWORD, name: 'Schema', callbackURL: '/slab' },
    });
    expect(signedUp.user.emailVerified).toBe(false);
    await call('POST', '/api/auth/sign-up/email', {
      as: null,
      headers: { ...origin, 'content-type': 'application/json' },
      body: { email: `weak-${email}`, password: 'weakpassword', name: 'Schema' },
      status: 400,
    });
    await call('POST', '/api/auth/send-verification-email', {
      as: null,
      headers: { ...origin, 'content-type': 'application/json' },
      body: { email, callbackURL: '/slab' },
    });
    const verification = app.mailer.outbox().find((m) => m.to === email && m.link?.includes('verify-email'));
    const link = new URL(verification!.link!);
    link.searchParams.delete('callbackURL');
    await call('GET', '/api/auth/verify-email', { as: null, query: link.search });
    const json = { ...origin, 'content-type': 'application/json' };
    await call('POST', '/api/auth/sign-in/email', {
      as: null,
      headers: json,
      body: { email, password: 'Wrong#password1' },
      status: 401,
    });
    const signIn = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const signInBody = await signIn.json();
    expect(signIn.status).toBe(200);
    for (const p of validator.problems('POST', '/api/auth/sign-in/email', 200, signInBody))
      failures.push(`POST /api/auth/sign-in/email 200: ${p}`);
    const cookie = cookiesFrom(signIn);
    await call('GET', '/api/auth/get-session', { as: null, headers: { cookie } });
    await call('GET', '/api/auth/get-session', { as: null });
    await call('POST', '/api/auth/change-password', {
      as: null,
      headers: { ...json, cookie },
      body: { currentPassword: PASSWORD, newPassword: 'Another#Pass2027', revokeOtherSessions: false },
    });
    await call('POST', '/api/auth/request-password-reset', {
      as: null,
      headers: json,
      body: { email, redirectTo: '/reset-password' },
    });
    const reset = app.mailer.outbox().find((m) => m.to === email && m.link?.includes('reset-password'));
    const token = new URL(reset!.link!).pathname.split('/').pop()!;
    await call('POST', '/api/auth/reset-password', {
      as: null,
      headers: json,
      body: { token, newPassword: 'Reset#Pass2028' },
    });
    await call('POST', '/api/auth/reset-password', {
      as: null,
      headers: json,
      body: { token: 'no-such-token', newPassword: 'Reset#Pass2028' },
      status: 400,
    });
    await call('POST', '/api/auth/sign-out', { as: null, headers: { ...json, cookie }, body: {} });
    expect(since(mark)).toEqual([]);
  });

  it('the lookups, on every dataset and list', async () => {
    const mark = failures.length;
    for (const dataset of DATASET_IDS) {
      await call('GET', '/api/lookups', { query: `?dataset=${dataset}` });
      for (const list of LOOKUP_LIST_NAMES) await call('GET', `/api/lookups/${list}`, { query: `?dataset=${dataset}` });
    }
    await call('GET', '/api/lookups', { query: '?dataset=nowhere', status: 400 });
    expect(since(mark)).toEqual([]);
  });

  it('the calculators, with the Pareto front’s answers that hold null (no design under the target, none within the budget)', async () => {
    const mark = failures.length;
    await call('POST', '/api/project/calculate-wall-location', {
      body: example('POST /api/project/calculate-wall-location'),
    });
    await call('POST', '/api/project/calculate-wall', { body: WALL });
    await call('POST', '/api/project/calculate-footing', { body: FOOTING });
    await call('POST', '/api/project/calculate-footing', { body: { ...FOOTING, datasetId: 'au-conservative' } });
    await call('POST', '/api/project/optimize', { body: DWELLING });
    await call('POST', '/api/project/optimize', { body: { ...DWELLING, datasetId: 'au-hybrid' } });

    const free = await call<Record<string, unknown>>('POST', '/api/project/optimize/pareto', { body: PARETO });
    expect(free.cheapestUnderTarget).toBeNull();
    expect(free.lowestCarbonWithinBudget).toBeNull();
    // A target no design reaches and a budget no design fits: both answers null, with a current design.
    const out = await call<Record<string, unknown>>('POST', '/api/project/optimize/pareto', {
      body: { ...PARETO, carbonTarget: 1, budget: 1 },
    });
    expect(out.cheapestUnderTarget).toBeNull();
    expect(out.lowestCarbonWithinBudget).toBeNull();
    // A target and budget every design meets: both answers designs.
    const met = await call<Record<string, unknown>>('POST', '/api/project/optimize/pareto', {
      body: { ...PARETO, carbonTarget: 1e7, budget: 1e8, current: null },
    });
    expect(met.cheapestUnderTarget).not.toBeNull();
    expect(met.lowestCarbonWithinBudget).not.toBeNull();
    expect(met.current).toBeNull();
    await call('POST', '/api/project/calculate-footing', { body: { ...FOOTING, complexity: 7 }, status: 400 });
    expect(since(mark)).toEqual([]);
  });

  it('the snapshots of each kind: read, JSON and LCAx exports, verify, recalculate, share, delete', async () => {
    const mark = failures.length;
    const project = `Schema ${kind}`;
    const made = [
      await call<{ snapshot: number }>('POST', '/api/project/calculate-wall', { body: { ...WALL, project } }),
      await call<{ snapshot: number }>('POST', '/api/project/calculate-footing', { body: { ...FOOTING, project } }),
      await call<{ snapshot: number }>('POST', '/api/project/optimize', { body: { ...DWELLING, project } }),
    ].map((r) => r.snapshot);
    await call('GET', '/api/snapshots');
    await call('GET', '/api/snapshots', { query: `?project=${encodeURIComponent(project)}` });
    await call('GET', '/api/snapshots', { query: '?kind=footing&page=1&pageSize=2' });
    for (const number of made) {
      const params = { number };
      await call('GET', '/api/snapshots/{number}', { params });
      const exported = await call('GET', '/api/snapshots/{number}/export.json', { params });
      await call('POST', '/api/snapshots/verify', { body: exported });
      await call('POST', '/api/snapshots/verify', { body: { ...exported, project: 'Changed' } });
      await call('GET', '/api/snapshots/{number}/export.lcax.json', { params });
      await call('GET', '/api/snapshots/{number}/recalculate', { params });
      await call('GET', '/api/snapshots/{number}/recalculate', { params, query: '?dataset=au-conservative' });
      const link = await call<{ token: string }>('POST', '/api/snapshots/{number}/share', { params, status: 201 });
      await call('GET', '/api/snapshots/{number}/shares', { params });
      await call('GET', '/api/shared/{token}', { params: { token: link.token }, as: null });
      await call('DELETE', '/api/snapshots/{number}/share/{token}', { params: { ...params, token: link.token } });
      await call('GET', '/api/shared/{token}', { params: { token: link.token }, as: null, status: 404 });
    }
    await call('DELETE', '/api/snapshots/{number}', { params: { number: made[0]! }, status: 204 });
    await call('GET', '/api/snapshots/{number}', { params: { number: made[0]! }, status: 404 });
    await call('GET', '/api/snapshots/{number}', { params: { number: 'x' }, status: 400 });
    expect(since(mark)).toEqual([]);
  });

  it('custom products, and calculations that use them', async () => {
    const mark = failures.length;
    const product = {
      name: 'Example clay brick',
      epdNumber: 'S-P-00000',
      programmeOperator: 'EPD Australasia',
      declaredUnit: 't',
      gwp: 220,
      gwpMin: 200,
      gwpMax: 240,
      validUntil: '2099-06-30',
      replaces: 'clayBrick_kg',
    };
    const created = await call<{ id: string }>('POST', '/api/products', { body: product, status: 201 });
    await call('GET', '/api/products');
    await call('PUT', '/api/products/{id}', { params: { id: created.id }, body: { ...product, gwp: 230 } });
    const wall = await call<{ snapshot: number }>('POST', '/api/project/calculate-wall', {
      body: { ...WALL, customProductIds: [created.id] },
    });
    await call('GET', '/api/snapshots/{number}', { params: { number: wall.snapshot } });
    await call('GET', '/api/snapshots/{number}/export.lcax.json', { params: { number: wall.snapshot } });
    await call('POST', '/api/products', { body: { ...product, gwp: -1 }, status: 400 });
    await call('DELETE', '/api/products/{id}', { params: { id: created.id }, status: 204 });
    const document = JSON.stringify(openEpd());
    await call('POST', '/api/products/import', { body: { document } });
    const imported = await call<{ createdIds: string[] }>('POST', '/api/products/import', {
      body: { document, mode: 'create', items: [{ index: 0, replaces: 'concrete32MPa_m3' }] },
    });
    await call('GET', '/api/products');
    await call('DELETE', '/api/products/{id}', { params: { id: imported.createdIds[0]! }, status: 204 });
    await call('POST', '/api/products/import', { body: { document: '{}' }, status: 400 });
    expect(since(mark)).toEqual([]);
  });

  it('model take-offs: upload, list, read, map, delete', async () => {
    const mark = failures.length;
    const form = new FormData();
    form.set('file', new File([ifcHouse({ schema: 'IFC4', baseQuantities: true })], 'house.ifc'));
    const takeoff = await call<{ id: string }>('POST', '/api/takeoffs', { form, status: 201 });
    await call('GET', '/api/takeoffs');
    await call('GET', '/api/takeoffs/{id}', { params: { id: takeoff.id } });
    await call('PUT', '/api/takeoffs/{id}/mappings', {
      params: { id: takeoff.id },
      body: { mappings: [{ kind: 'roof', source: 'Colorbond steel', target: 'Metal' }] },
    });
    const bad = new FormData();
    bad.set('file', new File(['not a model'], 'house.ifc'));
    await call('POST', '/api/takeoffs', { form: bad, status: 400 });
    await call('DELETE', '/api/takeoffs/{id}', { params: { id: takeoff.id }, status: 204 });
    expect(since(mark)).toEqual([]);
  });

  it('organisations: workspace, organisation, invitation, members, audit trail and projects', async () => {
    const mark = failures.length;
    await call('GET', '/api/workspace');
    const org = await call<{ id: string }>('POST', '/api/organisations', {
      body: { name: `Schema Co ${kind}` },
      status: 201,
    });
    await call('GET', '/api/organisations');
    await call('GET', '/api/organisations/{id}', { params: { id: org.id } });
    await call('PUT', '/api/organisations/{id}', { params: { id: org.id }, body: { name: `Schema Pty ${kind}` } });
    const friend = await signUpVerified(app);
    await call('POST', '/api/organisations/{id}/invitations', {
      params: { id: org.id },
      body: { email: friend.email, role: 'editor' },
      status: 201,
    });
    const mail = app.mailer.outbox().find((m) => m.to === friend.email && /invited/i.test(m.subject));
    const token = new URL(mail!.link!).pathname.split('/').pop()!;
    await call('GET', '/api/invitations/{token}', { params: { token }, as: null });
    await call('POST', '/api/organisations/join', { body: { token }, as: friend });
    const members = (
      await call<{ members: { userId: string }[] }>('GET', '/api/organisations/{id}', { params: { id: org.id } })
    ).members;
    const friendId = members.find((m) => m.userId !== members[0]!.userId)?.userId ?? members[1]!.userId;
    await call('PUT', '/api/organisations/{id}/members/{userId}', {
      params: { id: org.id, userId: friendId },
      body: { role: 'viewer' },
    });
    const withdrawn = await call<{ id: string }>('POST', '/api/organisations/{id}/invitations', {
      params: { id: org.id },
      body: { email: 'someone@example.com', role: 'viewer' },
      status: 201,
    });
    await call('DELETE', '/api/organisations/{id}/invitations/{invitationId}', {
      params: { id: org.id, invitationId: withdrawn.id },
      status: 204,
    });
    await call('GET', '/api/workspace');
    const projectRecord = await call<{ id: string }>('POST', '/api/projects', {
      body: { name: 'Schema project', address: '1 Example Road', client: 'A client', notes: 'Notes' },
      status: 201,
    });
    await call('GET', '/api/projects');
    await call('PUT', '/api/projects/{id}', {
      params: { id: projectRecord.id },
      body: { name: 'Schema project 2', notes: 'Changed' },
    });
    await call('POST', '/api/project/calculate-footing', { body: { ...FOOTING, project: 'In the organisation' } });
    await call('GET', '/api/organisations/{id}/audit', { params: { id: org.id } });
    await call('DELETE', '/api/projects/{id}', { params: { id: projectRecord.id }, status: 204 });
    await call('DELETE', '/api/organisations/{id}/members/{userId}', {
      params: { id: org.id, userId: friendId },
      status: 204,
    });
    await call('PUT', '/api/workspace', { body: { organisationId: null } });
    await call('GET', '/api/organisations/{id}', { params: { id: 'nope' }, status: 404 });
    expect(since(mark)).toEqual([]);
  });

  it('left no JSON answer of the document unchecked but the ones named here', () => {
    expect(failures).toEqual([]);
    const unchecked: string[] = [];
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(item))
        for (const [status, response] of Object.entries(op.responses ?? {}))
          if (/^2/.test(status) && response.content?.['application/json'])
            if (!validator.checked.has(`${method.toUpperCase()} ${path} ${status}`))
              unchecked.push(`${method.toUpperCase()} ${path} ${status}`);
    // POST /api/user answers 201 only the first time (the sign-up above made the record): 200 here.
    expect(unchecked.sort()).toEqual(['POST /api/user 201']);
  });
});

describe('the validator itself', () => {
  it('refuses an answer that breaks its documented schema (so the checks above can fail)', async () => {
    const app = await createTestApp('pglite');
    try {
      const validator = answerValidator(await servedDocument(app));
      const health = (await (await app.request('/api/health')).json()) as Record<string, unknown>;
      expect(validator.problems('GET', '/api/health', 200, health)).toEqual([]);
      expect(validator.problems('GET', '/api/health', 200, { ...health, status: 42 }).length).toBeGreaterThan(0);
      const { database: _, ...withoutDatabase } = health;
      expect(validator.problems('GET', '/api/health', 200, withoutDatabase)).toEqual([
        '(answer) must have required property \'database\' {"missingProperty":"database"}',
      ]);
      expect(validator.problems('GET', '/api/health', 299, {})).toEqual(['GET /api/health documents no 299 answer']);
    } finally {
      await app.close();
    }
  });
});
