import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RUNS, datasetArb, isSaneCarbon, lte, wallTypeArb, within } from '../__fixtures__/arbitraries';
import { expectRelClose } from '../__fixtures__/expect-close';
import { LIMITS } from '../validation/limits';
import { calculateWall } from './calculate-wall';
import { calculateWallLocation } from './calculate-wall-location';
import { wallTypeFactor } from './wall-type-factor';

const locationArb = fc.record({
  length: within(LIMITS.wallLength),
  height: within(LIMITS.wallHeight),
  materialA: wallTypeArb,
  materialB: wallTypeArb,
});

describe('wall laws (every dataset and wall type)', () => {
  it('carbon scales linearly with length', () => {
    fc.assert(
      fc.property(locationArb, datasetArb, (loc, ds) => {
        const one = calculateWallLocation({ ...loc, length: loc.length / 2 }, ds);
        const two = calculateWallLocation(loc, ds);
        expectRelClose(two.optionA, 2 * one.optionA);
        expectRelClose(two.optionB, 2 * one.optionB);
      }),
      RUNS,
    );
  });

  it('reduction is A − B and flips sign when A and B swap', () => {
    fc.assert(
      fc.property(locationArb, datasetArb, (loc, ds) => {
        const ab = calculateWallLocation(loc, ds);
        const ba = calculateWallLocation({ ...loc, materialA: loc.materialB, materialB: loc.materialA }, ds);
        expect(ab.reduction).toBe(ab.optionA - ab.optionB);
        expect(ba.reduction + ab.reduction).toBe(0);
      }),
      RUNS,
    );
  });

  it('totals equal the sum of breakdown lines, within min ≤ central ≤ max, never NaN or negative', () => {
    fc.assert(
      fc.property(locationArb, datasetArb, (loc, ds) => {
        const r = calculateWallLocation(loc, ds);
        expectRelClose(
          r.optionA,
          r.breakdownA.flatMap((e) => e.lines).reduce((s, l) => s + l.kgCO2e, 0),
        );
        expectRelClose(
          r.optionB,
          r.breakdownB.flatMap((e) => e.lines).reduce((s, l) => s + l.kgCO2e, 0),
        );
        for (const [x, range] of [
          [r.optionA, r.rangeA],
          [r.optionB, r.rangeB],
        ] as const) {
          expect([x, range.min, range.max].every(isSaneCarbon)).toBe(true);
          expect(lte(range.min, x) && lte(x, range.max)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('per-m² factors are positive with min ≤ central ≤ max', () => {
    fc.assert(
      fc.property(wallTypeArb, datasetArb, (key, ds) => {
        const w = wallTypeFactor(key, ds);
        expect(w.perM2).toBeGreaterThan(0);
        expect(lte(w.min, w.perM2) && lte(w.perM2, w.max)).toBe(true);
      }),
      RUNS,
    );
  });

  it('the whole form sums its included locations and gives a finite progress', () => {
    const formLoc = fc.record({
      length: fc.option(within(LIMITS.wallLength), { nil: null }),
      height: fc.option(within(LIMITS.wallHeight), { nil: null }),
      materialA: wallTypeArb,
      materialB: wallTypeArb,
    });
    fc.assert(
      fc.property(
        fc.array(formLoc, { maxLength: 8 }),
        within(LIMITS.targetReduction),
        datasetArb,
        (locations, target, ds) => {
          const r = calculateWall({ targetReduction: target, locations }, ds);
          expectRelClose(
            r.optionATotal,
            r.locations.reduce((s, l) => s + l.optionA, 0),
          );
          expect(r.area).toBeGreaterThan(0);
          expect(Number.isFinite(r.percentageReduction)).toBe(true);
          locations.forEach((loc, i) =>
            expect(r.locations[i]?.included).toBe(loc.length !== null && loc.height !== null),
          );
          expect([r.optionATotal, r.optionBTotal, r.intensityA, r.intensityB].every(isSaneCarbon)).toBe(true);
        },
      ),
      RUNS,
    );
  });
});
