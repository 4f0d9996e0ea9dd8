import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RUNS, datasetArb, dwellingInputArb, isSaneCarbon, lte } from '../__fixtures__/arbitraries';
import { expectRelClose } from '../__fixtures__/expect-close';
import * as K from '../keys';
import type { DwellingResult } from './dwelling-types';
import { estimateDwelling } from './estimate-dwelling';
import { floorFactor } from './floor-factor';
import { roofFactor } from './roof-factor';
import { wallMaterialFactor } from './wall-material-factor';
import { windowFactor } from './window-factor';

const el = (r: DwellingResult, id: string) => r.elements.find((e) => e.element === id)?.kgCO2e ?? NaN;

describe('dwelling laws (every dataset, option and supplier)', () => {
  it('totals equal the sums of elements and of lines; ranges bracket the central values; no NaN or negatives', () => {
    fc.assert(
      fc.property(dwellingInputArb, datasetArb, (input, ds) => {
        const r = estimateDwelling(input, ds);
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
        const values = [
          r.totalCO2e,
          r.cO2ePerm2,
          r.coldShellCost,
          r.coldShellCostPerm2,
          r.min,
          r.max,
          r.costMin,
          r.costMax,
        ];
        expect(values.every(isSaneCarbon)).toBe(true);
        expect(lte(r.min, r.totalCO2e) && lte(r.totalCO2e, r.max)).toBe(true);
        expect(lte(r.costMin, r.coldShellCost) && lte(r.coldShellCost, r.costMax)).toBe(true);
        for (const pct of [r.wallFootPrintTotal, r.wallFootPrintCost]) expect(pct >= 0 && lte(pct, 100)).toBe(true);
      }),
      RUNS,
    );
  });

  it('floors and roof scale linearly with area; walls and windows with its square root', () => {
    fc.assert(
      fc.property(dwellingInputArb, datasetArb, (input, ds) => {
        const one = estimateDwelling(
          { ...input, groundFloorArea: input.groundFloorArea / 4, firstFloorArea: input.firstFloorArea / 4 },
          ds,
        );
        const four = estimateDwelling(input, ds);
        for (const id of ['floorGround', 'floorFirst', 'roof']) expectRelClose(el(four, id), 4 * el(one, id), 1e-9);
        for (const id of ['wallsGround', 'wallsFirst', 'windows']) expectRelClose(el(four, id), 2 * el(one, id), 1e-9);
      }),
      RUNS,
    );
  });

  it('per-unit factors have min ≤ central ≤ max for every option and supplier', () => {
    const args = fc.tuple(
      datasetArb,
      fc.constantFrom(...K.WALL_MATERIAL_KEYS),
      fc.constantFrom(...K.BRICK_SUPPLIER_KEYS),
      fc.constantFrom(...K.CONCRETE_SUPPLIER_KEYS),
      fc.constantFrom(...K.FLOOR_STRUCTURE_KEYS),
      fc.constantFrom('ground' as const, 'first' as const),
      fc.constantFrom(...K.ROOF_MATERIAL_KEYS),
      fc.constantFrom(...K.WINDOW_FRAME_KEYS),
      fc.constantFrom(...K.GLAZING_KEYS),
    );
    fc.assert(
      fc.property(args, ([ds, wall, brick, concrete, floor, storey, roof, frame, glazing]) => {
        const units = [
          wallMaterialFactor(wall, ds, brick, concrete),
          floorFactor(floor, storey, ds, concrete),
          roofFactor(roof, ds),
          windowFactor(frame, glazing, ds),
        ];
        for (const u of units) {
          expect(u.perM2).toBeGreaterThan(0);
          expect(lte(u.min, u.perM2) && lte(u.perM2, u.max)).toBe(true);
        }
      }),
      RUNS,
    );
  });
});
