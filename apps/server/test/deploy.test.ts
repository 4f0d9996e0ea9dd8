import { spawnSync } from 'node:child_process';
/**
 * What running several instances behind a proxy relies on, in-process (the real thing, nginx and two
 * processes, is test/proxy.test.ts): readiness and what it checks, Secure cookies and HSTS following
 * PUBLIC_URL, the instance header, and a shutdown that never lets a request reach a closed database.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { startServer } from '../src/server';
import { createTestApp, describeEachDatabase, type TestApp } from './support/test-app';
import { PASSWORD, signUpVerified } from './support/session';

const JOURNAL = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../drizzle/meta/_journal.json'), 'utf8'),
) as { entries: Array<{ tag: string; when: number }> };

describeEachDatabase('readiness', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind, { INSTANCE_ID: 'web-2' });
  });
  afterAll(async () => app.close());

  it('names the instance on every answer when INSTANCE_ID is set', async () => {
    for (const p of ['/api/ready', '/api/nothing-here', '/api/user'])
      expect((await app.request(p)).headers.get('x-instance'), p).toBe('web-2');
  });

  it('is ready when the database answers and every committed migration is applied; liveness says ok', async () => {
    const res = await app.request('/api/ready');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ready', database: kind, migrations: JOURNAL.entries.length });
    expect((await app.request('/api/health')).status).toBe(200);
  });

  it('is not ready, naming the migration, when one the server ships is not recorded as applied', async () => {
    const last = JOURNAL.entries.at(-1)!;
    await app.database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when}`);
    const res = await app.request('/api/ready');
    expect(res.status).toBe(503);
    const body = (await res.json()) as { error: { code: string; reason: string; message: string } };
    expect(body.error).toMatchObject({ code: 'unavailable', reason: 'migrations' });
    expect(body.error.message).toContain(last.tag);
    // Liveness does not care: the process and its database are fine.
    expect((await app.request('/api/health')).status).toBe(200);
  });

  it('is declared in the OpenAPI document, public, with its 503', async () => {
    const doc = (await (await app.request('/api/openapi.json')).json()) as {
      paths: Record<string, { get?: { responses: Record<string, unknown>; security?: unknown } }>;
    };
    // 200 ready, 503 draining or no database; 500 in the one error shape, as every operation declares.
    expect(Object.keys(doc.paths['/api/ready']?.get?.responses ?? {}).sort()).toEqual(['200', '500', '503']);
  });
});

describe('readiness without a database', () => {
  it('is not ready, naming the database, when it does not answer (and names no instance without INSTANCE_ID)', async () => {
    const app = await createTestApp('pglite');
    expect((await app.request('/api/ready')).headers.has('x-instance')).toBe(false);
    await app.database.close();
    try {
      const res = await app.request('/api/ready');
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ error: { code: 'unavailable', reason: 'database' } });
    } finally {
      app.database.close = () => Promise.resolve();
      await app.close();
    }
  }, 60_000);
});

describe('the health check', () => {
  it('answers 503 as soon as the database stops, even right after it answered', async () => {
    const app = await createTestApp('pglite');
    // Under load the embedded database's check counts a statement answered in the last quarter
    // second as its ping; a stopped database must never count.
    expect((await app.request('/api/health')).status).toBe(200);
    await app.database.close();
    try {
      const res = await app.request('/api/health');
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ error: { code: 'unavailable' } });
    } finally {
      app.database.close = () => Promise.resolve();
      await app.close();
    }
  }, 60_000);
});

describe('Secure cookies and HSTS follow PUBLIC_URL', () => {
  async function signedIn(env: Record<string, string>) {
    const app = await createTestApp('pglite', env);
    try {
      const u = await signUpVerified(app);
      const res = await app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: app.config.publicUrl },
        body: JSON.stringify({ email: u.email, password: PASSWORD }),
      });
      expect(res.status).toBe(200);
      return { cookies: res.headers.getSetCookie(), hsts: res.headers.get('strict-transport-security') };
    } finally {
      await app.close();
    }
  }

  it('https (TLS at the proxy), in any NODE_ENV: __Secure- session cookie, Secure anti-forgery cookie, HSTS', async () => {
    const { cookies, hsts } = await signedIn({ NODE_ENV: 'test', PUBLIC_URL: 'https://embodied.example' });
    expect(cookies.find((c) => c.includes('session_token='))).toMatch(
      /^__Secure-better-auth\.session_token=.*; Secure/i,
    );
    expect(cookies.find((c) => c.startsWith('XSRF-TOKEN='))).toMatch(/; Secure/i);
    expect(hsts).toBe('max-age=31536000; includeSubDomains');
  }, 60_000);

  it('plain http, even in production: no Secure cookies (a browser would drop them) and no HSTS', async () => {
    const { cookies, hsts } = await signedIn({
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://embodied.intranet.example',
    });
    const session = cookies.find((c) => c.includes('session_token='));
    expect(session).toMatch(/^better-auth\.session_token=/);
    expect(session).not.toMatch(/; Secure/i);
    expect(cookies.find((c) => c.startsWith('XSRF-TOKEN='))).not.toMatch(/; Secure/i);
    expect(hsts).toBeNull();
  }, 60_000);
});

describe('configuration for a deployment', () => {
  it('DRAIN_SECONDS defaults to 5 in production and 0 elsewhere; INSTANCE_ID is checked', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'embodied-deploy-'));
    const prod = {
      NODE_ENV: 'production',
      AUTH_SECRET: 's'.repeat(40),
      PUBLIC_URL: 'https://e.example',
      DATA_DIR: dir,
    };
    expect(loadConfig(prod).drainSeconds).toBe(5);
    expect(loadConfig({ ...prod, DRAIN_SECONDS: '0' }).drainSeconds).toBe(0);
    expect(loadConfig({ DATA_DIR: dir }).drainSeconds).toBe(0);
    expect(() => loadConfig({ DATA_DIR: dir, INSTANCE_ID: 'a b' })).toThrow(/INSTANCE_ID/);
    rmSync(dir, { recursive: true, force: true });
  });

  it('npm start, the Dockerfile and the systemd unit start the server through deploy/start.sh, the one place of its flags and allocator settings', () => {
    const repo = path.resolve(import.meta.dirname, '../../..');
    const read = (file: string) => readFileSync(path.join(repo, file), 'utf8');
    const script = (JSON.parse(read('package.json')) as { scripts: { start: string } }).scripts.start;
    expect(script).toBe('sh deploy/start.sh');
    const cmd = /^CMD (\[.*\])$/m.exec(read('deploy/Dockerfile'))?.[1];
    expect(cmd && (JSON.parse(cmd) as string[])).toEqual(['sh', 'deploy/start.sh']);
    expect(/^ExecStart=(.*)$/m.exec(read('deploy/embodied.service'))?.[1]).toBe('/bin/sh deploy/start.sh');
    // The allocator settings and V8's flags, written in the script and nowhere else that starts it.
    const uncommented = (file: string) =>
      read(file)
        .split('\n')
        .filter((line) => !line.trimStart().startsWith('#'))
        .join('\n');
    const settings = (text: string) => [...text.matchAll(/MALLOC_\w+=[^\s\\]+/g)].map((m) => m[0]).sort();
    const flags = (text: string) =>
      [...text.matchAll(/--(?:max-semi-space-size|heap-growing-percent|wasm-tiering-budget)=\d+/g)].map((m) => m[0]);
    const start = uncommented('deploy/start.sh');
    expect(settings(start)).toEqual(['MALLOC_ARENA_MAX=2', 'MALLOC_MMAP_THRESHOLD_=524288']);
    expect(flags(start)).toEqual([
      '--max-semi-space-size=16',
      '--heap-growing-percent=50',
      '--wasm-tiering-budget=2000000000',
    ]);
    for (const file of ['deploy/Dockerfile', 'deploy/embodied.service', 'package.json']) {
      expect(settings(uncommented(file))).toEqual([]);
      expect(flags(uncommented(file))).toEqual([]);
    }
    // The script runs node with them (here, asking only its version): every flag is one node takes.
    const ran = spawnSync('sh', [path.join(repo, 'deploy/start.sh'), '--version'], { encoding: 'utf8' });
    expect(ran.stderr).toBe('');
    expect(ran.stdout.trim()).toMatch(/^v\d+\.\d+\.\d+$/);
  });
});

describe('shutdown', () => {
  it('waits for handlers whose client hung up before it closes the database (no "PGlite is closed")', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'embodied-shutdown-'));
    const logs: Array<{ level: number; msg: string; err?: { message?: string } }> = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) logs.push(JSON.parse(line) as never);
        done();
      },
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      AUTH_SECRET: 'shutdown-secret-shutdown-secret-0123456789',
      AUTH_RATE_LIMIT_MAX: '1000',
    });
    const server = await startServer(config, pino({ level: 'warn' }, sink));
    const port = new URL(server.url).port;
    const post = (p: string, body: unknown, headers: Record<string, string> = {}) =>
      http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: p,
        headers: { 'content-type': 'application/json', origin: config.publicUrl, ...headers },
      });
    const call = (p: string, body: unknown) =>
      new Promise<number>((resolve, reject) => {
        const req = post(p, body);
        req.on('response', (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
        req.end(JSON.stringify(body));
      });
    try {
      const email = 'hangup@example.com';
      expect(await call('/api/auth/sign-up/email', { email, password: PASSWORD, name: 'H', callbackURL: '/' })).toBe(
        200,
      );
      const outbox = path.join(dataDir, 'outbox');
      let link: string | undefined;
      for (let i = 0; i < 100 && !link; i++) {
        link = readdirSync(outbox)
          .map((f) => JSON.parse(readFileSync(path.join(outbox, f), 'utf8')) as { link?: string })
          .find((m) => m.link)?.link;
        if (!link) await new Promise((r) => setTimeout(r, 20));
      }
      const verify = new URL(link!);
      expect((await fetch(`${server.url}${verify.pathname}${verify.search}`, { redirect: 'manual' })).status).toBe(302);

      // Sign-ins hash the password (tens of ms on the thread pool) and then write a session. Their
      // clients hang up while they hash, and the server is told to stop at that moment: with no
      // connection left, only the count of running handlers keeps the database open for them.
      const requests = Array.from({ length: 8 }, () => {
        const req = post('/api/auth/sign-in/email', {});
        req.on('error', () => {});
        req.end(JSON.stringify({ email, password: PASSWORD }));
        return req;
      });
      await new Promise((r) => setTimeout(r, 30));
      for (const req of requests) req.destroy();
      await server.close();
      const problems = logs.filter((l) => l.level >= 40).map((l) => `${l.msg}: ${l.err?.message ?? ''}`);
      expect(problems).toEqual([]);
    } finally {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
