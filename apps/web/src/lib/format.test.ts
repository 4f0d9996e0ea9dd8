import { describe, expect, it } from 'vitest';
import { formatCarbon, formatMoney, formatNumber, formatPercent } from './format';

describe('numbers for people', () => {
  it('uses one minus sign (U+2212) for every negative figure', () => {
    expect(formatNumber(-3912, 0)).toBe('\u22123,912');
    expect(formatCarbon(-613)).toBe('\u2212613 kgCO2e');
    expect(formatMoney(-800)).toBe('\u2212$800');
    expect(formatPercent(-12.5, 1)).toBe('\u221212.5 %');
    expect(formatNumber(-3912, 0)).not.toContain('-');
  });

  it('formats positive figures as Intl does for en-AU', () => {
    expect(formatNumber(10000, 0)).toBe('10,000');
    expect(formatCarbon(1297)).toBe('1,297 kgCO2e');
  });
});
