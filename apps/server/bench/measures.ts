import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { getPriority, setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startServer, stop } from './server-process';
import { BASE, LOAD_CONNECTIONS, MB, ROOT, SOAK_S } from './settings';

/** What the bench measures beside the server: loads, the health checker, the pages, the database's ceiling. */

/** The bench's entry (api-bench.ts), which runs the insert ceiling's own process. */
const BENCH_ENTRY = path.join(path.dirname(fileURLToPath(import.meta.url)), 'api-bench.ts');

export interface LighthouseRow {
  path: string;
  signedIn: boolean;
  landedOn: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  /** The median run's main thread after its first paint (e2e/bench/lighthouse.ts). */
  mainThread?: { wallMs: number; cpuMs: number; blockingAtWallMs: number; blockingAtCpuMs: number };
  error: string | null;
  failing: { performance: string[]; bestPractices: string[] };
  apiCalls: string[];
  /** Set when Lighthouse could not record the first load and the page was measured again. */
  firstAttemptError?: string;
  /** Every run's performance score; `performance` is the median run's. */
  performances: number[];
}

/** Lighthouse's mobile preset on the app's pages (e2e/bench/lighthouse.ts, in its own process). */
export function lighthouseRows(cookie: string): LighthouseRow[] {
  const out = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'e2e/bench/lighthouse.ts'), BASE, cookie],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 16 * MB },
  );
  if (out.status !== 0) throw new Error(`Lighthouse failed: ${out.stderr}`);
  return out.stdout
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as LighthouseRow);
}

export interface ProbeResult {
  count: number;
  notOk: number;
  p50: number;
  p99: number;
  max: number;
}

/** The health checker (health-probe.ts) in a process of its own, `rate` requests a second for `seconds`. */
export function healthProbe(seconds: number, rate: number): Promise<ProbeResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'apps/server/bench/health-probe.ts'), BASE, String(seconds), String(rate)],
      // Its own session: where Linux groups the scheduler's shares by session (autogroup), the
      // checker's share is then its own, not the load generator's (see loadGeneratorYields).
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], detached: true },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').pop()!) as ProbeResult)
        : reject(new Error(`health probe exited ${code}`)),
    );
  });
}

/** The load generator's niceness while the target case runs. */
const LOAD_GENERATOR_NICENESS = 10;

/** Linux's per-session scheduling group of this process ("/autogroup-N nice K"; present when autogroup is on). */
const AUTOGROUP = '/proc/self/autogroup';

/** This session's group's niceness, or undefined where there is no such group. */
function groupNiceness(): number | undefined {
  try {
    if (readFileSync('/proc/sys/kernel/sched_autogroup_enabled', 'utf8').trim() !== '1') return undefined;
    const niceness = Number(/nice (-?\d+)/.exec(readFileSync(AUTOGROUP, 'utf8'))?.[1]);
    return Number.isInteger(niceness) ? niceness : undefined;
  } catch {
    return undefined;
  }
}

/** Moves one priority lever, or says why it could not. */
function moveLever(what: string, niceness: number, move: () => void) {
  try {
    move();
  } catch (error) {
    console.warn(`bench: could not set ${what} to niceness ${niceness}: ${String(error)}`);
  }
}

/**
 * Runs `fn` (the 50-connection load) with the load generator at a lower priority, then back where
 * it was. On a two-core machine autocannon's own JavaScript competes with the server for a core,
 * which a server whose clients are elsewhere never does. Two levers, as Linux has them:
 * - this process's main thread's niceness (`setPriority(pid)`: Linux gives each thread its own);
 * - where autogroup is on, this session's group's niceness (`/proc/self/autogroup`). With autogroup
 *   the scheduler first shares the cores between sessions, and a thread's niceness only counts
 *   against threads of its own session: the server and the health checker each run in a session
 *   of their own (`detached`), so only the group's niceness makes the load generator yield to them.
 * Where a lever cannot be moved (not Linux, no permission), the run goes on without it, and says so.
 */
export async function loadGeneratorYields<T>(fn: () => Promise<T>): Promise<T> {
  const thread = getPriority(process.pid);
  const group = groupNiceness();
  const set = (threadNiceness: number, groupNiceness: number | undefined) => {
    moveLever("the load generator's thread", threadNiceness, () => setPriority(process.pid, threadNiceness));
    if (groupNiceness !== undefined)
      moveLever("the load generator's session group", groupNiceness, () =>
        writeFileSync(AUTOGROUP, String(groupNiceness)),
      );
  };
  set(
    Math.max(thread, LOAD_GENERATOR_NICENESS),
    group === undefined ? undefined : Math.max(group, LOAD_GENERATOR_NICENESS),
  );
  try {
    return await fn();
  } finally {
    set(thread, group);
  }
}

export function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err: Error | null, result) => (err ? reject(err) : resolve(result)));
  });
}

