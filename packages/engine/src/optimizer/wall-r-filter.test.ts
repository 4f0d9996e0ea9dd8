import { describe, expect, it } from 'vitest';
import { formatRValue } from '../thermal/ncc-wall';
import { minimumWallRRefusal, restrictWallsToMinimumR, wallFieldsBelowMinimumR } from './wall-r-filter';

describe('A minimum wall R-value for the optimizer', () => {
  it('keeps the wall materials that reach it, on both storeys', () => {
    const warm = ['brick veneer', 'clad AAC', 'reverse brick veneer'];
    const r = restrictWallsToMinimumR(2.9, null);
    expect(r?.groundFloorWallMaterial).toEqual(warm);
    expect(r?.firstFloorWallMaterial).toEqual(warm);
    expect(restrictWallsToMinimumR(null, null)).toBeNull();
    expect(wallFieldsBelowMinimumR(2.9, null)).toEqual([]);
  });

  it('refuses a minimum no wall reaches, with the R-values written for people', () => {
    expect(minimumWallRRefusal(2.9, null)).toBeUndefined();
    expect(minimumWallRRefusal(3.5, null)).toBe(
      'No wall material for the ground floor walls or the first floor walls reaches R3.5 (the warmest the engine models is R3.38).',
    );
    // At most two decimals, en-AU: never a float's tail.
    expect(minimumWallRRefusal(3.456789, null)).toMatch(/ reaches R3\.46 \(/);
    expect(minimumWallRRefusal(2.9, { groundFloorWallMaterial: ['clad weatherboard'] })).toBe(
      'No wall material allowed for the ground floor walls reaches R2.9 (the warmest the engine models is R3.38).',
    );
  });

  it('writes an R-value as people read it', () => {
    expect(formatRValue(3.8)).toBe('R3.8');
    expect(formatRValue(2.8)).toBe('R2.8');
    expect(formatRValue(3.375)).toBe('R3.38');
    expect(formatRValue(10)).toBe('R10');
    expect(formatRValue(0.1 + 0.2)).toBe('R0.3');
  });
});
