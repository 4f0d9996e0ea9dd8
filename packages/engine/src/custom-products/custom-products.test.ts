import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { RUNS, datasetArb, footingSystemArb, wallTypeArb, within } from '../__fixtures__/arbitraries';
import { expectClose } from '../__fixtures__/expect-close';
import { EXAMPLE_BRICK, EXAMPLE_CONCRETE } from '../__fixtures__/example-products';
import { getDataset } from '../datasets/get-dataset';
import { calculateFooting } from '../footings/calculate-footing';
import { estimateDwelling } from '../dwellings/estimate-dwelling';
import { optimizeDwelling } from '../optimizer/optimize-dwelling';
import { isEngineInputError } from '../validation/engine-input-error';
import { LIMITS } from '../validation/limits';
import { calculateWall } from '../walls/calculate-wall';
import { calculateWallLocation } from '../walls/calculate-wall-location';
import {
  PRODUCT_SLOTS,
  PRODUCT_SLOT_KEYS,
  customProductFactor,
  customProductIssues,
  isCalendarDate,
  isProductExpired,
  type CustomProduct,
} from './custom-products';

// The brief's worked examples are hand-checked on edition 2025.1 (see __fixtures__/edition-2025-1.ts).
vi.mock('../datasets/get-dataset', async (original) =>
  (await import('../__fixtures__/edition-2025-1')).onEdition2025(await original()),
);

const BRICK = EXAMPLE_BRICK;
const CONCRETE = EXAMPLE_CONCRETE;

const issuesOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    if (isEngineInputError(err)) return err.issues;
    throw err;
  }
  return [];
};

