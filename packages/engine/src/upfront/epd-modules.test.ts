import { describe, expect, it } from 'vitest';
import type { BreakdownLine } from '../breakdown/breakdown-types';
import type { CustomProduct } from '../custom-products/custom-products';
import { estimateDwelling } from '../dwellings/estimate-dwelling';
import { calculateFooting } from '../footings/calculate-footing';
import { optimizeDwelling } from '../optimizer/optimize-dwelling';
import { calculateWallLocation } from '../walls/calculate-wall-location';
import { EXAMPLE_BRICK, EXAMPLE_CONCRETE } from '../__fixtures__/example-products';
import { TYPICAL_HOUSE } from './typical-house';

/*
 * An imported EPD's own A4 and A5 (issue 51, "a user EPD can carry its own A4"; issue 53): the line
 * its product stands in for counts quantity × the EPD's value in place of the default transport
 * (A4) or waste (A5), and nothing else moves. With the class's default distance (or waste factor)
 * set to 0, the default's share of that line is 0, so the difference is exactly quantity × the EPD's
 * value, written out by hand below.
 */

const WALL = {
  length: 10,
  height: 2.4,
  materialA: 'BrickVeneerVirginLocal',
  materialB: 'BrickVeneerVirginLocal',
} as const;

const userLines = (lines: readonly { lines: readonly BreakdownLine[] }[]) =>
  lines.flatMap((e) => e.lines).filter((l) => l.sourceId === 'USER_EPD');

describe('an EPD’s A4 replaces the default transport of its line only', () => {
  it('wall: A4 rises by exactly the brick quantity × the EPD’s A4; A1–A3 and A5 unchanged', () => {
    const loc = { ...WALL, upfront: { transportKm: { bricks: 0 } } };
    const plain = calculateWallLocation(loc, 'au-typical', [EXAMPLE_BRICK]);
    const declared = calculateWallLocation(loc, 'au-typical', [{ ...EXAMPLE_BRICK, a4: 9 }]);
    const [brick] = userLines(plain.breakdownA);
    // 134.068 kg of brick per m² of wall (NMEFD brick veneer) × 24 m² = 3,217.632 kg; 9 kgCO2e per
    // tonne = 0.009 per kg; 3,217.632 × 0.009 = 28.958688 kgCO2e.
    expect(brick!.quantity).toBeCloseTo(134.068 * 24, 9);
    expect(declared.upfrontA.a4 - plain.upfrontA.a4).toBeCloseTo(28.958688, 9);
    expect(declared.upfrontA.a1a3).toBe(plain.upfrontA.a1a3);
    expect(declared.upfrontA.a5).toBe(plain.upfrontA.a5);
    expect(declared.upfrontA.a1a5 - plain.upfrontA.a1a5).toBeCloseTo(28.958688, 9);
  });

  it('footing: 25 MPa concrete declared per m³, A4 = m³ × the EPD’s A4 on the alternate system', () => {
    const f = {
      area: 200,
      depth: 700,
      complexity: 0,
      businessAsUsual: 'BlindedRaft',
      alternateFootingSystem: 'Waffle',
      lowCarbonConcrete: 'StandardConcrete',
      upfront: { transportKm: { concrete: 0 } },
    } as const;
    const plain = calculateFooting(f, 'au-typical', [EXAMPLE_CONCRETE]);
    const declared = calculateFooting(f, 'au-typical', [{ ...EXAMPLE_CONCRETE, a4: 12.5 }]);
    const bauM3 = userLines(plain.bau.breakdown).reduce((t, l) => t + l.quantity, 0);
    const afsM3 = userLines(plain.afs.breakdown).reduce((t, l) => t + l.quantity, 0);
    expect(bauM3 + afsM3).toBeGreaterThan(0);
    expect(declared.upfront.bau.a4 - plain.upfront.bau.a4).toBeCloseTo(bauM3 * 12.5, 9);
    expect(declared.upfront.afs.a4 - plain.upfront.afs.a4).toBeCloseTo(afsM3 * 12.5, 9);
    expect(declared.upfront.bau.a1a3).toBe(plain.upfront.bau.a1a3);
    expect(declared.upfront.bau.a5).toBe(plain.upfront.bau.a5);
  });
});

