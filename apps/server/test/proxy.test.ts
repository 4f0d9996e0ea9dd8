/**
 * Many instances, one PostgreSQL, behind Debian's nginx (issue #13): deploy/nginx.conf, with its
 * placeholders filled in, terminates TLS in front of two real server processes
 * (`node --import tsx apps/server/src/main.ts`, NODE_ENV=production, PUBLIC_URL https, TRUST_PROXY=1,
 * one scratch database, one SMTP receiver) and balances round robin with no stickiness. A user
 * registers, signs in, calculates and reads snapshots with consecutive requests landing on both
 * instances; the address the app sees is the one nginx passes; one instance is taken out of nginx and
 * stopped with SIGTERM mid-session, and no user request fails. Skipped, saying why, without nginx, openssl or TEST_DATABASE_URL.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { accessSync, constants, chmodSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailSink } from './support/mail-sink';
import { dropDatabase } from './support/drop-database';
import { ROOT, cleanUpSync, freePort, startServer, tempDir, type ServerProcess } from '../chaos/processes';

const AUTH_SECRET = 'proxy-test-secret-proxy-test-secret-0123456';
const PASSWORD = 'Proxy#Carbon2026';
const RATE_LIMIT = 4;
const DRAIN_SECONDS = 2;
/** The user's browser, an attacker, and a bystander: distinct loopback addresses nginx sees. */
const USER_ADDRESS = '127.0.0.2';
const ATTACKER_ADDRESS = '127.0.0.3';
const BYSTANDER_ADDRESS = '127.0.0.4';
const UPLOADER_ADDRESS = '127.0.0.5';

function findExecutable(name: string): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin', '/sbin'];
  for (const dir of dirs) {
    const file = path.join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  return undefined;
}

const NGINX = findExecutable('nginx');
const OPENSSL = findExecutable('openssl');
const DATABASE = process.env.TEST_DATABASE_URL;
const missing = [
  !NGINX && 'nginx is not installed (apt-get install -y nginx)',
  !OPENSSL && 'openssl is not installed',
  !DATABASE && 'TEST_DATABASE_URL is not set',
].filter(Boolean);
const SKIP = missing.length > 0 ? `SKIPPED: ${missing.join('; ')}` : '';
if (SKIP) console.warn(`apps/server/test/proxy.test.ts ${SKIP}`);

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  instance: string | undefined;
}

/** A kept-alive connection reset before any answer: the server closed it as the request went out. */
class ReusedSocketReset extends Error {
  constructor(cause: Error) {
    super(`reset on a reused connection: ${cause.message}`, { cause });
  }
}

/** One client of the proxy from one address, with its own cookie jar; every request is recorded. */
class Client {
  private readonly jar = new Map<string, string>();
  readonly log: Array<{ method: string; path: string; status: number; instance?: string; error?: string }> = [];
  private readonly agent: https.Agent;
  /** Requests sent again after a reset on a reused connection (see `request`). */
  retriedResets = 0;

  constructor(
    private readonly base: string,
    ca: string,
    localAddress: string,
  ) {
    this.agent = new https.Agent({ ca, keepAlive: true, localAddress });
  }

  get xsrf() {
    return this.jar.get('XSRF-TOKEN');
  }

  cookieNames() {
    return [...this.jar.keys()];
  }