describe('custom products (user-supplied EPDs)', () => {
  it('a tonne-declared brick EPD becomes a per-kg factor cited as a user-supplied EPD', () => {
    const f = customProductFactor(BRICK);
    expect(f).toMatchObject({ key: 'clayBrick_kg', value: 0.22, min: 0.22, max: 0.22, unit: 'kgCO2e/kg' });
    expect(f.sourceId).toBe('USER_EPD');
    expect(f.citation).toBe(
      'Example clay brick (user-supplied EPD: EPD S-P-00000, EPD Australasia, valid until 2029-06-30)',
    );
  });

  it('worked example: a brick EPD changes exactly the brick lines of a brick veneer wall', () => {
    // Worked example 2: 12 m × 2.7 m = 32.4 m² of BrickVeneerVirginLocal, 134.068 kg of brick per m².
    // Brick 0.184 → 0.22 kgCO2e/kg: +32.4 × 134.068 × 0.036 = +156.377 kgCO2e on option A only
    // (option B, lightweight timber clad, has no brick).
    const input = {
      length: 12,
      height: 2.7,
      materialA: 'BrickVeneerVirginLocal',
      materialB: 'LightWeightTimberClad',
    } as const;
    const plain = calculateWallLocation(input, 'au-typical');
    const mine = calculateWallLocation(input, 'au-typical', [BRICK]);
    expectClose(mine.optionA - plain.optionA, 32.4 * 134.068 * (0.22 - 0.184), 1e-6);
    expect(mine.optionB).toBe(plain.optionB);
    const before = plain.breakdownA.flatMap((e) => e.lines);
    const after = mine.breakdownA.flatMap((e) => e.lines);
    expect(after).toHaveLength(before.length);
    after.forEach((line, i) => {
      const old = before[i];
      if (line.factorKey === 'clayBrick_kg') {
        expect(line.factor).toBe(0.22);
        expect(line.kgCO2e).toBe(line.quantity * 0.22);
        expect(line.citation).toContain('user-supplied EPD');
      } else expect(line).toEqual(old);
    });
    expect(after.some((l) => l.factorKey === 'clayBrick_kg')).toBe(true);
  });

  it('worked example: a 25 MPa EPD changes the 25 MPa lines of both footings, with its range', () => {
    const input = {
      area: 200,
      depth: 700,
      complexity: 0,
      businessAsUsual: 'BlindedRaft',
      alternateFootingSystem: 'Waffle',
      lowCarbonConcrete: 'StandardConcrete',
    } as const;
    const plain = calculateFooting(input, 'au-typical');
    const mine = calculateFooting(input, 'au-typical', [CONCRETE]);
    for (const side of ['bau', 'afs'] as const) {
      const lines = mine[side].breakdown.flatMap((e) => e.lines);
      const old = plain[side].breakdown.flatMap((e) => e.lines);
      const m3 = lines.filter((l) => l.factorKey === 'concrete25MPa_m3').reduce((s, l) => s + l.quantity, 0);
      expect(m3).toBeGreaterThan(0);
      // Σ over 25 MPa lines of m³ × (180 − 222) kgCO2e/m³ (au-typical 25 MPa: 222).
      expectClose(mine[side].kgCO2e - plain[side].kgCO2e, m3 * (180 - 222), 1e-6);
      lines.forEach((l, i) => {
        if (l.factorKey === 'concrete25MPa_m3') expect([l.min, l.max]).toEqual([l.quantity * 170, l.quantity * 195]);
        else expect(l).toEqual(old[i]);
      });
    }
  });

  it('fly-ash concrete keeps its own factor: a plain 25 MPa EPD does not reach it', () => {
    const input = {
      area: 150,
      depth: 500,
      complexity: 5,
      businessAsUsual: 'Waffle',
      alternateFootingSystem: 'Waffle',
      lowCarbonConcrete: 'FlyAshSubstitution30',
    } as const;
    const plain = calculateFooting(input, 'au-typical');
    const mine = calculateFooting(input, 'au-typical', [CONCRETE]);
    expect(mine.afs.kgCO2e).toBe(plain.afs.kgCO2e);
    expect(mine.bau.kgCO2e).not.toBe(plain.bau.kgCO2e);
  });

  it('property: a product equal to the dataset factor gives the same figures, bit for bit', () => {
    const unitOf = { 'kgCO2e/kg': 'kg', 'kgCO2e/m3': 'm3', 'kgCO2e/m2': 'm2' } as const;
    fc.assert(
      fc.property(
        datasetArb,
        fc.constantFrom(...PRODUCT_SLOT_KEYS),
        wallTypeArb,
        wallTypeArb,
        footingSystemArb,
        within(LIMITS.wallLength),
        within(LIMITS.slabArea, 2000),
        (ds, slot, a, b, system, length, area) => {
          const f = getDataset(ds).factors[slot];
          if (!f) return;
          const same: CustomProduct = {
            ...BRICK,
            declaredUnit: unitOf[PRODUCT_SLOTS[slot].unit],
            gwp: f.value,
            gwpMin: f.min ?? null,
            gwpMax: f.max ?? null,
            replaces: slot,
          };
          const wall = { targetReduction: 30, locations: [{ length, height: 2.7, materialA: a, materialB: b }] };
          const w0 = calculateWall(wall, ds);
          const w1 = calculateWall(wall, ds, [same]);
          expect([w1.optionATotal, w1.optionBTotal, w1.rangeA, w1.rangeB]).toEqual([
            w0.optionATotal,
            w0.optionBTotal,
            w0.rangeA,
            w0.rangeB,
          ]);
          const footing = {
            area,
            depth: 600,
            complexity: 10,
            businessAsUsual: system,
            alternateFootingSystem: system,
            lowCarbonConcrete: 'FlyAshSubstitution30',
          } as const;
          const f0 = calculateFooting(footing, ds);
          const f1 = calculateFooting(footing, ds, [same]);
          for (const side of ['bau', 'afs'] as const)
            expect([f1[side].kgCO2e, f1[side].min, f1[side].max]).toEqual([
              f0[side].kgCO2e,
              f0[side].min,
              f0[side].max,
            ]);
        },
      ),
      RUNS,
    );
  });

  it('names every bad field and the rule: unit, range, min/max order, dates, text', () => {
    expect(customProductIssues({ ...BRICK, declaredUnit: 'm3' })).toEqual([
      {
        path: 'declaredUnit',
        message: 'Clay brick is counted in kgCO2e/kg: the declared unit must be 1 kg or 1 tonne, not 1 m³',
      },
    ]);
    expect(customProductIssues({ ...BRICK, declaredUnit: 'kg', gwp: 220 })).toEqual([
      { path: 'gwp', message: 'A1–A3 GWP must be greater than 0 and at most 100 kgCO2e/kg (got 220)' },
    ]);
    expect(customProductIssues({ ...CONCRETE, gwpMin: 190, gwpMax: 175 }).map((i) => i.path)).toEqual([
      'gwpMin',
      'gwpMax',
    ]);
    expect(customProductIssues({ ...BRICK, gwp: -1 })[0]?.path).toBe('gwp');
    expect(customProductIssues({ ...BRICK, validUntil: '2029-02-30' })).toEqual([
      { path: 'validUntil', message: 'Valid until must be a date (YYYY-MM-DD)' },
    ]);
    expect(
      customProductIssues({ ...BRICK, name: '  ', replaces: 'windowTimberGeneric_m2' }).map((i) => i.path),
    ).toEqual(['name', 'replaces']);
  });

  it('a calculation refuses two products for one slot, and invalid products, naming where', () => {
    const input = { length: 1, height: 1, materialA: 'BrickVeneerVirginLocal', materialB: 'Block190CoreCF' } as const;
    expect(issuesOf(() => calculateWallLocation(input, 'au-typical', [BRICK, { ...BRICK, id: 'p9' }]))).toEqual([
      {
        path: 'customProducts[1].replaces',
        message: 'Only one product can replace Clay brick (product 1 already does)',
      },
    ]);
    expect(
      issuesOf(() =>
        calculateWall({ targetReduction: 1, locations: [] }, 'au-typical', [{ ...BRICK, gwp: Number.NaN }]),
      ),
    ).toEqual([
      {
        path: 'customProducts[0].gwp',
        message: 'A1–A3 GWP must be a number greater than 0 and at most 100,000 kgCO2e/t',
      },
    ]);
  });

  it('an EPD is valid through its valid-until day; dates are real calendar dates', () => {
    expect(isProductExpired(BRICK, '2029-06-30')).toBe(false);
    expect(isProductExpired(BRICK, '2029-07-01')).toBe(true);
    expect(['2028-02-29', '2026-12-31'].every(isCalendarDate)).toBe(true);
    expect(['2027-02-29', '2026-13-01', '26-01-01', '2026-1-1', 20260101].some(isCalendarDate)).toBe(false);
  });
});

