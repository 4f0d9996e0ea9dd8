import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, type SignedInUser } from './support/session';
import {
  fillPath,
  isPublic,
  isStateChanging,
  loadOperations,
  PUBLIC_OPERATIONS,
  type Operation,
} from './support/openapi-operations';
import { createTestApp, describeEachDatabase, type TestApp } from './support/test-app';
import { signedInLikeTheWebApp } from './support/web-session';

/**
 * Auth probes (issue #11): what an attacker tries, over every operation of the served OpenAPI document.
 * What auth.test.ts and snapshots.test.ts already assert is not repeated here: 401 on the guarded
 * prefixes with no, forged or bearer credentials; 403 with no or a wrong X-XSRF-TOKEN; another user's
 * snapshot answering 404 on each route; a revoked link answering 404; 429 with Retry-After after
 * failed sign-ins. This file adds: the document (not a list of prefixes) as the list of product routes,
 * a signed-out session, forged and borrowed anti-forgery pairs, 404s that are indistinguishable from
 * a number nobody has, revocation seen by a signed-in visitor, and limits that do not care which
 * account is tried or whether the password is right.
 */

interface ErrorJson {
  error: { code: string; message: string; issues?: { path: string; message: string }[] };
}

const NOBODYS_NUMBER = 2_147_480_000;

