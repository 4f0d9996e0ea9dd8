import { execFileSync, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { EXAMPLE_FOOTING } from '@embodied/contracts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = path.resolve(serverDir, '../..');
const children: ChildProcessWithoutNullStreams[] = [];

function start(dataDir: string, port: number, command = ['--import', 'tsx', 'src/main.ts']) {
  const child = spawn(process.execPath, command, {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SHUTDOWN_TIMEOUT_MS: '5000',
    },
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = async () => {
    for (let i = 0; i < 240; i++) {
      if (output.includes('is ready at')) return;
      if (child.exitCode !== null) throw new Error(output);
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`not ready: ${output}`);
  };
  return { child, exited, ready, output: () => output };
}

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
});

describe('the server process', () => {
  it('refuses a second server on the same data folder, finishes in-flight requests on SIGTERM, and reopens the same data', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'embodied-proc-')), 'nested', 'data');
    const first = start(dataDir, 3911);
    await first.ready();
    expect((await fetch('http://127.0.0.1:3911/api/health')).status).toBe(200);

    const second = start(dataDir, 3912);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is already in use by another Embodied server');
    expect((await fetch('http://127.0.0.1:3911/api/health')).status).toBe(200);

    // A request in flight when SIGTERM arrives (its body half sent) still gets its whole answer.
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'Wrong#pass1' });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: 3911,
          method: 'POST',
          path: '/api/auth/sign-in/email',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            origin: 'http://127.0.0.1:3911',
          },
        },
        (res) => {
          let text = '';
          res.on('data', (d: Buffer) => (text += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        first.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 500);
      }, 300);
    });
    const result = await answer;
    expect(result.status).toBe(401);
    expect(JSON.parse(result.text)).toMatchObject({ error: { code: 'unauthenticated' } });
    expect(await first.exited).toBe(0);

    const third = start(dataDir, 3913);
    await third.ready();
    expect((await fetch('http://127.0.0.1:3913/api/health')).status).toBe(200);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 120_000);
});

describe("npm start's server bundle (split at its dynamic imports)", () => {
  it('starts, and what it loads only when first needed works: the common-password list, a PDF, a workbook', async () => {
    // The bundle npm start runs (apps/web/scripts/build-if-changed.mjs), built if its sources changed.
    const { bundleServerIfChanged, SERVER_ENTRY } = (await import(
      path.join(ROOT, 'apps/web/scripts/build-if-changed.mjs')
    )) as {
      bundleServerIfChanged: (o: { log: (line: string) => void }) => Promise<boolean>;
      SERVER_ENTRY: string;
    };
    await bundleServerIfChanged({ log: () => {} });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'embodied-bundle-'));
    const server = start(dataDir, 3914, [SERVER_ENTRY]);
    await server.ready();
    const base = 'http://127.0.0.1:3914';
    const json = { 'content-type': 'application/json', origin: base };
    const email = 'bundle@example.com';

    // The common-password check loads its list with the first password it sees.
    const common = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: 'Password2024!', name: 'Bundle' }),
    });
    expect(common.status).toBe(400);
    expect(await common.text()).toMatch(/common/i);

    const password = 'Carbon#2026ok';
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password, name: 'Bundle' }),
    });
    expect(signUp.status).toBe(200);
    let link: string | undefined;
    for (let i = 0; i < 100 && !link; i++) {
      try {
        link = readdirSync(path.join(dataDir, 'outbox'))
          .map((f) => JSON.parse(readFileSync(path.join(dataDir, 'outbox', f), 'utf8')) as { link?: string })
          .find((m) => m.link)?.link;
      } catch {
        // The outbox folder is made with the first mail.
      }
      if (!link) await new Promise((r) => setTimeout(r, 50));
    }
    await fetch(link!, { redirect: 'manual' });
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password }),
    });
    expect(signIn.status).toBe(200);
    const token = signIn.headers.get('set-auth-token');
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const calculated = await fetch(`${base}/api/project/calculate-footing`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify(EXAMPLE_FOOTING),
    });
    expect(calculated.status).toBe(200);
    const { snapshot } = (await calculated.json()) as { snapshot: number };

    const pdf = await fetch(`${base}/api/snapshots/${snapshot}/export.pdf`, { headers: auth });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const xlsx = await fetch(`${base}/api/snapshots/${snapshot}/export.xlsx`, { headers: auth });
    expect(xlsx.status).toBe(200);
    // A workbook is a zip archive.
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toMatch(/TypeError|ERROR/);
  }, 120_000);
});