describe('custom products in the dwelling estimate and the optimizer', () => {
  const HOUSE = {
    groundFloorArea: 150,
    firstFloorArea: 120,
    ceilingHeight: 2.55,
    windowPercent: 25,
    glazing: 'Double Glazed',
    windowFrameType: 'Timber',
    groundFloorWallMaterial: 'brick veneer',
    firstFloorWallMaterial: 'clad weatherboard',
    groundFloorStructure: 'concrete slab',
    firstFloorStructure: 'timber',
    roofMaterial: 'Concrete Tile',
    brickSupplier: 'Adbri VIC (mid)',
    concreteSupplier: 'Boral Envisia',
  } as const;
  const PLASTERBOARD: CustomProduct = {
    ...BRICK,
    id: 'pb',
    name: 'Example plasterboard',
    declaredUnit: 'kg',
    gwp: 0.5,
    replaces: 'plasterboard_kg',
  };

  it('a product changes exactly the lines of its material, in every element that uses it', () => {
    const plain = estimateDwelling(HOUSE, 'au-typical');
    const mine = estimateDwelling(HOUSE, 'au-typical', [PLASTERBOARD]);
    let expected = 0;
    plain.elements.forEach((e, i) => {
      const after = mine.elements[i]!;
      e.lines.forEach((l, j) => {
        const l2 = after.lines[j]!;
        if (l.factorKey === 'plasterboard_kg') {
          expect(l2.factor).toBe(0.5);
          expected += l.quantity * (0.5 - l.factor);
        } else expect(l2).toEqual(l);
      });
    });
    expect(expected).toBeGreaterThan(0);
    expectClose(mine.totalCO2e - plain.totalCO2e, expected, 1e-6);
    expect(mine.coldShellCost).toBe(plain.coldShellCost);
  });

  it('the user’s own brick and concrete EPDs win over the design’s suppliers', () => {
    const mine = estimateDwelling(HOUSE, 'au-typical', [BRICK, CONCRETE]);
    const walls = mine.elements.find((e) => e.element === 'wallsGround')!;
    const bricks = walls.lines.filter((l) => l.factorKey === 'clayBrick_kg');
    expect(bricks.length).toBeGreaterThan(0);
    for (const l of bricks) expect([l.factor, l.sourceId]).toEqual([0.22, 'USER_EPD']);
    // Every supplier then gives the same walls: the user's brick is the brick.
    const other = estimateDwelling({ ...HOUSE, brickSupplier: 'Recycled Brick' }, 'au-typical', [BRICK, CONCRETE]);
    expect(other.elements.find((e) => e.element === 'wallsGround')!.kgCO2e).toBe(walls.kgCO2e);
    const slab = mine.elements.find((e) => e.element === 'floorGround')!;
    for (const l of slab.lines.filter((x) => x.factorKey === 'concrete25MPa_m3')) expect(l.factor).toBe(180);
  });

  it('every front design of the optimizer with products costs what the estimate with them says, and equal products change nothing', () => {
    const geometry = { groundFloorArea: 140, firstFloorArea: 0, ceilingHeight: 2.7, windowPercent: 20 };
    const products = [PLASTERBOARD, CONCRETE];
    const r = optimizeDwelling(geometry, 'au-typical', products);
    for (const d of [r.lowestCarbon, r.cheapest]) {
      const e = estimateDwelling({ ...geometry, ...d.choices }, 'au-typical', products);
      expect(d.totalCO2e).toBe(e.totalCO2e);
    }
    const f = getDataset('au-typical').factors.glasswool_kg!;
    const same: CustomProduct = {
      ...BRICK,
      declaredUnit: 'kg',
      gwp: f.value,
      gwpMin: f.min ?? null,
      gwpMax: f.max ?? null,
      replaces: 'glasswool_kg',
    };
    const plain = optimizeDwelling(geometry, 'au-typical');
    const withSame = optimizeDwelling(geometry, 'au-typical', [same]);
    expect(withSame.front.map((d) => [d.totalCO2e, d.coldShellCost])).toEqual(
      plain.front.map((d) => [d.totalCO2e, d.coldShellCost]),
    );
  });
});
