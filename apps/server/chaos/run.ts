/**
 * `npm run test:chaos`: real server processes, killed with SIGKILL in the middle of a write burst.
 *
 * 1. PGlite: one server on a fresh data folder; 12 clients Calculate (each a snapshot); kill -9 after
 *    a few hundred acknowledged writes; restart on the same folder (the stale lock is taken over).
 * 2. PostgreSQL (when TEST_DATABASE_URL is set): a fresh empty database; two servers start at the
 *    same moment (both migrate: the advisory lock), clients spread over both; one is killed -9.
 *
 * Then every snapshot number that was answered 2xx must be there, be the one that was saved
 * (project, figures, time), and verify (its JSON export POSTed to /api/snapshots/verify); no number
 * may be acknowledged twice; no answer may be a 5xx. Exits 1 otherwise. See docs/testing.md.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type {
  CalculateFootingRequest,
  CalculateFootingResponse,
  SnapshotExport,
  VerifyResult,
} from '@embodied/contracts';
import { COMPLEXITY_VALUES } from '@embodied/engine';
import { MIGRATION_LOCK_KEY } from '../src/db/database';
import { dropDatabase } from '../test/support/drop-database';
import { NoAnswerError, registerAndSignIn, type Session } from './client';
import { ROOT, cleanUpSync, freePort, startServer, tempDir, type ServerProcess } from './processes';

const CLIENTS = 12;
/** The server is killed once this many writes (plus up to KILL_JITTER) have been acknowledged. */
const KILL_AFTER = 300;
const KILL_JITTER = 150;
/** PostgreSQL: after the kill, the survivor keeps taking writes until this many more are acknowledged. */
const AFTER_KILL = 100;
const VERIFY_CONCURRENCY = 8;
/** The whole run fails (and cleans up) if it takes longer than this. */
const WATCHDOG_MS = 170_000;

const CALCULATE = '/api/project/calculate-footing';

/** Systems and depths from the worked examples (apps/server/test/footings.test.ts): valid for every area and complexity. */
const FOOTING_CASES = [
  { businessAsUsual: 'BlindedRaft', alternateFootingSystem: 'Waffle', depth: 700 },
  { businessAsUsual: 'BlindedRaft', alternateFootingSystem: 'PieredRaft', depth: 3000 },
  { businessAsUsual: 'BlindedRaftStumps', alternateFootingSystem: 'Stumps', depth: 900 },
  { businessAsUsual: 'PieredRaft', alternateFootingSystem: 'Stumps', depth: 700 },
] as const;

interface Ack {
  number: number;
  server: string;
  project: string;
  response: CalculateFootingResponse;
}

interface ScenarioResult {
  name: string;
  acknowledged: number;
  found: number;
  lost: number[];
  duplicates: number[];
  unverified: string[];
  failures: string[];
  inFlightAtKill: number;
  seconds: number;
  skipped?: string;
}

function footingBody(client: number, seq: number): CalculateFootingRequest {
  const c = FOOTING_CASES[(client + seq) % FOOTING_CASES.length]!;
  return {
    project: `chaos c${client} #${seq} ${randomUUID().slice(0, 8)}`,
    area: 20 + ((client * 97 + seq * 31) % 480),
    depth: c.depth,
    complexity: COMPLEXITY_VALUES[seq % COMPLEXITY_VALUES.length]!,
    businessAsUsual: c.businessAsUsual,
    alternateFootingSystem: c.alternateFootingSystem,
    lowCarbonConcrete: seq % 2 === 0 ? 'StandardConcrete' : 'FlyAshSubstitution30',
  };
}

interface Target {
  server: ServerProcess;
  /** Set just before the kill: from then on, no answer from it is expected and not a failure. */
  killed: boolean;
}

/**
 * Clients POST Calculate in a loop, each to its target, until `stop()` says so or their server dies.
 * Every answer is classified: 2xx acknowledged, anything else a failure; no answer at all is a
 * failure unless the target was killed on purpose.
 */
function writeBurst(session: Session, targets: Target[], failures: string[]) {
  const acks: Ack[] = [];
  let stopped = false;
  let inFlight = 0;
  const client = async (id: number) => {
    const target = targets[id % targets.length]!;
    for (let seq = 0; !stopped; seq++) {
      const body = footingBody(id, seq);
      let res: Response;
      inFlight++;
      try {
        res = await session.request(target.server.url, CALCULATE, { method: 'POST', json: body });
      } catch (err) {
        if (err instanceof NoAnswerError && target.killed) return; // its server is gone: this client is done
        failures.push(`client ${id} (${target.server.name}): ${String(err)}`);
        return;
      } finally {
        inFlight--;
      }
      if (res.status >= 200 && res.status < 300) {
        const response = (await res.json()) as CalculateFootingResponse;
        acks.push({ number: response.snapshot, server: target.server.name, project: body.project, response });
      } else {
        failures.push(`client ${id} (${target.server.name}): ${res.status} ${(await res.text()).slice(0, 300)}`);
        if (failures.length > 20) stopped = true;
      }
    }
  };
  const done = Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
  return {
    acks,
    done,
    inFlight: () => inFlight,
    stop() {
      stopped = true;
    },
  };
}

