import { describe, expect, it } from 'vitest';
import { wallTypeRValue } from './wall-r-values';
import { HIGH_MASS_WALL_TYPES, TOTAL_R_LABEL, wallRReading } from './wall-r-reading';

describe('A wall’s Total R in words', () => {
  it('names the whole wall system’s Total R and reads it against the zone’s value', () => {
    expect(wallRReading(3.02, 6, false)).toBe(
      'Total R of the wall system R3.02 m²K/W: at or above the NCC deemed-to-satisfy value of R2.8 for climate zone 6.',
    );
    expect(wallRReading(3.02, 8, false)).toContain('below the NCC deemed-to-satisfy value of R3.8 for climate zone 8');
  });

  it('a masonry wall below R2.8 names the NCC’s other paths for high-mass walls, never non-compliance', () => {
    const r = wallTypeRValue('DoubleBrickVirginLocal').r;
    expect(r).toBeLessThan(2.8);
    const text = wallRReading(r, 6, HIGH_MASS_WALL_TYPES.includes('DoubleBrickVirginLocal'));
    expect(text).toContain(TOTAL_R_LABEL);
    expect(text).toContain('other compliance paths for high-mass walls');
    expect(text).toContain('Part 13.2');
    expect(text).toContain('not non-compliance');
    expect(text).not.toMatch(/\bis non-compliant\b|fails/);
  });

  it('every high-mass wall type is one of the masonry and block walls', () => {
    for (const k of HIGH_MASS_WALL_TYPES) expect(k).toMatch(/^(DoubleBrick|Block1)/);
  });
});
