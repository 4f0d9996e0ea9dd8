import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { writtenParam, type WrittenContent } from './fast-save';
import { snapshot } from './schema';

/**
 * A snapshot row as the group commit writes it: every column given, its serial drawn already, and
 * no number (the insert's trigger gives it: decision 023).
 */
export type SnapshotInsert = Omit<typeof snapshot.$inferSelect, 'number'> & { number?: null };

/**
 * One row of a group commit, with its inputs' and outputs' text as a Calculate wrote them
 * (db/fast-save.ts). A row without (one a test or a tool writes) is encoded column by column.
 */
export interface SnapshotWrite {
  readonly row: SnapshotInsert;
  readonly written: WrittenContent | undefined;
}

/** The snapshot table's columns, in the order of the insert's values, with drizzle's own encoders. */
const SNAPSHOT_COLUMNS = Object.entries(getTableColumns(snapshot)) as [keyof SnapshotInsert, PgColumn][];

/** The next serial of the snapshot table's identity sequence, as SQL (one per evaluation). */
export const NEXT_SNAPSHOT_SERIAL = "nextval(pg_get_serial_sequence('snapshot', 'serial'))";

/** What the insert answers of each row: its serial and the number its workspace's counter gave it. */
export const INSERT_RETURNING = ' returning "serial", "number"';

/**
 * Each written row's number, in the rows' order, from what the insert returned (`serial`, `number`
 * pairs, in whatever order). A row the insert did not return is an error, never another row's number.
 */
export function numbersGiven(
  rows: readonly SnapshotWrite[],
  returned: ReadonlyArray<Record<string, unknown>>,
): number[] {
  const bySerial = new Map(returned.map((r) => [Number(r.serial), Number(r.number)]));
  return rows.map(({ row }) => {
    const number = bySerial.get(row.serial);
    if (number === undefined || !Number.isInteger(number))
      throw new Error(`the insert returned no number for serial ${row.serial}`);
    return number;
  });
}

const texts = new Map<number, string>();

/**
 * `insert into "snapshot" (every column) values (…), (…) returning "serial", "number"` for `count`
 * rows, numbered $1 …: the text
 * is made once per batch size from the table's column names. The group commit's statement is written
 * straight to the database's client, not built by drizzle's query builder: building a 16-row insert
 * was a tenth of the server thread's time under load (decision 019).
 */
export function snapshotInsertText(count: number): string {
  let text = texts.get(count);
  if (text !== undefined) return text;
  const width = SNAPSHOT_COLUMNS.length;
  const names = SNAPSHOT_COLUMNS.map(([, column]) => `"${column.name}"`).join(', ');
  const rows = Array.from(
    { length: count },
    (_, r) => `(${SNAPSHOT_COLUMNS.map((_c, i) => `$${r * width + i + 1}`).join(', ')})`,
  );
  text = `insert into "${getTableName(snapshot)}" (${names}) values ${rows.join(', ')}${INSERT_RETURNING}`;
  texts.set(count, text);
  return text;
}

/**
 * Appends the rows' values to `params`, in {@link snapshotInsertText}'s order. The values go through
 * each column's own drizzle encoder (jsonb as JSON text, the timestamp as ISO 8601), so the row
 * stored is the one drizzle's insert stores (a test compares the two); inputs and outputs a Calculate
 * wrote already are sent as what it wrote (db/fast-save.ts `writtenParam`).
 */
export function pushSnapshotParams(
  params: unknown[],
  rows: readonly SnapshotWrite[],
  client: { jsonbAsBytes: boolean },
): void {
  for (const { row, written } of rows)
    for (const [key, column] of SNAPSHOT_COLUMNS) {
      const value = row[key];
      if (written && (key === 'inputs' || key === 'outputs')) params.push(writtenParam(written, key, client));
      else params.push(value === null || value === undefined ? null : column.mapToDriverValue(value));
    }
}
