import { describe, expect, it, vi } from 'vitest';
import { BRIEF_FIXTURES } from '../__fixtures__/brief-fixtures';
import { expectClose, matching } from '../__fixtures__/expect-close';
import { EngineInputError } from '../validation/engine-input-error';
import { calculateWall } from './calculate-wall';

// The brief's worked examples are hand-checked on edition 2025.1 (see __fixtures__/edition-2025-1.ts).
vi.mock('../datasets/get-dataset', async (original) =>
  (await import('../__fixtures__/edition-2025-1')).onEdition2025(await original()),
);

describe('calculateWall: brief testFixtures (au-typical)', () => {
  it.each(BRIEF_FIXTURES.testFixtures.wall.map((f, i) => [i, f] as const))('fixture %i', (_i, f) => {
    const r = calculateWall({ targetReduction: f.target, locations: f.locations });
    expectClose(r.area, f.expected.area);
    expectClose(r.optionATotal, f.expected.optionATotal);
    expectClose(r.optionBTotal, f.expected.optionBTotal);
    expectClose(r.actualReduction, f.expected.actualReduction);
    expectClose(r.percentageReduction, f.expected.percentageReduction);
  });
});

describe('calculateWall: worked examples 3 and 4', () => {
  it('3: four locations, one without height, target 30', () => {
    const r = calculateWall({
      targetReduction: 30,
      locations: [
        { length: 12, height: 2.7, materialA: 'BrickVeneerVirginLocal', materialB: 'LightWeightTimberClad' },
        { length: 8, height: 2.7, materialA: 'DoubleBrickVirginLocal', materialB: 'DoubleBrickVirginRecycled' },
        { length: 5, height: 2.4, materialA: 'Block190CoreCF', materialB: 'Block190HC' },
        { length: 6, height: null, materialA: 'Block90', materialB: 'LightWeightFCClad' },
      ],
    });
    expectClose(r.area, 66);
    expectClose(r.intensityA, 59.55);
    expectClose(r.intensityB, 24.68);
    expectClose(r.actualReduction, 2301.77);
    expectClose(r.percentageReduction, 118.01);
    expect(r.locations.map((l) => [l.wallNumber, l.included])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, false],
    ]);
    expectClose(r.locations[2]?.optionA ?? NaN, 921.53);
    expectClose(r.locations[2]?.optionB ?? NaN, 524.03);
    expect(r.locations[3]).toMatchObject({ area: 0, optionA: 0, optionB: 0, reduction: 0 });
  });

  it('4a: no location has both values: area 1, zeros, progress 100 %', () => {
    const r = calculateWall({
      targetReduction: 30,
      locations: [{ length: 5, height: null, materialA: 'Block90', materialB: 'Block90' }],
    });
    expect(r).toMatchObject({
      area: 1,
      optionATotal: 0,
      optionBTotal: 0,
      intensityA: 0,
      intensityB: 0,
      actualReduction: 0,
      percentageReduction: 100,
    });
  });

  it('4a: an empty form behaves the same', () => {
    expect(calculateWall({ targetReduction: 30, locations: [] })).toMatchObject({ area: 1, percentageReduction: 100 });
  });

  it('4b: A already meets the target: 100 % even with a negative reduction', () => {
    const r = calculateWall({
      targetReduction: 30,
      locations: [{ length: 10, height: 2.4, materialA: 'LightWeightTimberClad', materialB: 'BrickVeneerVirginLocal' }],
    });
    expect(r.percentageReduction).toBe(100);
    expectClose(r.actualReduction, -708.7);
  });

  it('4c: B worse than A: negative progress', () => {
    const r = calculateWall({
      targetReduction: 30,
      locations: [{ length: 10, height: 2.4, materialA: 'BrickVeneerVirginLocal', materialB: 'Block190CoreCF' }],
    });
    expectClose(r.percentageReduction, -263.47);
  });

  it('sums location ranges', () => {
    const r = calculateWall({
      targetReduction: 30,
      locations: [{ length: 1, height: 1, materialA: 'BrickVeneerVirginLocal', materialB: 'Block90' }],
    });
    expectClose(r.rangeA.min, 22.508);
    expectClose(r.rangeA.max, 72.74);
  });
});

describe('calculateWall: validation', () => {
  it('collects every issue across locations', () => {
    try {
      calculateWall({
        targetReduction: -5,
        locations: [
          { length: 2000, height: 2, materialA: 'Block90', materialB: 'Nope' as never },
          { length: 3, height: -1, materialA: 'Block90', materialB: 'Block90' },
        ],
      });
      expect.fail('should throw');
    } catch (e) {
      expect(e).toBeInstanceOf(EngineInputError);
      expect((e as EngineInputError).issues).toEqual([
        { path: 'targetReduction', message: 'target must be between 0 and 10,000 kgCO2e/m² (got -5)' },
        { path: 'locations[0].length', message: 'Wall 1 length must be greater than 0 and at most 1,000 m (got 2000)' },
        { path: 'locations[0].materialB', message: matching(/^Unknown wall type 'Nope' for Wall 1 option B/) },
        { path: 'locations[1].height', message: 'Wall 2 height must be greater than 0 and at most 100 m (got -1)' },
      ]);
    }
  });

  it('rejects a missing locations list and a non-object input', () => {
    expect(() => calculateWall({ targetReduction: 30 } as never)).toThrow(/locations must be a list/);
    expect(() => calculateWall(null as never)).toThrow(EngineInputError);
  });
});

describe('calculateWall: Progress to Target at A1–A5 (issue 51)', () => {
  const locations = [
    { length: 12, height: 2.7, materialA: 'BrickVeneerVirginLocal', materialB: 'LightWeightTimberClad' },
  ] as const;

  it('is the seed’s formula on the A1–A5 intensities; the A1–A3 figure stays beside it', () => {
    const r = calculateWall({ targetReduction: 30, locations });
    const { intensityA, intensityB } = r.upfront;
    expect(intensityA).toBeGreaterThan(r.intensityA);
    expectClose(r.upfront.progressPercent, ((intensityA - intensityB) / (intensityA - 30)) * 100);
    expectClose(r.percentageReduction, ((r.intensityA - r.intensityB) / (r.intensityA - 30)) * 100);
    expect(r.upfront.progressPercent).not.toBeCloseTo(r.percentageReduction, 2);
  });

  it('is 100 when option A at A1–A5 already meets the target, whatever option B is', () => {
    const r = calculateWall({ targetReduction: 5000, locations });
    expect([r.upfront.progressPercent, r.percentageReduction]).toEqual([100, 100]);
    // A target between A's A1–A3 and A1–A5 intensities: met at A1–A3 only.
    const between = calculateWall({ targetReduction: (r.intensityA + r.upfront.intensityA) / 2, locations });
    expect(between.percentageReduction).toBe(100);
    expect(between.upfront.progressPercent).not.toBe(100);
  });
});
