import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats';

describe('cached Intl formatters', () => {
  it('formats as a new Intl formatter with the same locale and options would', () => {
    expect(numberFormat('en-AU', { maximumFractionDigits: 2 }).format(1234.567)).toBe('1,234.57');
    expect(numberFormat('de-DE', { maximumFractionDigits: 2 }).format(1234.567)).toBe('1.234,57');
    expect(numberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(-800)).toBe('-$800.00');
    expect(dateTimeFormat('en-AU', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(0))).toBe('1 Jan 1970');
  });

  it('reuses one formatter for the same locale and options, and makes another when either differs', () => {
    const two = numberFormat('en-AU', { maximumFractionDigits: 2 });
    expect(numberFormat('en-AU', { maximumFractionDigits: 2 })).toBe(two);
    expect(numberFormat('en-AU', { maximumFractionDigits: 3 })).not.toBe(two);
    expect(numberFormat('en-GB', { maximumFractionDigits: 2 })).not.toBe(two);
    expect(numberFormat('en-AU', { maximumFractionDigits: 3 }).format(1.23456)).toBe('1.235');
    const utc = dateTimeFormat('en-AU', { timeZone: 'UTC' });
    expect(dateTimeFormat('en-AU', { timeZone: 'UTC' })).toBe(utc);
    expect(dateTimeFormat('en-AU', { timeZone: 'Australia/Sydney' })).not.toBe(utc);
  });
});
