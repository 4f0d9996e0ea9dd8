import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  API_TOKEN_RATE_LIMIT_PER_MINUTE,
  TOKEN_ACCESS,
  tokenAccessOf,
  type ApiTokenList,
  type CreatedApiToken,
  type UserExport,
} from '@embodied/contracts';
import { apiToken, snapshot } from '../src/db/schema';
import { GUARDED_PREFIXES } from '../src/features';
import { hashTokenSecret } from '../src/db/queries/api-tokens';
import { TokenRateLimit } from '../src/features/api-tokens/token-rate-limit';
import { signUpVerified, type SignedInUser } from './support/session';
import { createTestApp, describeEachDatabase, type TestApp } from './support/test-app';

interface ErrorJson {
  error: { code: string; message: string; reason?: string; issues?: { path: string; message: string }[] };
}

const FOOTING = {
  project: 'Token test',
  area: 100,
  depth: 700,
  complexity: 0,
  businessAsUsual: 'BlindedRaft',
  alternateFootingSystem: 'Waffle',
  lowCarbonConcrete: 'StandardConcrete',
};

describe('the token access table', () => {
  it('classifies concrete paths by their route, and closes anything it does not list', () => {
    expect(tokenAccessOf('GET', '/api/snapshots/12')).toBe('read');
    expect(tokenAccessOf('HEAD', '/api/snapshots/12/export.pdf')).toBe('read');
    expect(tokenAccessOf('GET', '/api/snapshots/export.csv')).toBe('read');
    expect(tokenAccessOf('POST', '/api/project/calculate-footing')).toBe('read+calculate');
    expect(tokenAccessOf('GET', '/api/snapshots/12/recalculate')).toBe('read+calculate');
    expect(tokenAccessOf('DELETE', '/api/snapshots/12')).toBe('never');
    expect(tokenAccessOf('DELETE', '/api/user/tokens/abc')).toBe('never');
    expect(tokenAccessOf('GET', '/api/snapshots/12/not-a-route')).toBe('never');
    expect(tokenAccessOf('PATCH', '/api/lookups')).toBe('never');
  });

  it('counts at most the limit per window and says how long to wait', () => {
    let now = 0;
    const limit = new TokenRateLimit(2, 60_000, () => now);
    expect([limit.take('a'), limit.take('a'), limit.take('b')]).toEqual([0, 0, 0]);
    now = 15_000;
    expect(limit.take('a')).toBe(45);
    now = 60_000;
    expect(limit.take('a')).toBe(0);
  });
});

