import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { methodologyNumber } from './methodology-number';

describe('methodologyNumber', () => {
  it('groups the whole part from 10,000 up and keeps every digit the engine has', () => {
    expect(methodologyNumber(20000)).toBe('20,000');
    expect(methodologyNumber(10000000)).toBe('10,000,000');
    expect(methodologyNumber(-123456.789)).toBe('-123,456.789');
    expect(methodologyNumber(9999)).toBe('9999');
    expect(methodologyNumber(1860)).toBe('1860');
    expect(methodologyNumber(0.0606858)).toBe('0.0606858');
    expect(methodologyNumber(741.5480000000001)).toBe('741.5480000000001');
  });

  it('leaves forms it cannot group as JavaScript prints them', () => {
    expect(methodologyNumber(1e21)).toBe('1e+21');
    expect(methodologyNumber(1.5e-7)).toBe('1.5e-7');
  });

  it('reads back as the same number once the commas are taken out', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        const text = methodologyNumber(n);
        expect(Number(text.replace(/,/g, ''))).toBe(n === 0 ? 0 : n);
      }),
    );
  });
});
