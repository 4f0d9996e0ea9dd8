import { handBack, type Waiting } from './batched';
import { NotListeningError, type IdentityNotices, type RoundPart } from './identity-notices';
import {
  NEXT_SNAPSHOT_SERIAL,
  numbersGiven,
  pushSnapshotParams,
  snapshotInsertText,
  type SnapshotWrite,
  type SnapshotInsert,
} from './snapshot-insert';
import type { WrittenContent } from './fast-save';

/** The Calculate's two writes: its snapshot's serial, then its row (answered with its number). */
export interface SnapshotWrites {
  nextSnapshotSerial(): Promise<number>;
  insertSnapshot(row: SnapshotInsert, written?: WrittenContent): Promise<number>;
}

/** Runs one statement with parameters on a connection of the pool, answering its rows. */
type PoolQuery = (text: string, params: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>;

/** PostgreSQL's error code for a duplicate key. */
const UNIQUE_VIOLATION = '23505';

/** At most this many numbers, and this many rows, in one round (12 columns a row: far within 65,535 parameters). */
const MOST_A_ROUND = 64;

/**
 * Numbers drawn ahead are handed out within this long of being drawn, or skipped (a gap): a number
 * kept longer could go to a Calculate after a higher one another server has given out since.
 */
export const RESERVE_MS = 1000;

/** The round's column that draws `count` serials from the snapshot table's identity sequence, its parameter `$at`. */
const serialsColumn = (at: number) =>
  `array(select ${NEXT_SNAPSHOT_SERIAL} from generate_series(1, $${at}::int)) as numbers`;

/** The round's column that answers the rows it wrote: each one's serial and the number it was given. */
const WRITTEN_COLUMN = `coalesce((select json_agg(json_build_object('serial', "serial", 'number', "number")) from written), '[]') as written`;

/**
 * On PostgreSQL, a Calculate's snapshot serial and its row ride the rounds of the server's listening
 * connection (db/identity-notices.ts): one statement at a time that catches the guard up, draws the
 * serials the Calculates waiting now need (called numbers below: they were the snapshots' numbers
 * until decision 023), and inserts the rows waiting now, in one transaction, answering the number
 * each row's workspace counter gave it. Under
 * load one round serves many Calculates in all three steps at once: one statement, one commit, where
 * the guard's catching up, the numbers and the group commit each took statements of their own before
 * (measured then, decision 022). Every guarantee stays:
 *
 * - A row is answered only once its round has answered, so once it is committed.
 * - Numbers come from the identity sequence, so they are unique across servers. When Calculates
 *   come together (more than one asked for a number since the last round), a round also draws
 *   ahead, up to twice as many as were asked for, and the next Calculates take those without
 *   waiting for a round (twice gave 2,095 Calculates a second against 1,894 for as many as were
 *   asked: measured then, decision 022). Numbers go out in increasing order on each
 *   server; across servers a number may go out after a higher one, by at most {@link RESERVE_MS},
 *   and the ones not taken by then are skipped (gaps, like those a stopped server leaves:
 *   docs/deploy.md). A lone Calculate draws only its own.
 * - While the connection is not listening (lost, reconnecting, closing), numbers and rows go through
 *   the pool as before (`viaPool`).
 * - A round that fails (a row the database refuses, the connection lost mid-statement) hands its
 *   work to the pool: each number drawn again; each row inserted alone, so a bad row fails alone. A
 *   row whose round was lost after its commit is found stored and answered as saved, never twice.
 */
export function ridingSnapshotWrites(
  notices: IdentityNotices,
  query: PoolQuery,
  viaPool: SnapshotWrites,
  { reserveMs = RESERVE_MS }: { reserveMs?: number } = {},
): SnapshotWrites {
  const numbers: Waiting<void, number>[] = [];
  const rows: Waiting<SnapshotWrite, number>[] = [];
  /** Numbers drawn ahead, in increasing order, with when their round answered (performance.now()). */
  const reserve: Array<{ readonly number: number; readonly drawnAt: number }> = [];
  /** Numbers asked for since the last round was boarded. */
  let asked = 0;
  /** Skips the reserved numbers that are too old to hand out now. */
  const fresh = (now: number) => {
    let stale = 0;
    while (stale < reserve.length && now - reserve[stale]!.drawnAt > reserveMs) stale++;
    if (stale > 0) reserve.splice(0, stale);
    return reserve.length;
  };

  notices.carry({
    board(): RoundPart | null {
      // Never a round only to draw ahead: they ride a round sent for the waiting work.
      if (numbers.length === 0 && rows.length === 0) return null;
      const ahead = asked < 2 ? 0 : Math.max(0, Math.min(MOST_A_ROUND, 2 * asked) - fresh(performance.now()));
      asked = 0;
      const drawing = numbers.splice(0, MOST_A_ROUND);
      const writing = rows.splice(0, MOST_A_ROUND);
      const params: unknown[] = [];
      pushSnapshotParams(
        params,
        writing.map((w) => w.input),
        { jsonbAsBytes: true },
      );
      const write = writing.length > 0 ? snapshotInsertText(writing.length) : null;
      const parts: string[] = write ? [WRITTEN_COLUMN] : [];
      if (drawing.length + ahead > 0) {
        params.push(drawing.length + ahead);
        parts.push(serialsColumn(params.length));
      }
      const columns = parts.length > 0 ? parts.join(', ') : null;
      // More waiting than one round takes: the next round goes as soon as this one answers.
      return {
        write,
        columns,
        params,
        size: drawing.length + writing.length,
        arrived(row) {
          if (writing.length > 0) {
            let given: number[] | undefined;
            try {
              given = numbersGiven(
                writing.map((w) => w.input),
                (Array.isArray(row.written) ? row.written : []) as Array<Record<string, unknown>>,
              );
            } catch (err) {
              for (const w of writing) w.reject(err);
            }
            if (given) handBack(writing, given);
          }
          if (drawing.length + ahead === 0) return;
          const column = Array.isArray(row.numbers) ? (row.numbers as unknown[]) : [];
          const drawn = column.map(Number).sort((a, b) => a - b);
          if (drawn.length === drawing.length + ahead) {
            // The lowest to the Calculates waiting, the rest kept: all higher than any kept before.
            const drawnAt = performance.now();
            for (const number of drawn.slice(drawing.length)) reserve.push({ number, drawnAt });
            if (drawing.length > 0) handBack(drawing, drawn.slice(0, drawing.length));
            // Those who asked while this round was out take the kept ones, in order, before anyone later.
            const meanwhile = numbers.splice(0, reserve.length);
            if (meanwhile.length > 0)
              handBack(
                meanwhile,
                reserve.splice(0, meanwhile.length).map((r) => r.number),
              );
          } else {
            const err = new Error(`a round drew ${drawn.length} numbers for ${drawing.length + ahead}`);
            for (const w of drawing) w.reject(err);
          }
        },
        failed(err) {
          for (const w of drawing) viaPool.nextSnapshotSerial().then(w.resolve, w.reject);
          for (const w of writing) {
            const saved =
              err instanceof NotListeningError
                ? viaPool.insertSnapshot(w.input.row, w.input.written)
                : insertAlone(query, w.input);
            saved.then(w.resolve, w.reject);
          }
        },
      };
    },
  });

  return {
    nextSnapshotSerial() {
      if (!notices.listening) return viaPool.nextSnapshotSerial();
      asked++;
      if (fresh(performance.now()) > 0) return Promise.resolve(reserve.shift()!.number);
      return new Promise<number>((resolve, reject) => {
        numbers.push({ input: undefined, resolve, reject });
        notices.wake();
      });
    },
    insertSnapshot(row, written) {
      if (!notices.listening) return viaPool.insertSnapshot(row, written);
      return new Promise<number>((resolve, reject) => {
        rows.push({ input: { row, written }, resolve, reject });
        notices.wake();
      });
    },
  };
}

/**
 * One row, alone, after its round failed, answered with its number. If its serial is stored already
 * with the same content hash, that is the round's own commit (the connection was lost after it):
 * answered as saved, with the number it was given. Any other row under that serial fails it with the
 * database's duplicate-key error.
 */
export async function insertAlone(query: PoolQuery, write: SnapshotWrite): Promise<number> {
  const params: unknown[] = [];
  pushSnapshotParams(params, [write], { jsonbAsBytes: true });
  try {
    const { rows } = await query(snapshotInsertText(1), params);
    return numbersGiven([write], rows)[0]!;
  } catch (err) {
    if ((err as { code?: unknown }).code !== UNIQUE_VIOLATION) throw err;
    const stored = await query('select content_hash, "number" from snapshot where "serial" = $1', [write.row.serial]);
    if (stored.rows[0]?.content_hash !== write.row.contentHash) throw err;
    return Number(stored.rows[0].number);
  }
}
