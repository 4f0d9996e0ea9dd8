import { describe, expect, it } from 'vitest';
import { calculateFooting } from '../footings/calculate-footing';
import { breakdownByElement } from './by-element';

describe('breakdownByElement', () => {
  it('gives one row per element of either system, each column adding up to its system total', () => {
    const result = calculateFooting({
      area: 200,
      depth: 700,
      complexity: 0,
      businessAsUsual: 'BlindedRaft',
      alternateFootingSystem: 'Waffle',
      lowCarbonConcrete: 'FlyAshSubstitution30',
    });
    const rows = breakdownByElement([result.bau.breakdown, result.afs.breakdown]);
    const elements = [...result.bau.breakdown, ...result.afs.breakdown].map((e) => e.element);
    expect(rows.map((r) => r.element)).toEqual([...new Set(elements)]);
    for (const [i, system] of [result.bau, result.afs].entries()) {
      const sum = rows.reduce((s, r) => s + (r.values[i]?.kgCO2e ?? 0), 0);
      expect(sum).toBeCloseTo(system.kgCO2e, 6);
    }
  });

  it('sums an element a system names twice, and marks an element a system lacks as null', () => {
    const el = (element: string, kgCO2e: number) => ({
      element,
      label: element.toUpperCase(),
      kgCO2e,
      min: kgCO2e,
      max: kgCO2e,
    });
    const rows = breakdownByElement([[el('slab', 10), el('slab', 5)], [el('piers', 3)]]);
    expect(rows).toEqual([
      { element: 'slab', label: 'SLAB', values: [el('slab', 15), null] },
      { element: 'piers', label: 'PIERS', values: [null, el('piers', 3)] },
    ]);
  });
});