  async request(
    method: string,
    pathname: string,
    opts: { json?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const body = opts.json === undefined ? undefined : JSON.stringify(opts.json);
    const headers: Record<string, string> = { origin: this.base, ...opts.headers };
    if (this.jar.size > 0) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (method !== 'GET' && this.xsrf) headers['x-xsrf-token'] = this.xsrf;
    const send = () =>
      new Promise<Answer>((resolve, reject) => {
        const req = https.request(new URL(pathname, this.base), { method, headers, agent: this.agent }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (d: string) => (text += d));
          res.on('end', () => {
            const instance = res.headers['x-instance'];
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text,
              instance: typeof instance === 'string' ? instance : undefined,
            });
          });
          res.on('error', reject);
        });
        req.setTimeout(20_000, () => req.destroy(new Error('no answer within 20 s')));
        req.on('error', (err: NodeJS.ErrnoException) =>
          reject(req.reusedSocket && err.code === 'ECONNRESET' ? new ReusedSocketReset(err) : err),
        );
        req.end(body);
      });
    try {
      // As a browser does: a kept-alive connection the server closed just as the request went out
      // (nginx's old workers close their idle connections on a reload) is retried once, on a new one.
      const answer = await send().catch((err: unknown) => {
        if (!(err instanceof ReusedSocketReset)) throw err;
        this.retriedResets++;
        return send();
      });
      for (const line of answer.headers['set-cookie'] ?? []) {
        const [pair = ''] = line.split(';');
        const eq = pair.indexOf('=');
        const value = pair.slice(eq + 1);
        if (value === '' || /max-age=0\b/i.test(line)) this.jar.delete(pair.slice(0, eq));
        else this.jar.set(pair.slice(0, eq), value);
      }
      this.log.push({ method, path: pathname, status: answer.status, instance: answer.instance });
      return answer;
    } catch (err) {
      this.log.push({ method, path: pathname, status: 0, error: String(err) });
      throw err;
    }
  }

  close() {
    this.agent.destroy();
  }
}

async function waitForPort(port: number, child: ChildProcess, output: () => string) {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.destroy();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nginx did not listen on ${port}:\n${output()}`);
}

/** The processes whose parent is `pid` (nginx's workers, for its master). */
function childPids(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may hold spaces, so read after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return children;
}

async function directJson(url: string) {
  const res = await fetch(url);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const footing = (i: number) => ({
  project: `proxy #${i} ${randomUUID().slice(0, 8)}`,
  area: 100 + i,
  depth: 700,
  complexity: 5,
  businessAsUsual: 'BlindedRaft',
  alternateFootingSystem: 'Waffle',
  lowCarbonConcrete: 'StandardConcrete',
});