/** One GET as it travels: status, headers and the bytes on the wire (nothing decoded). */
export function rawGet(p: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number; body: Buffer }>(
    (resolve, reject) => {
      const req = http.get(`${BASE}${p}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: body.length, body });
        });
      });
      req.on('error', reject);
    },
  );
}

/**
 * The JavaScript a browser fetches to show /login: index.html's module script and modulepreload
 * links, every static import of those (followed), and the login page's own lazily loaded chunk with
 * its static imports. Sizes are the bytes served for the given Accept-Encoding; `webIfc` names those
 * that carry web-ifc (its API or its name), which must be none.
 */
export async function loginJs(acceptEncoding: string) {
  const { gunzipSync, brotliDecompressSync } = await import('node:zlib');
  const decode = (r: { headers: http.IncomingHttpHeaders; body: Buffer }) => {
    const enc = r.headers['content-encoding'];
    if (enc === 'br') return brotliDecompressSync(r.body).toString('utf8');
    if (enc === 'gzip') return gunzipSync(r.body).toString('utf8');
    return r.body.toString('utf8');
  };
  const page = await rawGet('/login', acceptEncoding);
  const html = decode(page);
  const queue = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1]!);
  const seen = new Map<string, { bytes: number; encoding: string }>();
  /** Files that carry the IFC reader (web-ifc), which only the take-off page and its worker may load. */
  const webIfc: string[] = [];
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    const res = await rawGet(url, acceptEncoding);
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    seen.set(url, { bytes: res.bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') });
    const js = decode(res);
    if (/web-ifc|IfcAPI/.test(js)) webIfc.push(url.replace(/^.*\//, ''));
    const dir = url.slice(0, url.lastIndexOf('/') + 1);
    const resolve = (spec: string) => (spec.startsWith('/') ? spec : new URL(spec, `http://x${dir}`).pathname);
    for (const m of js.matchAll(/(?:\bfrom\s*|\bimport\s*)["'`](\.{0,2}\/[^"'`]+\.js)["'`]/g))
      queue.push(resolve(m[1]!));
    for (const m of js.matchAll(/\bimport\(\s*["'`](\.{0,2}\/[^"'`]*login-page[^"'`]*\.js)["'`]\s*\)/g))
      queue.push(resolve(m[1]!));
  }
  const files = [...seen.values()];
  return {
    names: [...seen.keys()].map((u) => u.replace(/^.*\//, '')),
    files: files.length,
    bytes: files.reduce((s, f) => s + f.bytes, 0),
    compressed: files.filter((f) => f.encoding !== 'identity').length,
    htmlEncoding: String(page.headers['content-encoding'] ?? 'identity'),
    webIfc,
  };
}

/** Anything that runs a query with parameters and answers rows: PGlite's client or a pg pool. */
export type Query = (text: string, params?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>;

/**
 * The database's raw ceiling for the write every Calculate makes: single-row inserts into the
 * snapshot table (a copy of its newest row), `connections` at a time for `seconds`, per second.
 * Each connection writes into a workspace of its own: the insert's trigger takes the next number
 * from its workspace's counter row (decision 023), and twenty connections on one row would measure
 * that row's lock, not the database (1,083 inserts a second instead of about 4,800).
 */
export async function snapshotInsertRate(query: Query, seconds: number, connections: number): Promise<number> {
  const row = (
    await query(
      'select owner_id, kind, project, inputs, outputs, dataset_id, dataset_version, engine_version, created_at, content_hash from snapshot order by serial desc limit 1',
    )
  ).rows[0];
  if (!row) throw new Error('no snapshot to copy');
  const params = [
    row.owner_id,
    row.kind,
    row.project,
    JSON.stringify(row.inputs),
    JSON.stringify(row.outputs),
    row.dataset_id,
    row.dataset_version,
    row.engine_version,
    row.created_at,
    row.content_hash,
  ];
  const insert =
    'insert into snapshot (owner_id, kind, project, inputs, outputs, dataset_id, dataset_version, engine_version, created_at, content_hash) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)';
  let done = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      const own = [`${String(row.owner_id)}-ceiling-${i}`, ...params.slice(1)];
      while (performance.now() < until) {
        await query(insert, own);
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

/** In a process of its own, on the data folder the server left: the embedded database's insert rate. */
export async function insertCeilingChild(dataDir: string, seconds: number, connections: number) {
  // PGlite itself, with the server's start parameters, on this process's own thread and with no
  // server in front of it (the server runs it on a worker thread, db/pglite-thread.ts): the
  // database's own ceiling.
  const { PGlite } = await import('@electric-sql/pglite');
  const { pgliteOptions } = await import('../src/db/database');
  const { pgliteDir } = await import('../src/db/backup');
  const client = await PGlite.create(pgliteDir(dataDir), pgliteOptions(PGlite.defaultStartParams));
  const perSecond = await snapshotInsertRate((text, params) => client.query(text, params), seconds, connections);
  await client.close();
  process.stdout.write(`${JSON.stringify({ perSecond })}\n`);
}

export async function insertCeiling(dataDir: string, seconds: number): Promise<number> {
  const child = spawn(
    process.execPath,
    [...process.execArgv, BENCH_ENTRY, '--insert-ceiling', dataDir, String(seconds)],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  const code = await new Promise((r) => child.once('exit', r));
  if (code !== 0) throw new Error(`the insert-ceiling process failed (${String(code)})`);
  return (JSON.parse(out.trim().split('\n').pop()!) as { perSecond: number }).perSecond;
}

/**
 * The soak, last, on a server started again on the same data folder (so every figure before it is
 * taken as before): Calculates at 50 connections for SOAK_S seconds, the server's RSS every 10 s.
 */
export async function soakRss(dataDir: string, footingOpts: autocannon.Options): Promise<number[]> {
  const server = await startServer(dataDir);
  const samples: number[] = [];
  try {
    const sampler = setInterval(() => void server.probe('stats').then((st) => samples.push(st.rss / MB)), 10_000);
    await run({ ...footingOpts, connections: LOAD_CONNECTIONS, duration: SOAK_S });
    clearInterval(sampler);
  } finally {
    await stop(server.child);
  }
  return samples;
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
