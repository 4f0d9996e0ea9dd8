import { describe, expect, it } from 'vitest';
import { calculateFooting, FOOTING_SYSTEM_KEYS } from '@embodied/engine';
import { COMPONENT_GROUPS, componentGroupOf, groupByComponent } from './footing-components';
import { describeComparison, formatAmount } from './footing-summary';

describe('describeComparison', () => {
  it('says what the alternate saves, in tonnes and as a share of business as usual (worked example 6 with BlindedRaft fly ash)', () => {
    expect(describeComparison(9681, 7676)).toBe('The alternate saves 2.0 t CO2e, 21 % of business as usual.');
  });
  it('says "adds" when the alternate emits more (worked example 5)', () => {
    expect(describeComparison(9681, 10294)).toBe('The alternate adds 613 kgCO2e, 6 % more than business as usual.');
  });
  it('handles equal systems and a zero slab', () => {
    expect(describeComparison(4143, 4143)).toBe('The alternate comes to the same carbon as business as usual.');
    expect(describeComparison(0, 0)).toMatch(/^Both systems come to 0 kgCO2e/);
  });
  it('formats amounts in whole kg below a tonne', () => {
    expect(formatAmount(999)).toBe('999 kgCO2e');
    expect(formatAmount(10113)).toBe('10.1 t CO2e');
  });
});

describe('groupByComponent', () => {
  it('puts every breakdown line of every system in a named group (none in "Other")', () => {
    for (const bau of FOOTING_SYSTEM_KEYS) {
      const r = calculateFooting({
        area: 200,
        depth: 1200,
        complexity: 0,
        businessAsUsual: bau,
        alternateFootingSystem: 'Waffle',
        lowCarbonConcrete: 'StandardConcrete',
      });
      for (const line of r.bau.breakdown.flatMap((e) => e.lines))
        expect(componentGroupOf(line.component), line.component).not.toBe('other');
    }
  });
  it('keeps the total, minimum and maximum of each system', () => {
    const r = calculateFooting({
      area: 150,
      depth: 900,
      complexity: 25,
      businessAsUsual: 'BlindedRaftStumps',
      alternateFootingSystem: 'PieredRaft',
      lowCarbonConcrete: 'FlyAshSubstitution30',
    });
    for (const system of [r.bau, r.afs]) {
      const groups = groupByComponent(system.breakdown);
      expect(groups.reduce((s, g) => s + g.kgCO2e, 0)).toBeCloseTo(system.kgCO2e, 6);
      expect(groups.reduce((s, g) => s + g.min, 0)).toBeCloseTo(system.min, 6);
      expect(groups.reduce((s, g) => s + g.max, 0)).toBeCloseTo(system.max, 6);
    }
    expect(groupByComponent(r.bau.breakdown).map((g) => g.id)).toEqual([
      'concrete',
      'reinforcement',
      'blinding',
      'stumps',
      'timberFloor',
    ]);
    expect(groupByComponent(r.afs.breakdown).map((g) => g.id)).toEqual([
      'concrete',
      'reinforcement',
      'piles',
      'membrane',
    ]);
  });
  it('has a distinct colour for every group', () => {
    expect(new Set(COMPONENT_GROUPS.map((g) => g.color)).size).toBe(COMPONENT_GROUPS.length);
  });
});
