import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chartScale } from './chart-scale';

describe('chartScale', () => {
  it('gives evenly spaced round ticks from zero for bars', () => {
    expect(chartScale([7_600, 3_100, 950]).ticks).toEqual([0, 2_000, 4_000, 6_000, 8_000]);
    expect(chartScale([59.55, 24.68, 30])).toEqual({ domain: [0, 60], ticks: [0, 20, 40, 60] });
    expect(chartScale([59.55, 24.68, 30], { maxTicks: 8 }).ticks).toEqual([0, 10, 20, 30, 40, 50, 60]);
    expect(chartScale([0.42]).ticks).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5]);
  });

  it('fits the values without starting at zero when asked (a scatter of designs)', () => {
    expect(chartScale([41.2, 47.9, 44], { fromZero: false })).toEqual({
      domain: [40, 48],
      ticks: [40, 42, 44, 46, 48],
    });
    expect(chartScale([310_000, 352_500], { fromZero: false }).ticks).toEqual([
      310_000, 320_000, 330_000, 340_000, 350_000, 360_000,
    ]);
  });

  it('still draws an axis for one value, or none', () => {
    expect(chartScale([]).ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(chartScale([0]).ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(chartScale([50], { fromZero: false }).domain[0]).toBeLessThanOrEqual(25);
  });

  it('always covers every value with evenly spaced ticks, at most the number asked for', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1e7, max: 1e7, noNaN: true }), { minLength: 1, maxLength: 20 }),
        fc.boolean(),
        fc.integer({ min: 3, max: 8 }),
        (values, fromZero, maxTicks) => {
          const { domain, ticks } = chartScale(values, { fromZero, maxTicks });
          expect(ticks.length).toBeLessThanOrEqual(maxTicks);
          expect(ticks.length).toBeGreaterThanOrEqual(2);
          // Charts show nothing finer than a millionth.
          for (const v of values) {
            const slack = Math.max(1e-6, 1e-9 * Math.abs(v));
            expect(v).toBeGreaterThanOrEqual(domain[0] - slack);
            expect(v).toBeLessThanOrEqual(domain[1] + slack);
          }
          const step = ticks[1]! - ticks[0]!;
          ticks.forEach((t, i) => {
            if (i > 0) expect(t - ticks[i - 1]!).toBeCloseTo(step, 6);
          });
          if (fromZero) expect(domain[0]).toBeLessThanOrEqual(0);
        },
      ),
    );
  });
});
