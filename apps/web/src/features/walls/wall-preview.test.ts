import { describe, expect, it } from 'vitest';
import { computeWallPreview } from './wall-preview';
import { figuresSignature, initialWallForm, toLocationRequest, wallFormSchema, type WallFormValues } from './wall-form';

/** Worked example 3 (data/worked-examples.md) as the form holds it: the fourth location has no height. */
const EXAMPLE_3: WallFormValues = {
  project: 'Example 3',
  targetReduction: 30,
  datasetId: 'au-typical',
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
  it('gives the worked example 3 figures, the location without a height counting 0', () => {
    const p = computeWallPreview(EXAMPLE_3);
    expect(p.totals?.area).toBeCloseTo(66, 6);
    expect(p.totals?.optionATotal).toBeCloseTo(3930.55, 2);
    expect(p.totals?.optionBTotal).toBeCloseTo(1628.78, 2);
    expect(p.totals?.actualReduction).toBeCloseTo(2301.77, 2);
    expect(p.totals?.percentageReduction).toBeCloseTo(118.01, 2);
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
  it('names every empty field of a new form with a message a person can act on', () => {
    const r = wallFormSchema.safeParse(initialWallForm('au-typical'));
    expect(r.success).toBe(false);
    const messages = new Map(r.error?.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages.get('project')).toBe('Project name is required.');
    expect(messages.get('targetReduction')).toBe(
      'Target embodied carbon is required: enter a number between 0 and 10000 kgCO2e/m², e.g. 30.',
    );
    expect(messages.get('locations.3.height')).toBe(
      'Height is required: enter a number between 0 and 100 m, e.g. 2.7.',
    );
    expect(messages.get('locations.3.materialB')).toBe('Choose the option B wall type.');
    expect(r.error?.issues).toHaveLength(2 + 4 * 5);
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
});
