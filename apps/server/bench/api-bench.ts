/**
 * API throughput and latency, measured with autocannon against the real server on the embedded
 * database (loopback only, bounded in time). Run with `npm run bench`; results go in docs/benchmarks.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pino from 'pino';
import { loadConfig } from '../src/config';
import { startServer } from '../src/server';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const PASSWORD = 'Carbon#2026ok';

async function signUp(url: string, dataDir: string): Promise<string> {
  const email = `bench-${Date.now()}@example.com`;
  const headers = { 'content-type': 'application/json', origin: url };
  const res = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: PASSWORD, name: 'bench' }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status}`);
  const { readdirSync, readFileSync } = await import('node:fs');
  const outbox = path.join(dataDir, 'outbox');
  let link: string | undefined;
  for (let i = 0; i < 100 && !link; i++) {
    const files = readdirSync(outbox);
    link = files
      .map((f) => JSON.parse(readFileSync(path.join(outbox, f), 'utf8')) as { link?: string })
      .find((m) => m.link)?.link;
    if (!link) await new Promise((r) => setTimeout(r, 50));
  }
  if (!link) throw new Error('no verification mail');
  await fetch(link, { redirect: 'manual' });
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const token = signIn.headers.get('set-auth-token');
  if (!token) throw new Error(`sign-in gave no bearer token: ${signIn.status}`);
  return token;
}

function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err: Error | null, result) => (err ? reject(err) : resolve(result)));
  });
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'embodied-bench-'));
  const port = process.env.BENCH_PORT ?? '3399';
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PORT: port,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_MAX: '1000',
  });
  const server = await startServer(config, pino({ level: 'silent' }));
  try {
    const token = await signUp(server.url, dataDir);
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const footing = JSON.stringify({
      project: 'Bench',
      area: 200,
      depth: 700,
      complexity: 0,
      businessAsUsual: 'BlindedRaft',
      alternateFootingSystem: 'Waffle',
      lowCarbonConcrete: 'StandardConcrete',
    });
    const cases: Array<{ name: string; opts: autocannon.Options }> = [
      { name: 'GET /api/health (database ping)', opts: { url: `${server.url}/api/health` } },
      {
        name: 'POST /api/project/calculate-footing (engine + snapshot write)',
        opts: { url: `${server.url}/api/project/calculate-footing`, method: 'POST', headers: auth, body: footing },
      },
    ];
    const rows: string[] = [];
    for (const c of cases) {
      const r = await run({ ...c.opts, connections: 10, duration: DURATION_S });
      rows.push(
        `| ${c.name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} |`,
      );
    }
    console.log(`\nAPI, ${DURATION_S} s per case, 10 connections, embedded database (PGlite)\n`);
    console.log('| Case | Requests/s (mean) | p50 latency (ms) | p99 latency (ms) | non-2xx |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    for (const row of rows) console.log(row);
    console.log(
      `\nMemory after the run: RSS ${Math.round(process.memoryUsage().rss / 1e6)} MB, heap used ${Math.round(process.memoryUsage().heapUsed / 1e6)} MB`,
    );
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
