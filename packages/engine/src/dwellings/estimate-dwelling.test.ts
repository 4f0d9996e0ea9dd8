import { describe, expect, it, vi } from 'vitest';
import type * as CostIndex from '../costs/cost-index';
import { BRIEF_FIXTURES, seedDwellingInput } from '../__fixtures__/brief-fixtures';
import { expectClose, expectRelClose } from '../__fixtures__/expect-close';
import { EngineInputError } from '../validation/engine-input-error';
import type { DwellingInput, DwellingResult } from './dwelling-types';
import { estimateDwelling } from './estimate-dwelling';

// The brief's worked examples are hand-checked on edition 2025.1 (see __fixtures__/edition-2025-1.ts).
vi.mock('../datasets/get-dataset', async (original) =>
  (await import('../__fixtures__/edition-2025-1')).onEdition2025(await original()),
);
// The brief's worked examples price the cold shell at its own 2023–25 rates: no escalation here
// (the escalation itself is pinned in costs/cost-index.test.ts).
vi.mock('../costs/cost-index', async (original) => ({
  ...(await original<typeof CostIndex>()),
  costEscalation: () => 1,
}));

function part(r: DwellingResult, ...ids: string[]): number {
  return r.elements.filter((e) => ids.includes(e.element)).reduce((s, e) => s + e.kgCO2e, 0);
}

describe('estimateDwelling: brief testFixtures (worked examples 10–12, au-typical)', () => {
  it.each(BRIEF_FIXTURES.testFixtures.optimizer.map((f, i) => [i + 10, f] as const))('worked example %i', (_n, f) => {
    const r = estimateDwelling(seedDwellingInput(f.input));
    for (const key of [
      'totalCO2e',
      'cO2ePerm2',
      'coldShellCost',
      'coldShellCostPerm2',
      'wallFootPrintTotal',
      'wallFootPrintCost',
    ] as const) {
      expectClose(r[key], f.expected[key]);
    }
    expectClose(part(r, 'wallsGround', 'wallsFirst'), f.parts.walls);
    expectClose(part(r, 'windows'), f.parts.windows);
    expectClose(part(r, 'roof'), f.parts.roof);
    expectClose(part(r, 'floorGround', 'floorFirst'), f.parts.floors);
  });
});

const EXAMPLE_11: DwellingInput = {
  groundFloorArea: 150,
  firstFloorArea: 120,
  ceilingHeight: 2.55,
  windowPercent: 25,
  glazing: 'Double Glazed',
  windowFrameType: 'Timber',
  groundFloorWallMaterial: 'brick veneer',
  firstFloorWallMaterial: 'clad weatherboard',
  groundFloorStructure: 'waffle pod',
  firstFloorStructure: 'timber',
  roofMaterial: 'Metal',
  brickSupplier: 'Recycled Brick',
  concreteSupplier: 'Holcim ECOPAct VE251EKC',
};

describe('estimateDwelling: worked example 11 in detail', () => {
  const r = estimateDwelling(EXAMPLE_11);

  it('computes the storey geometry', () => {
    const g = r.geometry;
    expectClose(g.perimeterGround, 55.1135, 0.0001);
    expectClose(g.grossWallGround, 140.5395, 0.0001);
    expectClose(g.windowGround, 35.1349, 0.0001);
    expectClose(g.opaqueFirst, 94.2767, 0.0001);
    expectClose(g.roofArea, 186.75);
    expect(r.firstFloorStructureUsed).toBe('timberFirstFloor');
  });

  it('prices and carbons each element', () => {
    const byId = Object.fromEntries(r.elements.map((e) => [e.element, e]));
    expectClose(byId.wallsGround?.kgCO2e ?? NaN, 2207.27);
    expectClose(byId.wallsFirst?.kgCO2e ?? NaN, 1258.16);
    expectClose(byId.wallsGround?.cost ?? NaN, 24243.06);
    expectClose(byId.windows?.cost ?? NaN, 33378.13 + 29854.3);
    expectClose(byId.floorGround?.perM2 ?? NaN, 45.3673, 0.0001);
    expectClose(byId.floorFirst?.perM2 ?? NaN, 16.862, 0.0001);
    expectClose(byId.floorFirst?.cost ?? NaN, 13200);
  });

  it('keeps totals equal to the sum of elements and of lines', () => {
    expectRelClose(
      r.totalCO2e,
      r.elements.reduce((s, e) => s + e.kgCO2e, 0),
    );
    expectRelClose(
      r.totalCO2e,
      r.elements.flatMap((e) => e.lines).reduce((s, l) => s + l.kgCO2e, 0),
    );
    expectRelClose(
      r.coldShellCost,
      r.elements.reduce((s, e) => s + e.cost, 0),
    );
    expect(r.min).toBeLessThanOrEqual(r.totalCO2e);
    expect(r.max).toBeGreaterThanOrEqual(r.totalCO2e);
    expect(r.costMin).toBeLessThan(r.coldShellCost);
    expect(r.costMax).toBeGreaterThan(r.coldShellCost);
  });
});

