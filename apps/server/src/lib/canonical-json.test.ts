import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, sha256Hex } from './canonical-json';

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
    const key = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }));
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.constant(null),
        fc.boolean(),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.integer(),
        fc.string({ unit: 'binary' }),
        fc.array(tie('value')),
        fc.dictionary(fc.oneof(key, fc.nat().map(String)), fc.oneof(tie('value'), fc.constant(undefined))),
      ),
    })).value;
    fc.assert(
      fc.property(json, (value) => {
        expect(canonicalJson(value)).toBe(definition(value));
      }),
      { numRuns: 500 },
    );
  });

  it('hashes with SHA-256 in hex (a known vector)', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
