import { describe, expect, it } from 'vitest';
import { COMPONENT_GROUPS } from './footing-components';
import { describeComparison, describeFigures, formatAmount } from './footing-summary';

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
  it('names the modules when the totals are upfront carbon', () => {
    expect(describeComparison(10000, 7000, 'A1–A5')).toBe(
      'The alternate saves 3.0 t CO2e at A1–A5, 30 % of business as usual.',
    );
    expect(describeComparison(1000, 1400, 'A1–A5')).toBe(
      'The alternate adds 400 kgCO2e at A1–A5, 40 % more than business as usual.',
    );
  });
  it('compares at A1–A5 when the result has its modules, else at the saved A1–A3', () => {
    const modules = { bau: { a1a5: 10000 }, afs: { a1a5: 7000 } };
    expect(describeFigures({ bauValue: 9000, afsValue: 6500, upfront: modules })).toBe(
      'The alternate saves 3.0 t CO2e at A1–A5, 30 % of business as usual.',
    );
    expect(describeFigures({ bauValue: 9000, afsValue: 6300 })).toBe(
      'The alternate saves 2.7 t CO2e, 30 % of business as usual.',
    );
  });
  it('formats amounts in whole kg below a tonne', () => {
    expect(formatAmount(999)).toBe('999 kgCO2e');
    expect(formatAmount(10113)).toBe('10.1 t CO2e');
  });
});

describe('the footing chart colours', () => {
  it('has a distinct colour for every place in the breakdown by element', () => {
    expect(new Set(COMPONENT_GROUPS.map((g) => g.color)).size).toBe(COMPONENT_GROUPS.length);
  });
});
