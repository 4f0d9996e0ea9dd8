import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { snapshot } from './schema';

/**
 * A snapshot's inputs and outputs written once as JSON text, by `JSON.stringify` of their canonical
 * copies (lib/canonical-json.ts): the one text its hash covers, its row stores and its answer sends.
 */
export interface WrittenContent {
  readonly inputs: string;
  readonly outputs: string;
  /**
   * `outputs` in jsonb's binary form, encoded once ({@link jsonbBytes}): the hash reads its text's
   * bytes, PostgreSQL stores it as it is, and the answer sends its text's bytes. Absent: each of them
   * encodes `outputs` itself.
   */
  readonly outputsJsonb?: Buffer;
}

/**
 * A JSON text as jsonb's binary form, which PostgreSQL accepts as a parameter: the format's version
 * (1) and then the text as UTF-8. Its bytes after the first are the text's UTF-8.
 */
export function jsonbBytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafe(1 + Buffer.byteLength(text));
  bytes[0] = 1;
  bytes.write(text, 1);
  return bytes;
}

/**
 * A snapshot row as the group commit writes it: every column given, its serial drawn already, and
 * no number (the insert's trigger gives it: decision 023).
 */
export type SnapshotInsert = Omit<typeof snapshot.$inferSelect, 'number'> & { number?: null };

/** One row of a group commit, with its inputs' and outputs' text when written already. */
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
 * was a tenth of the server thread's time under load (docs/benchmarks.md).
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
 * stored is the one drizzle's insert stores (a test compares the two); inputs and outputs already
 * written are stored as that text. With `jsonbAsBytes` (node-postgres, which sends a Buffer in binary
 * form; not PGlite's thread), outputs encoded already go as their jsonb bytes.
 */
export function pushSnapshotParams(
  params: unknown[],
  rows: readonly SnapshotWrite[],
  { jsonbAsBytes }: { jsonbAsBytes: boolean },
): void {
  for (const { row, written } of rows)
    for (const [key, column] of SNAPSHOT_COLUMNS) {
      const value = row[key];
      if (written && key === 'outputs' && jsonbAsBytes && written.outputsJsonb) params.push(written.outputsJsonb);
      else if (written && (key === 'inputs' || key === 'outputs')) params.push(written[key]);
      else params.push(value === null || value === undefined ? null : column.mapToDriverValue(value));
    }
}
