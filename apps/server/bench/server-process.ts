import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BASE, BUILD_SCRIPT, PASSWORD, PORT, ROOT, START_SCRIPT } from './settings';

/** The server in a process of its own, started as \`npm start\` starts it, with a probe inside it. */

/** A gap the probe notes, with its CPU time: over this many ms (the stall target is 20). */
export const STALL_NOTED_MS = 12;

/**
 * Loaded into the server process: memory and event-loop delay, answered over IPC.
 *
 * Node's event-loop histogram records the time between two runs of a timer that repeats every
 * `resolution` ms, not how late the timer ran: a loop that blocks for B ms records between B and
 * B + resolution. At the 10 ms the bench used before (decision 019),
 * a 15 ms block read as up to 25 ms. So the verdict's histogram samples every millisecond (a block
 * of B ms reads as B to B + 1), and the 10 ms one is kept beside it in the log, to compare with the
 * earlier sections. From a reset to the next answer it also notes each long gap with the CPU time
 * the thread used in it (`stalls` below).
 */
export const PROBE = `
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
export const loop = monitorEventLoopDelay({ resolution: 1 });
export const coarse = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
coarse.enable();
export const threadCpuMs = () => {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
};
// Linux: the time this thread has waited on a run queue (runnable, no core free), from its schedstat.
import { openSync, readSync } from 'node:fs';
let schedstat;
try { schedstat = openSync('/proc/thread-self/schedstat', 'r'); } catch { schedstat = undefined; }
const statBytes = Buffer.alloc(128);
export const queuedMs = () => {
  if (schedstat === undefined) return NaN;
  const n = readSync(schedstat, statBytes, 0, statBytes.length, 0);
  return Number(statBytes.toString('latin1', 0, n).split(' ')[1]) / 1e6;
};
// From a reset to the next answer: every gap over ${STALL_NOTED_MS} ms between runs of a timer due every
// millisecond, with the CPU time this thread used in it (Node 23.9 and later).
let stalls;
let watch;
// V8's collections on this thread while the gaps are noted (start and length, ms): a gap's time in
// them is worked out when the stats are asked for, as the observer hears of a collection late.
let collections = [];
const collecting = new PerformanceObserver((list) => {
  if (stalls) for (const e of list.getEntries()) collections.push({ start: e.startTime, end: e.startTime + e.duration });
});
collecting.observe({ entryTypes: ['gc'] });
const inCollections = (g) =>
  collections.reduce((ms, c) => ms + Math.max(0, Math.min(g.end, c.end) - Math.max(g.start, c.start)), 0);
process.on('message', (m) => {
  if (m === 'reset') {
    loop.reset();
    coarse.reset();
  }
  clearInterval(watch);
  const noted = stalls
    ?.sort((a, b) => b.ms - a.ms)
    .slice(0, 8)
    .map(({ start, end, ...g }) => ({ ...g, gcMs: inCollections({ start, end }) }));
  stalls = undefined;
  collections = [];
  if (m === 'reset' && typeof process.threadCpuUsage === 'function') {
    stalls = [];
    let last = performance.now();
    let lastCpu = threadCpuMs();
    let lastQueued = queuedMs();
    watch = setInterval(() => {
      const now = performance.now();
      const cpu = threadCpuMs();
      const queued = queuedMs();
      if (now - last > ${STALL_NOTED_MS}) stalls.push({ ms: now - last, cpuMs: cpu - lastCpu, queuedMs: queued - lastQueued, start: last, end: now });
      last = now;
      lastCpu = cpu;
      lastQueued = queued;
    }, 1);
  }
  const { rss, heapUsed } = process.memoryUsage();
  const { user, system } = process.cpuUsage();
  process.send?.({
    rss,
    heapUsed,
    loopMaxMs: loop.max / 1e6,
    loopP99Ms: loop.percentile(99) / 1e6,
    coarseLoopMaxMs: coarse.max / 1e6,
    cpuMs: (user + system) / 1000,
    peakRss: process.resourceUsage().maxRSS * 1024,
    stalls: noted,
  });
});
`;
export const PROBE_IMPORT = `data:text/javascript;base64,${Buffer.from(PROBE).toString('base64')}`;

export interface ProbeStats {
  rss: number;
  heapUsed: number;
  /** The longest time between two runs of a timer due every millisecond: the longest block, to within 1 ms. */
  loopMaxMs: number;
  loopP99Ms: number;
  /** The same with a timer due every 10 ms (the bench's figure before the nineteenth section). */
  coarseLoopMaxMs: number;
  /** CPU time of the whole process (every thread) since it started. */
  cpuMs: number;
  /** The most memory the process has held resident since it started. */
  peakRss: number;
  /**
   * In an answer to the first message after a reset: the longest gaps between runs of a timer due
   * every millisecond, each with the CPU time the server's thread used in it. A gap the thread spent
   * running is the server's own work; one it spent mostly off the CPU is the thread waiting, for a
   * core or for V8's helper threads (measured then, decision 019); `queuedMs` is the part it spent
   * runnable on a run queue, waiting for a core (Linux schedstat; NaN elsewhere), so the rest of the
   * time off the CPU it was blocked (a system call, a lock). `gcMs` is the part of the gap V8 spent
   * collecting garbage on this thread (its `gc` performance entries), on the CPU or waiting for
   * its helper threads. Absent on a Node without `process.threadCpuUsage`.
   */
  stalls?: { ms: number; cpuMs: number; queuedMs: number; gcMs: number }[];
}

