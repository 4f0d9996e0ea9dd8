import { describe, expect, it } from 'vitest';
import { expectClose, expectRelClose, matching } from '../__fixtures__/expect-close';
import { EngineInputError } from '../validation/engine-input-error';
import { calculateWallLocation } from './calculate-wall-location';

describe('calculateWallLocation', () => {
  it('worked example 2: North, 12 × 2.7 m, brick veneer vs timber clad', () => {
    const r = calculateWallLocation({
      description: 'North',
      length: 12,
      height: 2.7,
      materialA: 'BrickVeneerVirginLocal',
      materialB: 'LightWeightTimberClad',
    });
    expectClose(r.area, 32.4);
    expectClose(r.optionA, 1389.13);
    expectClose(r.optionB, 432.39);
    expectClose(r.reduction, 956.74);
    expect(r.hasRange).toBe(true);
    expect(r.rangeA.min).toBeLessThan(r.optionA);
    expect(r.rangeA.max).toBeGreaterThan(r.optionA);
  });

  it('breaks each option down by wall part, summing to the option', () => {
    const r = calculateWallLocation({
      length: 8,
      height: 2.7,
      materialA: 'DoubleBrickVirginLocal',
      materialB: 'DoubleBrickVirginRecycled',
    });
    expect(r.breakdownA.map((e) => e.element)).toEqual([
      'brickSkin',
      'brickSkin_2',
      'ties',
      'cavityEPS',
      'plasterboard',
    ]);
    expectRelClose(
      r.breakdownA.reduce((s, e) => s + e.kgCO2e, 0),
      r.optionA,
    );
    expectClose(r.optionA, 1619.88);
    expectClose(r.optionB, 672.35);
  });

  it('has no range on au-conservative', () => {
    const r = calculateWallLocation(
      { length: 1, height: 1, materialA: 'Block90', materialB: 'Block90' },
      'au-conservative',
    );
    expect(r.hasRange).toBe(false);
    expect(r.rangeA).toEqual({ min: r.optionA, max: r.optionA });
    expectClose(r.optionA, 48.864);
  });

  it('refuses a zero-length or zero-height wall, naming the field (issue 47)', () => {
    expect(() =>
      calculateWallLocation({ length: 0, height: 2.7, materialA: 'Block90', materialB: 'LightWeightFCClad' }),
    ).toThrow(/length must be greater than 0 and at most 1,000 m \(got 0\)/);
    expect(() =>
      calculateWallLocation({ length: 12, height: 0, materialA: 'Block90', materialB: 'LightWeightFCClad' }),
    ).toThrow(/height must be greater than 0 and at most 100 m \(got 0\)/);
  });

  it('lists every bad field with a message naming it', () => {
    try {
      calculateWallLocation({ length: -1, height: Number.NaN, materialA: 'Foo' as never, materialB: 'Block90' });
      expect.fail('should throw');
    } catch (e) {
      expect(e).toBeInstanceOf(EngineInputError);
      const issues = (e as EngineInputError).issues;
      expect(issues).toEqual([
        { path: 'length', message: 'length must be greater than 0 and at most 1,000 m (got -1)' },
        { path: 'height', message: 'height must be a number greater than 0 and at most 100 m' },
        {
          path: 'materialA',
          message: matching(/^Unknown wall type 'Foo' for option A \(expected one of: LightWeightTimberClad, /),
        },
      ]);
    }
  });

  it('requires length and height on the per-location Calculate', () => {
    expect(() =>
      calculateWallLocation({ length: null as never, height: 2, materialA: 'Block90', materialB: 'Block90' }),
    ).toThrow(/length must be a number greater than 0 and at most 1,000 m \(missing\)/);
  });
});