describeEachDatabase('personal API tokens', (kind) => {
  let app: TestApp;
  let me: SignedInUser;
  let other: SignedInUser;
  beforeAll(async () => {
    app = await createTestApp(kind, { AUTH_RATE_LIMIT_MAX: '100' });
    me = await signUpVerified(app);
    other = await signUpVerified(app);
  });
  afterAll(async () => app.close());

  const create = async (user: SignedInUser, body: object) => {
    const res = await app.request('/api/user/tokens', {
      method: 'POST',
      headers: user.headers,
      body: JSON.stringify(body),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as CreatedApiToken;
  };
  const bearer = (secret: string, extra: Record<string, string> = {}) => ({
    authorization: `Bearer ${secret}`,
    'content-type': 'application/json',
    ...extra,
  });
  const calculate = (secret: string) =>
    app.request('/api/project/calculate-footing', {
      method: 'POST',
      headers: bearer(secret),
      body: JSON.stringify(FOOTING),
    });
  const list = async (user: SignedInUser) =>
    (await (await app.request('/api/user/tokens', { headers: { cookie: user.cookie } })).json()) as ApiTokenList;

  it('classifies every operation of the OpenAPI document in the token access table', async () => {
    const doc = (await (await app.request('/api/openapi.json')).json()) as { paths: Record<string, object> };
    const operations = Object.entries(doc.paths)
      .filter(([path]) => GUARDED_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`)))
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    // Lookup lists are one documented path each; the table has them as one route.
    const keyOf = (op: string) => op.replace(/^GET \/api\/lookups\/[^/{]+$/, 'GET /api/lookups/{list}');
    expect(operations.length).toBeGreaterThan(20);
    expect(operations.filter((op) => !(keyOf(op) in TOKEN_ACCESS))).toEqual([]);
  });

  it('creates a token whose secret is shown once and stored only as its hash, lists it, and revokes it', async () => {
    const created = await create(me, { name: ' Nightly export ', scope: 'read', expiresInDays: 30 });
    expect(created.secret).toMatch(/^emb_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: 'Nightly export', scope: 'read', lastUsedAt: null });
    const days = (Date.parse(created.expiresAt) - Date.parse(created.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(30, 3);

    const [row] = await app.database.db.select().from(apiToken).where(eq(apiToken.id, created.id));
    expect(row!.tokenHash).toBe(hashTokenSecret(created.secret));
    expect(JSON.stringify(row)).not.toContain(created.secret.slice(4));

    const listed = await list(me);
    expect(listed.items.map((t) => t.id)).toContain(created.id);
    expect(JSON.stringify(listed)).not.toContain(created.secret.slice(4));
    expect(Object.keys(listed.items[0]!).sort()).toEqual([
      'createdAt',
      'expiresAt',
      'id',
      'lastUsedAt',
      'name',
      'scope',
      'workspace',
    ]);
    // Someone else sees none of it, and cannot revoke it.
    expect((await list(other)).items).toEqual([]);
    const theirs = await app.request(`/api/user/tokens/${created.id}`, { method: 'DELETE', headers: other.headers });
    expect(theirs.status).toBe(404);

    // Used once: last used is noted.
    expect((await app.request('/api/lookups', { headers: bearer(created.secret) })).status).toBe(200);
    expect((await list(me)).items.find((t) => t.id === created.id)!.lastUsedAt).not.toBeNull();

    const revoked = await app.request(`/api/user/tokens/${created.id}`, { method: 'DELETE', headers: me.headers });
    expect(revoked.status).toBe(204);
    expect((await list(me)).items.map((t) => t.id)).not.toContain(created.id);
    const again = await app.request(`/api/user/tokens/${created.id}`, { method: 'DELETE', headers: me.headers });
    expect(again.status).toBe(404);
  });

  it('names every bad field of a create request', async () => {
    const res = await app.request('/api/user/tokens', {
      method: 'POST',
      headers: me.headers,
      body: JSON.stringify({ name: '', scope: 'write', expiresInDays: 366, extra: 1 }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorJson;
    expect(body.error.code).toBe('invalid_request');
    const paths = body.error.issues!.map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'scope', 'expiresInDays']));
    expect(body.error.issues!.some((i) => i.path === '(body)' || i.message.includes('extra'))).toBe(true);
    for (const expiresInDays of [0, 1.5, '7']) {
      const r = await app.request('/api/user/tokens', {
        method: 'POST',
        headers: me.headers,
        body: JSON.stringify({ name: 'x', scope: 'read', expiresInDays }),
      });
      expect(r.status).toBe(400);
    }
  });

  it('calculates with a read+calculate token, without the anti-forgery header, as its owner', async () => {
    const { secret } = await create(me, { name: 'CI', scope: 'read+calculate', expiresInDays: 1 });
    const res = await calculate(secret);
    expect(res.status, await res.clone().text()).toBe(200);
    const { snapshot: snapshotNumber } = (await res.json()) as { snapshot: number };
    const [row] = await app.database.db.select().from(snapshot).where(eq(snapshot.number, snapshotNumber));
    const [mine] = await app.database.db
      .select()
      .from(apiToken)
      .where(eq(apiToken.tokenHash, hashTokenSecret(secret)));
    expect(row!.ownerId).toBe(mine!.userId);
    expect((await app.request(`/api/snapshots/${snapshotNumber}`, { headers: bearer(secret) })).status).toBe(200);
    expect(
      (await app.request(`/api/snapshots/${snapshotNumber}/recalculate`, { headers: bearer(secret) })).status,
    ).toBe(200);
  });

  it('gives a read token the GET routes and refuses it the calculators (403)', async () => {
    const { secret } = await create(me, { name: 'Reader', scope: 'read', expiresInDays: 7 });
    expect((await app.request('/api/snapshots', { headers: bearer(secret) })).status).toBe(200);
    expect((await app.request('/api/lookups/wallTypes', { headers: bearer(secret) })).status).toBe(200);
    const res = await calculate(secret);
    expect(res.status).toBe(403);
    const body = (await res.json()) as ErrorJson;
    expect(body.error).toMatchObject({ code: 'forbidden', reason: 'TOKEN_SCOPE' });
    const list = (await (await app.request('/api/snapshots', { headers: me.headers })).json()) as {
      items: { number: number }[];
    };
    const recalc = await app.request(`/api/snapshots/${list.items[0]!.number}/recalculate`, {
      headers: bearer(secret),
    });
    expect(recalc.status).toBe(403);
  });

  it('never lets a token reach account, profile, token management, deletion or share links (403)', async () => {
    const { secret } = await create(me, { name: 'Everything', scope: 'read+calculate', expiresInDays: 7 });
    const list = (await (await app.request('/api/snapshots', { headers: me.headers })).json()) as {
      items: { number: number }[];
    };
    const n = list.items[0]!.number;
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/user'],
      ['PUT', '/api/user', { displayName: 'Token' }],
      ['POST', '/api/user', {}],
      ['DELETE', '/api/user', { confirm: me.email }],
      ['GET', '/api/user/export'],
      ['GET', '/api/user/avatar'],
      ['DELETE', '/api/user/avatar'],
      ['GET', '/api/user/tokens'],
      ['POST', '/api/user/tokens', { name: 'Child', scope: 'read', expiresInDays: 1 }],
      ['DELETE', '/api/user/tokens/anything'],
      ['DELETE', `/api/snapshots/${n}`],
      ['POST', `/api/snapshots/${n}/share`],
      ['DELETE', `/api/snapshots/${n}/share/${'A'.repeat(43)}`],
    ];
    const failures: string[] = [];
    for (const [method, path, body] of calls) {
      const res = await app.request(path, {
        method,
        headers: bearer(secret),
        body: body ? JSON.stringify(body) : undefined,
      });
      const json = (await res.json()) as ErrorJson;
      if (res.status !== 403 || json.error.reason !== 'TOKEN_NOT_ALLOWED')
        failures.push(`${method} ${path} → ${res.status}`);
    }
    expect(failures).toEqual([]);
    // Nothing happened: the snapshot and the account are there, no token was made.
    expect((await app.request(`/api/snapshots/${n}`, { headers: me.headers })).status).toBe(200);
    expect((await list_(me)).items.some((t) => t.name === 'Child')).toBe(false);
  });
  const list_ = list;

  it('refuses a revoked token at once, an expired one, and an unknown one (401)', async () => {
    const { id, secret } = await create(me, { name: 'Short-lived', scope: 'read+calculate', expiresInDays: 1 });
    expect((await calculate(secret)).status).toBe(200);
    expect((await app.request(`/api/user/tokens/${id}`, { method: 'DELETE', headers: me.headers })).status).toBe(204);
    const revoked = await app.request('/api/snapshots', { headers: bearer(secret) });
    expect(revoked.status).toBe(401);
    expect(((await revoked.json()) as ErrorJson).error).toMatchObject({
      code: 'unauthenticated',
      reason: 'TOKEN_REVOKED',
    });

    const expiring = await create(me, { name: 'Expiring', scope: 'read', expiresInDays: 1 });
    expect((await app.request('/api/snapshots', { headers: bearer(expiring.secret) })).status).toBe(200);
    await app.database.db
      .update(apiToken)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(apiToken.id, expiring.id));
    const expired = await app.request('/api/snapshots', { headers: bearer(expiring.secret) });
    expect(expired.status).toBe(401);
    expect(((await expired.json()) as ErrorJson).error).toMatchObject({
      code: 'unauthenticated',
      reason: 'TOKEN_EXPIRED',
    });

    const unknown = await app.request('/api/snapshots', { headers: bearer(`emb_${'x'.repeat(43)}`) });
    expect(unknown.status).toBe(401);
    expect(((await unknown.json()) as ErrorJson).error.reason).toBe('TOKEN_UNKNOWN');
  });

  it('still needs the anti-forgery header on a cookie call; with a bearer, the cookie is ignored', async () => {
    const noHeader = await app.request('/api/project/calculate-footing', {
      method: 'POST',
      headers: { cookie: me.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(FOOTING),
    });
    expect(noHeader.status).toBe(403);
    // A cookie with a bearer that is not a valid token: the bearer decides (401), the cookie lends nothing.
    for (const value of ['emb_nonsense', 'not-a-session-token']) {
      const res = await app.request('/api/project/calculate-footing', {
        method: 'POST',
        headers: { ...bearer(value), cookie: me.cookie },
        body: JSON.stringify(FOOTING),
      });
      expect(res.status).toBe(401);
    }
    // A read token with the cookie of a session that could calculate: still the token's scope.
    const { secret } = await create(me, { name: 'Read with cookie', scope: 'read', expiresInDays: 1 });
    const res = await app.request('/api/project/calculate-footing', {
      method: 'POST',
      headers: { ...bearer(secret), cookie: me.cookie, 'x-xsrf-token': me.xsrf },
      body: JSON.stringify(FOOTING),
    });
    expect(res.status).toBe(403);
  });

  it(`limits a token to ${API_TOKEN_RATE_LIMIT_PER_MINUTE} requests a minute (429 with Retry-After), each token on its own`, async () => {
    const { secret } = await create(other, { name: 'Busy', scope: 'read', expiresInDays: 1 });
    const { secret: second } = await create(other, { name: 'Quiet', scope: 'read', expiresInDays: 1 });
    const statuses: number[] = [];
    for (let i = 0; i < API_TOKEN_RATE_LIMIT_PER_MINUTE; i++) {
      // Both the prefix itself and a path below it count once.
      const path = i % 2 === 0 ? '/api/snapshots' : '/api/lookups/wallTypes';
      statuses.push((await app.request(path, { headers: bearer(secret) })).status);
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const limited = await app.request('/api/snapshots', { headers: bearer(secret) });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as ErrorJson).error).toMatchObject({
      code: 'rate_limited',
      reason: 'TOKEN_RATE_LIMITED',
    });
    expect((await app.request('/api/snapshots', { headers: bearer(second) })).status).toBe(200);
    // The owner's own session is not limited by its token.
    expect((await app.request('/api/snapshots', { headers: { cookie: other.cookie } })).status).toBe(200);
  });

  it('lists the tokens in "download my data" (name, scope, times), never the secret or its hash', async () => {
    const user = await signUpVerified(app);
    const created = await create(user, { name: 'Export me', scope: 'read', expiresInDays: 7 });
    const res = await app.request('/api/user/export', { headers: { cookie: user.cookie } });
    expect(res.status).toBe(200);
    const text = await res.text();
    const data = JSON.parse(text) as UserExport;
    expect(data.apiTokens).toEqual([
      {
        name: 'Export me',
        scope: 'read',
        createdAt: created.createdAt,
        expiresAt: created.expiresAt,
        lastUsedAt: null,
        revokedAt: null,
      },
    ]);
    expect(text).not.toContain(created.secret);
    expect(text).not.toContain(hashTokenSecret(created.secret));
  });

  it('goes with the account: deleting the account deletes its tokens', async () => {
    const u = await signUpVerified(app);
    const { id, secret } = await create(u, { name: 'Doomed', scope: 'read', expiresInDays: 1 });
    const del = await app.request('/api/user', {
      method: 'DELETE',
      headers: u.headers,
      body: JSON.stringify({ confirm: u.email }),
    });
    expect(del.status).toBe(204);
    expect(await app.database.db.select().from(apiToken).where(eq(apiToken.id, id))).toEqual([]);
    expect((await app.request('/api/snapshots', { headers: bearer(secret) })).status).toBe(401);
  });
});
