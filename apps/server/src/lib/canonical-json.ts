import { createHash } from 'node:crypto';

/**
 * Canonical JSON: object keys sorted, no whitespace, numbers as JavaScript prints them.
 * The same content always gives the same text, so its SHA-256 identifies the content.
 *
 * Written as one pass that appends to a string (V8 joins the pieces once, when the hash reads it):
 * every Calculate hashes its snapshot, and the version built from entries, sorted pairs and joins
 * made a third of the server's garbage under load (docs/benchmarks.md). Keys are sorted by UTF-16
 * code units, as `<` compares strings; the test checks it against that plain definition.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value))
      throw new Error('canonical JSON cannot hold NaN or Infinity');
    return JSON.stringify(value) ?? 'null';
  }
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out += ',';
      out += canonicalJson(value[i]);
    }
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  let out = '{';
  let first = true;
  for (const key of keys) {
    const v = record[key];
    if (v === undefined) continue;
    if (!first) out += ',';
    first = false;
    out += JSON.stringify(key);
    out += ':';
    out += canonicalJson(v);
  }
  return `${out}}`;
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