describe.skipIf(SKIP !== '')(`nginx in front of two instances on one PostgreSQL ${SKIP}`, () => {
  let dbName: string;
  let databaseUrl: string;
  let mail: Awaited<ReturnType<typeof startMailSink>>;
  let nginx: ChildProcess;
  let nginxOutput = '';
  let nginxExited: Promise<unknown>;
  let prefix: string;
  let nginxConf: string;
  let portA: number;
  let publicUrl: string;
  let ca: string;
  let a: ServerProcess;
  let b: ServerProcess;
  let user: Client;
  const email = `proxy-${randomUUID().slice(0, 8)}@example.com`;
  const clients: Client[] = [];

  beforeAll(async () => {
    dbName = `embodied_proxy_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: DATABASE });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(DATABASE!);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();

    let portB: number;
    let nginxPort: number;
    let smtpPort: number;
    [nginxPort, smtpPort, portA, portB] = [await freePort(), await freePort(), await freePort(), await freePort()];
    mail = await startMailSink(smtpPort);
    publicUrl = `https://127.0.0.1:${nginxPort}`;

    prefix = tempDir('proxy-nginx');
    // nginx's workers run as nobody when the master is root: they must reach the prefix.
    chmodSync(prefix, 0o755);
    for (const dir of ['conf', 'logs', 'run', 'tmp']) mkdirSync(path.join(prefix, dir));
    const cert = path.join(prefix, 'conf', 'cert.pem');
    const key = path.join(prefix, 'conf', 'key.pem');
    execFileSync(
      OPENSSL!,
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'pipe' },
    );
    ca = readFileSync(cert, 'utf8');

    const common = {
      NODE_ENV: 'production',
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: '1',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      AUTH_SECRET,
      AUTH_RATE_LIMIT_MAX: String(RATE_LIMIT),
      DRAIN_SECONDS: String(DRAIN_SECONDS),
    };
    a = startServer({
      name: 'a',
      port: portA,
      dataDir: tempDir('proxy-a'),
      databaseUrl,
      logLevel: 'info',
      env: { ...common, INSTANCE_ID: 'a' },
    });
    b = startServer({
      name: 'b',
      port: portB,
      dataDir: tempDir('proxy-b'),
      databaseUrl,
      logLevel: 'info',
      env: { ...common, INSTANCE_ID: 'b' },
    });
    await Promise.all([a.ready(), b.ready()]);

    const template = readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');
    const conf = template
      .replaceAll('{{LISTEN}}', `127.0.0.1:${nginxPort}`)
      .replaceAll('{{SERVER_NAME}}', '127.0.0.1')
      .replaceAll('{{CERTIFICATE}}', cert)
      .replaceAll('{{CERTIFICATE_KEY}}', key)
      .replaceAll('{{INSTANCE_1}}', `127.0.0.1:${portA}`)
      .replaceAll('{{INSTANCE_2}}', `127.0.0.1:${portB}`);
    expect(conf.split('\n').filter((l) => !/^\s*#/.test(l) && l.includes('{{'))).toEqual([]);
    nginxConf = conf;
    writeFileSync(path.join(prefix, 'conf', 'nginx.conf'), conf);
    nginx = spawn(NGINX!, ['-p', `${prefix}/`, '-c', 'conf/nginx.conf', '-g', 'daemon off;'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    nginxExited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.stdout!.on('data', (d: Buffer) => (nginxOutput += d.toString()));
    nginx.stderr!.on('data', (d: Buffer) => (nginxOutput += d.toString()));
    await waitForPort(nginxPort, nginx, () => nginxOutput);

    user = new Client(publicUrl, ca, USER_ADDRESS);
    clients.push(user);
  }, 120_000);

  afterAll(async () => {
    for (const c of clients) c.close();
    if (nginx && nginx.exitCode === null) {
      nginx.kill('SIGQUIT');
      await Promise.race([nginxExited, new Promise((r) => setTimeout(r, 5000))]);
      if (nginx.exitCode === null) nginx.kill('SIGKILL');
    }
    for (const s of [a, b]) if (s && !s.hasExited()) await s.stop();
    await mail?.close();
    if (dbName) {
      const admin = new pg.Client({ connectionString: DATABASE });
      await admin.connect();
      await dropDatabase(admin, dbName);
      await admin.end();
    }
    cleanUpSync();
  }, 60_000);

  it('both instances are ready: database answers, every committed migration applied', async () => {
    const journal = JSON.parse(readFileSync(path.join(ROOT, 'apps/server/drizzle/meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    for (const s of [a, b]) {
      expect(await directJson(`${s.url}/api/ready`)).toEqual({
        status: 200,
        body: { status: 'ready', database: 'postgres', migrations: journal.entries.length },
      });
    }
  });

  it('a user registers, verifies, signs in and calculates over TLS, answered by both instances in turn', async () => {
    const signUp = await user.request('POST', '/api/auth/sign-up/email', {
      json: { email, password: PASSWORD, name: 'Proxy', callbackURL: '/slab' },
    });
    expect(signUp.status, signUp.text).toBe(200);
    // TLS ends at nginx; PUBLIC_URL is https, so the instances send HSTS.
    expect(signUp.headers['strict-transport-security']).toMatch(/max-age=\d+/);

    const link = new URL(await mail.link(email, /confirm/i));
    expect(link.origin).toBe(publicUrl);
    const verified = await user.request('GET', `${link.pathname}${link.search}`);
    expect(verified.status, verified.text).toBeLessThan(400);

    const signIn = await user.request('POST', '/api/auth/sign-in/email', { json: { email, password: PASSWORD } });
    expect(signIn.status, signIn.text).toBe(200);
    const sessionCookie = (signIn.headers['set-cookie'] ?? []).find((c) => /session_token=/.test(c));
    expect(sessionCookie).toMatch(/^__Secure-better-auth\.session_token=[^;]+;.*Secure/i);

    // The anti-forgery token comes with the session, Secure too; it is bound to AUTH_SECRET, so both take it.
    expect((signIn.headers['set-cookie'] ?? []).find((c) => c.startsWith('XSRF-TOKEN='))).toMatch(/; Secure/i);
    expect(user.xsrf).toBeTruthy();
    const me = await user.request('GET', '/api/user');
    expect(me.status, me.text).toBe(200);

    // Calculate, then read the snapshot back: consecutive requests alternate between the instances.
    const crossReads: string[] = [];
    for (let i = 0; i < 6; i++) {
      const calc = await user.request('POST', '/api/project/calculate-footing', { json: footing(i) });
      expect(calc.status, calc.text).toBe(200);
      const { snapshot } = JSON.parse(calc.text) as { snapshot: number };
      const read = await user.request('GET', `/api/snapshots/${snapshot}`);
      expect(read.status, read.text).toBe(200);
      expect(JSON.parse(read.text)).toMatchObject({ number: snapshot });
      if (calc.instance !== read.instance) crossReads.push(`${calc.instance}→${read.instance}`);
    }
    const list = await user.request('GET', '/api/snapshots');
    expect(list.status, list.text).toBe(200);

    const servedBy = new Set(user.log.map((r) => r.instance));
    expect(servedBy).toEqual(new Set(['a', 'b']));
    // Written through one instance, read through the other.
    expect(crossReads.length).toBeGreaterThan(0);
    expect(user.log.filter((r) => r.status === 0 || r.status >= 500)).toEqual([]);
  });

  it('sees the client address nginx passes (X-Forwarded-For with TRUST_PROXY=1), not the socket’s', async () => {
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    try {
      const { rows } = await c.query<{ ip_address: string }>(
        'select s.ip_address from session s join "user" u on u.id = s.user_id where u.email = $1',
        [email],
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) expect(r.ip_address).toBe(USER_ADDRESS);
    } finally {
      await c.end();
    }
    // Each instance's request log names the same address.
    for (const s of [a, b]) expect(s.output()).toContain(`"ip":"${USER_ADDRESS}"`);
  });

  it('limits sign-in attempts per address across both instances, and not a spoofed X-Forwarded-For', async () => {
    const attacker = new Client(publicUrl, ca, ATTACKER_ADDRESS);
    const bystander = new Client(publicUrl, ca, BYSTANDER_ADDRESS);
    clients.push(attacker, bystander);
    const guess = (client: Client, headers: Record<string, string> = {}) =>
      client.request('POST', '/api/auth/sign-in/email', {
        json: { email: `nobody-${randomUUID().slice(0, 8)}@example.com`, password: 'Wrong#pass1' },
        headers,
      });
    for (let i = 0; i < RATE_LIMIT; i++) expect((await guess(attacker)).status).toBe(401);
    expect(new Set(attacker.log.map((r) => r.instance))).toEqual(new Set(['a', 'b']));
    expect((await guess(attacker)).status).toBe(429);
    // A made-up address to the left of the one nginx adds changes nothing.
    expect((await guess(attacker, { 'x-forwarded-for': '203.0.113.77' })).status).toBe(429);
    expect((await guess(bystander)).status).toBe(401);
  });

  it('an anonymous client sending oversize and unread bodies takes no instance down: users keep being served', async () => {
    const errorLog = path.join(prefix, 'logs', 'error.log');
    const errorLogBefore = readFileSync(errorLog, 'utf8').length;
    const agent = new https.Agent({ ca, keepAlive: true, localAddress: UPLOADER_ADDRESS, maxSockets: 8 });
    /** One upload with no session: the status the client read, or the error that ended it. */
    const upload = (method: string, pathname: string, type: string, size: number) =>
      new Promise<string>((resolve) => {
        const body = Buffer.alloc(size, 'a');
        const headers = { 'content-type': type, 'content-length': String(body.length), origin: publicUrl };
        const req = https.request(new URL(pathname, publicUrl), { method, headers, agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(String(res.statusCode)));
          res.on('error', (err: NodeJS.ErrnoException) => resolve(`response ${err.code}`));
        });
        req.setTimeout(20_000, () => req.destroy(new Error('no answer within 20 s')));
        req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
        req.end(body);
      });
    // Over the API's size (nginx refuses it), under it but never read by the app (no session), an
    // avatar over its size (nginx) and one under it but without a session (the app, unread).
    const attacks = [
      ['POST', '/api/project/calculate-footing', 'application/json', 300 * 1024],
      ['POST', '/api/project/calculate-footing', 'text/plain', 200 * 1024],
      ['PUT', '/api/user/avatar', 'image/png', 2_500_000],
      ['PUT', '/api/user/avatar', 'image/png', 2_000_000],
    ] as const;
    const attackerAnswers: Record<string, number> = {};
    let stop = false;
    const attacker = async (lane: number) => {
      for (let i = lane; !stop; i++) {
        const [method, pathname, type, size] = attacks[i % attacks.length]!;
        const answer = `${method} ${pathname} ${type} ${size} → ${await upload(method, pathname, type, size)}`;
        attackerAnswers[answer] = (attackerAnswers[answer] ?? 0) + 1;
      }
    };
    const failures: string[] = [];
    let served = 0;
    const userSession = async () => {
      for (let i = 200; !stop; i++) {
        try {
          const calc = await user.request('POST', '/api/project/calculate-footing', { json: footing(i) });
          const health = await user.request('GET', '/api/health');
          const list = await user.request('GET', '/api/snapshots?pageSize=5');
          for (const [what, res] of [
            ['calculate', calc],
            ['health', health],
            ['list', list],
          ] as const) {
            if (res.status === 200) served++;
            else failures.push(`${what} → ${res.status} ${res.text.slice(0, 120)}`);
          }
        } catch (err) {
          failures.push(String(err));
        }
      }
    };
    const running = Promise.all([...Array.from({ length: 8 }, (_, lane) => attacker(lane)), userSession()]);
    await new Promise((r) => setTimeout(r, 6000));
    stop = true;
    await running;
    agent.destroy();

    expect(failures).toEqual([]);
    expect(served).toBeGreaterThan(30);
    // Every upload got its refusal, from nginx or from an instance; none a 502 or a reset.
    const statuses = new Set(Object.keys(attackerAnswers).map((a) => a.split(' → ')[1]));
    expect(
      [...statuses].filter((st) => !['413', '401', '403'].includes(st!)),
      JSON.stringify(attackerAnswers),
    ).toEqual([]);
    expect(Object.keys(attackerAnswers).length).toBe(attacks.length);
    // nginx met no broken or refused upstream, so it took no instance out.
    expect(readFileSync(errorLog, 'utf8').slice(errorLogBefore)).not.toMatch(/upstream/);
  }, 60_000);

  it('one instance taken out of nginx and stopped with SIGTERM mid-session: it drains, exits 0, and no user request fails', async () => {
    const failures: string[] = [];
    let stop = false;
    let takenOutAt = Infinity;
    let exitedAt = Infinity;
    // Each request's time is when it was sent: its answer can be read a moment after it arrived (this
    // thread was busy), so an answer from a that arrived before a was taken out may be read after it.
    const timeline: Array<{ sentAt: number; instance?: string; status: number }> = [];
    const errorLog = path.join(prefix, 'logs', 'error.log');
    const errorLogBefore = readFileSync(errorLog, 'utf8').length;

    // The signed-in user carries on (calculate, read, list) while two more of their tabs read.
    const session = async () => {
      for (let i = 100; !stop && failures.length < 20; i++) {
        try {
          let sentAt = Date.now();
          const calc = await user.request('POST', '/api/project/calculate-footing', { json: footing(i) });
          timeline.push({ sentAt, instance: calc.instance, status: calc.status });
          if (calc.status !== 200) {
            failures.push(`calculate → ${calc.status} ${calc.text.slice(0, 200)}`);
            continue;
          }
          const { snapshot } = JSON.parse(calc.text) as { snapshot: number };
          sentAt = Date.now();
          const read = await user.request('GET', `/api/snapshots/${snapshot}`);
          timeline.push({ sentAt, instance: read.instance, status: read.status });
          if (read.status !== 200) failures.push(`read ${snapshot} → ${read.status} ${read.text.slice(0, 200)}`);
        } catch (err) {
          failures.push(`session: ${String(err)}`);
        }
      }
    };
    const reader = async () => {
      while (!stop && failures.length < 20) {
        try {
          const sentAt = Date.now();
          const res = await user.request('GET', '/api/snapshots?pageSize=5');
          timeline.push({ sentAt, instance: res.instance, status: res.status });
          if (res.status !== 200) failures.push(`list → ${res.status} ${res.text.slice(0, 200)}`);
        } catch (err) {
          failures.push(`reader: ${String(err)}`);
        }
      }
    };
    const load = Promise.all([session(), reader(), reader()]);
    await new Promise((r) => setTimeout(r, 1000));
    expect(timeline.some((t) => t.instance === 'a')).toBe(true);

    // 1. The operator takes a out of nginx (docs/deploy.md): `down` on its line, then a reload. nginx
    //    starts new workers that send a nothing, and its old workers finish what they have and exit.
    const oldWorkers = childPids(nginx.pid!);
    expect(oldWorkers.length).toBeGreaterThan(0);
    const withADown = nginxConf.replace(`server 127.0.0.1:${portA} `, `server 127.0.0.1:${portA} down `);
    expect(withADown).not.toBe(nginxConf);
    writeFileSync(path.join(prefix, 'conf', 'nginx.conf'), withADown);
    nginx.kill('SIGHUP');
    for (let i = 0; i < 200 && childPids(nginx.pid!).some((pid) => oldWorkers.includes(pid)); i++) {
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(childPids(nginx.pid!).filter((pid) => oldWorkers.includes(pid))).toEqual([]);
    takenOutAt = Date.now();

    // 2. Then SIGTERM. Draining: not ready (readiness names the reason), still alive.
    const exit = a.stop();
    let draining: { status: number; body: Record<string, unknown> } | undefined;
    for (let i = 0; i < 40 && !draining; i++) {
      const ready = await directJson(`${a.url}/api/ready`).catch(() => undefined);
      if (ready?.status === 503) draining = ready;
      else await new Promise((r) => setTimeout(r, 25));
    }
    expect(draining?.body).toMatchObject({ error: { code: 'unavailable', reason: 'draining' } });
    expect((await directJson(`${a.url}/api/health`)).status).toBe(200);
    expect((await directJson(`${b.url}/api/ready`)).status).toBe(200);

    expect(await exit).toBe(0);
    exitedAt = Date.now();
    await new Promise((r) => setTimeout(r, 2000));
    stop = true;
    await load;

    expect(failures).toEqual([]);
    // Once the old workers were gone, b took everything, through the drain and after a exited.
    const afterTakeOut = timeline.filter((t) => t.sentAt > takenOutAt);
    expect(afterTakeOut.filter((t) => t.sentAt > exitedAt).length).toBeGreaterThan(5);
    expect(afterTakeOut.every((t) => t.instance === 'b' && t.status === 200)).toBe(true);
    // nginx never met a refused or reset connection: no request was at risk of a 502.
    expect(readFileSync(errorLog, 'utf8').slice(errorLogBefore)).not.toMatch(/upstream/);
    expect(a.output()).toContain('stopped cleanly');
    expect(a.output()).not.toMatch(/unhandled error|PGlite is closed|Cannot use a pool after calling end/);

    // The session (kept in PostgreSQL) goes on through b.
    const me = await user.request('GET', '/api/user');
    expect([me.status, me.instance]).toEqual([200, 'b']);
  }, 60_000);
});
