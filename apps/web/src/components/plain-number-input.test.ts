import { describe, expect, it } from 'vitest';
import { readPlainNumber } from './plain-number-input';

describe('readPlainNumber: a number as written in en-AU, or the text kept as typed', () => {
  it('reads plain numbers, with digit groups of three after commas', () => {
    expect(readPlainNumber('12.5')).toEqual({ kind: 'number', value: 12.5 });
    expect(readPlainNumber(' 200 ')).toEqual({ kind: 'number', value: 200 });
    expect(readPlainNumber('1,250.75')).toEqual({ kind: 'number', value: 1250.75 });
    expect(readPlainNumber('.5')).toEqual({ kind: 'number', value: 0.5 });
    expect(readPlainNumber('-3')).toEqual({ kind: 'number', value: -3 });
    expect(readPlainNumber('')).toEqual({ kind: 'empty' });
  });

  it('never rewrites what is not a plain number into another number', () => {
    for (const text of ['1e9', '12,5', '1,25', '12 m', '1.2.3', '0x10', 'Infinity', '12.', '٣', '1,2500', '--1'])
      expect(readPlainNumber(text), text).toEqual({ kind: 'text', text });
  });
});
