import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { MIGRATION_LOCK_KEY } from '../src/db/database';
import { dropDatabase } from '../test/support/drop-database';
import { registerAndSignIn } from './client';
import { ROOT, cleanUpSync, freePort, startServer, tempDir, type ServerProcess } from './processes';
import { AFTER_KILL, burstThenKillFirst, newResult, phase, until, verifyAcknowledged } from './scenario';
import type { ScenarioResult, Target } from './scenario';

export async function admin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** Scratch databases of this run, dropped on every way out (also SIGINT and the watchdog). */
export const scratchDatabases = new Set<string>();

export async function dropScratchDatabase(baseUrl: string, name: string) {
  await admin(baseUrl, (c) => dropDatabase(c, name)).then(
    () => scratchDatabases.delete(name),
    (err: unknown) => console.error(`could not drop the scratch database ${name}: ${String(err)}`),
  );
}

/** Drops the scratch databases this run made and has not dropped yet. */
export async function dropScratchDatabases(baseUrl: string) {
  for (const name of [...scratchDatabases]) await dropScratchDatabase(baseUrl, name);
}

export async function postgresScenario(baseUrl: string): Promise<ScenarioResult> {
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
    const burst = await burstThenKillFirst(session, targets, result);
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
