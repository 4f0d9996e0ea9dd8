import { describe, expect, it } from 'vitest';
import { nccWallBenchmark } from '@embodied/engine';
import { colderWallCarbonNote, nccWallValuesText } from './wall-thermal';

describe('The colder-wall flag', () => {
  it('reads a colder option B that emits less carbon as a trade-off to check', () => {
    expect(colderWallCarbonNote(1157.61, 600)).toBe(
      'A lower-carbon wall that is also colder can cost more to heat and cool; check the house’s energy rating before choosing it.',
    );
  });

  it('says a colder option B that emits more carbon is worse on both counts (brick veneer against double brick)', () => {
    const note = colderWallCarbonNote(42.87, 74.99);
    expect(note).toBe('Option B is both colder and higher in carbon than option A: it is worse on both counts.');
    expect(note).not.toMatch(/lower-carbon/);
  });

  it('says so plainly when both emit the same carbon, to the 0.01 kgCO2e the page shows', () => {
    const same =
      'Both options emit the same carbon: option B saves none for being colder, and a colder wall can cost more to heat and cool.';
    expect(colderWallCarbonNote(100, 100)).toBe(same);
    expect(colderWallCarbonNote(0.1 + 0.2, 0.3)).toBe(same);
    expect(colderWallCarbonNote(100, 100.004)).toBe(same);
    expect(colderWallCarbonNote(100, 100.01)).toMatch(/worse on both counts/);
  });
});

describe('The climate zone picker', () => {
  it('names the engine’s NCC wall values, as the page writes them', () => {
    expect(nccWallValuesText()).toBe('R2.8, or R3.8 in zone 8');
    expect(nccWallValuesText()).toContain(`R${nccWallBenchmark(6).minimumR}`);
  });
});
