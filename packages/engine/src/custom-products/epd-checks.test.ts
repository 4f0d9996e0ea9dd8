import { describe, expect, it } from 'vitest';
import { convertDeclaredGwp, implausibleGwp, slotFactorRange } from './epd-checks';

describe('convertDeclaredGwp', () => {
  it('keeps a tonne or kg GWP as it is for a per-kg material', () => {
    expect(convertDeclaredGwp(220, 't', 'clayBrick_kg')).toEqual({
      ok: true,
      declaredUnit: 't',
      factor: 220,
      derivation: null,
    });
    expect(convertDeclaredGwp(0.2, 'kg', 'clayBrick_kg')).toMatchObject({ ok: true, declaredUnit: 'kg', factor: 0.2 });
  });
  it('divides a per-m³ GWP by the density for a per-kg material (440 ÷ 2,000 = 0.22)', () => {
    const c = convertDeclaredGwp(440, 'm3', 'clayBrick_kg', { densityKgPerM3: 2000 });
    expect(c).toMatchObject({ ok: true, declaredUnit: 'kg', factor: 0.22 });
  });
  it('asks for the density when a per-m³ GWP meets a per-kg material without one', () => {
    const c = convertDeclaredGwp(440, 'm3', 'clayBrick_kg');
    expect(c).toMatchObject({ ok: false, missing: 'densityKgPerM3' });
  });
  it('asks for the mass per area for a per-m² GWP, and multiplies per kg by density for a per-m³ slot', () => {
    expect(convertDeclaredGwp(10, 'm2', 'plasterboard_kg')).toMatchObject({ ok: false, missing: 'massPerAreaKgPerM2' });
    expect(convertDeclaredGwp(10, 'm2', 'plasterboard_kg', { massPerAreaKgPerM2: 8 })).toMatchObject({ factor: 1.25 });
    expect(convertDeclaredGwp(0.5, 'kg', 'softwood_m3', { densityKgPerM3: 500 })).toMatchObject({
      ok: true,
      declaredUnit: 'm3',
      factor: 250,
    });
    expect(convertDeclaredGwp(500, 't', 'softwood_m3', { densityKgPerM3: 500 })).toMatchObject({ factor: 250 });
  });
});

describe('implausibleGwp', () => {
  it('passes a GWP inside the datasets’ range and flags one ten times above it', () => {
    const { min, max } = slotFactorRange('clayBrick_kg');
    expect(min).toBeLessThanOrEqual(max);
    expect(implausibleGwp('clayBrick_kg', (min + max) / 2)).toBeNull();
    expect(implausibleGwp('clayBrick_kg', max * 10)).toMatch(/more than 3×/);
    expect(implausibleGwp('clayBrick_kg', min / 10)).toMatch(/less than a third/);
  });
});
