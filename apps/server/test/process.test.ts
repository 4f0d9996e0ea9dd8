import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children: ChildProcessWithoutNullStreams[] = [];

function start(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
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
