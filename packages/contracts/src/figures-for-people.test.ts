import { describe, expect, it } from 'vitest';
import { MINUS_SIGN, figureForPeople, withMinusSign } from './figures-for-people';

describe('figures for people', () => {
  it('names a negative saving as an increase, shown as a positive amount in the increase tone', () => {
    const f = { label: 'CO2 Reduction', increaseLabel: 'CO2 Increase' };
    expect(figureForPeople({ ...f, value: -613 })).toEqual({ label: 'CO2 Increase', value: 613, tone: 'increase' });
    expect(figureForPeople({ ...f, value: 1297 })).toEqual({ label: 'CO2 Reduction', value: 1297, tone: 'saving' });
    expect(figureForPeople({ ...f, value: 0 })).toEqual({ label: 'CO2 Reduction', value: 0, tone: 'neutral' });
  });

  it('leaves figures that are not savings as they are, negative or not', () => {
    expect(figureForPeople({ label: 'Total CO2e', increaseLabel: null, value: -5 })).toEqual({
      label: 'Total CO2e',
      value: -5,
      tone: 'neutral',
    });
  });

  it('writes a true minus sign, never a hyphen, in front of a negative number', () => {
    expect(withMinusSign(new Intl.NumberFormat('en-AU').format(-3912))).toBe(`${MINUS_SIGN}3,912`);
    expect(withMinusSign(new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(-800))).toBe(
      `${MINUS_SIGN}$800.00`,
    );
    expect(withMinusSign('3,912')).toBe('3,912');
    expect(MINUS_SIGN).toBe('\u2212');
  });
});
