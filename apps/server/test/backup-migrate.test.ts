/**
 * Issue #13, part 3: `npm run backup`, `npm run restore` and `npm run migrate-to-postgres`, run as
 * the commands they are, against real server processes (the chaos helpers: started as `npm start`
 * starts them, driven over HTTP). One server fills a fresh data folder through the API; then:
 * (a) a backup while it runs and writes, a restore into an empty folder, a server there;
 * (b) the folder copied to a fresh PostgreSQL database, a server on it (TEST_DATABASE_URL only);
 * (c) what must be refused, and leave everything as it was.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditList, SnapshotExport, VerifyResult } from '@embodied/contracts';
import { PASSWORD, registerAndSignIn, Session } from '../chaos/client';
import { ROOT, cleanUpSync, freePort, startServer, tempDir, type ServerProcess } from '../chaos/processes';
import { PLACEHOLDER_DWELLING } from './support/requests';
import { PNG_1PX } from './support/images';
import { dropDatabase } from './support/drop-database';

const PG_URL = process.env.TEST_DATABASE_URL;
const NO_PG = 'TEST_DATABASE_URL is not set: the PostgreSQL parts need a server (CI sets it; see .ci/run)';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** One of the three commands, exactly as `npm run <name> -- args` runs it, with nothing of our environment but PATH. */
function runScript(name: 'backup' | 'restore' | 'migrate-to-postgres', args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn' };
    const child = spawn(process.execPath, ['--import', 'tsx', `apps/server/scripts/${name}.ts`, ...args], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

async function json<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text.slice(0, 500)).toBe(status);
  return JSON.parse(text) as T;
}

/** Calculates of three kinds: each answer carries its new snapshot's number. */
const FOOTING = (i: number) => ({
  project: `footing ${i}`,
  area: 120 + i * 7,
  depth: 700,
  complexity: (i % 6) * 5,
  businessAsUsual: 'BlindedRaft',
  alternateFootingSystem: 'Waffle',
  lowCarbonConcrete: i % 2 ? 'FlyAshSubstitution30' : 'StandardConcrete',
});
const WALL = {
  project: 'wall',
  targetReduction: 30,
  actualReduction: 0,
  percentage: 0,
  locations: [
    { description: 'North', length: 10, height: 2.4, materialA: 'BrickVeneerVirginLocal', materialB: 'Block190CoreCF' },
    {
      description: 'East',
      length: 6,
      height: 2.7,
      materialA: 'DoubleBrickVirginLocal',
      materialB: 'LightWeightTimberClad',
    },
  ],
};
const DWELLING = { project: 'dwelling', ...PLACEHOLDER_DWELLING };

async function calculate(session: Session, base: string, pathname: string, body: unknown): Promise<number> {
  const res = await session.request(base, pathname, { method: 'POST', json: body });
  return (await json<{ snapshot: number }>(res)).snapshot;
}

async function exportOf(session: Session, base: string, n: number): Promise<SnapshotExport> {
  return json<SnapshotExport>(await session.request(base, `/api/snapshots/${n}/export.json`));
}

/** The export verifies on `base`: its content hash holds, and it matches the record there. */
async function expectVerifies(session: Session, base: string, exported: SnapshotExport) {
  const v = await json<VerifyResult>(
    await session.request(base, '/api/snapshots/verify', { method: 'POST', json: exported }),
  );
  expect(v, `snapshot #${exported.number}`).toMatchObject({
    valid: true,
    matchesRecord: true,
    number: exported.number,
  });
}

