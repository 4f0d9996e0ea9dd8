import { describe, expect, it } from 'vitest';
import { sameData } from './use-stable-value';

describe('sameData', () => {
  it('compares plain data by content', () => {
    expect(sameData({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(sameData({ a: 1, b: [1, { c: 'x' }] }, { a: 1, b: [1, { c: 'y' }] })).toBe(false);
    expect(sameData([1, 2], [1, 2, 3])).toBe(false);
    expect(sameData(null, undefined)).toBe(false);
    expect(sameData(Number.NaN, Number.NaN)).toBe(true);
  });

  it('counts an absent key and an undefined one as the same', () => {
    expect(sameData({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameData({ a: 1, b: null }, { a: 1 })).toBe(false);
  });

  it('tells an array from an object', () => {
    expect(sameData([], {})).toBe(false);
  });
});
