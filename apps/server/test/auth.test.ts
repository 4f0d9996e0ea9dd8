import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RULE_MESSAGE } from '@embodied/contracts';
import { GUARDED_PREFIXES } from '../src/features';
import { xsrfTokenFor } from '../src/http/xsrf';
import { PASSWORD, signUpVerified, type SignedInUser } from './support/session';
import { createTestApp, describeEachDatabase, type TestApp } from './support/test-app';

interface ErrorJson {
  error: { code: string; message: string; reason?: string; issues?: { path: string; message: string }[] };
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

function post(app: TestApp, path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.config.publicUrl, ...headers },
    body: JSON.stringify(body),
  });
}

const signIn = (app: TestApp, email: string, password: string, headers: Record<string, string> = {}) =>
  post(app, '/api/auth/sign-in/email', { email, password }, headers);

/** Every product path the server documents, with path parameters filled in. */
async function guardedOperations(app: TestApp): Promise<{ path: string; methods: string[] }[]> {
  const doc = (await (await app.request('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(doc.paths)
    .filter(([path]) => GUARDED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)))
    .map(([path, ops]) => ({
      path: path.replace(/\{[^}]+\}/g, '1'),
      methods: Object.keys(ops).map((m) => m.toUpperCase()),
    }));
}

async function mailLink(app: TestApp, email: string, subject: string, after = 0): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const mails = app.mailer.outbox().filter((m) => m.to === email && m.subject.includes(subject));
    if (mails.length > after) return mails[0]!.link!;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no "${subject}" mail for ${email}`);
}

describeEachDatabase('sessions, the guard and anti-forgery', (kind) => {
  let app: TestApp;
  let me: SignedInUser;
  beforeAll(async () => {
    app = await createTestApp(kind, { AUTH_RATE_LIMIT_MAX: '100' });
    me = await signUpVerified(app);
  });
  afterAll(async () => app.close());

  it('answers 401 on every product route, for every method, without a session', async () => {
    const operations = await guardedOperations(app);
    const paths = operations.map((o) => o.path);
    // The check is only worth something if it sees the routes: the account ones at least.
    expect(paths).toEqual(expect.arrayContaining(['/api/user', '/api/user/avatar', '/api/user/export']));
    const failures: string[] = [];
    for (const { path } of [...operations, ...GUARDED_PREFIXES.map((p) => ({ path: `${p}/not-a-route` }))]) {
      for (const method of METHODS) {
        // No credentials; a forged session cookie (with a matching anti-forgery pair, so that only the guard can refuse it); a made-up bearer token.
        const xsrf = xsrfTokenFor(app.config.authSecret, 'forged.value');
        const forged = { cookie: `better-auth.session_token=forged.value; XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };
        const variants: Record<string, string>[] = [{}, forged, { authorization: 'Bearer not-a-token' }];
        for (const headers of variants) {
          const res = await app.request(path, {
            method,
            headers: { 'content-type': 'application/json', ...headers },
            body: method === 'GET' ? undefined : '{}',
          });
          const body = (await res.json()) as ErrorJson;
          if (res.status !== 401 || body.error.code !== 'unauthenticated')
            failures.push(`${method} ${path} ${JSON.stringify(headers)} → ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to a cookie call on any state-changing product route without the anti-forgery header, or with a wrong one', async () => {
    const operations = await guardedOperations(app);
    const failures: string[] = [];
    for (const { path, methods } of operations) {
      for (const method of methods.filter((m) => m !== 'GET')) {
        for (const xsrf of [undefined, 'wrong-token', `${me.xsrf}x`]) {
          const headers: Record<string, string> = {
            cookie: me.cookie,
            'content-type': 'application/json',
            origin: app.config.publicUrl,
          };
          if (xsrf) headers['x-xsrf-token'] = xsrf;
          const res = await app.request(path, { method, headers, body: '{}' });
          const body = (await res.json()) as ErrorJson;
          if (res.status !== 403 || body.error.code !== 'forbidden' || !body.error.message.includes('X-XSRF-TOKEN'))
            failures.push(`${method} ${path} xsrf=${xsrf} → ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // The same call with the matching header goes through.
    const ok = await app.request('/api/user', {
      method: 'PUT',
      headers: me.headers,
      body: JSON.stringify({ organisation: 'Checked' }),
    });
    expect(ok.status).toBe(200);
  });

  it('lets bearer calls through without the anti-forgery header', async () => {
    const res = await signIn(app, me.email, PASSWORD);
    expect(res.status).toBe(200);
    const token = res.headers.get('set-auth-token');
    expect(token).toBeTruthy();
    const put = await app.request('/api/user', {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ displayName: 'Bearer user' }),
    });
    expect(put.status).toBe(200);
    expect(((await put.json()) as { displayName: string }).displayName).toBe('Bearer user');
    const get = await app.request('/api/user', { headers: { authorization: `Bearer ${token}` } });
    expect(get.status).toBe(200);
  });

  it('keeps better-auth’s origin check on its own routes', async () => {
    const res = await post(app, '/api/auth/sign-out', {}, { cookie: me.cookie, origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect((await app.request('/api/user', { headers: { cookie: me.cookie } })).status).toBe(200);
  });

  it('refuses to sign in an unverified address, saying so, and sends the verification again on request', async () => {
    const email = `unverified-${Date.now()}@example.com`;
    expect(
      (await post(app, '/api/auth/sign-up/email', { email, password: PASSWORD, name: 'U', callbackURL: '/slab' }))
        .status,
    ).toBe(200);
    const res = await signIn(app, email, PASSWORD);
    expect(res.status).toBe(403);
    const body = (await res.json()) as ErrorJson;
    expect(body.error).toMatchObject({ code: 'forbidden', reason: 'EMAIL_NOT_VERIFIED' });
    expect(
      res.headers.getSetCookie().some((c) => c.startsWith('better-auth.session_token=') && !/Max-Age=0/i.test(c)),
    ).toBe(false);
    const sent = app.mailer.outbox().filter((m) => m.to === email).length;
    expect((await post(app, '/api/auth/send-verification-email', { email, callbackURL: '/slab' })).status).toBe(200);
    await mailLink(app, email, 'confirm', sent);
  });

  it('registering an address that has an account answers as for a new one, and mails its owner what happened', async () => {
    const fresh = `fresh-${Math.random().toString(36).slice(2, 10)}@example.com`;
    const answer = async (email: string) => {
      const res = await post(app, '/api/auth/sign-up/email', { email, password: 'Another#pass7', name: 'X' });
      const body = (await res.json()) as { user?: { email?: string } };
      return { status: res.status, keys: Object.keys(body).sort(), email: body.user?.email };
    };
    const forNew = await answer(fresh);
    const forExisting = await answer(me.email);
    // The page cannot tell the two apart.
    expect(forExisting.status).toBe(forNew.status);
    expect(forExisting.keys).toEqual(forNew.keys);
    expect(forExisting.email).toBe(me.email);
    // The owner is told, with a way to sign in or reset; no confirmation mail and no second account.
    const link = await mailLink(app, me.email, 'you already have an account');
    expect(link).toBe(`${app.config.publicUrl}/login`);
    const mail = app.mailer.outbox().find((m) => m.to === me.email && m.subject.includes('already have an account'))!;
    expect(mail.text).toContain(`${app.config.publicUrl}/forgot-password`);
    expect(app.mailer.outbox().filter((m) => m.to === me.email && m.subject.includes('confirm'))).toHaveLength(1);
    expect((await signIn(app, me.email, 'Another#pass7')).status).toBe(401);
  });

  it('rejects a wrong password with 401 and a message', async () => {
    const res = await signIn(app, me.email, 'Wrong#pass1');
    expect(res.status).toBe(401);
    expect(((await res.json()) as ErrorJson).error.message).toMatch(/invalid email or password/i);
  });

  describe('the password rule', () => {
    it('is enforced on sign-up', async () => {
      for (const weak of ['password', 'Password1', 'password1!', 'PASSWORD1!', 'Pass#1', 'Bell\u0007char#1']) {
        const res = await post(app, '/api/auth/sign-up/email', {
          email: `weak-${Math.random()}@example.com`,
          password: weak,
          name: 'W',
        });
        expect(res.status, weak).toBe(400);
        expect(((await res.json()) as ErrorJson).error).toMatchObject({
          code: 'invalid_request',
          message: PASSWORD_RULE_MESSAGE,
          reason: 'PASSWORD_RULE',
        });
      }
    });

    it('is enforced on reset, and the reset then works with a good password and ends old sessions', async () => {
      const u = await signUpVerified(app);
      const before = app.mailer.outbox().filter((m) => m.to === u.email && m.subject.includes('reset')).length;
      expect(
        (await post(app, '/api/auth/request-password-reset', { email: u.email, redirectTo: '/reset-password' })).status,
      ).toBe(200);
      const link = new URL(await mailLink(app, u.email, 'reset', before));
      const redirect = await app.request(`${link.pathname}${link.search}`, { redirect: 'manual' });
      const token = new URL(redirect.headers.get('location')!, app.config.publicUrl).searchParams.get('token')!;
      expect(token).toBeTruthy();
      const weak = await post(app, '/api/auth/reset-password', { token, newPassword: 'weakpassword' });
      expect(weak.status).toBe(400);
      expect(((await weak.json()) as ErrorJson).error.message).toBe(PASSWORD_RULE_MESSAGE);
      const good = await post(app, '/api/auth/reset-password', { token, newPassword: 'Fresh#Start9' });
      expect(good.status).toBe(200);
      expect((await app.request('/api/user', { headers: { cookie: u.cookie } })).status).toBe(401);
      expect((await signIn(app, u.email, PASSWORD)).status).toBe(401);
      expect((await signIn(app, u.email, 'Fresh#Start9')).status).toBe(200);
    });

    it('is enforced on change-password', async () => {
      const u = await signUpVerified(app);
      const weak = await post(
        app,
        '/api/auth/change-password',
        { currentPassword: PASSWORD, newPassword: 'alllowercase1' },
        { cookie: u.cookie },
      );
      expect(weak.status).toBe(400);
      expect(((await weak.json()) as ErrorJson).error.message).toBe(PASSWORD_RULE_MESSAGE);
      const good = await post(
        app,
        '/api/auth/change-password',
        { currentPassword: PASSWORD, newPassword: 'Changed#Pass7', revokeOtherSessions: true },
        { cookie: u.cookie },
      );
      expect(good.status).toBe(200);
      expect((await signIn(app, u.email, 'Changed#Pass7')).status).toBe(200);
    });
  });

  it('answers reset and resend the same way whether or not the address has an account', async () => {
    const verified = await signUpVerified(app);
    const unverified = `pending-${Date.now()}@example.com`;
    await post(app, '/api/auth/sign-up/email', { email: unverified, password: PASSWORD, name: 'P' });
    const nobody = `nobody-${Date.now()}@example.com`;
    const answer = async (path: string, body: object) => {
      const res = await post(app, path, body);
      return { status: res.status, body: await res.text() };
    };
    for (const [path, extra] of [
      ['/api/auth/request-password-reset', { redirectTo: '/reset-password' }],
      ['/api/auth/send-verification-email', { callbackURL: '/slab' }],
    ] as const) {
      const answers = await Promise.all(
        [verified.email, unverified, nobody].map((email) => answer(path, { email, ...extra })),
      );
      expect(answers[0]!.status).toBe(200);
      expect(answers[1], path).toEqual(answers[0]);
      expect(answers[2], path).toEqual(answers[0]);
    }
  });

  it('signs out: the session ends on the server', async () => {
    const u = await signUpVerified(app);
    const res = await post(app, '/api/auth/sign-out', {}, { cookie: u.cookie });
    expect(res.status).toBe(200);
    expect((await app.request('/api/user', { headers: { cookie: u.cookie } })).status).toBe(401);
  });
});

