import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Organisation } from '@embodied/contracts';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type SnapshotInsert } from '../src/db/database';
import { jsonbBytes } from '../src/db/fast-save';
import { organisationMember, snapshot, user } from '../src/db/schema';
import { createIdentityReadCache, isCacheableRead, keepsIdentityReads } from '../src/db/identity-read-cache';
import { LISTENER_NAME } from '../src/db/identity-notices';
import { answerIdentityReadsFromCache } from '../src/db/cached-reads';
import { openPgliteThread, type PgliteThread } from '../src/db/pglite-thread';
import { CALCULATOR_EXAMPLES } from '../src/http/openapi-examples';
import { signIn, signUpVerified, type SignedInUser } from './support/session';
import { openEmptyPgliteThread } from './support/pglite-template';
import { createTestApp, describeEachDatabase, type TestApp } from './support/test-app';

// The statements the guard and the workspace check send, as drizzle writes them.
const SESSION_READ =
  'select "id", "expires_at", "token", "created_at", "updated_at", "ip_address", "user_agent", "user_id" from "session" where "session"."token" = $1';
const USER_READ = 'select "id", "name", "email" from "user" where "user"."id" = $1';
const WORKSPACE_READ =
  'select "organisation"."id", "organisation_member"."role", "profile"."default_dataset" from "profile" left join "organisation" on "organisation"."id" = "profile"."active_organisation_id" left join "organisation_member" on "organisation_member"."organisation_id" = "organisation"."id" where "profile"."user_id" = $1';

describe('which statements the identity read cache may answer, and which make it forget', () => {
  it('answers plain reads of the identity tables only', () => {
    for (const text of [SESSION_READ, USER_READ, WORKSPACE_READ]) expect(isCacheableRead(text), text).toBe(true);
    for (const text of [
      'select "number" from "snapshot" where "owner_id" = $1',
      'select "s"."id" from "session" "s" join "snapshot" on true',
      'select now()',
      'select "id" from "session" where "expires_at" > now()',
      'select "id" from "user" where "id" = $1 for update',
      `select nextval(pg_get_serial_sequence('snapshot', 'number')) as n`,
      'select 1; delete from "session"',
      'delete from "session" where "token" = $1',
      'with gone as (delete from "session" returning 1) select count(*) from gone',
    ]) {
      expect(isCacheableRead(text), text).toBe(false);
    }
  });

  it('keeps its answers for reads and for the hot path writes, and forgets them for anything else', () => {
    for (const text of [
      'insert into "snapshot" ("number", "owner_id") values ($1, $2)',
      'insert into "audit_event" ("organisation_id", "actor") values ($1, $2)',
      `select nextval(pg_get_serial_sequence('snapshot', 'number')) as n`,
      'select "number" from "snapshot"',
    ]) {
      expect(keepsIdentityReads(text), text).toBe(true);
    }
    for (const text of [
      'delete from "session" where "token" = $1',
      'update "session" set "expires_at" = $1',
      'insert into "session" ("id") values ($1)',
      'delete from "user" where "id" = $1',
      'update "organisation_member" set "role" = $1',
      'update "profile" set "active_organisation_id" = $1',
      'delete from "organisation" where "id" = $1',
      'update "api_token" set "revoked_at" = now()',
      // A second write hidden behind an allowed one, several statements, DDL, locking reads: all forget.
      'insert into "snapshot" select * from "snapshot"; delete from "session"',
      'delete from "snapshot" where "owner_id" in (delete from "user" returning "id")',
      'alter table "session" add column "x" text',
      'truncate "session"',
      'select "id" from "user" for update',
    ]) {
      expect(keepsIdentityReads(text), text).toBe(false);
    }
  });

  it('remembers an answer worked out from the identity reads until a statement might change them', async () => {
    const cache = createIdentityReadCache();
    const memo = cache.memo<string>();
    let worked = 0;
    const alice = () =>
      memo.answer(
        'a',
        () => Promise.resolve(`alice ${++worked}`),
        () => Date.now() + 60_000,
      );
    expect(await alice()).toBe('alice 1');
    expect(await alice()).toBe('alice 1');
    // A hot path write keeps it; a write to an identity table forgets it.
    cache.saw('insert into "snapshot" ("number") values ($1)');
    expect(await alice()).toBe('alice 1');
    cache.saw('delete from "session" where "token" = $1');
    expect(await alice()).toBe('alice 2');
  });

  it('does not keep an answer whose reads began before a statement that might change them', async () => {
    const cache = createIdentityReadCache();
    const memo = cache.memo<string>();
    let worked = 0;
    const answer = () =>
      memo.answer(
        'a',
        () => {
          worked++;
          // While the answer was being worked out, something changed a session.
          if (worked === 1) cache.saw('update "session" set "expires_at" = $1');
          return Promise.resolve(`answer ${worked}`);
        },
        () => Date.now() + 60_000,
      );
    expect(await answer()).toBe('answer 1');
    expect(await answer()).toBe('answer 2');
    expect(await answer()).toBe('answer 2');
  });

  it('gives nothing back once the answer expires by itself (a session past its end), and keeps what says so not', async () => {
    const cache = createIdentityReadCache();
    const memo = cache.memo<string>();
    let worked = 0;
    const ending = () =>
      memo.answer(
        'gone',
        () => Promise.resolve(`expired ${++worked}`),
        () => Date.now() - 1,
      );
    expect(await ending()).toBe('expired 1');
    expect(await ending()).toBe('expired 2');
  });
});

