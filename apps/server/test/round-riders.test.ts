import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import {
  listenForIdentityChanges,
  LISTENER_NAME,
  ROUND_PACE_MS,
  type IdentityNotices,
} from '../src/db/identity-notices';
import { insertAlone, ridingSnapshotWrites, type SnapshotWrites } from '../src/db/round-riders';
import type { SnapshotInsert } from '../src/db/snapshot-insert';
import { jsonbBytes } from '../src/db/fast-save';
import { createTestApp, type TestApp } from './support/test-app';

describe.runIf(process.env.TEST_DATABASE_URL)(
  "PostgreSQL: a Calculate's database steps ride the listener's rounds",
  () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestApp('postgres', { AUTH_RATE_LIMIT_MAX: '200' });
    });
    afterAll(async () => app.close());

    /** This database's listener and pool, with the rider (its numbers kept `reserveMs`), closed after `use`. */
    const riding = async (
      reserveMs: number,
      use: (w: SnapshotWrites, n: IdentityNotices, p: pg.Pool) => Promise<void>,
    ) => {
      const notices = await listenForIdentityChanges(app.postgresUrl!);
      const pool = new pg.Pool({ connectionString: app.postgresUrl!, max: 4 });
      const query = (text: string, params: unknown[]) => pool.query(text, params);
      const viaPool: SnapshotWrites = {
        nextSnapshotSerial: async () =>
          Number(
            (await pool.query<{ n: string }>(`select nextval(pg_get_serial_sequence('snapshot', 'serial')) as n`))
              .rows[0]!.n,
          ),
        insertSnapshot: (row, written) => insertAlone(query, { row, written }),
      };
      try {
        await use(ridingSnapshotWrites(notices, query, viaPool, { reserveMs }), notices, pool);
      } finally {
        await notices.close();
        await pool.end();
      }
    };

    const row = (serial: number, project: string): SnapshotInsert => ({
      serial,
      hashVersion: 2,
      ownerId: 'rounds-owner',
      organisationId: null,
      kind: 'footing',
      project,
      inputs: { project },
      outputs: { total: 1 },
      datasetId: 'au-typical',
      datasetVersion: '2026.1',
      engineVersion: '9.9.9',
      createdAt: new Date('2026-11-28T01:02:03.456Z'),
      contentHash: `hash-${project}`,
    });
    const projectOf = async (p: pg.Pool, serial: number) =>
      (await p.query<{ project: string }>('select project from snapshot where serial = $1', [serial])).rows[0]?.project;

    it('draws ahead when numbers are asked for together, hands them out in order without a round, and skips them once too old', async () => {
      await riding(300, async (writes, notices) => {
        const together = await Promise.all(Array.from({ length: 5 }, () => writes.nextSnapshotSerial()));
        expect(new Set(together).size).toBe(5);
        const highest = Math.max(...together);
        // Five asked together: their round drew ten more, handed out next, in order, with no round.
        const rounds = notices.stats.rounds;
        const kept = [await writes.nextSnapshotSerial(), await writes.nextSnapshotSerial()];
        expect(kept).toEqual([highest + 1, highest + 2]);
        expect(notices.stats.rounds).toBe(rounds);
        // Older than the reserve's limit: skipped, and the next number is drawn afresh, above them all.
        await new Promise((r) => setTimeout(r, 400));
        const late = await writes.nextSnapshotSerial();
        expect(late).toBe(highest + 11);
        expect(notices.stats.rounds).toBe(rounds + 1);
      });
    });

    it('after a round that carried several requests, the next waits its pace, so that more can share it', async () => {
      await riding(60_000, async (writes, notices) => {
        const rounds = notices.stats.rounds;
        const started = performance.now();
        const [first] = await Promise.all(Array.from({ length: 3 }, () => writes.nextSnapshotSerial()));
        await writes.insertSnapshot(row(first!, 'Paced'));
        // The second round was sent no sooner than the pace after the first (timers count whole milliseconds).
        expect(performance.now() - started).toBeGreaterThanOrEqual(ROUND_PACE_MS - 1);
        expect(notices.stats.rounds).toBe(rounds + 2);
      });
    });

    it('a lone number is drawn for its own Calculate only: no gap after it', async () => {
      await riding(60_000, async (writes) => {
        const first = await writes.nextSnapshotSerial();
        await writes.insertSnapshot(row(first, 'Lone one'));
        const second = await writes.nextSnapshotSerial();
        expect(second).toBe(first + 1);
      });
    });

    it('answers a row only once it is committed, and stores every column', async () => {
      await riding(60_000, async (writes, _notices, pool) => {
        const number = await writes.nextSnapshotSerial();
        const saving = writes.insertSnapshot(row(number, 'Committed'), {
          inputs: '{"from":"text"}',
          outputs: '{"total":2}',
          outputsJsonb: jsonbBytes('{"total":2}'),
        });
        await saving;
        const stored = await pool.query(
          'select project, inputs, outputs, content_hash from snapshot where serial = $1',
          [number],
        );
        expect(stored.rows[0]).toEqual({
          project: 'Committed',
          inputs: { from: 'text' },
          outputs: { total: 2 },
          content_hash: 'hash-Committed',
        });
      });
    });

    it('answers each row with the next number of its workspace, rows of several workspaces in one round', async () => {
      await riding(60_000, async (writes, notices) => {
        const serials = await Promise.all(Array.from({ length: 6 }, () => writes.nextSnapshotSerial()));
        const rounds = notices.stats.rounds;
        const mine = (serial: number, owner: string) => ({ ...row(serial, `Workspace ${owner}`), ownerId: owner });
        const numbers = await Promise.all(
          serials.map((serial, i) => writes.insertSnapshot(mine(serial, i % 2 === 0 ? 'ws-even' : 'ws-odd'))),
        );
        // One round wrote them all; each workspace counted 1, 2, 3 in the order the rows were written.
        expect(notices.stats.rounds).toBe(rounds + 1);
        expect(numbers).toEqual([1, 1, 2, 2, 3, 3]);
      });
    });

    it('fails only the row the database refuses; the others of its round are saved and the numbers drawn again', async () => {
      await riding(60_000, async (writes, _notices, pool) => {
        const taken = await writes.nextSnapshotSerial();
        await writes.insertSnapshot(row(taken, 'Taken'));
        const fine = await writes.nextSnapshotSerial();
        const [clashed, wrote, drawn] = await Promise.allSettled([
          writes.insertSnapshot(row(taken, 'Clash')),
          writes.insertSnapshot(row(fine, 'Fine')),
          writes.nextSnapshotSerial(),
        ]);
        expect(clashed.status).toBe('rejected');
        expect((clashed as PromiseRejectedResult).reason).toMatchObject({ code: '23505' });
        expect(wrote.status).toBe('fulfilled');
        expect(drawn.status).toBe('fulfilled');
        expect((drawn as PromiseFulfilledResult<number>).value).toBeGreaterThan(fine);
        expect(await projectOf(pool, taken)).toBe('Taken');
        expect(await projectOf(pool, fine)).toBe('Fine');
      });
    });

    it('a row found stored with its own content after a lost round is saved once; with other content it is refused', async () => {
      await riding(60_000, async (writes, _notices, pool) => {
        const query = (text: string, params: unknown[]) => pool.query(text, params);
        const number = await writes.nextSnapshotSerial();
        const saved = row(number, 'Saved once');
        const given = await writes.insertSnapshot(saved);
        await expect(insertAlone(query, { row: saved, written: undefined })).resolves.toBe(given);
        await expect(
          insertAlone(query, { row: { ...saved, contentHash: 'another hash' }, written: undefined }),
        ).rejects.toMatchObject({ code: '23505' });
        const count = await pool.query<{ n: number }>('select count(*)::int as n from snapshot where serial = $1', [
          number,
        ]);
        expect(count.rows[0]!.n).toBe(1);
      });
    });

    it('goes through the pool while the listener is lost, and back to the rounds once it listens again', async () => {
      await riding(60_000, async (writes, notices, pool) => {
        await pool.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
          [LISTENER_NAME],
        );
        for (let i = 0; i < 200 && notices.listening; i++) await new Promise((r) => setTimeout(r, 5));
        const rounds = notices.stats.rounds;
        if (!notices.listening) {
          const number = await writes.nextSnapshotSerial();
          await writes.insertSnapshot(row(number, 'Via the pool'));
          expect(await projectOf(pool, number)).toBe('Via the pool');
          expect(notices.stats.rounds).toBe(rounds);
        }
        for (let i = 0; i < 200 && !notices.listening; i++) await new Promise((r) => setTimeout(r, 25));
        expect(notices.listening).toBe(true);
        const number = await writes.nextSnapshotSerial();
        await writes.insertSnapshot(row(number, 'Rounds again'));
        expect(await projectOf(pool, number)).toBe('Rounds again');
        expect(notices.stats.rounds).toBeGreaterThan(rounds);
      });
    });
  },
);