/**
 * A server at rest: the probe's answer once the process has used under 2 % of a core for a whole
 * second (or after 30 s). A start is not over when the server is healthy: V8 then compiles the
 * hottest of PostgreSQL's WebAssembly functions with its optimising compiler on a thread of its
 * own, for a second or two of a core and up to about 0.5 GB held while it does
 * (measured then, decision 019). Idle is after that; the start's peak is reported beside it.
 */
export async function atRest(
  probe: (m: string) => Promise<ProbeStats>,
): Promise<ProbeStats & { settledAfterMs: number }> {
  const started = performance.now();
  let last = await probe('stats');
  for (;;) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = await probe('stats');
    const settledAfterMs = performance.now() - started;
    if (now.cpuMs - last.cpuMs < 20 || settledAfterMs > 30_000) return { ...now, settledAfterMs };
    last = now;
  }
}

/** Where a bench server listens, and its database: the embedded one unless a PostgreSQL URL is given. */
export interface ServerPlace {
  port: number;
  databaseUrl: string;
}
export const EMBEDDED: ServerPlace = { port: PORT, databaseUrl: '' };
export const baseOf = (port: number) => `http://127.0.0.1:${port}`;

export const serverEnv = (dataDir: string, place: ServerPlace): NodeJS.ProcessEnv => ({
  ...process.env,
  PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  PORT: String(place.port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  DRAIN_SECONDS: '0',
  AUTH_RATE_LIMIT_MAX: '1000',
  SMTP_URL: '',
  DATABASE_URL: place.databaseUrl,
  // Servers sharing one database share the secret, as in production (a session works on either).
  ...(place.databaseUrl ? { AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01' } : {}),
});

export async function waitHealthy(child: ChildProcess, base = BASE, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before it was healthy`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the server did not become healthy');
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  // Its own process group (npm and node, or node alone): every process of it stops.
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
  // npm exits about 0.1 s after the signal, while the server it started may still be closing its
  // database: the next measurement starts only once every process of the group is gone, so it never
  // shares the machine with a server still stopping.
  await groupGone(child.pid!);
}

/** Resolves once no process of the process group `pgid` is left (at most 60 s). */
export async function groupGone(pgid: number): Promise<void> {
  for (let waited = 0; waited < 60_000; waited += 20) {
    try {
      process.kill(-pgid, 0);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ESRCH') return;
      throw err;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`process group ${pgid} still running 60 s after SIGTERM`);
}

/** The server as `npm start` runs it, with the probe, in its own process group. */
export async function startServer(
  dataDir: string,
  place: ServerPlace = EMBEDDED,
): Promise<{ child: ChildProcess; probe: (m: string) => Promise<ProbeStats> }> {
  // deploy/start.sh \`exec\`s node (this process's node, first on its PATH) with the probe: the child
  // is the server's own process, and its IPC channel the probe's.
  const child = spawn('sh', [START_SCRIPT, '--import', PROBE_IMPORT], {
    cwd: ROOT,
    env: serverEnv(dataDir, place),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    detached: true,
  });
  await waitHealthy(child, baseOf(place.port));
  const probe = (m: string) =>
    new Promise<ProbeStats>((resolve) => {
      child.once('message', (s) => resolve(s as ProbeStats));
      child.send(m);
    });
  return { child, probe };
}

export async function signUp(dataDir: string, base = BASE): Promise<{ token: string; cookie: string }> {
  const email = `bench-${Date.now()}@example.com`;
  const headers = { 'content-type': 'application/json', origin: base };
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: PASSWORD, name: 'bench' }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status}`);
  const outbox = path.join(dataDir, 'outbox');
  let link: string | undefined;
  for (let i = 0; i < 100 && !link; i++) {
    link = readdirSync(outbox)
      .map((f) => JSON.parse(readFileSync(path.join(outbox, f), 'utf8')) as { link?: string })
      .find((m) => m.link)?.link;
    if (!link) await new Promise((r) => setTimeout(r, 50));
  }
  if (!link) throw new Error('no verification mail');
  await fetch(link, { redirect: 'manual' });
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const token = signIn.headers.get('set-auth-token');
  if (!token) throw new Error(`sign-in gave no bearer token: ${signIn.status}`);
  // The session cookie too, for the pages Lighthouse loads signed in.
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { token, cookie };
}

/** `npm start` → /api/health answers 200, on an existing data folder, nothing changed since the last build. */
export async function timeStarts(dataDir: string, times: number): Promise<number[]> {
  const npm = process.env.npm_execpath;
  const seconds: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    const child = npm
      ? spawn(process.execPath, [npm, 'start'], {
          cwd: ROOT,
          env: serverEnv(dataDir, EMBEDDED),
          stdio: 'ignore',
          detached: true,
        })
      : spawn('npm', ['start'], { cwd: ROOT, env: serverEnv(dataDir, EMBEDDED), stdio: 'ignore', detached: true });
    await waitHealthy(child);
    seconds.push((performance.now() - started) / 1000);
    await stop(child);
  }
  return seconds;
}

/** Whatever changed is built first, in a process of its own, as `npm start` would. */
export function buildIfChanged() {
  const built = spawnSync(process.execPath, [BUILD_SCRIPT], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('building the web app or the server bundle failed');
}