describe('estimateDwelling: edge cases', () => {
  it('refuses a house without a ground floor, naming the field (issue 47); a first floor may be 0 m²', () => {
    expect(() => estimateDwelling({ ...EXAMPLE_11, groundFloorArea: 0, firstFloorArea: 0 })).toThrow(
      /ground floor area must be greater than 0 and at most 10,000 m² \(got 0\)/,
    );
    const single = estimateDwelling({ ...EXAMPLE_11, firstFloorArea: 0 });
    expect(single.totalCO2e).toBeGreaterThan(0);
    expect(Number.isFinite(single.cO2ePerm2)).toBe(true);
  });

  it('maps a ground-bearing first floor to suspended concrete, carbon and cost (worked example 12)', () => {
    const r = estimateDwelling({ ...EXAMPLE_11, firstFloorStructure: 'waffle pod' });
    expect(r.firstFloorStructureUsed).toBe('suspended concrete');
    expect(r.elements.find((e) => e.element === 'floorFirst')?.cost).toBe(120 * 300);
  });

  it('counts Brickworks as 0 only behind the net-of-offsets toggle', () => {
    const input: DwellingInput = { ...EXAMPLE_11, brickSupplier: 'Brickworks (Carbon Neutral)' };
    const gross = estimateDwelling(input);
    const net = estimateDwelling({ ...input, brickworksNetOfOffsets: true });
    const brickLine = (x: DwellingResult) => x.elements[0]?.lines[0];
    expect(brickLine(net)?.kgCO2e).toBe(0);
    expect(brickLine(net)?.sourceId).toBe('CLIMATE_ACTIVE_BRICKWORKS');
    expectClose((brickLine(gross)?.kgCO2e ?? 0) / (gross.elements[0]?.area ?? 1), 24.6685);
  });

  it('has no range on au-hybrid', () => {
    const r = estimateDwelling(EXAMPLE_11, 'au-hybrid');
    expect(r.hasRange).toBe(false);
    expect([r.min, r.max]).toEqual([r.totalCO2e, r.totalCO2e]);
  });
});

describe('estimateDwelling: validation', () => {
  it('lists every bad field with an actionable message', () => {
    try {
      estimateDwelling({
        ...EXAMPLE_11,
        ceilingHeight: 0,
        windowPercent: 120,
        groundFloorWallMaterial: 'brick' as never,
        concreteSupplier: 'Acme' as never,
        brickworksNetOfOffsets: 'yes' as never,
      });
      expect.fail('should throw');
    } catch (e) {
      expect(e).toBeInstanceOf(EngineInputError);
      const issues = (e as EngineInputError).issues;
      expect(issues.map((i) => i.path)).toEqual([
        'ceilingHeight',
        'windowPercent',
        'groundFloorWallMaterial',
        'concreteSupplier',
        'brickworksNetOfOffsets',
      ]);
      expect(issues[0]?.message).toBe('ceiling height must be greater than 0 and at most 10 m (got 0)');
      expect(issues[1]?.message).toBe('window area must be between 0 and 100 % (got 120)');
      expect(issues[2]?.message).toMatch(
        /^Unknown wall material 'brick' for the ground floor walls \(expected one of: brick veneer, /,
      );
    }
  });

  it('rejects an unknown dataset', () => {
    expect(() => estimateDwelling(EXAMPLE_11, 'au-best' as never)).toThrow(/Unknown dataset 'au-best'/);
  });
});
