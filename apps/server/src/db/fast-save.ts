import { createHash } from 'node:crypto';
import { canonicalCopy, canonicalJson } from '../lib/canonical-json';
import { hashedContent, type HashedContent } from './stored-content';

/**
 * The Calculate's fast path, in one place (docs/decisions/019-event-loop-and-hot-reads.md, "a
 * snapshot's JSON written once"). A Calculate's inputs and outputs are copied and written as JSON
 * once ({@link writeCalculation}); everything after that reads what was written instead of writing
 * it again:
 * - the content hash reads the text between the content's own fields ({@link canonicalContentHash});
 * - the group commit stores the text, and on PostgreSQL the outputs' jsonb bytes (db/snapshot-insert.ts
 *   `pushSnapshotParams`);
 * - the answer is the outputs' bytes with the snapshot's number and time added ({@link answerJson}).
 * Each of these gives what the plain way gives (tests hold them to it): the hash is
 * db/stored-content.ts `snapshotContentHash`, the row is drizzle's insert, the answer is
 * `JSON.stringify` of the outputs with those two fields.
 */

/**
 * A snapshot's inputs and outputs written once as JSON text, by `JSON.stringify` of their canonical
 * copies (lib/canonical-json.ts): the one text its hash covers, its row stores and its answer sends.
 */
export interface WrittenContent {
  readonly inputs: string;
  readonly outputs: string;
  /**
   * `outputs` in jsonb's binary form, encoded once ({@link jsonbBytes}): the hash reads its text's
   * bytes, PostgreSQL stores it as it is, and the answer sends its text's bytes.
   */
  readonly outputsJsonb: Buffer;
}

/** A Calculate's inputs and outputs as they are saved: copies with only JSON's values, and their text. */
export interface WrittenCalculation<I, O> {
  /** Exactly what jsonb stores and gives back: each object's keys in sorted order. */
  readonly inputs: I;
  readonly outputs: O;
  readonly written: WrittenContent;
}

/**
 * Copies a Calculate's inputs and outputs as jsonb stores them and writes each as its canonical JSON,
 * once. The copy puts every object's keys in sorted order, so `JSON.stringify` writes the canonical
 * text (lib/canonical-json.ts `canonicalCopy`).
 */
export function writeCalculation<I, O>(inputs: I, outputs: O): WrittenCalculation<I, O> {
  const i = written(inputs);
  const o = written(outputs);
  return {
    inputs: i.copy as I,
    outputs: o.copy as O,
    written: { inputs: i.text, outputs: o.text, outputsJsonb: jsonbBytes(o.text) },
  };
}

/**
 * One value's copy and its canonical JSON. The one fallback left on this path, and a needed one: a
 * value V8's `JSON.stringify` would not write in canonical order (a key that is an array index, which
 * objects list first; `__proto__`), or that JSON changes (a `toJSON` method, a function, NaN or
 * Infinity), is copied through JSON, as jsonb would store it, and written by the canonical writer.
 * The text and the copy are the same value either way; only the cost differs.
 */
function written(value: unknown): { copy: unknown; text: string } {
  const copy = canonicalCopy(value);
  if (copy !== undefined) return { copy, text: JSON.stringify(copy) };
  const throughJson: unknown = JSON.parse(JSON.stringify(value));
  return { copy: throughJson, text: canonicalJson(throughJson) };
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
 * The content hash (db/stored-content.ts `snapshotContentHash`) of content whose inputs and outputs
 * were written by {@link writeCalculation}: the hash reads that text as it is, between the content's
 * own fields, in sorted order, and never writes or joins the whole content. A test holds it to
 * `snapshotContentHash`.
 */
export function canonicalContentHash(content: HashedContent, written: WrittenContent): string {
  const stored = hashedContent(content);
  const hash = createHash('sha256');
  let text = '{';
  Object.keys(stored)
    .sort()
    .forEach((field, i) => {
      text += `${i > 0 ? ',' : ''}"${field}":`;
      if (field === 'outputs') {
        hash.update(text, 'utf8').update(written.outputsJsonb.subarray(1));
        text = '';
      } else if (field === 'inputs') {
        hash.update(text, 'utf8').update(written.inputs, 'utf8');
        text = '';
      } else text += JSON.stringify(stored[field]);
    });
  return hash.update(`${text}}`, 'utf8').digest('hex');
}

/**
 * The value a written row's `inputs` or `outputs` column is sent as: its text, or on a client that
 * sends a Buffer in binary form (node-postgres; not PGlite's thread, which gets the text) the outputs'
 * jsonb bytes.
 */
export function writtenParam(
  written: WrittenContent,
  column: 'inputs' | 'outputs',
  { jsonbAsBytes }: { jsonbAsBytes: boolean },
): string | Buffer {
  return column === 'outputs' && jsonbAsBytes ? written.outputsJsonb : written[column];
}

/**
 * A Calculate's answer as JSON bytes: its outputs (an object) with `fields` added at the end, as
 * `JSON.stringify({ ...outputs, ...fields })` gives it (a test holds the two to the same value). The
 * outputs' bytes, encoded once for the hash and the row, less their closing brace, and the fields:
 * the outputs are not written a third time. Outputs that hold a field of the same name (no
 * calculator's do) are written whole, so that the answer's field wins, as in the spread.
 */
export function answerJson(
  calculation: Pick<WrittenCalculation<unknown, object>, 'outputs' | 'written'>,
  fields: Readonly<Record<string, string | number>>,
): Buffer {
  const { outputs, written } = calculation;
  const names = Object.keys(fields);
  if (names.some((name) => Object.hasOwn(outputs, name))) return Buffer.from(JSON.stringify({ ...outputs, ...fields }));
  const jsonb = written.outputsJsonb;
  const added = names.map((name) => `${JSON.stringify(name)}:${JSON.stringify(fields[name])}`).join(',');
  const tail = `${written.outputs === '{}' || added === '' ? '' : ','}${added}}`;
  return Buffer.concat([jsonb.subarray(1, jsonb.length - 1), Buffer.from(tail)]);
}
