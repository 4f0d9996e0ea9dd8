import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RUNS,
  complexityArb,
  datasetArb,
  footingSystemArb,
  isSaneCarbon,
  lte,
  within,
} from '../__fixtures__/arbitraries';
import { expectRelClose } from '../__fixtures__/expect-close';
import { LIMITS } from '../validation/limits';
import { calculateFooting } from './calculate-footing';
import { calculateFootingSystem } from './calculate-footing-system';

const inputArb = fc.record({
  area: within(LIMITS.slabArea),
  depth: within(LIMITS.depthMm),
  complexity: complexityArb,
  system: footingSystemArb,
  lowCarbonConcrete: fc.boolean(),
});

describe('footing laws (every dataset, system and switch)', () => {
  it('totals equal the sum of lines, min ≤ central ≤ max, never NaN or negative', () => {
    fc.assert(
      fc.property(inputArb, datasetArb, (input, ds) => {
        const r = calculateFootingSystem(input, ds);
        const lines = r.breakdown.flatMap((e) => e.lines);
        expectRelClose(
          r.kgCO2e,
          lines.reduce((s, l) => s + l.kgCO2e, 0),
        );
        expect([r.kgCO2e, r.min, r.max, ...lines.map((l) => l.kgCO2e)].every(isSaneCarbon)).toBe(true);
        expect(lte(r.min, r.kgCO2e) && lte(r.kgCO2e, r.max)).toBe(true);
      }),
      RUNS,
    );
  });

  it('deeper founding never lowers carbon', () => {
    fc.assert(
      fc.property(inputArb, within(LIMITS.depthMm), datasetArb, (input, other, ds) => {
        const [shallow, deep] = [Math.min(input.depth, other), Math.max(input.depth, other)];
        const a = calculateFootingSystem({ ...input, depth: shallow }, ds);
        const b = calculateFootingSystem({ ...input, depth: deep }, ds);
        expect(lte(a.kgCO2e, b.kgCO2e)).toBe(true);
      }),
      RUNS,
    );
  });

  it('more complexity never lowers carbon, and scales it by (1 + c/100)', () => {
    fc.assert(
      fc.property(inputArb, complexityArb, datasetArb, (input, other, ds) => {
        const [low, high] = [Math.min(input.complexity, other), Math.max(input.complexity, other)];
        const a = calculateFootingSystem({ ...input, complexity: low }, ds);
        const b = calculateFootingSystem({ ...input, complexity: high }, ds);
        expect(lte(a.kgCO2e, b.kgCO2e)).toBe(true);
        expectRelClose(b.kgCO2e * (1 + low / 100), a.kgCO2e * (1 + high / 100));
      }),
      RUNS,
    );
  });

  it('fly ash never raises a system, and a bigger slab never lowers it', () => {
    fc.assert(
      fc.property(inputArb, within(LIMITS.slabArea), datasetArb, (input, other, ds) => {
        const std = calculateFootingSystem({ ...input, lowCarbonConcrete: false }, ds);
        const fa = calculateFootingSystem({ ...input, lowCarbonConcrete: true }, ds);
        expect(lte(fa.kgCO2e, std.kgCO2e)).toBe(true);
        const small = calculateFootingSystem({ ...input, area: Math.min(input.area, other) }, ds);
        const big = calculateFootingSystem({ ...input, area: Math.max(input.area, other) }, ds);
        expect(lte(small.kgCO2e, big.kgCO2e)).toBe(true);
      }),
      RUNS,
    );
  });

  it('the slab page reduction is bau − afs of rounded values and flips sign when the systems swap', () => {
    fc.assert(
      fc.property(inputArb, footingSystemArb, datasetArb, (input, alt, ds) => {
        const base = {
          area: input.area,
          depth: input.depth,
          complexity: input.complexity,
          lowCarbonConcrete: 'StandardConcrete' as const,
        };
        const ab = calculateFooting({ ...base, businessAsUsual: input.system, alternateFootingSystem: alt }, ds);
        const ba = calculateFooting({ ...base, businessAsUsual: alt, alternateFootingSystem: input.system }, ds);
        expect(ab.co2Reduction).toBe(ab.bauValue - ab.afsValue);
        expect(ba.co2Reduction === -ab.co2Reduction).toBe(true);
      }),
      RUNS,
    );
  });
});
