import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { digitsForPeople, groupDigits } from './digits-for-people';

describe('digitsForPeople', () => {
  it('groups the whole part from 1,000 up, as en-AU does, and keeps every digit the engine has', () => {
    expect(digitsForPeople(20000)).toBe('20,000');
    expect(digitsForPeople(10000000)).toBe('10,000,000');
    expect(digitsForPeople(-123456.789)).toBe('-123,456.789');
    expect(digitsForPeople(1860)).toBe('1,860');
    expect(digitsForPeople(999)).toBe('999');
    expect(digitsForPeople(0.0606858)).toBe('0.0606858');
    expect(digitsForPeople(741.5480000000001)).toBe('741.5480000000001');
  });

  it('groups fixed-decimal text and keeps its trailing zeros', () => {
    expect(groupDigits((1234.5).toFixed(2))).toBe('1,234.50');
    expect(groupDigits((-2000).toFixed(0))).toBe('-2,000');
    expect(groupDigits('0.10')).toBe('0.10');
  });

  it('leaves forms it cannot group as JavaScript prints them', () => {
    expect(digitsForPeople(1e21)).toBe('1e+21');
    expect(digitsForPeople(1.5e-7)).toBe('1.5e-7');
  });

  it('groups whole numbers exactly as Intl en-AU does', () => {
    const intl = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });
    fc.assert(fc.property(fc.integer({ min: -1e15, max: 1e15 }), (n) => digitsForPeople(n) === intl.format(n)));
  });

  it('reads back as the same number once the commas are taken out', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        expect(Number(digitsForPeople(n).replace(/,/g, ''))).toBe(n === 0 ? 0 : n);
      }),
    );
  });
});