describe('an EPD’s A5 replaces the default waste of its line only', () => {
  it('wall: A5 rises by exactly the brick quantity × the EPD’s A5; A1–A3 and A4 unchanged', () => {
    const loc = { ...WALL, upfront: { wastePercent: { bricks: 0 } } };
    const plain = calculateWallLocation(loc, 'au-typical', [EXAMPLE_BRICK]);
    const declared = calculateWallLocation(loc, 'au-typical', [{ ...EXAMPLE_BRICK, a5: 3 }]);
    // 3,217.632 kg × 3 kgCO2e per tonne (0.003 per kg) = 9.652896 kgCO2e.
    expect(declared.upfrontA.a5 - plain.upfrontA.a5).toBeCloseTo(9.652896, 9);
    expect(declared.upfrontA.a5Waste - plain.upfrontA.a5Waste).toBeCloseTo(9.652896, 9);
    expect(declared.upfrontA.a1a3).toBe(plain.upfrontA.a1a3);
    expect(declared.upfrontA.a4).toBe(plain.upfrontA.a4);
  });
});

describe('a product that declares neither is exactly as before', () => {
  it('a4 and a5 null or absent give the same results, bit for bit', () => {
    const withNulls: CustomProduct = { ...EXAMPLE_BRICK, a4: null, a5: null };
    expect(calculateWallLocation(WALL, 'au-typical', [withNulls])).toEqual(
      calculateWallLocation(WALL, 'au-typical', [EXAMPLE_BRICK]),
    );
    const house = { ...TYPICAL_HOUSE, scope: 'whole-house' } as const;
    expect(estimateDwelling(house, 'au-typical', [withNulls])).toEqual(
      estimateDwelling(house, 'au-typical', [EXAMPLE_BRICK]),
    );
  });
});

describe('dwelling and optimizer use the EPD’s A4', () => {
  it('the dwelling’s A4 moves by the brick quantity × the EPD’s A4; the optimizer’s design agrees', () => {
    const house = { ...TYPICAL_HOUSE, scope: 'whole-house', upfront: { transportKm: { bricks: 0 } } } as const;
    const declaredBrick: CustomProduct = { ...EXAMPLE_BRICK, a4: 9 };
    const plain = estimateDwelling(house, 'au-typical', [EXAMPLE_BRICK]);
    const declared = estimateDwelling(house, 'au-typical', [declaredBrick]);
    const kg = userLines(plain.elements.map((e) => ({ lines: e.lines }))).reduce((t, l) => t + l.quantity, 0);
    expect(kg).toBeGreaterThan(0);
    expect(declared.upfront.total.a4 - plain.upfront.total.a4).toBeCloseTo(kg * 0.009, 6);
    expect(declared.upfront.total.a1a3).toBe(plain.upfront.total.a1a3);
    expect(declared.upfront.total.a5).toBe(plain.upfront.total.a5);

    const { scope: _s, upfront, ...g } = house;
    const allowed = {
      groundFloorWallMaterial: [house.groundFloorWallMaterial],
      firstFloorWallMaterial: [house.firstFloorWallMaterial],
      groundFloorStructure: [house.groundFloorStructure],
      firstFloorStructure: [house.firstFloorStructure],
      roofMaterial: [house.roofMaterial],
      windowFrameType: [house.windowFrameType],
      glazing: [house.glazing],
      brickSupplier: [house.brickSupplier],
      concreteSupplier: [house.concreteSupplier],
    };
    const r = optimizeDwelling(
      { ...g, allowed, scope: 'whole-house', modules: 'A1-A5', upfront } as never,
      'au-typical',
      [declaredBrick],
    );
    expect(r.front).toHaveLength(1);
    expect(r.front[0]!.upfront).toEqual(declared.upfront.total);
  });
});
