import { describe, expect, expectTypeOf, it } from 'vitest';
import type { FootingOutputs, SnapshotOutputs } from '@embodied/contracts';
import { breakdownByElement } from '@embodied/engine';
import type { FigureDef } from '../calculations/snapshot-kind';
import { SNAPSHOT_KINDS } from './index';
import { computeDwellingOutputs } from './dwellings/dwelling-service';
import { computeFootingOutputs } from './footings/footing-service';
import { computeWallOutputs } from './walls/wall-service';

const footing = computeFootingOutputs(
  {
    project: 'p',
    area: 200,
    depth: 700,
    complexity: 0,
    businessAsUsual: 'BlindedRaft',
    alternateFootingSystem: 'Waffle',
    lowCarbonConcrete: 'FlyAshSubstitution30',
  },
  'au-typical',
);
const dwelling = computeDwellingOutputs(
  {
    groundFloorArea: 100,
    firstFloorArea: 0,
    ceilingHeight: 2.7,
    windowArea: 20,
    doubleGlazed: 'Double Glazed',
    windowFrameType: 'Timber',
    groundFloorWallArea: 'clad weatherboard',
    firstFloorWallArea: 'clad weatherboard',
    groundFloorStructure: 'timber',
    firstFloorStructure: 'timber',
    roofMaterial: 'Metal',
    brickSupplier: 'Recycled Brick',
    concreteSupplier: 'Boral Envisia',
  },
  'au-typical',
);

describe('each calculator registers how its snapshots read', () => {
  it('lists every breakdown of a footing, business as usual first, summing to its total', () => {
    const found = SNAPSHOT_KINDS.footing.breakdowns(footing);
    expect(found.map((b) => b.caption)).toEqual([
      'Business as usual: Blinded Strip Footing',
      "Alternate footing system: Waffle Slab 'M' class",
    ]);
    expect(found[0]!.elements.reduce((s, e) => s + e.kgCO2e, 0)).toBeCloseTo(footing.bau.kgCO2e, 9);
  });

  it('charts the footing by element (the slab page breakdown) with a total bar, and the dwelling by element', () => {
    const chart = SNAPSHOT_KINDS.footing.chart(footing)!;
    expect(chart.groups.slice(0, -1).map((g) => g.label)).toEqual(
      breakdownByElement([footing.bau.breakdown, footing.afs.breakdown]).map((r) => r.label),
    );
    expect(chart.groups.slice(0, -1).map((g) => g.label)).toContain('Slab');
    expect(chart.series).toEqual(['Business as usual', 'Alternate']);
    expect(chart.groups.at(-1)?.label).toBe('Total');
    for (const [i, side] of (['bau', 'afs'] as const).entries()) {
      const sum = chart.groups.slice(0, -1).reduce((s, g) => s + g.values[i]!, 0);
      expect(sum).toBeCloseTo(footing[side].kgCO2e, 9);
    }
    expect(SNAPSHOT_KINDS.dwelling.chart(dwelling)?.groups.map((g) => g.values[0])).toEqual(
      dwelling.elements.map((e) => e.kgCO2e),
    );
  });

  it('leaves excluded wall locations out of the breakdowns and the chart, and recomputes what it stored', () => {
    const inputs = {
      project: 'p',
      targetReduction: 30,
      locations: [
        {
          description: 'North',
          length: 10,
          height: 2.7,
          materialA: 'DoubleBrickVirginLocal' as const,
          materialB: 'LightWeightTimberClad' as const,
        },
        {
          description: null,
          length: null,
          height: null,
          materialA: 'DoubleBrickVirginLocal' as const,
          materialB: 'LightWeightTimberClad' as const,
        },
      ],
    };
    const wall = computeWallOutputs(inputs, 'au-typical');
    expect(SNAPSHOT_KINDS.wall.breakdowns(wall).map((b) => b.caption)).toEqual([
      'Wall location 1 (North), option A',
      'Wall location 1 (North), option B',
    ]);
    expect(SNAPSHOT_KINDS.wall.chart(wall)?.groups.map((g) => g.label)).toEqual(['Wall 1: North']);
    // The target, then location 1's five inputs and its two options' Total R-values; the empty location 2 not at all.
    const rows = SNAPSHOT_KINDS.wall.reportInputs(inputs);
    expect(rows.map((r) => r.group)).toEqual([null, ...Array<string>(7).fill('Wall location 1')]);
    expect(rows.slice(-2)).toEqual([
      { group: 'Wall location 1', label: 'Option A Total R of the wall system', value: 1.7, unit: 'm²K/W' },
      { group: 'Wall location 1', label: 'Option B Total R of the wall system', value: 2.82, unit: 'm²K/W' },
    ]);
    expect(SNAPSHOT_KINDS.wall.recompute(inputs, 'au-typical')).toEqual(wall);
  });

  it('reads every figure from the typed outputs: a renamed output field does not compile', () => {
    expectTypeOf<SnapshotOutputs<'footing'>>().toEqualTypeOf<FootingOutputs>();
    const ok: FigureDef<FootingOutputs> & { key: 'c02Reduction' } = {
      key: 'c02Reduction',
      label: 'CO2 Reduction',
      unit: 'kgCO2e',
      headline: true,
    };
    const renamed: FigureDef<FootingOutputs> = {
      // @ts-expect-error a figure can only name a field the kind's outputs have
      key: 'co2Reduction',
      label: 'CO2 Reduction',
      unit: 'kgCO2e',
      headline: true,
    };
    // @ts-expect-error a figure is a number: an object field of the outputs cannot be one
    const notANumber: FigureDef<FootingOutputs>['key'] = 'bau';
    expect(footing[ok.key]).toBe(footing.c02Reduction);
    void notANumber;
    void renamed; // the check is the compiler's: remove the directive above and tsc fails
  });
});
