import { describe, expect, it } from 'vitest';
import { calculateFooting } from './footings/calculate-footing';
import { calculateWallLocation } from './walls/calculate-wall-location';
import {
  addKgCO2e,
  carbonOfArea,
  costPerM2,
  intensityOf,
  kg,
  kgCO2e,
  kgCO2ePerM2,
  m2,
  metresFromMillimetres,
  percentOf,
  perKgFromPerTonne,
  subtractKgCO2e,
  type KgCO2e,
  aud,
} from './units';

describe('units', () => {
  it('adds and converts with named functions', () => {
    expect(addKgCO2e(kgCO2e(1), kgCO2e(2))).toBe(3);
    expect(subtractKgCO2e(kgCO2e(5), kgCO2e(7))).toBe(-2);
    expect(carbonOfArea(kgCO2ePerM2(42.874412), m2(32.4))).toBeCloseTo(1389.13, 2);
    expect(metresFromMillimetres(700)).toBe(0.7);
    expect(perKgFromPerTonne(20.4)).toBeCloseTo(0.0204, 10);
  });

  it('returns 0, never NaN, for per-m² and percentages over 0', () => {
    expect(intensityOf(kgCO2e(10), m2(0))).toBe(0);
    expect(costPerM2(aud(10), m2(0))).toBe(0);
    expect(percentOf(5, 0)).toBe(0);
  });

  it('keeps kg and kgCO2e apart at compile time', () => {
    // @ts-expect-error kg of material is not kgCO2e
    const wrong: KgCO2e = kg(1);
    // @ts-expect-error addKgCO2e takes kgCO2e only
    addKgCO2e(kg(1), kgCO2e(1));
    // @ts-expect-error a plain sum is a number, not kgCO2e
    const sum: KgCO2e = kgCO2e(1) + kgCO2e(2);
    expect([wrong, sum]).toEqual([1, 3]);
  });

  it('takes plain numbers as inputs, but not a number in another unit', () => {
    const base = {
      businessAsUsual: 'BlindedRaft',
      alternateFootingSystem: 'Waffle',
      lowCarbonConcrete: 'StandardConcrete',
    } as const;
    const plain = calculateFooting({ ...base, area: 200, depth: 700, complexity: 0 });
    const branded = calculateFooting({ ...base, area: m2(200), depth: 700, complexity: 0 });
    // @ts-expect-error a carbon figure is not an area
    const mixedUp = calculateFooting({ ...base, area: kgCO2e(200), depth: 700, complexity: 0 });
    expect(branded.bauValue).toBe(plain.bauValue);
    expect(mixedUp.bauValue).toBe(plain.bauValue); // the same number at run time: only the compiler tells them apart
    // @ts-expect-error an area is not a wall length
    calculateWallLocation({ length: m2(10), height: 2.7, materialA: 'Block90', materialB: 'Block90' });
  });
});
