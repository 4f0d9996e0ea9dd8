import { describe, expect, it } from 'vitest';
import { REFERENCE_SOURCES } from '../thermal/reference-sources';
import {
  ALL_TARGETS,
  GREEN_STAR_BANDS,
  GREEN_STAR_SCALE_NOTE,
  HOUSE_BENCHMARKS,
  REDUCTION_TARGETS,
  reductionOf,
  SECTOR_CONTEXT,
  SECTOR_CONTEXT_NOTE,
  targetValue,
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

  it('reads a cut as a percentage change (the slab page’s example: 10,000 → 7,500 kgCO2e is 25 % less)', () => {
    expect(reductionOf(10_000, 7_500)).toBeCloseTo(0.25, 10);
    expect(reductionOf(100, 120)).toBeCloseTo(-0.2, 10);
    expect(reductionOf(0, 5)).toBe(0);
  });

  it('frames Green Star as a whole-building reference for scale, never as an achievement', () => {
    for (const t of ALL_TARGETS)
      expect(`${t.name} ${t.label} ${t.scopeNote}`).not.toMatch(
        /credit achievement|minimum expectation|exceptional performance/i,
      );
    for (const b of GREEN_STAR_BANDS) {
      expect(b.parts).toBe('whole building');
      expect(b.modules).toBe('A1–A5');
      expect(b.label).toContain('whole building, A1–A5');
    }
    expect(GREEN_STAR_SCALE_NOTE).toContain('credit 21');
    expect(GREEN_STAR_SCALE_NOTE).toContain('not a Green Star result');
  });

  it('gives ASBEC’s 60 % by 2035 as sector context, not as a target a design is set to', () => {
    expect(SECTOR_CONTEXT.map((t) => t.id)).toEqual(['ASBEC_2035']);
    expect(REDUCTION_TARGETS.some((t) => t.id === 'ASBEC_2035')).toBe(false);
    expect(SECTOR_CONTEXT_NOTE).toContain('60 %');
    expect(SECTOR_CONTEXT_NOTE).toContain('2035');
  });

  it('turns a reduction target into the value it asks for', () => {
    // Option A at 42.87 kgCO2e/m²: the 20 % band asks for 34.296.
    expect(targetValue(GREEN_STAR_BANDS[1]!, 42.87)).toBeCloseTo(34.296, 10);
    expect(() => targetValue(HOUSE_BENCHMARKS[0]!, 100)).toThrow(/not a reduction/);
  });
});
