import { describe, expect, it } from 'vitest';
import { calculateFooting, estimateDwelling } from '@embodied/engine';
import { chartOf, findBreakdowns } from './snapshot-breakdowns';
import { figuresOf } from './snapshot-figures';

const footing = JSON.parse(
  JSON.stringify(calculateFooting({ area: 200, depth: 700, complexity: 0, businessAsUsual: 'BlindedRaft', alternateFootingSystem: 'Waffle', lowCarbonConcrete: 'FlyAshSubstitution30' })),
) as Record<string, unknown>;

describe('reading stored outputs', () => {
  it('finds every breakdown wherever it sits, business as usual first', () => {
    const found = findBreakdowns(footing);
    expect(found.map((b) => b.caption)).toEqual(['Business as usual: Blinded Strip Footing', "Alternate footing system: Waffle Slab 'M' class"]);
    const total = found[0]!.elements.reduce((s, e) => s + e.kgCO2e, 0);
    expect(total).toBeCloseTo((footing.bau as { kgCO2e: number }).kgCO2e, 9);
  });

  it('charts the footing by component with a total bar, and the dwelling by element', () => {
    const chart = chartOf('footing', footing)!;
    expect(chart.series).toEqual(['Business as usual', 'Alternate']);
    expect(chart.groups.at(-1)?.label).toBe('Total');
    for (const [i, side] of (['bau', 'afs'] as const).entries()) {
      const sum = chart.groups.slice(0, -1).reduce((s, g) => s + g.values[i]!, 0);
      expect(sum).toBeCloseTo((footing[side] as { kgCO2e: number }).kgCO2e, 9);
    }
    const dwelling = estimateDwelling({
      groundFloorArea: 100, firstFloorArea: 0, ceilingHeight: 2.7, windowArea: 20, doubleGlazed: 'Double Glazed', windowFrameType: 'Timber',
      groundFloorWallArea: 'clad weatherboard', firstFloorWallArea: 'clad weatherboard', groundFloorStructure: 'timber', firstFloorStructure: 'timber',
      roofMaterial: 'Metal', brickSupplier: 'Recycled Brick', concreteSupplier: 'Boral Envisia',
    });
    expect(chartOf('dwelling', dwelling)?.groups.map((g) => g.values[0])).toEqual(dwelling.elements.map((e) => e.kgCO2e));
  });

  it('leaves out figures the outputs do not carry instead of inventing zeros', () => {
    expect(figuresOf('footing', { bauValue: 10 }).map((f) => f.key)).toEqual(['bauValue']);
    expect(figuresOf('wall', 'not an object')).toEqual([]);
    expect(findBreakdowns({ elements: [] })).toEqual([]);
    expect(chartOf('wall', {})).toBeNull();
  });
});
