/**
 * Branded unit types. A branded number is still a number at run time, but the compiler keeps
 * kgCO2e, kg, m², m³ and AUD apart: `const x: KgCO2e = kg(1)` does not compile, and neither does
 * `addKgCO2e(kg(1), kgCO2e(1))`. Convert between units only through the named functions below.
 */
declare const unitBrand: unique symbol;
type Branded<U extends string> = number & { readonly [unitBrand]: U };

/**
 * An input in a unit. Inputs come from forms and JSON as plain numbers (and are validated against
 * LIMITS), so a plain number is accepted; a number branded with another unit is not:
 * `calculateFooting({ area: kgCO2e(5), … })` does not compile.
 */
type Input<U extends string> = number & { readonly [unitBrand]?: U };
/** An area input, m². */
export type M2Input = Input<'m2'>;
/** A length input, m. */
export type MInput = Input<'m'>;
/** A depth input, mm. */
export type MmInput = Input<'mm'>;
/** A percentage input, % (0–100). */
export type PercentInput = Input<'%'>;
/** A carbon input (a target), kgCO2e. */
export type KgCO2eInput = Input<'kgCO2e'>;
/** An intensity input (a target), kgCO2e/m². */
export type KgCO2ePerM2Input = Input<'kgCO2e/m2'>;
/** A money input (a budget), AUD ex GST. */
export type AudInput = Input<'AUD'>;

/** Mass of CO2-equivalent, kgCO2e (A1–A3). */
export type KgCO2e = Branded<'kgCO2e'>;
/** Carbon intensity per square metre (of wall, floor, roof or window), kgCO2e/m². */
export type KgCO2ePerM2 = Branded<'kgCO2e/m2'>;
/** Area, m². */
export type M2 = Branded<'m2'>;
/** Volume, m³. */
export type M3 = Branded<'m3'>;
/** Mass of material, kg (never carbon). */
export type Kg = Branded<'kg'>;
/** Money, Australian dollars excluding GST. */
export type Aud = Branded<'AUD'>;
/** Cost rate, AUD (ex GST) per m². */
export type AudPerM2 = Branded<'AUD/m2'>;

/** @example kgCO2e(12.5) // 12.5 kgCO2e */
export const kgCO2e = (value: number): KgCO2e => value as KgCO2e;
/** @example kgCO2ePerM2(42.87) // 42.87 kgCO2e per m² */
export const kgCO2ePerM2 = (value: number): KgCO2ePerM2 => value as KgCO2ePerM2;
/** @example m2(32.4) // 32.4 m² */
export const m2 = (value: number): M2 => value as M2;
/** @example m3(0.15) // 0.15 m³ */
export const m3 = (value: number): M3 => value as M3;
/** @example kg(134.068) // 134.068 kg */
export const kg = (value: number): Kg => value as Kg;
/** @example aud(230) // $230 ex GST */
export const aud = (value: number): Aud => value as Aud;
/** @example audPerM2(125) // $125 ex GST per m² */
export const audPerM2 = (value: number): AudPerM2 => value as AudPerM2;

/** Sum carbon masses. @example addKgCO2e(kgCO2e(1), kgCO2e(2)) // 3 */
export function addKgCO2e(...values: readonly KgCO2e[]): KgCO2e {
  let total = 0;
  for (const v of values) total += v;
  return kgCO2e(total);
}

/** a − b, in kgCO2e (may be negative: a reduction that went the wrong way). @example subtractKgCO2e(kgCO2e(5), kgCO2e(7)) // -2 */
export function subtractKgCO2e(a: KgCO2e, b: KgCO2e): KgCO2e {
  return kgCO2e(a - b);
}

/** Sum money. @example addAud(aud(100), aud(50)) // 150 */
export function addAud(...values: readonly Aud[]): Aud {
  let total = 0;
  for (const v of values) total += v;
  return aud(total);
}

/** Sum areas. @example addM2(m2(32.4), m2(21.6)) // 54 */
export function addM2(...values: readonly M2[]): M2 {
  let total = 0;
  for (const v of values) total += v;
  return m2(total);
}

/** intensity × area → carbon. @example carbonOfArea(kgCO2ePerM2(42.874412), m2(32.4)) // ≈ 1389.13 kgCO2e */
export function carbonOfArea(intensity: KgCO2ePerM2, area: M2): KgCO2e {
  return kgCO2e(intensity * area);
}

/** rate × area → cost. @example costOfArea(audPerM2(230), m2(10)) // 2300 AUD */
export function costOfArea(rate: AudPerM2, area: M2): Aud {
  return aud(rate * area);
}

/**
 * carbon ÷ area → intensity; 0 when the area is 0, so a per-m² output is never NaN (brief 7g).
 * @example intensityOf(kgCO2e(3930.55), m2(66)) // ≈ 59.55 kgCO2e/m²
 */
export function intensityOf(carbon: KgCO2e, area: M2): KgCO2ePerM2 {
  return kgCO2ePerM2(area === 0 ? 0 : carbon / area);
}

/** cost ÷ area → rate; 0 when the area is 0. @example costPerM2(aud(100715.58), m2(200)) // ≈ 503.58 */
export function costPerM2(cost: Aud, area: M2): AudPerM2 {
  return audPerM2(area === 0 ? 0 : cost / area);
}

/** Millimetres → metres (founding depth is entered in mm, the footing model uses m). @example metresFromMillimetres(700) // 0.7 */
export function metresFromMillimetres(mm: number): number {
  return mm / 1000;
}

/** Kilograms of material per tonne → per kg (NMEFD per-tonne rows ÷ 1,000). @example perKgFromPerTonne(20.4) // 0.0204 */
export function perKgFromPerTonne(perTonne: number): number {
  return perTonne / 1000;
}

/** part ÷ whole × 100, or 0 when the whole is 0. @example percentOf(5893.58, 25127.95) // ≈ 23.45 */
export function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : (100 * part) / whole;
}
