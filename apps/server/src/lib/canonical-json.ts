import { createHash } from 'node:crypto';

/**
 * Canonical JSON: object keys sorted, no whitespace, numbers as JavaScript prints them.
 * The same content always gives the same text, so its SHA-256 identifies the content.
 *
 * Keys are sorted by UTF-16 code units, as `<` compares strings; the test checks the result against
 * that plain definition for any JSON value. Every Calculate hashes its snapshot, so the usual case is
 * fast: a copy of the value whose objects get their keys in sorted order, written by V8's own
 * `JSON.stringify`, which keeps that order. A value where the two could differ (a key that is an
 * array index, which objects always list first; `__proto__`; a `toJSON` method; a function) is
 * written by {@link writeCanonical}, one pass in JavaScript.
 */
export function canonicalJson(value: unknown): string {
  const sorted = sortedCopy(value);
  return sorted === NOT_PLAIN ? writeCanonical(value) : (JSON.stringify(sorted) ?? 'null');
}

const NOT_PLAIN: unique symbol = Symbol('not plain JSON');
/** Keys JavaScript objects list before all others, whatever the order they were added in. */
const ARRAY_INDEX = /^(?:0|[1-9]\d{0,9})$/;

/**
 * A copy of `value` with only JSON's values, each object's keys in sorted order, so that
 * `JSON.stringify` writes it as its canonical JSON; equal, as a value, to what
 * `JSON.parse(JSON.stringify(value))` gives back. Undefined where a plain copy cannot promise both:
 * a key that is an array index, `__proto__`, a `toJSON` method, a function, NaN or Infinity.
 */
export function canonicalCopy(value: unknown): unknown {
  const copy = sortedCopy(value);
  return copy === NOT_PLAIN ? undefined : copy;
}

/** A copy whose objects have their keys in sorted order, or NOT_PLAIN where V8 would write it differently. */
function sortedCopy(value: unknown): unknown {
  if (value === null) return null;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      // NaN and Infinity: JSON has no such number (the plain writer refuses them). -0 is written,
      // and so read back, as 0.
      if (!Number.isFinite(value)) return NOT_PLAIN;
      return value === 0 ? 0 : value;
    case 'object':
      break;
    default:
      return NOT_PLAIN;
  }
  if (Array.isArray(value)) {
    const out: unknown[] = new Array(value.length);
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (item === undefined) {
        out[i] = null;
        continue;
      }
      const copy = sortedCopy(item);
      if (copy === NOT_PLAIN) return NOT_PLAIN;
      out[i] = copy;
    }
    return out;
  }
  const record = value as Record<string, unknown>;
  const proto: unknown = Object.getPrototypeOf(record);
  if ((proto !== Object.prototype && proto !== null) || typeof record.toJSON === 'function') return NOT_PLAIN;
  const keys = sortedKeys(record);
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const v = record[key];
    if (v === undefined) continue;
    if (key === '__proto__' || ARRAY_INDEX.test(key)) return NOT_PLAIN;
    const copy = sortedCopy(v);
    if (copy === NOT_PLAIN) return NOT_PLAIN;
    out[key] = copy;
  }
  return out;
}

/**
 * The object's own keys in the order `Array.prototype.sort` gives strings (UTF-16 code units, as
 * `<` compares them), sorted in place by insertion: a snapshot's objects have a handful of keys,
 * often in order already, and V8's sort copied every key list into a work array of its own, a tenth
 * of what a Calculate allocated (measured then, decision 019).
 */
function sortedKeys(record: object): string[] {
  const keys = Object.keys(record);
  for (let i = 1; i < keys.length; i++) {
    const key = keys[i]!;
    let j = i - 1;
    while (j >= 0 && keys[j]! > key) {
      keys[j + 1] = keys[j]!;
      j--;
    }
    keys[j + 1] = key;
  }
  return keys;
}

/** The plain writer: one pass that appends to a string. */
function writeCanonical(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value))
      throw new Error('canonical JSON cannot hold NaN or Infinity');
    return JSON.stringify(value) ?? 'null';
  }
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out += ',';
      out += writeCanonical(value[i]);
    }
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  const keys = sortedKeys(record);
  let out = '{';
  let first = true;
  for (const key of keys) {
    const v = record[key];
    if (v === undefined) continue;
    if (!first) out += ',';
    first = false;
    out += JSON.stringify(key);
    out += ':';
    out += writeCanonical(v);
  }
  return `${out}}`;
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
