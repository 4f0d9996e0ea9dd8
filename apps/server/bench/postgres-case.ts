import { type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { dropDatabase } from '../test/support/drop-database';
import { run, snapshotInsertRate } from './measures';
import { baseOf, buildIfChanged, signUp, startServer, stop } from './server-process';
import { FOOTING_BODY, LIGHT_S, LOAD_CONNECTIONS, LOAD_S, PORT, TARGETS } from './settings';

/** The bench's PostgreSQL case: two servers on one scratch database (TEST_DATABASE_URL). */

export interface PostgresResult {
  perSecond: number;
  p50: number;
  p99: number;
  answered: number;
  saved: number;
  distinct: number;
  ceiling: number;
}

/**
 * The same load on PostgreSQL (TEST_DATABASE_URL names a server where its user may create
 * databases): two servers on one scratch database, half the connections each, then the database's
 * own insert ceiling (single-row inserts over a pool of the same size), and whether every saved
 * snapshot has a number of its own and every 2xx answer a saved snapshot.
 */
export async function postgresTwoInstances(adminUrl: string, footing: string): Promise<PostgresResult> {
  const name = `embodied_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'embodied-bench-pg-')));
  const servers: ChildProcess[] = [];
  try {
    // One after the other: the first applies the migrations.
    for (const [i, dir] of dirs.entries())
      servers.push((await startServer(dir, { port: PORT + 1 + i, databaseUrl })).child);
    const { token } = await signUp(dirs[0]!, baseOf(PORT + 1));
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const per = LOAD_CONNECTIONS / 2;
    const results = await Promise.all(
      [0, 1].map((i) =>
        run({
          url: `${baseOf(PORT + 1 + i)}/api/project/calculate-footing`,
          method: 'POST',
          headers,
          body: footing,
          connections: per,
          duration: LOAD_S,
        }),
      ),
    );
    for (const child of servers.splice(0)) await stop(child);
    const db = new pg.Pool({ connectionString: databaseUrl, max: LOAD_CONNECTIONS });
    // The scratch database is dropped with (force) at the end: a connection still closing then is
    // ended by the server, which pg reports as an 'error' event (an unhandled one stops the bench).
    db.on('error', () => {});
    try {
      const counted = await db.query<{ n: number; d: number }>(
        // Numbers count within a workspace (decision 023): distinct within each.
        'select count(*)::int as n, count(distinct (coalesce(organisation_id, owner_id), number))::int as d from snapshot',
      );
      const ceiling = await snapshotInsertRate((text, params) => db.query(text, params), LIGHT_S, LOAD_CONNECTIONS);
      return {
        perSecond: results.reduce((sum, r) => sum + r.requests.average, 0),
        p50: Math.max(...results.map((r) => r.latency.p50)),
        p99: Math.max(...results.map((r) => r.latency.p99)),
        answered: results.reduce((sum, r) => sum + r['2xx'], 0),
        saved: counted.rows[0]!.n,
        distinct: counted.rows[0]!.d,
        ceiling,
      };
    } finally {
      await db.end();
    }
  } finally {
    for (const child of servers) await stop(child);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    await dropDatabase(admin, name);
    await admin.end();
  }
}

/**
 * `--postgres-only`: the PostgreSQL case alone (TEST_DATABASE_URL), for iterating on that path;
 * the full bench remains the gate.
 */
export async function postgresOnly() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('--postgres-only needs TEST_DATABASE_URL');
  buildIfChanged();
  const postgres = await postgresTwoInstances(adminUrl, FOOTING_BODY);
  const ratio = postgres.perSecond / postgres.ceiling;
  console.log(
    `PostgreSQL, two servers, ${LOAD_CONNECTIONS / 2} connections each, ${LOAD_S} s: ${Math.round(postgres.perSecond)} req/s together (p50 ${postgres.p50} ms, p99 ${postgres.p99} ms); ${postgres.answered} answered, ${postgres.saved} saved, ${postgres.distinct} distinct; ceiling ${Math.round(postgres.ceiling)}/s; ratio ${ratio.toFixed(2)} (target ≥ ${TARGETS.footingOverCeiling})`,
  );
}
