import type { LcaxUnit } from '@embodied/contracts';

/** Our quantity units (kg, m3, m2; also written m³, m²) as LCAx units. */
const UNITS: Readonly<Record<string, LcaxUnit>> = {
  m: 'm',
  m2: 'm2',
  'm²': 'm2',
  m3: 'm3',
  'm³': 'm3',
  kg: 'kg',
  t: 'tones',
  tonnes: 'tones',
  pcs: 'pcs',
  kwh: 'kwh',
  l: 'l',
  km: 'km',
};
export function lcaxUnit(unit: string): LcaxUnit {
  return UNITS[unit.trim().toLowerCase()] ?? 'unknown';
}

/** A factor's declared unit: what it is per, e.g. "kgCO2e/m2 of frame" → m2. */
export function declaredUnitOf(factorUnit: string): LcaxUnit {
  const per = factorUnit.split('/').slice(1).join('/').trim();
  return lcaxUnit(per.split(/\s+/)[0] ?? '');
}
