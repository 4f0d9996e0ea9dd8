import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATASET_IDS } from '../datasets/dataset-ids';
import { estimateDwelling } from '../dwellings/estimate-dwelling';
import type { MeasuredQuantities } from '../dwellings/measured-quantities';
import { EngineInputError } from '../validation/engine-input-error';
import { CHOICE_FIELDS, CHOICE_OPTIONS, type AllowedOptions, type DwellingChoices } from './choice-fields';
import { optimizeDwelling } from './optimize-dwelling';
import { bruteForceFront, enumerateDesigns } from './testing/brute-force';

// Reduced spaces (1–2 options per field) so brute force through estimateDwelling stays quick.
const subsetOf = <T>(xs: readonly T[]) => fc.shuffledSubarray([...xs], { minLength: 1, maxLength: 2 });
const allowedArb: fc.Arbitrary<AllowedOptions> = fc.record(
  Object.fromEntries(CHOICE_FIELDS.map((f) => [f, subsetOf(CHOICE_OPTIONS[f])])) as {
    [F in keyof DwellingChoices]: fc.Arbitrary<DwellingChoices[F][]>;
  },
);
const wallAndWindow = fc
  .tuple(fc.double({ min: 0, max: 400, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }))
  .map(([gross, share]) => [gross, gross * share] as const);
const measuredArb: fc.Arbitrary<MeasuredQuantities> = fc
  .record({
    ground: wallAndWindow,
    first: wallAndWindow,
    roofArea: fc.double({ min: 0, max: 600, noNaN: true }),
    internalWallArea: fc.option(fc.double({ min: 0, max: 500, noNaN: true }), { nil: null }),
  })
  .map(({ ground, first, roofArea, internalWallArea }) => ({
    grossWallGround: ground[0],
    windowGround: ground[1],
    grossWallFirst: first[0],
    windowFirst: first[1],
    roofArea,
    internalWallArea,
    source: { kind: 'manual' } as const,
  }));

describe('optimizeDwelling with measured quantities (issue 52)', { timeout: 60_000 }, () => {
  it('equals brute force through estimateDwelling on reduced spaces, over both scopes and A1–A3/A1–A5', () => {
    fc.assert(
      fc.property(
        measuredArb,
        allowedArb,
        fc.constantFrom(...DATASET_IDS),
        fc.constantFrom('cold-shell' as const, 'whole-house' as const),
        fc.constantFrom('A1-A3' as const, 'A1-A5' as const),
        (measuredQuantities, allowed, ds, scope, modules) => {
          const g = {
            groundFloorArea: 160,
            firstFloorArea: 110,
            ceilingHeight: 2.7,
            windowPercent: 20,
            measuredQuantities,
          };
          const all = enumerateDesigns(g, ds, false, undefined, allowed, undefined, { scope, modules });
          const expected = bruteForceFront(all);
          const r = optimizeDwelling({ ...g, allowed, scope, modules }, ds);
          expect(r.front.map((d) => [d.choices, d.totalCO2e, d.coldShellCost])).toEqual(
            expected.map((d) => [d.choices, d.totalCO2e, d.coldShellCost]),
          );
        },
      ),
      { numRuns: 12 },
    );
  });

  it('its designs are priced on the measured areas, not the model', () => {
    const measuredQuantities: MeasuredQuantities = {
      grossWallGround: 40,
      grossWallFirst: 0,
      windowGround: 10,
      windowFirst: 0,
      roofArea: 60,
      source: { kind: 'manual' },
    };
    const g = { groundFloorArea: 200, firstFloorArea: 0, ceilingHeight: 2.7, windowPercent: 20 };
    const measured = optimizeDwelling({ ...g, measuredQuantities });
    const modelled = optimizeDwelling(g);
    const d = measured.lowestCarbon;
    const e = estimateDwelling({ ...g, ...d.choices, measuredQuantities });
    expect(d.totalCO2e).toBe(e.totalCO2e);
    expect(d.coldShellCost).toBe(e.coldShellCost);
    expect(modelled.lowestCarbon.totalCO2e).toBeGreaterThan(d.totalCO2e);
  });

  it('refuses a bad measured block, naming the field', () => {
    expect(() =>
      optimizeDwelling({
        groundFloorArea: 200,
        firstFloorArea: 0,
        ceilingHeight: 2.7,
        windowPercent: 20,
        measuredQuantities: {
          grossWallGround: 50,
          grossWallFirst: 0,
          windowGround: 60,
          windowFirst: 0,
          roofArea: 100,
          source: { kind: 'manual' },
        },
      }),
    ).toThrow(EngineInputError);
  });
});
