import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonValue } from '../../test/support/json-value';
import { canonicalCopy, canonicalJson, sha256Hex } from './canonical-json';

/** The plain definition the one-pass version must match: sorted entries, joined. */
function definition(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => definition(v)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${definition(v)}`).join(',')}}`;
}

describe('canonicalJson', () => {
  it('writes the same text whatever the key order, at every depth', () => {
    const a = { b: 1, a: { d: [1, { z: true, y: null }], c: 'x' } };
    const b = { a: { c: 'x', d: [1, { y: null, z: true }] }, b: 1 };
    expect(canonicalJson(a)).toBe('{"a":{"c":"x","d":[1,{"y":null,"z":true}]},"b":1}');
    expect(canonicalJson(b)).toBe(canonicalJson(a));
  });

  it('keeps array order, drops undefined fields and refuses numbers JSON cannot hold', () => {
    expect(canonicalJson([2, 1])).not.toBe(canonicalJson([1, 2]));
    expect(canonicalJson({ a: undefined, b: 2 })).toBe('{"b":2}');
    expect(() => canonicalJson({ a: Number.NaN })).toThrow(/NaN/);
  });

  it('writes keys that objects list first (array indexes), __proto__ and dates as the plain definition does', () => {
    expect(canonicalJson({ b: 1, 10: 'ten', 9: 'nine', a: [{ 2: 'x', 1: 'y' }] })).toBe(
      '{"10":"ten","9":"nine","a":[{"1":"y","2":"x"}],"b":1}',
    );
    const withProto = JSON.parse('{"z":1,"__proto__":{"p":true},"a":2}') as unknown;
    expect(canonicalJson(withProto)).toBe('{"__proto__":{"p":true},"a":2,"z":1}');
    expect(canonicalJson({ at: new Date(0), n: 1 })).toBe(definition({ at: new Date(0), n: 1 }));
    expect(canonicalJson([undefined, 1])).toBe('[null,1]');
  });

  it('writes exactly what the plain definition writes, for any JSON value (keys in any script)', () => {
    fc.assert(
      fc.property(jsonValue, (value) => {
        expect(canonicalJson(value)).toBe(definition(value));
      }),
      { numRuns: 500 },
    );
  });

  it('copies a value as JSON gives it back, in canonical order, or says it cannot', () => {
    fc.assert(
      fc.property(jsonValue, (value) => {
        const copy = canonicalCopy(value);
        if (copy === undefined) {
          // Only for what a plain copy cannot promise: here, keys that are array indexes, or
          // `__proto__` (which an object literal's copy would turn into its prototype).
          expect(JSON.stringify(value)).toMatch(/"(?:0|[1-9]\d*|__proto__)":/);
          return;
        }
        expect(JSON.stringify(copy)).toBe(canonicalJson(value));
        expect(copy).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 500 },
    );
    expect(canonicalCopy({ b: [1, undefined], a: { d: 1, c: undefined } })).toEqual({ a: { d: 1 }, b: [1, null] });
    expect(canonicalCopy([-0])).toEqual([0]);
    expect(JSON.stringify(canonicalCopy({ b: 1, a: { d: 1, c: 2 } }))).toBe('{"a":{"c":2,"d":1},"b":1}');
    for (const refused of [
      { n: Number.NaN },
      [Infinity],
      { at: new Date(0) },
      { 1: 'x' },
      { f: () => 1 },
      JSON.parse('{"__proto__":""}'),
    ])
      expect(canonicalCopy(refused)).toBeUndefined();
  });

  it('hashes with SHA-256 in hex (a known vector)', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
