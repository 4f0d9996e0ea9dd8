import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeId, mergeFronts, paretoFilter, paretoSum, type PointSet, type Slot } from './pareto-sum';

const slot = (carbon: number[], cost: number[]): Slot => ({
  carbon: Float64Array.from(carbon),
  cost: Float64Array.from(cost),
  index: Int32Array.from(carbon, (_, i) => i),
  radix: carbon.length,
});

const points = (s: PointSet) => Array.from({ length: s.size }, (_, i) => [s.carbon[i], s.cost[i], s.id[i]]);

/** Every combination, summed left to right from 0, then the front by definition (lexicographically first id per point). */
function bruteForce(prefix: number, slots: Slot[]): number[][] {
  let all: number[][] = [[0, 0, prefix]];
  for (const s of slots) {
    all = all.flatMap(([c, k, id]) =>
      Array.from(s.carbon, (_, j) => [c! + s.carbon[j]!, k! + s.cost[j]!, id! * s.radix + j]),
    );
  }
  const front = all.filter(([c, k]) => !all.some(([c2, k2]) => c2! <= c! && k2! <= k! && (c2! < c! || k2! < k!)));
  const best = new Map<string, number[]>();
  for (const p of front) {
    const key = `${p[0]}|${p[1]}`;
    const seen = best.get(key);
    if (!seen || p[2]! < seen[2]!) best.set(key, p);
  }
  return [...best.values()].sort((a, b) => a[0]! - b[0]!);
}

// Small integers force many exact ties; doubles exercise rounding.
const value = fc.oneof(
  fc.integer({ min: 0, max: 6 }),
  fc.double({ min: 0, max: 1e5, noNaN: true, noDefaultInfinity: true }),
);
const slotArb = fc
  .integer({ min: 1, max: 5 })
  .chain((n) =>
    fc
      .tuple(fc.array(value, { minLength: n, maxLength: n }), fc.array(value, { minLength: n, maxLength: n }))
      .map(([c, k]) => slot(c, k)),
  );

describe('paretoSum: the exact front of a sum of slots', () => {
  it('equals brute force on random slots, ties included (points and the first id of each point)', () => {
    fc.assert(
      fc.property(
        fc.array(slotArb, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 3 }),
        (slots, prefix) => {
          expect(points(paretoSum(prefix, slots))).toEqual(bruteForce(prefix, slots));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('merging fronts gives the front of their union', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(slotArb, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 4 }),
        (groups) => {
          const radix = groups.length;
          const merged = mergeFronts(groups.map((slots, g) => paretoSum(g, slots)));
          // One brute force over the union: the group index is the first digit of every id.
          const union = groups.flatMap((slots, g) => bruteForce(g, slots));
          const expected = union.filter(
            ([c, k]) => !union.some(([c2, k2]) => c2! <= c! && k2! <= k! && (c2! < c! || k2! < k!)),
          );
          const best = new Map<string, number[]>();
          for (const p of expected) {
            const seen = best.get(`${p[0]}|${p[1]}`);
            if (!seen || p[2]! < seen[2]!) best.set(`${p[0]}|${p[1]}`, p);
          }
          expect(radix).toBeGreaterThan(0);
          expect(points(merged)).toEqual([...best.values()].sort((a, b) => a[0]! - b[0]!));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('keeps a front sorted by carbon with strictly falling cost', () => {
    const f = paretoFilter(
      Float64Array.of(3, 1, 2, 2, 1),
      Float64Array.of(1, 5, 2, 2, 6),
      Float64Array.of(0, 1, 2, 3, 4),
      5,
    );
    expect(points(f)).toEqual([
      [1, 5, 1],
      [2, 2, 2],
      [3, 1, 0],
    ]);
  });

  it('decodes a design id into its option indices', () => {
    expect(decodeId(23, [4, 6])).toEqual([3, 5]);
    expect(decodeId(0, [5, 5, 12])).toEqual([0, 0, 0]);
    expect(decodeId(5 * 5 * 12 - 1, [5, 5, 12])).toEqual([4, 4, 11]);
  });
});