describeEachDatabase('brute-force limits on sign-in, sign-up, reset, resend and change-password', (kind) => {
  const MAX = 3;

  describe('with no trusted proxy', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestApp(kind, {
        AUTH_RATE_LIMIT_MAX: String(MAX),
        AUTH_RATE_LIMIT_WINDOW_SECONDS: '60',
        TRUST_PROXY: '0',
      });
    });
    afterAll(async () => app.close());

    it('answers 429, saying when to retry, after repeated failed sign-ins; a made-up X-Forwarded-For does not dodge it', async () => {
      for (let i = 0; i < MAX; i++)
        expect((await signIn(app, 'victim@example.com', `Wrong#pass${i}`)).status).toBe(401);
      const limited = await signIn(app, 'victim@example.com', 'Wrong#pass9');
      expect(limited.status).toBe(429);
      const body = (await limited.json()) as ErrorJson;
      expect(body.error.code).toBe('rate_limited');
      expect(body.error.message).toMatch(/^Too many attempts from your address\. Please try again in \d+ seconds?\.$/);
      const seconds = Number(/in (\d+) second/.exec(body.error.message)![1]);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
      expect(limited.headers.get('retry-after')).toBe(String(seconds));
      for (const address of ['203.0.113.7', '198.51.100.1, 203.0.113.8']) {
        expect((await signIn(app, 'victim@example.com', 'Wrong#pass9', { 'x-forwarded-for': address })).status).toBe(
          429,
        );
      }
    });

    it('limits sign-up, reset, resend and change-password too', async () => {
      const calls: [string, (i: number) => object][] = [
        ['/api/auth/sign-up/email', (i) => ({ email: `flood-${i}@example.com`, password: 'weak', name: 'F' })],
        [
          '/api/auth/request-password-reset',
          (i) => ({ email: `flood-${i}@example.com`, redirectTo: '/reset-password' }),
        ],
        ['/api/auth/send-verification-email', (i) => ({ email: `flood-${i}@example.com` })],
        // Counted before the session is looked at, so guessing someone's current password is limited too.
        ['/api/auth/change-password', (i) => ({ currentPassword: `Guess#${i}abc`, newPassword: 'Another#Pass1' })],
      ];
      for (const [path, body] of calls) {
        const statuses: number[] = [];
        for (let i = 0; i <= MAX; i++) statuses.push((await post(app, path, body(i))).status);
        expect(statuses.slice(0, MAX), path).not.toContain(429);
        expect(statuses[MAX], path).toBe(429);
      }
    });
  });

  describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestApp(kind, { AUTH_RATE_LIMIT_MAX: String(MAX), TRUST_PROXY: '1' });
    });
    afterAll(async () => app.close());

    it('counts per client address as the proxy reports it', async () => {
      const from = (address: string) => ({ 'x-forwarded-for': address });
      for (let i = 0; i < MAX; i++)
        expect((await signIn(app, 'victim@example.com', 'Wrong#pass1', from('203.0.113.10'))).status).toBe(401);
      expect((await signIn(app, 'victim@example.com', 'Wrong#pass1', from('203.0.113.10'))).status).toBe(429);
      // The client's own X-Forwarded-For entries to the left of the proxy's are not trusted.
      expect((await signIn(app, 'victim@example.com', 'Wrong#pass1', from('198.51.100.99, 203.0.113.10'))).status).toBe(
        429,
      );
      expect((await signIn(app, 'victim@example.com', 'Wrong#pass1', from('203.0.113.11'))).status).toBe(401);
    });
  });
});

describe('cookies', () => {
  async function sessionCookie(env: Record<string, string>) {
    const app = await createTestApp('pglite', env);
    try {
      const u = await signUpVerified(app);
      const res = await signIn(app, u.email, PASSWORD);
      expect(res.status).toBe(200);
      return res.headers.getSetCookie().find((c) => /^(__Secure-)?better-auth\.session_token=/.test(c))!;
    } finally {
      await app.close();
    }
  }

  it('the session cookie is HttpOnly and SameSite=Lax', async () => {
    const cookie = await sessionCookie({});
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('in production it is also Secure', async () => {
    const cookie = await sessionCookie({ NODE_ENV: 'production', PUBLIC_URL: 'https://embodied.example' });
    expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
  });
});
