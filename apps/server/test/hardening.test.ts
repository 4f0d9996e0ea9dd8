import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE, PASSWORD_RULE_MESSAGE } from '@embodied/contracts';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { openTestPglite } from './support/pglite-template';
import { createMailer } from '../src/mail/mailer';
import { jsonDepth } from '../src/http/json-body-guard';
import { NODE_SERVER_OPTIONS } from '../src/http/unread-body';
import { accountThrottle } from '../src/db/schema';
import { like } from 'drizzle-orm';
import { PASSWORD, signUpVerified, type SignedInUser } from './support/session';
import { createTestApp, describeEachDatabase, type TestApp } from './support/test-app';

type ErrorJson = { error: { code: string; message: string; reason?: string; issues?: Array<{ path: string }> } };

const FOOTING = {
  project: 'Hardening',
  area: 200,
  depth: 700,
  complexity: 0,
  businessAsUsual: 'BlindedRaft',
  alternateFootingSystem: 'Waffle',
  lowCarbonConcrete: 'StandardConcrete',
};

describeEachDatabase('hardening', (kind) => {
  describe('throttling per account', () => {
    let app: TestApp;
    let victim: SignedInUser;
    // Every request names its own address (TRUST_PROXY=1), as a botnet would; the per-address limit
    // is then never reached, so only the per-account one can stop the guessing.
    const signIn = (email: string, password: string, address: string) =>
      app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: app.config.publicUrl, 'x-forwarded-for': address },
        body: JSON.stringify({ email, password }),
      });

    beforeAll(async () => {
      app = await createTestApp(kind, {
        TRUST_PROXY: '1',
        ACCOUNT_RATE_LIMIT_MAX: '3',
        ACCOUNT_RATE_LIMIT_WINDOW_SECONDS: '600',
        ACCOUNT_RATE_LIMIT_SPACING_SECONDS: '2',
      });
      victim = await signUpVerified(app);
      // The victim signs in from home once, and signs out: that address stays usable whatever an attacker does.
      const home = await signIn(victim.email, PASSWORD, '203.0.113.10');
      expect(home.status).toBe(200);
      const cookie = home.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const out = await app.request('/api/auth/sign-out', {
        method: 'POST',
        headers: { cookie, origin: app.config.publicUrl, 'x-forwarded-for': '203.0.113.10' },
      });
      expect(out.status).toBe(200);
    });
    afterAll(() => app.close());

    it('slows guesses at one account from many addresses, and never locks the owner out for long', async () => {
      for (let i = 0; i < 3; i++)
        expect((await signIn(victim.email, `Wrong#guess${i}`, `198.51.100.${i}`)).status).toBe(401);
      // Past the limit: refused from a new address, whatever the password, with when to try again.
      const refused = await signIn(victim.email, 'Wrong#guess9', '198.51.100.99');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(2);
      const body = (await refused.json()) as ErrorJson;
      expect(body.error.code).toBe('rate_limited');
      expect(body.error.message).toMatch(/Too many sign-in attempts for this account/);
      expect((await signIn(victim.email, PASSWORD, '198.51.100.100')).status).toBe(429);
      // The owner, from an address they have signed in from, is not held back.
      expect((await signIn(victim.email, PASSWORD, '203.0.113.10')).status).toBe(200);
      // Another account is untouched.
      const other = await signUpVerified(app);
      expect((await signIn(other.email, PASSWORD, '198.51.100.101')).status).toBe(200);

      // The counts and remembered addresses are personal data: deleting the account removes them.
      const mine = () =>
        app.database.db
          .select()
          .from(accountThrottle)
          .where(like(accountThrottle.key, `%${victim.email}%`));
      expect((await mine()).length).toBeGreaterThan(0);
      const deleted = await app.request('/api/user', {
        method: 'DELETE',
        headers: victim.headers,
        body: JSON.stringify({ confirm: victim.email }),
      });
      expect(deleted.status).toBe(204);
      expect(await mine()).toEqual([]);
    });

    it('lets one more attempt through per spacing, and a success clears the count', async () => {
      const user = await signUpVerified(app);
      for (let i = 0; i < 3; i++)
        expect((await signIn(user.email, `Wrong#guess${i}`, `192.0.2.${i}`)).status).toBe(401);
      expect((await signIn(user.email, PASSWORD, '192.0.2.50')).status).toBe(429);
      await new Promise((r) => setTimeout(r, 2100));
      expect((await signIn(user.email, PASSWORD, '192.0.2.51')).status).toBe(200);
      // Cleared: three fresh failures are needed before the next refusal.
      expect((await signIn(user.email, 'Wrong#guess7', '192.0.2.52')).status).toBe(401);
      expect((await signIn(user.email, PASSWORD, '192.0.2.53')).status).toBe(200);
    });

    it('limits password reset mails per account as well', async () => {
      const user = await signUpVerified(app);
      const reset = (address: string) =>
        app.request('/api/auth/request-password-reset', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: app.config.publicUrl, 'x-forwarded-for': address },
          body: JSON.stringify({ email: user.email, redirectTo: '/reset-password' }),
        });
      for (let i = 0; i < 3; i++) expect((await reset(`192.0.2.${100 + i}`)).status).toBe(200);
      const refused = await reset('192.0.2.120');
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as ErrorJson).error.message).toMatch(/password reset requests for this account/);
    });
  });

  describe('passwords', () => {
    let app: TestApp;
    let n = 0;
    beforeAll(async () => {
      // Each sign-up from its own address, so the per-address limit does not hide the answers.
      app = await createTestApp(kind, { TRUST_PROXY: '1' });
    });
    afterAll(() => app.close());

    const signUp = (password: string) =>
      app.request('/api/auth/sign-up/email', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: app.config.publicUrl,
          'x-forwarded-for': `198.18.0.${++n}`,
        },
        body: JSON.stringify({ email: `p${Math.random().toString(36).slice(2)}@example.com`, password, name: 'P' }),
      });

    it('accepts spaces, other symbols and letters of any alphabet, up to 128 characters', async () => {
      for (const password of [
        'Correct horse battery #9',
        'Ünïcode Straße 7@ok',
        'Tilde~caret^ 4&Braces{}',
        `Aa1@${'long enough '.repeat(10)}`.slice(0, 128),
      ]) {
        const res = await signUp(password);
        expect(res.status, password).toBe(200);
      }
    });

    it("keeps the seed's rule and its message", async () => {
      for (const password of ['Sh#rt1a', 'alllowercase#1', 'ALLUPPER#12', 'NoDigits#here', 'NoSymbol123abc']) {
        const res = await signUp(password);
        expect(res.status, password).toBe(400);
        expect(((await res.json()) as ErrorJson).error.message).toBe(PASSWORD_RULE_MESSAGE);
      }
    });

    it('refuses the most common passwords, also dressed up, with a clear message', async () => {
      for (const password of ['P@ssw0rd', 'Password1!', 'Sunshine2024!', 'Iloveyou#1', 'Qwerty123$']) {
        const res = await signUp(password);
        expect(res.status, password).toBe(400);
        const body = (await res.json()) as ErrorJson;
        expect(body.error.message).toBe(COMMON_PASSWORD_MESSAGE);
        expect(body.error.reason).toBe('PASSWORD_COMMON');
      }
    });

    it('refuses a password over 128 characters, saying so', async () => {
      const res = await signUp(`Aa1@${'x'.repeat(130)}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorJson).error.message).toMatch(/at most 128 characters/);
    });
  });

  describe('small things', () => {
    let app: TestApp;
    let me: SignedInUser;
    beforeAll(async () => {
      app = await createTestApp(kind);
      me = await signUpVerified(app);
    });
    afterAll(() => app.close());

    it('never lets a cache keep what a signed-in user reads', async () => {
      const saved = await app.request('/api/project/calculate-footing', {
        method: 'POST',
        headers: me.headers,
        body: JSON.stringify(FOOTING),
      });
      expect(saved.status).toBe(200);
      for (const p of ['/api/user', '/api/snapshots', '/api/snapshots?kind=footing']) {
        const res = await app.request(p, { headers: { cookie: me.cookie } });
        expect(res.status, p).toBe(200);
        expect(res.headers.get('cache-control'), p).toBe('no-store');
      }
      expect(saved.headers.get('cache-control')).toBe('no-store');
    });

    it('reads JSON nesting depth without being fooled by brackets inside strings', () => {
      expect(jsonDepth('{"a":[1,{"b":"[[[[{{{{"}]}')).toBe(3);
      expect(jsonDepth('"\\"[[["')).toBe(0);
      expect(jsonDepth('[]')).toBe(1);
    });
  });
});

/** What a real socket sees: these need the HTTP server, not an in-process request. */
describe('over a real connection', () => {
  let database: Database;
  let server: http.Server;
  let base: string;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'embodied-hardening-'));
    const webDist = path.join(dir, 'dist');
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Embodied</title>');
    writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dir,
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      LOG_LEVEL: 'silent',
    });
    database = await openTestPglite();
    const logger = pino({ level: 'silent' });
    const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, outboxDir: path.join(dir, 'o'), logger });
    const { app } = createApp({ config, database, mailer, logger, webDist });
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', ...NODE_SERVER_OPTIONS }) as http.Server;
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps a kept-alive connection usable after a 413 (the next request never fails)', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, p: string, body?: Buffer) =>
      new Promise<number>((resolve, reject) => {
        const url = new URL(p, base);
        const req = http.request(
          url,
          {
            method,
            agent,
            headers: body ? { 'content-type': 'application/json', 'content-length': body.length } : {},
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    const tooBig = Buffer.alloc(300 * 1024, 'a');
    for (let i = 0; i < 10; i++) {
      expect(await send('POST', '/api/project/calculate-footing', tooBig)).toBe(413);
      expect(await send('GET', '/api/health')).toBe(200);
    }
    agent.destroy();
  });

  /** One request on its own connection; `chunks` are written one by one, so with no length the body goes chunked. */
  const sendRaw = (
    method: string,
    p: string,
    { headers = {}, chunks = [] }: { headers?: http.OutgoingHttpHeaders; chunks?: string[] } = {},
  ) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const req = http.request(new URL(p, base), { method, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      for (const chunk of chunks) req.write(chunk);
      req.end();
    });

  it('reads a body by its declared length or in chunks, and refuses one over the limit either way', async () => {
    const json = { 'content-type': 'application/json' };
    // The body is read in both forms: the JSON guard names what is wrong with it (before any session check).
    for (const form of ['declared', 'chunked'] as const) {
      const chunks = ['{"project": ', '"unfinished'];
      const headers =
        form === 'declared' ? { ...json, 'content-length': Buffer.byteLength(chunks.join('')) } : { ...json };
      const res = await sendRaw('POST', '/api/project/calculate-footing', { headers, chunks });
      expect(res.status, form).toBe(400);
      expect((JSON.parse(res.body) as ErrorJson).error.message, form).toMatch(/^The request body is not valid JSON/);
      if (form === 'chunked') expect(res.headers['transfer-encoding']).toBeUndefined();
    }
    // Over the limit (256 KB): a declared length is refused unread; chunks are counted as they come.
    const piece = 'a'.repeat(64 * 1024);
    const declared = await sendRaw('POST', '/api/project/calculate-footing', {
      headers: { ...json, 'content-length': 5 * piece.length },
      chunks: [piece, piece, piece, piece, piece],
    });
    const chunked = await sendRaw('POST', '/api/project/calculate-footing', {
      headers: json,
      chunks: [piece, piece, piece, piece, piece],
    });
    for (const res of [declared, chunked]) {
      expect(res.status).toBe(413);
      expect((JSON.parse(res.body) as ErrorJson).error.code).toBe('payload_too_large');
    }
  });

  it('gives a bearer call no anti-forgery cookie; a call without credentials gets the placeholder', async () => {
    const bearer = await sendRaw('GET', '/api/health', { headers: { authorization: 'Bearer not-a-real-token' } });
    expect(bearer.status).toBe(200);
    expect(bearer.headers['set-cookie']).toBeUndefined();
    const plain = await sendRaw('GET', '/api/health');
    expect(plain.headers['set-cookie']?.some((c) => c.startsWith('XSRF-TOKEN='))).toBe(true);
  });

  it('sends an API answer as its handler made it, with the headers added after the handler', async () => {
    const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get(new URL('/api/health', base), resolve).on('error', reject);
    });
    res.resume();
    // Written as the handler made it: the HTTP adapter writes an answer it holds whole with its own
    // `Content-Length`. An answer rebuilt after the handler (Hono's `c.header` then) has a stream
    // for a body, which the adapter reads out and sends with the length it found, in lower case.
    expect(res.rawHeaders).toContain('Content-Length');
    expect(res.headers['transfer-encoding']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    // The anti-forgery placeholder cookie, appended after the handler too.
    expect(res.headers['set-cookie']?.some((c) => c.startsWith('XSRF-TOKEN='))).toBe(true);
  });

  it('answers 404 for a build file that does not exist, and serves the ones that do', async () => {
    const missing = await fetch(`${base}/assets/index-gone999.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).not.toMatch(/html/);
    const present = await fetch(`${base}/assets/index-abc123.js`);
    expect(present.status).toBe(200);
    expect(present.headers.get('cache-control')).toMatch(/immutable/);
    // Pages still fall back to the SPA.
    const page = await fetch(`${base}/snapshots`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Embodied</title>');
  });
});

describe('the development mailbox', () => {
  let database: Database;
  const dir = mkdtempSync(path.join(tmpdir(), 'embodied-mailbox-'));
  beforeAll(async () => {
    database = await openTestPglite();
  });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const mailboxStatus = async (env: Record<string, string>) => {
    const config = loadConfig({
      NODE_ENV: 'development',
      DATA_DIR: dir,
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      LOG_LEVEL: 'silent',
      ...env,
    });
    const logger = pino({ level: 'silent' });
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(dir, 'o'),
      logger,
    });
    const { app } = createApp({ config, database, mailer, logger });
    return (await app.request('/dev/mailbox')).status;
  };

  it('is served on a loopback address with no SMTP, and nowhere else', async () => {
    expect(await mailboxStatus({ HOST: 'localhost' })).toBe(200);
    expect(await mailboxStatus({ HOST: '127.0.0.1' })).toBe(200);
    expect(await mailboxStatus({ HOST: '0.0.0.0' })).not.toBe(200);
    expect(await mailboxStatus({ HOST: '192.168.1.20' })).not.toBe(200);
    expect(await mailboxStatus({ HOST: 'localhost', SMTP_URL: 'smtp://127.0.0.1:2525' })).not.toBe(200);
  });
});