async function avatarBytes(session: Session, base: string): Promise<Buffer> {
  const res = await session.request(base, '/api/user/avatar');
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** Signs in as the same user (a fresh browser) on another server. */
async function signIn(base: string, email: string): Promise<Session> {
  const s = new Session(email);
  const res = await s.request(base, '/api/auth/sign-in/email', { method: 'POST', json: { email, password: PASSWORD } });
  expect(res.status, await res.clone().text()).toBe(200);
  await s.refreshXsrf(base);
  return s;
}

async function withPg<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

const scratchDatabases: string[] = [];
async function scratchDatabase(): Promise<string> {
  const name = `embodied_bk_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await withPg(PG_URL!, (c) => c.query(`create database ${name}`));
  scratchDatabases.push(name);
  const url = new URL(PG_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Everything a database holds, as one value to compare before and after a refusal. */
async function fingerprint(url: string) {
  return withPg(url, async (c) => {
    const tables = await c.query<{ t: string }>(
      `select table_schema || '.' || table_name as t from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema') order by 1`,
    );
    const rows: Record<string, string> = {};
    for (const { t } of tables.rows) {
      const [schema, name] = t.split('.');
      const r = await c.query<{ d: string }>(
        `select count(*) || ':' || md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as d from "${schema}"."${name}" x`,
      );
      rows[t] = r.rows[0]!.d;
    }
    return rows;
  });
}

