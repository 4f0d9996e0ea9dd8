import { describe, expect, it } from 'vitest';
import { computeWallPreview } from './wall-preview';
import {
  emptyLocation,
  figuresSignature,
  incompleteLocationMessages,
  initialWallForm,
  toLocationRequest,
  toWallRequest,
  wallFormSchema,
  type WallFormValues,
} from './wall-form';

/** Worked example 3 (data/worked-examples.md) as the form holds it: the fourth location has no height. */
const EXAMPLE_3: WallFormValues = {
  project: 'Example 3',
  targetReduction: 30,
  datasetId: 'au-typical',
  customProductIds: [],
  locations: [
    {
      description: 'North',
      length: 12,
      height: '2.7',
      materialA: 'BrickVeneerVirginLocal',
      materialB: 'LightWeightTimberClad',
    },
    {
      description: 'East',
      length: 8,
      height: 2.7,
      materialA: 'DoubleBrickVirginLocal',
      materialB: 'DoubleBrickVirginRecycled',
    },
    { description: 'South', length: 5, height: 2.4, materialA: 'Block190CoreCF', materialB: 'Block190HC' },
    { description: 'West', length: 6, height: '', materialA: 'Block90', materialB: 'LightWeightFCClad' },
  ],
};

describe('the wall page preview', () => {
  it('computes with the chosen custom products, as the server does, and saved figures follow the choice', () => {
    const brick = {
      id: 'p1',
      name: 'Brick',
      epdNumber: 'S-P-1',
      programmeOperator: 'EPD Australasia',
      declaredUnit: 't' as const,
      gwp: 220,
      gwpMin: null,
      gwpMax: null,
      validUntil: '2099-01-01',
      replaces: 'clayBrick_kg' as const,
    };
    const plain = computeWallPreview(EXAMPLE_3);
    const mine = computeWallPreview({ ...EXAMPLE_3, customProductIds: ['p1'] }, [brick]);
    // North, option A: 32.4 m² of brick veneer, 134.068 kg of brick per m², 0.184 → 0.22 kgCO2e/kg.
    expect(mine.locations[0]!.optionA! - plain.locations[0]!.optionA!).toBeCloseTo(32.4 * 134.068 * 0.036, 6);
    expect(mine.locations[2]!.optionA).toBe(plain.locations[2]!.optionA);
    const complete = { ...EXAMPLE_3, locations: EXAMPLE_3.locations.slice(0, 3) };
    expect(toWallRequest(wallFormSchema.parse({ ...complete, customProductIds: ['p1'] })).customProductIds).toEqual([
      'p1',
    ]);
    expect(toWallRequest(wallFormSchema.parse(complete))).not.toHaveProperty('customProductIds');
    expect(figuresSignature({ ...EXAMPLE_3, customProductIds: ['b', 'a'] })).toBe(
      figuresSignature({ ...EXAMPLE_3, customProductIds: ['a', 'b'] }),
    );
    expect(figuresSignature({ ...EXAMPLE_3, customProductIds: ['a'] })).not.toBe(figuresSignature(EXAMPLE_3));
  });

  it('gives the worked example 3 figures, the location without a height counting 0', () => {
    const p = computeWallPreview(EXAMPLE_3);
    expect(p.totals?.area).toBeCloseTo(66, 6);
    // Worked example 3 (edition 2025.1: A 3930.55) with edition 2026.11's standard N20 core fill in
    // Block190CoreCF: 12 m² × 0.125 m³/m² × (321 − 201) kgCO2e more on A (issue 49).
    const totalA = 3930.55 + 1.5 * (321 - 201);
    expect(p.totals?.optionATotal).toBeCloseTo(totalA, 2);
    expect(p.totals?.optionBTotal).toBeCloseTo(1628.78, 2);
    expect(p.totals?.actualReduction).toBeCloseTo(totalA - 1628.78, 2);
    expect(p.totals?.percentageReduction).toBeCloseTo(((totalA - 1628.78) / 66 / (totalA / 66 - 30)) * 100, 2);
    expect(p.locations[0]?.optionA).toBeCloseTo(1389.13, 2);
    expect(p.locations[3]).toMatchObject({ optionA: null, optionB: null, area: null });
  });

  it('shows one option as soon as its wall type is chosen, and no progress without a target', () => {
    const p = computeWallPreview({
      ...EXAMPLE_3,
      targetReduction: '',
      locations: [{ description: '', length: 12, height: 2.7, materialA: 'BrickVeneerVirginLocal', materialB: '' }],
    });
    expect(p.locations[0]?.optionA).toBeCloseTo(1389.13, 2);
    expect(p.locations[0]?.optionB).toBeNull();
    expect(p.totals).toBeNull();
    expect(computeWallPreview({ ...EXAMPLE_3, targetReduction: '' }).totals?.percentageReduction).toBeNull();
  });

  it('ignores sizes out of bounds, as the server would refuse them', () => {
    const p = computeWallPreview({ ...EXAMPLE_3, locations: [{ ...EXAMPLE_3.locations[0]!, length: -12 }] });
    expect(p.locations[0]?.optionA).toBeNull();
    expect(p.totals).toMatchObject({ area: 1, optionATotal: 0 });
  });
});