/** Ends every server's listening connection to `app`'s database, from the database's side (as an administrator or a restart would). */
const endListeners = (app: TestApp) =>
  app.database.db.execute(
    sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_NAME} and datname = current_database()`,
  );

describe.runIf(process.env.TEST_DATABASE_URL)(
  "the memo on PostgreSQL: forgotten on the identity tables' notices",
  () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestApp('postgres');
    });
    afterAll(async () => app.close());

    const notices = () => app.database.identityNotices!;
    /** A memo of `key` whose work counts its runs ("answer 1", "answer 2", …), after `during` if given. */
    const counted = (key: string) => {
      const memo = notices().memo<string>();
      let worked = 0;
      return (during?: () => Promise<unknown>) =>
        memo.answer(
          key,
          async () => {
            await during?.();
            return `answer ${++worked}`;
          },
          () => Date.now() + 60_000,
          performance.now(),
        );
    };
    const listeningAgain = async () => {
      for (let i = 0; i < 200 && !notices().listening; i++) await new Promise((r) => setTimeout(r, 25));
      expect(notices().listening).toBe(true);
    };

    it('gives an answer back until a write to an identity table commits, from any connection, and never during an open transaction only', async () => {
      const answer = counted('a');
      expect(await answer()).toBe('answer 1');
      expect(await answer()).toBe('answer 1');
      // A write on another connection of the pool (as another server's would be).
      await app.database.db.execute(sql`update "user" set updated_at = updated_at where false`);
      expect(await answer()).toBe('answer 2');
      expect(await answer()).toBe('answer 2');
      // A transaction still open sends nothing yet; a rolled-back one never does.
      await app.database.db
        .transaction(async (tx) => {
          await tx.execute(sql`update profile set updated_at = updated_at where false`);
          expect(await answer()).toBe('answer 2');
          throw new Error('roll back');
        })
        .catch(() => {});
      expect(await answer()).toBe('answer 2');
      // A write of a table the memos do not read forgets nothing.
      await app.database.db.execute(sql`delete from snapshot where false`);
      expect(await answer()).toBe('answer 2');
    });

    it('keeps no answer whose work began before a change that committed while it was worked out', async () => {
      const answer = counted('b');
      expect(await answer(() => app.database.db.execute(sql`update organisation set name = name where false`))).toBe(
        'answer 1',
      );
      expect(await answer()).toBe('answer 2');
      expect(await answer()).toBe('answer 2');
    });

    it('answers nothing from memory while its connection is lost, and forgets what it had once it listens again', async () => {
      const answer = counted('c');
      expect(await answer()).toBe('answer 1');
      expect(await answer()).toBe('answer 1');
      await endListeners(app);
      for (let i = 0; i < 200 && notices().listening; i++) await new Promise((r) => setTimeout(r, 5));
      // Lost (or already back, with everything forgotten): either way the answer is worked out afresh.
      expect(await answer()).toBe('answer 2');
      await listeningAgain();
      expect(await answer()).not.toBe('answer 1');
      const settled = await answer();
      expect(await answer()).toBe(settled);
      expect(notices().stats.reconnects).toBeGreaterThanOrEqual(1);
    });

    it('catches up once for the requests waiting together, not once each', async () => {
      const memo = notices().memo<string>();
      await memo.answer(
        'd',
        () => Promise.resolve('kept'),
        () => Date.now() + 60_000,
        performance.now(),
      );
      const before = notices().stats.catchUps;
      const since = performance.now();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          memo.answer(
            'd',
            () => Promise.resolve('worked'),
            () => Date.now() + 60_000,
            since,
          ),
        ),
      );
      expect(answers).toEqual(Array.from({ length: 20 }, () => 'kept'));
      expect(notices().stats.catchUps - before).toBeLessThanOrEqual(2);
    });
  },
);

describe('PGlite on its own thread, with the identity read cache', () => {
  let client: PgliteThread;
  let cache: ReturnType<typeof createIdentityReadCache>;

  beforeEach(async () => {
    client = await openEmptyPgliteThread();
    await client.exec(
      'create table "session" ("id" text primary key, "token" text); create table "snapshot" ("n" int)',
    );
    cache = createIdentityReadCache();
    answerIdentityReadsFromCache(client, cache);
    await client.query('insert into "session" values ($1, $2)', ['s1', 'alpha']);
  });
  afterEach(async () => client.close());

  const tokenOf = async () =>
    (await client.query<{ token: string }>('select "token" from "session" where "id" = $1', ['s1'])).rows[0]?.token;

  it('lets the event loop run while a chain of queries runs', async () => {
    let done = 0;
    let doneWhenTimerRan = -1;
    setTimeout(() => (doneWhenTimerRan = done), 0);
    for (let i = 0; i < 200; i++) {
      await client.query('insert into "snapshot" values ($1)', [i]);
      done++;
    }
    // Each answer comes back as a message, a turn of the loop of its own: the timer runs among them.
    expect(doneWhenTimerRan).toBeGreaterThanOrEqual(0);
    expect(doneWhenTimerRan).toBeLessThan(200);
  });

  it('keeps the server thread free while the database works', async () => {
    // A statement that keeps PostgreSQL busy for a while: on the server's thread, no timer could run.
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    await client.query('select count(*) from generate_series(1, 3000000)');
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(3);
  });

  it('runs an urgent statement before the ones still waiting', async () => {
    const finished: string[] = [];
    const normal = Array.from({ length: 10 }, (_, i) =>
      client.query('select $1::int as i, pg_sleep(0.01)', [i]).then(() => finished.push(`q${i}`)),
    );
    const urgent = client.urgentQuery('select 1').then(() => finished.push('urgent'));
    await Promise.all([...normal, urgent]);
    // At most the statement already running goes first.
    expect(finished.indexOf('urgent')).toBeLessThanOrEqual(1);
    expect(finished).toHaveLength(11);
  });

  it('says it answered lately only within the time asked, and not once closed', async () => {
    await client.query('select 1');
    expect(client.answeredWithin(60_000)).toBe(true);
    await new Promise((r) => setTimeout(r, 40));
    expect(client.answeredWithin(10)).toBe(false);
    expect(client.answeredWithin(60_000)).toBe(true);
    // A statement that fails is no proof: only an answer without error counts.
    await client.query('select * from "no_such_table"').catch(() => {});
    expect(client.answeredWithin(10)).toBe(false);
    await client.close();
    expect(client.answeredWithin(60_000)).toBe(false);
  });

  it("passes a failing statement on to its caller with the database's fields, and goes on with the next", async () => {
    const err = await client.query('select * from "no_such_table"').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toMatch(/no_such_table/);
    expect((err as { code?: string }).code).toBe('42P01');
    await client.query('insert into "session" values ($1, $2)', ['s2', 'x']);
    const dup = await client.query('insert into "session" values ($1, $2)', ['s2', 'y']).catch((e: unknown) => e);
    expect(dup).toMatchObject({ code: '23505', constraint: 'session_pkey' });
    expect((await client.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('gives rows as objects or arrays, and keeps as text the types a parser keeps', async () => {
    const text = "select 1 as one, '2026-01-02 03:04:05'::timestamp as at";
    expect((await client.query(text)).rows).toEqual([{ one: 1, at: new Date('2026-01-02T03:04:05.000Z') }]);
    const keep = (value: string) => value;
    const r = await client.query(text, [], { rowMode: 'array', parsers: { 1114: keep } });
    expect(r.rows).toEqual([[1, '2026-01-02 03:04:05']]);
    // A parser that changes the value could only run on the database's thread: refused, not dropped.
    await expect(client.query(text, [], { parsers: { 1114: (v: string) => v.length } })).rejects.toThrow(/parser/);
    await expect(client.exec(text, { parsers: { 1114: (v: string) => v.length } })).rejects.toThrow(/parser/);
    const [kept] = await client.exec(text, { rowMode: 'array', parsers: { 1114: keep } });
    expect(kept?.rows).toEqual([[1, '2026-01-02 03:04:05']]);
  });

  it('commits a transaction, rolls one back when its work throws, and runs other statements after it', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> = Promise.resolve();
    await client.transaction(async (tx) => {
      await tx.query('insert into "snapshot" values (1)');
      // Sent while the transaction is open: it waits until the transaction has ended.
      outside = client.query('select count(*)::int as n from "snapshot"').then((r) => {
        order.push(`outside saw ${(r.rows[0] as { n: number }).n}`);
      });
      await tx.query('insert into "snapshot" values (2)');
      order.push('committing');
    });
    await outside;
    expect(order).toEqual(['committing', 'outside saw 2']);
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into "snapshot" values (3)');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await client.query<{ n: number }>('select count(*)::int as n from "snapshot"')).rows[0]?.n).toBe(2);
  });

  it('answers a repeated identity read from memory, and reads again after any write to an identity table', async () => {
    expect(await tokenOf()).toBe('alpha');
    expect(await tokenOf()).toBe('alpha');
    expect(cache.stats.hits).toBe(1);
    // The hot path's own writes keep the answer.
    await client.query('insert into "snapshot" values (1)');
    expect(await tokenOf()).toBe('alpha');
    expect(cache.stats.hits).toBe(2);
    // A write to the session table forgets it: the next read sees the new row.
    await client.query('update "session" set "token" = $1 where "id" = $2', ['beta', 's1']);
    expect(await tokenOf()).toBe('beta');
    await client.exec('delete from "session"');
    expect(await tokenOf()).toBeUndefined();
  });

  it('does not keep the answer of a read sent before a write that answers after it', async () => {
    // Both are sent at once; the read runs first on the thread and sees the old token.
    const [before] = await Promise.all([
      tokenOf(),
      client.query('update "session" set "token" = $1 where "id" = $2', ['delta', 's1']),
    ]);
    expect(before).toBe('alpha');
    expect(await tokenOf()).toBe('delta');
  });

  it('forgets when a transaction writes an identity table, committed or not', async () => {
    expect(await tokenOf()).toBe('alpha');
    await client.transaction(async (tx) => {
      await tx.query('update "session" set "token" = $1', ['gamma']);
    });
    expect(await tokenOf()).toBe('gamma');
    await tokenOf();
    await expect(
      client.transaction(async (tx) => {
        await tx.query('delete from "session"');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await tokenOf()).toBe('gamma');
  });

  it('opens a second thread from a tarball this one dumped, with its tables and rows', async () => {
    await client.query('insert into "snapshot" values (7)');
    const copy = await openPgliteThread(null, [], { loadDataDir: await client.dump() });
    try {
      expect((await copy.query('select "n" from "snapshot"')).rows).toEqual([{ n: 7 }]);
      expect((await copy.query('select "token" from "session"')).rows).toEqual([{ token: 'alpha' }]);
    } finally {
      await copy.close();
    }
  });

  it('hands every caller its own copy of a remembered answer', async () => {
    const first = await client.query<{ token: string }>('select "token" from "session" where "id" = $1', ['s1']);
    first.rows[0]!.token = 'tampered';
    expect(await tokenOf()).toBe('alpha');
  });
});

describe("when PGlite's thread stops", () => {
  it('fails the statements waiting for it and every later one, and says so once', async () => {
    const stopped: Error[] = [];
    // A thread whose JavaScript heap is too small for the answer it is asked for runs out of memory.
    const client = await openPgliteThread(null, [], {
      onStopped: (err) => stopped.push(err),
      resourceLimits: { maxOldGenerationSizeMb: 24, maxYoungGenerationSizeMb: 4 },
    });
    const huge = client.query("select repeat('x', 1000000) as s from generate_series(1, 100)");
    const waiting = client.query('select 1');
    await expect(huge).rejects.toThrow(/memory|stopped/);
    await expect(waiting).rejects.toThrow(/memory|stopped/);
    await expect(client.query('select 1')).rejects.toThrow(/memory|stopped/);
    expect(stopped).toHaveLength(1);
    // It had answered (its start-up statements) a moment ago; stopped, that counts for nothing.
    expect(client.answeredWithin(60_000)).toBe(false);
    await client.close();
  });
});

const FOOTING = CALCULATOR_EXAMPLES['POST /api/project/calculate-footing'].value;

/** One slab Calculate by `u` on `app`. */
const calculateOn = (app: TestApp, u: SignedInUser) =>
  app.request('/api/project/calculate-footing', {
    method: 'POST',
    headers: u.headers,
    body: JSON.stringify(FOOTING),
  });

/** An owner's new organisation, with a second user added to it as an editor. */
async function editorOfNewOrganisation(app: TestApp, name: string) {
  const owner = await signUpVerified(app);
  const member = await signUpVerified(app);
  const memberId = ((await (await app.request('/api/user', { headers: member.headers })).json()) as { id: string }).id;
  const created = await app.request('/api/organisations', {
    method: 'POST',
    headers: owner.headers,
    body: JSON.stringify({ name }),
  });
  const org = (await created.json()) as Organisation;
  await app.database.db.insert(organisationMember).values({ organisationId: org.id, userId: memberId, role: 'editor' });
  return { owner, member, memberId, org };
}

describeEachDatabase('sign-out, revocation, deletion and role changes take effect on the next request', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind, { AUTH_RATE_LIMIT_MAX: '200' });
  });
  afterAll(async () => app.close());

  const calculate = (u: SignedInUser) => calculateOn(app, u);
  /** Two Calculates, so the identity reads are remembered (PGlite) before the change. */
  const warm = async (u: SignedInUser) => {
    for (let i = 0; i < 2; i++) expect((await calculate(u)).status).toBe(200);
  };

  it('sign-out', async () => {
    const u = await signUpVerified(app);
    await warm(u);
    expect((await app.request('/api/auth/sign-out', { method: 'POST', headers: u.headers, body: '{}' })).status).toBe(
      200,
    );
    expect((await calculate(u)).status).toBe(401);
  });

  it('revoking the other sessions', async () => {
    const u = await signUpVerified(app);
    const other = await signIn(app, u.email);
    await warm(other);
    const res = await app.request('/api/auth/revoke-other-sessions', {
      method: 'POST',
      headers: u.headers,
      body: '{}',
    });
    expect(res.status).toBe(200);
    expect((await calculate(other)).status).toBe(401);
    expect((await calculate(u)).status).toBe(200);
  });

  it('deleting the account', async () => {
    const u = await signUpVerified(app);
    const other = await signIn(app, u.email);
    await warm(other);
    const res = await app.request('/api/user', {
      method: 'DELETE',
      headers: u.headers,
      body: JSON.stringify({ confirm: u.email }),
    });
    expect(res.status).toBe(204);
    expect((await calculate(other)).status).toBe(401);
  });

  it('a member made viewer, then removed', async () => {
    const { owner, member, memberId, org } = await editorOfNewOrganisation(app, `Cache Co ${kind}`);
    const put = (body: unknown) =>
      app.request('/api/workspace', { method: 'PUT', headers: member.headers, body: JSON.stringify(body) });
    expect((await put({ organisationId: org.id })).status).toBe(200);
    await warm(member);

    const demote = await app.request(`/api/organisations/${org.id}/members/${memberId}`, {
      method: 'PUT',
      headers: owner.headers,
      body: JSON.stringify({ role: 'viewer' }),
    });
    expect(demote.status).toBe(200);
    expect((await calculate(member)).status).toBe(403);

    const removed = await app.request(`/api/organisations/${org.id}/members/${memberId}`, {
      method: 'DELETE',
      headers: owner.headers,
    });
    expect(removed.status).toBe(204);
    expect((await calculate(member)).status).toBe(404);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  'two servers on one PostgreSQL database: a change made through one counts on the next request to the other',
  () => {
    let one: TestApp;
    let two: TestApp;
    beforeAll(async () => {
      one = await createTestApp('postgres', { AUTH_RATE_LIMIT_MAX: '200' });
      two = await createTestApp('postgres', { AUTH_RATE_LIMIT_MAX: '200' }, { sameDatabaseAs: one });
    });
    afterAll(async () => {
      await two.close();
      await one.close();
    });

    /** Calculates on server two, so it answers the session and the workspace from memory. */
    const warm = async (u: SignedInUser) => {
      for (let i = 0; i < 3; i++) expect((await calculateOn(two, u)).status).toBe(200);
    };

    it('a warmed session is answered from memory: a Calculate reads neither the session nor the workspace', async () => {
      const u = await signUpVerified(one);
      await warm(u);
      const stats = two.database.identityNotices!.stats;
      const hits = stats.hits;
      expect((await calculateOn(two, u)).status).toBe(200);
      expect(stats.hits - hits).toBe(2);
    });

    it("a sign-out through one counts on the other while the other's listener is lost (it reads afresh), and after", async () => {
      const u = await signUpVerified(one);
      const v = await signUpVerified(one);
      await warm(u);
      await warm(v);
      await endListeners(two);
      // Both servers' listeners were ended; whichever state each is in, the change must count.
      const out = await one.request('/api/auth/sign-out', { method: 'POST', headers: u.headers, body: '{}' });
      expect(out.status).toBe(200);
      expect((await calculateOn(two, u)).status).toBe(401);
      for (let i = 0; i < 200 && !two.database.identityNotices!.listening; i++)
        await new Promise((r) => setTimeout(r, 25));
      expect(two.database.identityNotices!.listening).toBe(true);
      await warm(v);
      const outV = await one.request('/api/auth/sign-out', { method: 'POST', headers: v.headers, body: '{}' });
      expect(outV.status).toBe(200);
      expect((await calculateOn(two, v)).status).toBe(401);
    });

    it('sign-out', async () => {
      const u = await signUpVerified(one);
      await warm(u);
      const out = await one.request('/api/auth/sign-out', { method: 'POST', headers: u.headers, body: '{}' });
      expect(out.status).toBe(200);
      expect((await calculateOn(two, u)).status).toBe(401);
    });

    it('revoking the other sessions', async () => {
      const u = await signUpVerified(one);
      const other = await signIn(one, u.email);
      await warm(other);
      const res = await one.request('/api/auth/revoke-other-sessions', {
        method: 'POST',
        headers: u.headers,
        body: '{}',
      });
      expect(res.status).toBe(200);
      expect((await calculateOn(two, other)).status).toBe(401);
      expect((await calculateOn(two, u)).status).toBe(200);
    });

    it('deleting the account', async () => {
      const u = await signUpVerified(one);
      await warm(u);
      const res = await one.request('/api/user', {
        method: 'DELETE',
        headers: u.headers,
        body: JSON.stringify({ confirm: u.email }),
      });
      expect(res.status).toBe(204);
      expect((await calculateOn(two, u)).status).toBe(401);
    });

    it("a changed user record (here its address, changed in the database): the other server's next answer carries it", async () => {
      const u = await signUpVerified(one);
      await warm(u);
      const changed = `changed-${u.email}`;
      await one.database.db.update(user).set({ email: changed }).where(eq(user.email, u.email));
      const me = await two.request('/api/user', { headers: u.headers });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { email: string }).email).toBe(changed);
    });

    it('a member made viewer, then removed, through one server: the other reads the workspace afresh', async () => {
      const { owner, member, memberId, org } = await editorOfNewOrganisation(one, 'Two Servers Co');
      const put = await one.request('/api/workspace', {
        method: 'PUT',
        headers: member.headers,
        body: JSON.stringify({ organisationId: org.id }),
      });
      expect(put.status).toBe(200);
      await warm(member);
      const membership = `/api/organisations/${org.id}/members/${memberId}`;
      const demote = await one.request(membership, {
        method: 'PUT',
        headers: owner.headers,
        body: JSON.stringify({ role: 'viewer' }),
      });
      expect(demote.status).toBe(200);
      expect((await calculateOn(two, member)).status).toBe(403);
      expect((await one.request(membership, { method: 'DELETE', headers: owner.headers })).status).toBe(204);
      expect((await calculateOn(two, member)).status).toBe(404);
      // Back in the personal workspace (chosen through the first server): the second calculates there.
      const back = await one.request('/api/workspace', {
        method: 'PUT',
        headers: member.headers,
        body: JSON.stringify({ organisationId: null }),
      });
      expect(back.status).toBe(200);
      expect((await calculateOn(two, member)).status).toBe(200);
    });
  },
);

describeEachDatabase('snapshot numbers on the hot path', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind, { AUTH_RATE_LIMIT_MAX: '200' });
  });
  afterAll(async () => app.close());

  it('gives 40 Calculates made at once 40 different numbers, each saved with its own', async () => {
    const u = await signUpVerified(app);
    const rounds = app.database.identityNotices?.stats.rounds ?? 0;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        app
          .request('/api/project/calculate-footing', {
            method: 'POST',
            headers: u.headers,
            body: JSON.stringify({ ...FOOTING, project: `Numbers ${i}` }),
          })
          .then(async (res) => ({ status: res.status, body: (await res.json()) as { snapshot: number } })),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(40).fill(200));
    const numbers = answers.map((a) => a.body.snapshot);
    expect(new Set(numbers).size).toBe(40);
    // On PostgreSQL the guard's catching up, the 40 numbers and the 40 rows ride the listening
    // connection's rounds (db/round-riders.ts): at most half a statement a Calculate for all three,
    // where a statement each would be 120.
    if (kind === 'postgres') expect(app.database.identityNotices!.stats.rounds - rounds).toBeLessThanOrEqual(20);
    const stored = await app.database.db.execute<{ number: number; project: string }>(
      sql`select "number", "project" from "snapshot" where "project" like 'Numbers %'`,
    );
    const byProject = new Map(stored.rows.map((r) => [r.project, Number(r.number)]));
    answers.forEach((a, i) => expect(byProject.get(`Numbers ${i}`)).toBe(a.body.snapshot));
  });
});

describeEachDatabase("the group commit's own insert", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => app.close());

  const row = async (project: string): Promise<SnapshotInsert> => ({
    serial: await app.database.nextSnapshotSerial(),
    hashVersion: 2,
    ownerId: 'group-commit-owner',
    organisationId: null,
    kind: 'footing',
    project,
    inputs: { project, area: 200.5, note: 'quotes " and \\ and ünïcödé ✓', list: [1, 'two', null, { deep: true }] },
    outputs: { total: 0.1 + 0.2, tiny: 1e-7, big: 12345678901234, text: 'kgCO2e/m²', empty: {} },
    datasetId: 'au-typical',
    datasetVersion: '2026.1',
    engineVersion: '9.9.9',
    createdAt: new Date('2026-11-26T01:02:03.456Z'),
    contentHash: `hash-${project}`,
  });
  /** The stored row, without its number (the insert gives it: compared on its own). */
  const stored = async (serial: number) => {
    const [found] = await app.database.db.select().from(snapshot).where(eq(snapshot.serial, serial));
    if (!found) return undefined;
    const { number: _number, ...rest } = found;
    return rest;
  };

  it("stores a row, column for column, as drizzle's insert stores it, and answers the number it was given", async () => {
    const [a, b, viaDrizzle] = await Promise.all([row('Group commit A'), row('Group commit B'), row('Via drizzle')]);
    // Two rows at once: one multi-row statement.
    const numbers = await Promise.all([app.database.insertSnapshot(a), app.database.insertSnapshot(b)]);
    const { number: _none, ...drizzleRow } = viaDrizzle;
    const [inserted] = await app.database.db.insert(snapshot).values(drizzleRow).returning({ number: snapshot.number });
    const drizzles = inserted!.number;
    // One workspace: consecutive numbers, in the order the rows were written.
    expect([...numbers, drizzles]).toEqual([numbers[0], numbers[0] + 1, numbers[0] + 2]);
    const ours = await stored(a.serial);
    const theirs = await stored(viaDrizzle.serial);
    expect(ours).toEqual(a);
    expect(await stored(b.serial)).toEqual(b);
    expect({ ...ours, serial: 0, project: '', inputs: null, contentHash: '' }).toEqual({
      ...theirs,
      serial: 0,
      project: '',
      inputs: null,
      contentHash: '',
    });
    expect(ours?.inputs).toEqual({ ...(theirs?.inputs as object), project: 'Group commit A' });
  });

  it('stores the inputs and outputs from the text written for them, beside a row without it', async () => {
    const [a, b] = await Promise.all([row('Written once A'), row('Written once B')]);
    // The text is what the row stores: written differently from a's own values, so the test tells
    // which one was stored.
    const text = { inputs: '{"from":"text","n":[1,2.5]}', outputs: '{"total":7}' };
    const written = { ...text, outputsJsonb: jsonbBytes(text.outputs) };
    // The outputs also encoded once, as a Calculate passes them (sent as jsonb's bytes on PostgreSQL).
    const outputs = '{"note":"≤ 25 MPa · 1 × 2 ✓","total":8}';
    const encoded = { ...written, outputs, outputsJsonb: jsonbBytes(outputs) };
    const c = await row('Written once C');
    await Promise.all([
      app.database.insertSnapshot(a, written),
      app.database.insertSnapshot(b),
      app.database.insertSnapshot(c, encoded),
    ]);
    expect(await stored(a.serial)).toEqual({ ...a, inputs: { from: 'text', n: [1, 2.5] }, outputs: { total: 7 } });
    expect(await stored(b.serial)).toEqual(b);
    expect(await stored(c.serial)).toEqual({
      ...c,
      inputs: { from: 'text', n: [1, 2.5] },
      outputs: { note: '≤ 25 MPa · 1 × 2 ✓', total: 8 },
    });
  });

  it('fails only the row the database refuses, and stores the others of its batch', async () => {
    const taken = await row('Taken number');
    const before = await app.database.insertSnapshot(taken);
    const clash = { ...(await row('Clash')), serial: taken.serial };
    const fine = await row('Fine');
    const [clashed, wrote] = await Promise.allSettled([
      app.database.insertSnapshot(clash),
      app.database.insertSnapshot(fine),
    ]);
    expect(clashed.status).toBe('rejected');
    expect((clashed as PromiseRejectedResult).reason).toMatchObject({ code: '23505' });
    expect(wrote.status).toBe('fulfilled');
    // The refused row gave its number back: the next one went to the row that was saved.
    expect((wrote as PromiseFulfilledResult<number>).value).toBe(before + 1);
    expect((await stored(fine.serial))?.project).toBe('Fine');
    expect((await stored(taken.serial))?.project).toBe('Taken number');
  });
});

describe('snapshot serials drawn in blocks on PGlite', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('hands them out in order, never twice, and skips the unused ones after a restart', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'embodied-numbers-'));
    dirs.push(dataDir);
    let database = await openDatabase({ kind: 'pglite', dataDir });
    const first = [await database.nextSnapshotSerial(), await database.nextSnapshotSerial()];
    expect(first[1]).toBe(first[0]! + 1);
    // A number the sequence gives anyone else (here: the identity default of a direct insert) is not in the block.
    const other = await database.db.execute<{ n: number }>(
      sql`select nextval(pg_get_serial_sequence('snapshot', 'serial')) as n`,
    );
    const taken = Number(other.rows[0]!.n);
    const more = await Promise.all(Array.from({ length: 60 }, () => database.nextSnapshotSerial()));
    const all = [...first, ...more];
    expect(new Set([...all, taken]).size).toBe(all.length + 1);
    expect([...more].sort((a, b) => a - b)).toEqual(more);
    await database.close();

    database = await openDatabase({ kind: 'pglite', dataDir });
    const afterRestart = await database.nextSnapshotSerial();
    expect(afterRestart).toBeGreaterThan(Math.max(...all, taken));
    await database.close();
  });
});
