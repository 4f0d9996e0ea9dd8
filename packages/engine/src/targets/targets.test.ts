import { describe, expect, it } from 'vitest';
import { REFERENCE_SOURCES } from '../thermal/reference-sources';
import {
  ALL_TARGETS,
  GREEN_STAR_BANDS,
  greenStarBand,
  HOUSE_BENCHMARKS,
  reachesBand,
  reductionOf,
  targetValue,
  type CarbonTarget,
} from './targets';

describe('Targets', () => {
  it('each has a value, unit, scope, building type, year and a source the methodology lists', () => {
    const ids = new Set(REFERENCE_SOURCES.map((s) => s.id));
    for (const t of ALL_TARGETS) {
      expect(t.value).toBeGreaterThan(0);
      expect(t.unit).not.toBe('');
      expect(t.modules).not.toBe('');
      expect(t.parts).not.toBe('');
      expect(t.year).toBeGreaterThan(2000);
      expect(t.scopeNote).not.toBe('');
      expect(t.sourceIds.length).toBeGreaterThan(0);
      for (const id of t.sourceIds) expect(ids.has(id)).toBe(true);
    }
    expect(new Set(ALL_TARGETS.map((t) => t.id)).size).toBe(ALL_TARGETS.length);
  });

  it('Green Star’s bands are 10, 20 and 40 % below the reference', () => {
    expect(GREEN_STAR_BANDS.map((b) => b.value)).toEqual([0.1, 0.2, 0.4]);
  });

  it('reads a cut against the bands (worked examples)', () => {
    // Slab worked example: 10,000 kgCO2e business as usual, 7,500 alternate: 25 % less, the credit band.
    expect(reductionOf(10_000, 7_500)).toBeCloseTo(0.25, 10);
    expect(greenStarBand(0.25)?.id).toBe('GS_CREDIT');
    expect(greenStarBand(0.0999)).toBeNull();
    expect(greenStarBand(0.1)?.id).toBe('GS_MIN');
    // 20 % computed in floating point still reaches the 20 % band.
    expect(greenStarBand(reductionOf(0.3, 0.24))?.id).toBe('GS_CREDIT');
    expect(greenStarBand(0.4)?.id).toBe('GS_EXCEPTIONAL');
    // An increase reaches none.
    expect(greenStarBand(reductionOf(100, 120))).toBeNull();
    expect(reductionOf(0, 5)).toBe(0);
  });

  it('one test says whether a cut reaches a band, and the highest band is the last one it reaches', () => {
    const [min, credit, exceptional] = GREEN_STAR_BANDS as [CarbonTarget, CarbonTarget, CarbonTarget];
    expect(reachesBand(reductionOf(0.3, 0.24), credit)).toBe(true);
    expect(reachesBand(0.0999, min)).toBe(false);
    expect(reachesBand(0.25, exceptional)).toBe(false);
    expect(reachesBand(reductionOf(100, 120), min)).toBe(false);
    for (const cut of [-0.2, 0, 0.0999, 0.1, 0.15, reductionOf(0.3, 0.24), 0.39, 0.4, 0.9])
      expect(greenStarBand(cut)).toBe(GREEN_STAR_BANDS.filter((b) => reachesBand(cut, b)).at(-1) ?? null);
  });

  it('turns a reduction target into the value it asks for', () => {
    // Option A at 42.87 kgCO2e/m²: the 20 % band asks for 34.296.
    expect(targetValue(GREEN_STAR_BANDS[1]!, 42.87)).toBeCloseTo(34.296, 10);
    expect(() => targetValue(HOUSE_BENCHMARKS[0]!, 100)).toThrow(/not a reduction/);
  });
});