describe('backup, restore and migrate-to-postgres', () => {
  const root = tempDir('backup');
  const dirA = path.join(root, 'a');
  const dirB = path.join(root, 'b');
  const outDir = path.join(root, 'backups');
  let serverA: ServerProcess;
  let sessionA: Session;
  let avatar: Buffer;
  /** Snapshots made before the backup: each must be in the backup, as it was. */
  const before = new Map<number, SnapshotExport>();
  /** Snapshots acknowledged while the backup ran, in the order they were made. */
  const during: number[] = [];
  let shareToken: string;
  let organisationId: string;
  let organisationSnapshot: number;
  let backupFile: string;

  beforeAll(async () => {
    serverA = startServer({ name: 'a', port: await freePort(), dataDir: dirA });
    await serverA.ready();
    sessionA = await registerAndSignIn(serverA.url, dirA);
    const form = new FormData();
    form.set('avatar', new File([new Uint8Array(PNG_1PX)], 'me.png', { type: 'image/png' }));
    const upload = await fetch(`${serverA.url}/api/user/avatar`, {
      method: 'PUT',
      headers: { cookie: sessionA.cookie, 'x-xsrf-token': sessionA.xsrf!, origin: serverA.url },
      body: form,
    });
    expect(upload.status, await upload.clone().text()).toBeLessThan(300);
    avatar = await avatarBytes(sessionA, serverA.url);
    const numbers = [
      await calculate(sessionA, serverA.url, '/api/project/calculate-footing', FOOTING(0)),
      await calculate(sessionA, serverA.url, '/api/project/calculate-footing', FOOTING(1)),
      await calculate(sessionA, serverA.url, '/api/project/calculate-wall', WALL),
      await calculate(sessionA, serverA.url, '/api/project/optimize', DWELLING),
    ];
    for (const n of numbers) before.set(n, await exportOf(sessionA, serverA.url, n));
    expect(new Set([...before.values()].map((e) => e.kind))).toEqual(new Set(['footing', 'wall', 'dwelling']));
    const share = await json<{ token: string }>(
      await sessionA.request(serverA.url, `/api/snapshots/${numbers[2]}/share`, { method: 'POST' }),
      201,
    );
    shareToken = share.token;
    // An organisation with a snapshot and an audit trail (composite keys and a second identity column).
    organisationId = (
      await json<{ id: string }>(
        await sessionA.request(serverA.url, '/api/organisations', { method: 'POST', json: { name: 'Backup Co' } }),
        201,
      )
    ).id;
    organisationSnapshot = await calculate(sessionA, serverA.url, '/api/project/calculate-footing', FOOTING(7));
    await json(
      await sessionA.request(serverA.url, '/api/workspace', { method: 'PUT', json: { organisationId: null } }),
    );
  }, 120_000);

  afterAll(async () => {
    cleanUpSync();
    if (PG_URL) {
      for (const name of scratchDatabases) {
        await withPg(PG_URL, (c) => dropDatabase(c, name));
      }
    }
  });

  it('(a) backs up while the server runs and writes, restores into an empty folder, and serves the same data there', async () => {
    // A client keeps writing while the backup runs: the image is taken between two of its writes.
    let writing = true;
    const writer = (async () => {
      for (let i = 100; writing; i++) {
        during.push(await calculate(sessionA, serverA.url, '/api/project/calculate-footing', FOOTING(i)));
        await new Promise((r) => setTimeout(r, 100)); // steady, not flat out: the backup shares the CPU
      }
    })();
    const backup = await runScript('backup', ['--data-dir', dirA, '--out', outDir]);
    writing = false;
    await writer;
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/made by the running server \(process \d+\)/);
    const files = readdirSync(outDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^embodied-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
    backupFile = path.join(outDir, files[0]!);
    expect(during.length).toBeGreaterThan(0);

    expect(await serverA.stop()).toBe(0);

    const [restored, stoppedBackup] = await Promise.all([
      runScript('restore', [backupFile, '--data-dir', dirB]),
      // The server is stopped now: this backup is made by the command itself, under the lock.
      runScript('backup', ['--data-dir', dirA, '--out', path.join(root, 'backups-stopped')]),
    ]);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(stoppedBackup.code, stoppedBackup.stderr).toBe(0);
    expect(stoppedBackup.stdout).toMatch(/no server was running/);
    expect(stoppedBackup.stdout).toMatch(
      new RegExp(
        // +1: the organisation's snapshot.
        `snapshots: ${before.size + during.length + 1}, highest serial \\d+, ${before.size + during.length + 1} with a matching content hash`,
      ),
    );

    const serverB = startServer({ name: 'b', port: await freePort(), dataDir: dirB });
    const entriesA = readdirSync(dirA).sort();
    const [, refused, locked, migrateLocked] = await Promise.all([
      serverB.ready(),
      // (c) Restoring over a data folder that is not empty is refused; it stays as it was.
      runScript('restore', [backupFile, '--data-dir', dirA]),
      // (c) Into a folder a server holds: refused, whatever is in it. So is a migration from it (the
      // lock is checked before the target is opened: no database is needed for this one).
      serverB.ready().then(() => runScript('restore', [backupFile, '--data-dir', dirB])),
      serverB
        .ready()
        .then(() => runScript('migrate-to-postgres', ['--to', 'postgres://nobody@127.0.0.1:1/none', '--from', dirB])),
    ]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/is not empty .* Nothing was restored/);
    expect(readdirSync(dirA).sort()).toEqual(entriesA);
    expect(locked.code).toBe(1);
    expect(locked.stderr).toMatch(new RegExp(`${dirB} is in use by process ${serverB.pid} .*Nothing was restored`));
    expect(migrateLocked.code).toBe(1);
    expect(migrateLocked.stderr).toMatch(
      new RegExp(`${dirB} is in use by process ${serverB.pid} .*Nothing was copied`),
    );

    const sessionB = await signIn(serverB.url, sessionA.email);
    for (const [n, exported] of before) {
      expect(await exportOf(sessionB, serverB.url, n)).toEqual(exported);
      await expectVerifies(sessionB, serverB.url, exported);
    }
    // A point in time: the snapshots written during the backup that it holds are the first k of them.
    const present: boolean[] = [];
    for (const n of during) {
      const res = await sessionB.request(serverB.url, `/api/snapshots/${n}/export.json`);
      present.push(res.status === 200);
      if (res.status === 200) await expectVerifies(sessionB, serverB.url, (await res.json()) as SnapshotExport);
      else expect(res.status).toBe(404);
    }
    const k = present.indexOf(false) < 0 ? present.length : present.indexOf(false);
    expect(
      present.slice(k).every((p) => !p),
      `present: ${present.join(',')}`,
    ).toBe(true);
    expect(await avatarBytes(sessionB, serverB.url)).toEqual(avatar);
    expect((await fetch(`${serverB.url}/api/shared/${shareToken}`)).status).toBe(200);
    expect(await serverB.stop()).toBe(0);
  }, 120_000);

  it.skipIf(!PG_URL)(
    `(b) moves the data folder to PostgreSQL: same users, passwords, snapshots, share links${PG_URL ? '' : ` (skipped: ${NO_PG})`}`,
    async () => {
      const url = await scratchDatabase();
      const migrated = await runScript('migrate-to-postgres', ['--to', url, '--from', dirA]);
      expect(migrated.stderr).toBe('');
      expect(migrated.code).toBe(0);
      const all = [...before.keys(), ...during];
      const max = Math.max(...all);
      const count = all.length + 1; // and the organisation's
      expect(migrated.stdout).toMatch(
        new RegExp(`snapshots: ${count}, highest serial \\d+, ${count} with a matching content hash`),
      );
      expect(migrated.stdout).toMatch(/copied snapshot: \d+ rows/);

      const serverC = startServer({ name: 'c', port: await freePort(), dataDir: tempDir('pg-c'), databaseUrl: url });
      await serverC.ready();
      // Sessions were copied, and every server shares AUTH_SECRET: the browser of server A is still signed in.
      await sessionA.refreshXsrf(serverC.url);
      const sessionC = await signIn(serverC.url, sessionA.email);
      for (const [n, exported] of before) expect(await exportOf(sessionC, serverC.url, n)).toEqual(exported);
      for (const n of all) await expectVerifies(sessionC, serverC.url, await exportOf(sessionC, serverC.url, n));
      const next = await calculate(sessionC, serverC.url, '/api/project/calculate-footing', FOOTING(999));
      // The workspace's counter came along: its next number follows its highest.
      expect(next).toBe(max + 1);
      await expectVerifies(sessionC, serverC.url, await exportOf(sessionC, serverC.url, next));
      const shared = await fetch(`${serverC.url}/api/shared/${shareToken}`);
      expect(shared.status).toBe(200);
      expect(((await shared.json()) as { number: number }).number).toBe([...before.keys()][2]);
      expect(await avatarBytes(sessionC, serverC.url)).toEqual(avatar);
      // The organisation came along: its snapshot verifies there, and its audit trail goes on after
      // the copied events (the identity column restarted past them).
      await json(await sessionC.request(serverC.url, '/api/workspace', { method: 'PUT', json: { organisationId } }));
      await expectVerifies(sessionC, serverC.url, await exportOf(sessionC, serverC.url, organisationSnapshot));
      const trail = async () =>
        json<AuditList>(await sessionC.request(serverC.url, `/api/organisations/${organisationId}/audit`));
      const copied = await trail();
      expect(copied.items.map((e) => e.action)).toEqual(['snapshot.created', 'organisation.created']);
      await calculate(sessionC, serverC.url, '/api/project/calculate-footing', FOOTING(998));
      const [latest] = (await trail()).items;
      expect(latest?.action).toBe('snapshot.created');
      expect(latest!.id).toBeGreaterThan(copied.items[0]!.id);
      expect(await serverC.stop()).toBe(0);

      // (c) Into a database that already holds data: refused, and nothing changes.
      const fingerprintBefore = await fingerprint(url);
      const again = await runScript('migrate-to-postgres', ['--to', url, '--from', dirA]);
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/already holds data .*Nothing was copied/);
      expect(await fingerprint(url)).toEqual(fingerprintBefore);
    },
    120_000,
  );

  it.skipIf(!PG_URL)(
    `(c) refuses a database that holds anything else, before migrating it${PG_URL ? '' : ` (skipped: ${NO_PG})`}`,
    async () => {
      const url = await scratchDatabase();
      await withPg(url, (c) => c.query('create table notes (id int primary key); insert into notes values (1)'));
      const fingerprintBefore = await fingerprint(url);
      const refused = await runScript('migrate-to-postgres', ['--to', url, '--from', dirA]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/not empty: it has public\.notes/);
      expect(await fingerprint(url)).toEqual(fingerprintBefore); // no migrations either
    },
    60_000,
  );
});