describe("npm start's web build", () => {
  it('is the production build whatever NODE_ENV the server is started with', async () => {
    const { webBuildEnv } = (await import(path.join(ROOT, 'apps/web/scripts/build-if-changed.mjs'))) as {
      webBuildEnv: (env: NodeJS.ProcessEnv) => NodeJS.ProcessEnv;
    };
    // Vite builds for development when NODE_ENV says so, whatever the build's mode: with the
    // server's NODE_ENV=development the build failed its lean-entry check (zod in the entry).
    for (const NODE_ENV of ['development', 'test', undefined])
      expect(webBuildEnv({ NODE_ENV, DATA_DIR: '/data', VITE_X: '1' })).toEqual({
        NODE_ENV: 'production',
        DATA_DIR: '/data',
        VITE_X: '1',
      });
  });
});

describe('a server refusing bodies it does not read', () => {
  let server: ReturnType<typeof start>;
  const base = 'http://127.0.0.1:3915';
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
  });

  /** One upload; resolves with the status the client read, or the error that ended it. */
  const upload = (agent: http.Agent | false, method: string, p: string, type: string, size: number) =>
    new Promise<string>((resolve) => {
      const body = Buffer.alloc(size, 'a');
      const headers = { 'content-type': type, 'content-length': body.length };
      const req = http.request(new URL(p, base), { method, headers, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(String(res.statusCode)));
        res.on('error', (err: NodeJS.ErrnoException) => resolve(`response ${err.code}`));
      });
      req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
      req.end(body);
    });
  const tally = (answers: string[]) =>
    answers.reduce<Record<string, number>>((t, a) => ({ ...t, [a]: (t[a] ?? 0) + 1 }), {});

  it('answers every client that sends a large body it refuses, instead of resetting the connection mid-upload', async () => {
    server = start(mkdtempSync(path.join(tmpdir(), 'embodied-unread-')), 3915);
    await server.ready();
    // Twenty clients at once, each sending a body the app refuses before reading it: over the
    // JSON limit, an avatar without a session, text without a session. Each must read its answer,
    // on a connection it asked to close (as nginx asks of its upstreams) and on a kept-alive one.
    // Before, the server closed the socket on answering and many uploads ended in EPIPE/ECONNRESET.
    const MB = 1024 * 1024;
    const cases = [
      ['POST', '/api/project/calculate-footing', 'application/json', 16 * MB, '413'],
      ['PUT', '/api/user/avatar', 'image/png', 16 * MB, '401'],
      ['POST', '/api/project/calculate-footing', 'text/plain', 10 * MB, '413'],
    ] as const;
    for (const keepAlive of [false, true]) {
      const agent = keepAlive ? new http.Agent({ keepAlive: true, maxSockets: 20 }) : false;
      for (const [method, p, type, size, status] of cases) {
        const answers = await Promise.all(Array.from({ length: 20 }, () => upload(agent, method, p, type, size)));
        expect(tally(answers), `${method} ${p} ${type}, keep-alive ${keepAlive}`).toEqual({ [status]: 20 });
      }
      if (agent) agent.destroy();
    }
    // The server is still there for everyone else.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  }, 60_000);

  it('keeps a kept-alive connection usable once the refused body is read', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<unknown>();
    for (let i = 0; i < 5; i++) {
      expect(await upload(agent, 'POST', '/api/project/calculate-footing', 'application/json', 1024 * 1024)).toBe(
        '413',
      );
      const health = await new Promise<number>((resolve, reject) => {
        const req = http.get(new URL('/api/health', base), { agent }, (res) => {
          sockets.add(res.socket);
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
      });
      expect(health).toBe(200);
    }
    // One connection served every request: the refusals did not close it.
    expect(sockets.size).toBe(1);
    agent.destroy();
  });
});

describe('a server starting on a full disk', () => {
  /** A 2 MB tmpfs, too small for the embedded database's first files; undefined where mounting is not allowed. */
  const mountFull = (): string | undefined => {
    const dir = mkdtempSync(path.join(tmpdir(), 'embodied-full-'));
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', dir], { stdio: 'pipe' });
      return dir;
    } catch {
      return undefined;
    }
  };
  const full = mountFull();
  afterAll(() => {
    if (full) execFileSync('umount', [full], { stdio: 'pipe' });
  });
  if (!full) console.warn('apps/server/test/process.test.ts: full-disk start SKIPPED: mounting a tmpfs needs root');

  it.skipIf(!full)(
    'says in words that there is no space left, and exits 1',
    async () => {
      const dataDir = path.join(full!, 'data');
      const server = start(dataDir, 3916);
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(`no space left on the disk that holds the data folder ${dataDir}`);
      expect(server.output()).not.toMatch(/errno|ErrnoError/);
    },
    60_000,
  );
});