describe('the wall form', () => {
  it('names the empty fields of a new form, asking only for the first location', () => {
    const r = wallFormSchema.safeParse(initialWallForm('au-typical'));
    expect(r.success).toBe(false);
    const messages = new Map(r.error?.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages.get('project')).toBe('Project name is required.');
    expect(messages.get('targetReduction')).toBe(
      'Target embodied carbon is required: enter a number between 0 and 10,000 kgCO2e/m², e.g. 30.',
    );
    expect(messages.get('locations.0.height')).toBe(
      'Height is required: enter a number greater than 0 and at most 100 m, e.g. 2.7.',
    );
    expect(messages.get('locations.0.materialB')).toBe('Choose the option B wall type.');
    // One Calculate on a blank page does not paint all four cards red.
    expect(r.error?.issues).toHaveLength(2 + 5);
  });

  it('calculates the complete locations and leaves wholly empty cards out', () => {
    const [north, east] = EXAMPLE_3.locations;
    const values: WallFormValues = { ...EXAMPLE_3, locations: [north!, emptyLocation(), east!, emptyLocation()] };
    const r = wallFormSchema.safeParse(values);
    expect(r.success).toBe(true);
    expect(r.data?.locations.map((l) => [l.description, l.formIndex])).toEqual([
      ['North', 0],
      ['East', 2],
    ]);
    expect(toWallRequest(r.data!).locations).toEqual([
      {
        description: 'North',
        length: 12,
        height: 2.7,
        materialA: 'BrickVeneerVirginLocal',
        materialB: 'LightWeightTimberClad',
      },
      {
        description: 'East',
        length: 8,
        height: 2.7,
        materialA: 'DoubleBrickVirginLocal',
        materialB: 'DoubleBrickVirginRecycled',
      },
    ]);
    // The empty cards are not part of what the saved figures depend on.
    expect(figuresSignature(values)).toBe(figuresSignature({ ...values, locations: [north!, east!] }));
  });

  it('stops at a partly filled location and says which one, and what it needs', () => {
    const partly = { ...emptyLocation(), description: 'East', length: 8 };
    const values: WallFormValues = {
      ...EXAMPLE_3,
      locations: [EXAMPLE_3.locations[0]!, partly, emptyLocation(), { ...EXAMPLE_3.locations[2]!, length: 2000 }],
    };
    const r = wallFormSchema.safeParse(values);
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual([
      'locations.1.height',
      'locations.1.materialA',
      'locations.1.materialB',
      'locations.3.length',
    ]);
    const errors: Record<string, unknown>[] = [];
    for (const i of r.error!.issues) (errors[Number(i.path[1])] ??= {})[String(i.path[2])] = { message: i.message };
    expect(incompleteLocationMessages(values.locations, errors)).toEqual([
      'Location 2 is partly filled: fill in its height, option A wall type and option B wall type, or remove it. Empty locations are left out of the wall.',
      'Location 4 has a value to correct: correct its length, or remove it. Empty locations are left out of the wall.',
    ]);
  });

  it('asks for the first location when every location is empty', () => {
    const values = initialWallForm('au-typical');
    expect(incompleteLocationMessages(values.locations, [{ description: { message: 'x' } }])).toEqual([
      'Every location is empty: fill in location 1 to calculate the wall.',
    ]);
  });

  it('turns a valid location into its request, height text into a number', () => {
    expect(toLocationRequest(EXAMPLE_3.locations[0]!, 'au-hybrid')).toEqual({
      description: 'North',
      length: 12,
      height: 2.7,
      materialA: 'BrickVeneerVirginLocal',
      materialB: 'LightWeightTimberClad',
      datasetId: 'au-hybrid',
    });
  });

  it('treats the form as changed only when a figure could change', () => {
    const base = figuresSignature(EXAMPLE_3);
    const renamed: WallFormValues = { ...EXAMPLE_3, project: 'Renamed' };
    expect(figuresSignature(renamed)).toBe(base);
    expect(
      figuresSignature({
        ...EXAMPLE_3,
        locations: EXAMPLE_3.locations.map((l, i) => (i === 0 ? { ...l, height: 2.7 } : l)),
      }),
    ).toBe(base);
    expect(figuresSignature({ ...EXAMPLE_3, targetReduction: 31 })).not.toBe(base);
    expect(figuresSignature({ ...EXAMPLE_3, datasetId: 'au-hybrid' })).not.toBe(base);
  });

  it('previews Progress to Target at A1–A5 beside the A1–A3 progress, and neither without a valid target', () => {
    const totals = computeWallPreview(EXAMPLE_3).totals!;
    const up = totals.upfront!;
    expect(up.progressPercent).toBeCloseTo(((up.intensityA - up.intensityB) / (up.intensityA - 30)) * 100, 9);
    const { intensityA, intensityB } = totals;
    expect(totals.percentageReduction).toBeCloseTo(((intensityA - intensityB) / (intensityA - 30)) * 100, 9);
    expect(up.progressPercent).not.toBeCloseTo(totals.percentageReduction!, 1);
    const blank = computeWallPreview({ ...EXAMPLE_3, targetReduction: '' }).totals!;
    expect([blank.percentageReduction, blank.upfront!.progressPercent]).toEqual([null, null]);
  });
});