/** Polls `condition` (after `probe`, if given) until it holds; fails after 60 s. */
async function until(condition: () => boolean, what: string, probe?: () => Promise<void>) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    await probe?.();
    if (condition()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, probe ? 50 : 5));
  }
}

/** Runs `fn` over items with at most `n` at a time. */
async function pool<T>(items: T[], n: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

/**
 * Every acknowledged snapshot, read back through `base`: present, the same one that was answered
 * (project, figures, time), and its JSON export verifies against its content hash and the record.
 */
async function verifyAcknowledged(session: Session, base: string, acks: Ack[], result: ScenarioResult) {
  const seen = new Map<number, number>();
  for (const a of acks) seen.set(a.number, (seen.get(a.number) ?? 0) + 1);
  result.duplicates = [...seen].filter(([, count]) => count > 1).map(([n]) => n);
  await pool(acks, VERIFY_CONCURRENCY, async (ack) => {
    const n = ack.number;
    const detail = await session.request(base, `/api/snapshots/${n}`);
    if (detail.status === 404) {
      result.lost.push(n);
      return;
    }
    if (detail.status !== 200) {
      result.failures.push(`GET /api/snapshots/${n}: ${detail.status} ${(await detail.text()).slice(0, 200)}`);
      return;
    }
    await detail.arrayBuffer();
    result.found++;
    const exported = await session.request(base, `/api/snapshots/${n}/export.json`);
    if (exported.status !== 200) {
      result.unverified.push(`#${n}: export answered ${exported.status}`);
      return;
    }
    const content = (await exported.json()) as SnapshotExport;
    const r = ack.response;
    if (
      content.number !== n ||
      content.kind !== 'footing' ||
      content.project !== ack.project ||
      content.outputs.bauValue !== r.bauValue ||
      content.outputs.afsValue !== r.afsValue ||
      content.outputs.c02Reduction !== r.c02Reduction ||
      Date.parse(content.createdAt) !== Date.parse(r.createdAt)
    ) {
      result.unverified.push(`#${n}: stored content differs from what was acknowledged (project ${content.project})`);
      return;
    }
    const verify = await session.request(base, '/api/snapshots/verify', { method: 'POST', json: content });
    if (verify.status !== 200) {
      result.unverified.push(`#${n}: verify answered ${verify.status} ${(await verify.text()).slice(0, 200)}`);
      return;
    }
    const v = (await verify.json()) as VerifyResult;
    if (!v.valid || v.matchesRecord !== true || v.number !== n) {
      result.unverified.push(`#${n}: verify says ${JSON.stringify(v)}`);
    }
  });
}

/** Logs how long a phase took. */
async function phase<T>(what: string, fn: () => Promise<T>): Promise<T> {
  const t = Date.now();
  const value = await fn();
  console.log(`  ${what}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
  return value;
}

function newResult(name: string): ScenarioResult {
  return {
    name,
    acknowledged: 0,
    found: 0,
    lost: [],
    duplicates: [],
    unverified: [],
    failures: [],
    inFlightAtKill: 0,
    seconds: 0,
  };
}

const killPoint = () => KILL_AFTER + Math.floor(Math.random() * KILL_JITTER);

async function pgliteScenario(): Promise<ScenarioResult> {
  const started = Date.now();
  const result = newResult('PGlite: kill -9 mid-burst, restart on the same data folder');
  const dataDir = path.join(tempDir('pglite'), 'data');
  const first = startServer({ name: 'pglite-1', port: await freePort(), dataDir });
  await phase('started a server on an empty data folder', () => first.ready());
  const session = await registerAndSignIn(first.url, dataDir);

  const target: Target = { server: first, killed: false };
  const burst = writeBurst(session, [target], result.failures);
  const killAt = killPoint();
  await phase(`write burst to ${killAt} acknowledged`, () =>
    until(() => burst.acks.length >= killAt || result.failures.length > 0, `${killAt} acknowledged writes`),
  );
  target.killed = true;
  result.inFlightAtKill = burst.inFlight();
  await first.kill9();
  await burst.done;
  const lockFile = path.join(dataDir, 'server.lock');
  console.log(
    `  killed ${first.name} (pid ${first.pid}) after ${burst.acks.length} acknowledged writes, ${result.inFlightAtKill} in flight; ` +
      `lock file ${existsSync(lockFile) ? 'left behind (stale)' : 'absent'}`,
  );

  // The same folder: the stale lock must be taken over, the database must recover.
  const second = startServer({ name: 'pglite-2', port: await freePort(), dataDir });
  await phase('restarted on the same folder', () => second.ready());
  // The session survives the restart (it is in the database); the anti-forgery token may be renewed.
  await session.refreshXsrf(second.url);
  const after = writeBurst(session, [{ server: second, killed: false }], result.failures);
  await until(() => after.acks.length >= 50 || result.failures.length > 0, '50 writes after the restart');
  after.stop();
  await after.done;

  const acks = [...burst.acks, ...after.acks];
  result.acknowledged = acks.length;
  await phase(`read back and verified ${acks.length} snapshots`, () =>
    verifyAcknowledged(session, second.url, acks, result),
  );
  const code = await second.stop();
  if (code !== 0)
    result.failures.push(`${second.name} did not stop cleanly on SIGTERM (exit ${code}):\n${second.output()}`);
  if (existsSync(lockFile)) result.failures.push(`${second.name} left its lock file behind after a clean stop`);
  result.seconds = (Date.now() - started) / 1000;
  return result;
}

async function admin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** Scratch databases of this run, dropped on every way out (also SIGINT and the watchdog). */
const scratchDatabases = new Set<string>();

async function dropScratchDatabase(baseUrl: string, name: string) {
  await admin(baseUrl, (c) => dropDatabase(c, name)).then(
    () => scratchDatabases.delete(name),
    (err: unknown) => console.error(`could not drop the scratch database ${name}: ${String(err)}`),
  );
}

/** Kills the servers, removes the temporary folders, drops the scratch databases. */
async function cleanUp() {
  cleanUpSync();
  const base = process.env.TEST_DATABASE_URL;
  if (base) for (const name of [...scratchDatabases]) await dropScratchDatabase(base, name);
}

let exiting = false;
/** Leaves after cleaning up, whatever happens (a hung database gets 10 s); the first reason to leave wins. */
function exitAfterCleanUp(code: number): void {
  if (exiting) return;
  exiting = true;
  setTimeout(() => process.exit(code), 10_000).unref();
  void cleanUp().finally(() => process.exit(code));
}

async function postgresScenario(baseUrl: string): Promise<ScenarioResult> {
  const started = Date.now();
  const result = newResult('PostgreSQL: two servers start together on an empty database, one killed -9 mid-burst');
  const name = `embodied_chaos_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await admin(baseUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  scratchDatabases.add(name);
  let waiting = 0;
  try {
    // Both on an empty database, released at the same moment: this run holds the migration lock
    // while they start, so both must be found waiting for it (a server that migrates without the
    // lock fails the run right here), then both race for it together.
    const [portA, portB] = [await freePort(), await freePort()];
    const gate = new pg.Client({ connectionString: databaseUrl });
    await gate.connect();
    let a: ServerProcess, b: ServerProcess;
    try {
      await gate.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
      a = startServer({ name: 'pg-a', port: portA, dataDir: tempDir('pg-a'), databaseUrl });
      b = startServer({ name: 'pg-b', port: portB, dataDir: tempDir('pg-b'), databaseUrl });
      const servers = [a, b];
      await until(
        () => {
          const early = servers.find((s) => s.output().includes('is ready at'));
          if (early) throw new Error(`${early.name} started while the migration lock was held: it migrated without it`);
          const dead = servers.find((s) => s.hasExited());
          if (dead) throw new Error(`${dead.name} exited while starting:\n${dead.output()}`);
          return waiting >= 2;
        },
        'both servers to wait for the migration lock',
        async () => {
          const r = await gate.query<{ n: string }>(
            `select count(*) as n from pg_locks l join pg_database d on d.oid = l.database
              where l.locktype = 'advisory' and not l.granted and d.datname = current_database()`,
          );
          waiting = Number(r.rows[0]!.n);
        },
      );
      await gate.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]);
    } finally {
      await gate.end();
    }
    await Promise.all([a.ready(), b.ready()]);
    console.log(`  ${a.name} and ${b.name} both waited for the migration lock, then both started`);
    const session = await registerAndSignIn(a.url, a.dataDir);
    await session.refreshXsrf(b.url);

    const targets: Target[] = [
      { server: a, killed: false },
      { server: b, killed: false },
    ];
    const burst = writeBurst(session, targets, result.failures);
    const killAt = killPoint();
    await until(() => burst.acks.length >= killAt || result.failures.length > 0, `${killAt} acknowledged writes`);
    targets[0]!.killed = true;
    result.inFlightAtKill = burst.inFlight();
    await a.kill9();
    const atKill = burst.acks.length;
    console.log(
      `  killed ${a.name} (pid ${a.pid}) after ${atKill} acknowledged writes (over both servers), ${result.inFlightAtKill} in flight`,
    );
    await until(
      () => burst.acks.length >= atKill + AFTER_KILL || result.failures.length > 0,
      `${AFTER_KILL} more writes on ${b.name}`,
    );
    burst.stop();
    await burst.done;

    result.acknowledged = burst.acks.length;
    const perServer = (s: string) => burst.acks.filter((x) => x.server === s).length;
    console.log(`  acknowledged by ${a.name}: ${perServer(a.name)}, by ${b.name}: ${perServer(b.name)}`);
    if (perServer(a.name) === 0 || perServer(b.name) === 0) result.failures.push('both servers must have taken writes');
    await phase(`read back and verified ${burst.acks.length} snapshots through ${b.name}`, () =>
      verifyAcknowledged(session, b.url, burst.acks, result),
    );

    // The database itself: each acknowledged number stored once, the migrations applied once.
    await admin(databaseUrl, async (c) => {
      const numbers = burst.acks.map((x) => x.number);
      const stored = await c.query<{ n: string }>('select count(*) as n from snapshot where number = any($1::int[])', [
        numbers,
      ]);
      if (Number(stored.rows[0]!.n) !== new Set(numbers).size) {
        result.failures.push(
          `the database holds ${stored.rows[0]!.n} of ${new Set(numbers).size} acknowledged numbers`,
        );
      }
      const migrations = await c.query('select hash from drizzle.__drizzle_migrations');
      const journal = JSON.parse(readFileSync(path.join(ROOT, 'apps/server/drizzle/meta/_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      const files = journal.entries.length;
      if (migrations.rowCount !== files) {
        result.failures.push(`${migrations.rowCount} migrations recorded, ${files} committed`);
      }
    });
    const code = await b.stop();
    if (code !== 0) result.failures.push(`${b.name} did not stop cleanly on SIGTERM (exit ${code}):\n${b.output()}`);
  } finally {
    cleanUpSync(); // a server still running (after a failure) would hold connections to the database
    await dropScratchDatabase(baseUrl, name);
  }
  result.seconds = (Date.now() - started) / 1000;
  return result;
}

function report(r: ScenarioResult): boolean {
  if (r.skipped) {
    console.log(`SKIPPED  ${r.name}: ${r.skipped}`);
    return true;
  }
  const ok = r.lost.length === 0 && r.duplicates.length === 0 && r.unverified.length === 0 && r.failures.length === 0;
  console.log(
    `${ok ? 'PASS' : 'FAIL'}     ${r.name}\n` +
      `         acknowledged ${r.acknowledged}, found ${r.found}, verified ${r.found - r.unverified.length}, ` +
      `lost ${r.lost.length}, duplicates ${r.duplicates.length}, in flight at the kill ${r.inFlightAtKill}, ` +
      `${r.seconds.toFixed(1)} s`,
  );
  if (r.lost.length) console.log(`         lost: ${r.lost.slice(0, 20).join(', ')}`);
  if (r.duplicates.length) console.log(`         duplicates: ${r.duplicates.slice(0, 20).join(', ')}`);
  for (const u of r.unverified.slice(0, 10)) console.log(`         unverified ${u}`);
  for (const f of r.failures.slice(0, 10)) console.log(`         failure: ${f}`);
  return ok;
}

async function main(): Promise<number> {
  const started = Date.now();
  const results: ScenarioResult[] = [];
  console.log('chaos: PGlite');
  results.push(await pgliteScenario());
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    console.log('chaos: PostgreSQL');
    results.push(await postgresScenario(pgUrl));
  } else {
    results.push({
      ...newResult('PostgreSQL: two servers, one killed -9'),
      skipped: 'TEST_DATABASE_URL is not set (CI sets it; see .ci/run)',
    });
  }
  console.log('');
  const ok = results.map(report).every(Boolean);
  console.log(`chaos: ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return ok ? 0 : 1;
}

process.on('exit', cleanUpSync);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`chaos: ${signal}, stopping the servers`);
    exitAfterCleanUp(130);
  });
}
setTimeout(() => {
  console.error(`chaos: gave up after ${WATCHDOG_MS / 1000} s`);
  exitAfterCleanUp(1);
}, WATCHDOG_MS).unref();

main().then(
  (code) => exitAfterCleanUp(code),
  (err: unknown) => {
    console.error('chaos: FAILED:', err instanceof Error ? (err.stack ?? err.message) : err);
    exitAfterCleanUp(1);
  },
);