describeEachDatabase('auth probes', (kind) => {
  let app: TestApp;
  let operations: Operation[];
  let alice: SignedInUser;
  let bob: SignedInUser;
  let aliceNumber: number;
  let aliceToken: string;
  const PROJECT = `Alice's secret project ${Math.random().toString(36).slice(2)}`;

  const call = (
    who: SignedInUser | null,
    method: string,
    path: string,
    body?: string,
    headers: Record<string, string> = {},
  ) =>
    app.request(path, {
      method,
      headers: {
        ...(who ? who.headers : { 'content-type': 'application/json', origin: app.config.publicUrl }),
        ...headers,
      },
      body: method === 'GET' ? undefined : body,
    });
  const bodyFor = (op: Operation) => (op.body ? '{}' : undefined);
  const withXsrfCookie = (cookie: string, token: string) =>
    `${cookie
      .split('; ')
      .filter((c) => !c.startsWith('XSRF-TOKEN='))
      .join('; ')}; XSRF-TOKEN=${token}`;

  beforeAll(async () => {
    app = await createTestApp(kind, { AUTH_RATE_LIMIT_MAX: '100' });
    operations = await loadOperations(app);
    [alice, bob] = [await signedInLikeTheWebApp(app), await signedInLikeTheWebApp(app)];
    const calc = await call(
      alice,
      'POST',
      '/api/project/calculate-footing',
      JSON.stringify({
        project: PROJECT,
        area: 120,
        depth: 600,
        complexity: 5,
        businessAsUsual: 'BlindedRaft',
        alternateFootingSystem: 'Waffle',
        lowCarbonConcrete: 'FlyAshSubstitution30',
      }),
    );
    expect(calc.status).toBe(200);
    const list = (await (await call(alice, 'GET', '/api/snapshots')).json()) as { items: { number: number }[] };
    aliceNumber = list.items[0]!.number;
    const share = await call(alice, 'POST', `/api/snapshots/${aliceNumber}/share`);
    expect(share.status).toBe(201);
    aliceToken = ((await share.json()) as { token: string }).token;
  });
  afterAll(async () => app.close());

  it('answers 401 on every operation of the document but the public ones, to a visitor and to a signed-out session', async () => {
    const ids = operations.map((op) => op.id);
    expect(ids).toEqual(expect.arrayContaining([...PUBLIC_OPERATIONS]));
    const gone = await signedInLikeTheWebApp(app);
    const out = await app.request('/api/auth/sign-out', { method: 'POST', headers: gone.headers, body: '{}' });
    expect(out.status).toBe(200);
    const failures: string[] = [];
    for (const op of operations) {
      const path = fillPath(op.path, {
        number: String(aliceNumber),
        token: aliceToken,
        id: 'no-such-token',
        userId: 'no-such-user',
        invitationId: 'no-such-invitation',
      });
      if (isPublic(op)) {
        const res = await call(null, op.method, path, bodyFor(op));
        if (res.status === 401 || res.status >= 500) failures.push(`${op.id} (public) → ${res.status}`);
        continue;
      }
      // The signed-out session still sends its old cookie and matching anti-forgery token.
      for (const [who, label] of [
        [null, 'visitor'],
        [gone, 'signed out'],
      ] as const) {
        const res = await call(who, op.method, path, bodyFor(op));
        const body = (await res.json()) as ErrorJson;
        if (res.status !== 401 || body.error.code !== 'unauthenticated')
          failures.push(`${op.id} ${label} → ${res.status} ${JSON.stringify(body)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 on every state-changing product operation to a made-up anti-forgery pair and to another session’s token', async () => {
    const failures: string[] = [];
    const changing = operations.filter((op) => isStateChanging(op) && !isPublic(op));
    expect(changing.length).toBeGreaterThan(3);
    for (const op of changing) {
      const path = fillPath(op.path, {
        number: String(aliceNumber),
        token: 'A'.repeat(43),
        id: 'no-such-token',
        userId: 'no-such-user',
        invitationId: 'no-such-invitation',
      });
      const attempts: [string, Record<string, string>][] = [
        // Double submit alone would let this through: the cookie and the header agree.
        [
          'XSRF-TOKEN=evil + X-XSRF-TOKEN: evil',
          { cookie: withXsrfCookie(alice.cookie, 'evil'), 'x-xsrf-token': 'evil' },
        ],
        // Bob's genuine token, planted next to Alice's session cookie.
        ["another session's token", { cookie: withXsrfCookie(alice.cookie, bob.xsrf), 'x-xsrf-token': bob.xsrf }],
      ];
      for (const [label, headers] of attempts) {
        const res = await call(alice, op.method, path, bodyFor(op), headers);
        const body = (await res.json()) as ErrorJson;
        if (res.status !== 403 || body.error.code !== 'forbidden')
          failures.push(`${op.id} with ${label} → ${res.status} ${JSON.stringify(body)}`);
      }
      // The token the server gave Alice passes the check (whatever the route then answers). Deleting
      // is checked on a number nobody has, so that Alice's snapshot is still there for the tests below.
      const genuinePath =
        op.id === 'DELETE /api/snapshots/{number}'
          ? fillPath(op.path, {
              number: String(NOBODYS_NUMBER),
              token: 'A'.repeat(43),
              id: 'no-such-token',
              userId: 'no-such-user',
              invitationId: 'no-such-invitation',
            })
          : path;
      const genuine = await call(alice, op.method, genuinePath, bodyFor(op));
      if (genuine.status === 403) failures.push(`${op.id} with Alice's own token → 403 ${await genuine.text()}`);
    }
    expect(failures).toEqual([]);
  });

  describe("another user's snapshot, by number", () => {
    /** An answer with the snapshot number written as # so two numbers' answers can be compared. */
    const answer = async (res: Response, n: number) => ({
      status: res.status,
      type: res.headers.get('content-type'),
      body: (await res.text()).replaceAll(String(n), '#'),
    });

    it('answers exactly as for a number nobody has, on every route that takes one, so numbers are not confirmed', async () => {
      const byNumber = operations.filter((op) => op.parameters.some((p) => p.name === 'number' && p.in === 'path'));
      expect(byNumber.length).toBeGreaterThan(5);
      // Deleting is among them: Bob's attempt on Alice's number must not tell it from nobody's either.
      expect(byNumber.map((op) => op.id)).toContain('DELETE /api/snapshots/{number}');
      const probes = [
        ...byNumber.map((op) => ({ id: op.id, method: op.method, path: op.path, body: bodyFor(op) })),
        {
          id: 'recalculate on a dataset',
          method: 'GET',
          path: '/api/snapshots/{number}/recalculate?dataset=au-conservative',
          body: undefined,
        },
      ];
      const linksOf = async () => (await call(alice, 'GET', `/api/snapshots/${aliceNumber}/shares`)).text();
      const linksBefore = await linksOf();
      const failures: string[] = [];
      for (const probe of probes) {
        const at = (n: number) => fillPath(probe.path, { number: String(n), token: aliceToken });
        const theirs = await answer(await call(bob, probe.method, at(aliceNumber), probe.body), aliceNumber);
        const nobodys = await answer(await call(bob, probe.method, at(NOBODYS_NUMBER), probe.body), NOBODYS_NUMBER);
        if (theirs.status !== 404) failures.push(`${probe.id} on Alice's snapshot → ${theirs.status} ${theirs.body}`);
        else if (JSON.stringify(theirs) !== JSON.stringify(nobodys))
          failures.push(`${probe.id}: Alice's ${JSON.stringify(theirs)} ≠ nobody's ${JSON.stringify(nobodys)}`);
      }
      expect(failures).toEqual([]);
      // Nothing of Alice's changed: her snapshot and her links, which still open.
      expect((await call(alice, 'GET', `/api/snapshots/${aliceNumber}`)).status).toBe(200);
      expect(await linksOf()).toBe(linksBefore);
      expect((await call(null, 'GET', `/api/shared/${aliceToken}`)).status).toBe(200);
    });

    it("shows nothing of it in Bob's list, project totals or data export", async () => {
      const list = (await (await call(bob, 'GET', `/api/snapshots?project=${encodeURIComponent(PROJECT)}`)).json()) as {
        total: number;
        projects: string[];
        projectTotals: { count: number } | null;
      };
      expect(list.total).toBe(0);
      expect(list.projects).not.toContain(PROJECT);
      expect(list.projectTotals?.count ?? 0).toBe(0);
      const exported = await (await call(bob, 'GET', '/api/user/export')).text();
      expect(exported).not.toContain(PROJECT);
      expect(exported).not.toContain(aliceToken);
    });
  });

  it('keeps a revoked link dead for everyone, signed in or not, answering as for a link that never was', async () => {
    const made = await call(alice, 'POST', `/api/snapshots/${aliceNumber}/share`);
    const { token } = (await made.json()) as { token: string };
    expect((await call(bob, 'DELETE', `/api/snapshots/${aliceNumber}/share/${token}`)).status).toBe(404);
    expect((await call(bob, 'GET', `/api/shared/${token}`)).status).toBe(200);
    expect((await call(alice, 'DELETE', `/api/snapshots/${aliceNumber}/share/${token}`)).status).toBe(200);
    // A new link does not bring the old one back.
    expect((await call(alice, 'POST', `/api/snapshots/${aliceNumber}/share`)).status).toBe(201);
    const never = token.replace(/^./, (ch) => (ch === 'A' ? 'B' : 'A'));
    for (const suffix of ['', '/export.pdf']) {
      for (const who of [null, bob, alice]) {
        const revoked = await call(who, 'GET', `/api/shared/${token}${suffix}`);
        const unknown = await call(who, 'GET', `/api/shared/${never}${suffix}`);
        expect(revoked.status, `${suffix} as ${who?.email ?? 'visitor'}`).toBe(404);
        expect(await revoked.text()).toBe(await unknown.text());
      }
    }
  });
});

describeEachDatabase('auth probes: the limit per address', (kind) => {
  const MAX = 3;
  let app: TestApp;
  let victim: SignedInUser;
  beforeAll(async () => {
    app = await createTestApp(kind, { AUTH_RATE_LIMIT_MAX: String(MAX), AUTH_RATE_LIMIT_WINDOW_SECONDS: '60' });
    victim = await signedInLikeTheWebApp(app);
  });
  afterAll(async () => app.close());

  const signIn = (email: string, password: string) =>
    app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.config.publicUrl },
      body: JSON.stringify({ email, password }),
    });

  it('counts attempts on different accounts together, then refuses even the right password, with Retry-After and no session', async () => {
    for (let i = 0; i < MAX; i++) expect((await signIn(`guess-${i}@example.com`, `Wrong#pass${i}`)).status).toBe(401);
    const res = await signIn(victim.email, PASSWORD);
    expect(res.status).toBe(429);
    expect(((await res.json()) as ErrorJson).error.code).toBe('rate_limited');
    const retry = Number(res.headers.get('retry-after'));
    expect(Number.isInteger(retry)).toBe(true);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    expect(res.headers.getSetCookie().some((c) => /session_token=[^;]+/.test(c) && !/max-age=0/i.test(c))).toBe(false);
    expect(res.headers.get('set-auth-token')).toBeNull();
  });
});
