/**
 * What an imported EPD needs before it can stand in for a dataset factor (issue #53;
 * docs/decisions/028-epd-import.md): its GWP converted from the unit the EPD declares to the unit
 * the calculators count the material in, and a plausibility check against the datasets' own range
 * for that material. Pure: the caller supplies every quantity; nothing here reads a clock.
 */
import { DATASET_IDS } from '../datasets/dataset-ids';
import { getDataset } from '../datasets/get-dataset';
import { DECLARED_UNIT_LABELS, PRODUCT_SLOTS, type DeclaredUnit, type ProductSlotKey } from './custom-products';

/** A quantity a conversion may need: density (kg/m³) or mass per area (kg/m²). */
export type ConversionQuantity = 'densityKgPerM3' | 'massPerAreaKgPerM2';

/** What the user (or the EPD) supplies for a conversion. */
export interface ConversionInputs {
  readonly densityKgPerM3?: number | null;
  readonly massPerAreaKgPerM2?: number | null;
}

/** A GWP in a product's declared unit, ready for the slot, with how it was derived. */
export type ConvertedGwp =
  | {
      readonly ok: true;
      readonly declaredUnit: DeclaredUnit;
      readonly factor: number;
      readonly derivation: string | null;
    }
  | { readonly ok: false; readonly missing: ConversionQuantity; readonly message: string };

const QUANTITY_WORDS: Readonly<Record<ConversionQuantity, string>> = {
  densityKgPerM3: 'the density (kg/m³)',
  massPerAreaKgPerM2: 'the mass per area (kg/m²)',
};

const positive = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

/** The slot's counting unit as a declared unit: per-kg factors take kg (or t), the others m³ or m². */
const SLOT_UNIT: Readonly<Record<string, 'kg' | 'm3' | 'm2'>> = {
  'kgCO2e/kg': 'kg',
  'kgCO2e/m3': 'm3',
  'kgCO2e/m2': 'm2',
};

function missing(quantity: ConversionQuantity, from: DeclaredUnit, slot: ProductSlotKey): ConvertedGwp {
  return {
    ok: false,
    missing: quantity,
    message: `${PRODUCT_SLOTS[slot].label} is counted in ${PRODUCT_SLOTS[slot].unit}; a GWP per ${DECLARED_UNIT_LABELS[from]} needs ${QUANTITY_WORDS[quantity]} to convert.`,
  };
}

/**
 * The EPD's GWP (per one declared unit) in a unit the slot takes. A kg or tonne GWP stays as it is
 * for a per-kg material; any other pair goes through the mass: per kg = per m³ ÷ density, or per m²
 * ÷ mass per area; then per m³ = per kg × density, per m² = per kg × mass per area.
 * @example convertDeclaredGwp(440, 'm3', 'clayBrick_kg', { densityKgPerM3: 2000 }) // { ok: true, declaredUnit: 'kg', factor: 0.22, … }
 */
export function convertDeclaredGwp(
  gwp: number,
  from: DeclaredUnit,
  slot: ProductSlotKey,
  inputs: ConversionInputs = {},
): ConvertedGwp {
  const target = SLOT_UNIT[PRODUCT_SLOTS[slot].unit]!;
  if (from === target || (target === 'kg' && from === 't'))
    return { ok: true, declaredUnit: from, factor: gwp, derivation: null };
  const { densityKgPerM3: density, massPerAreaKgPerM2: massPerArea } = inputs;
  let perKg: number;
  let step: string;
  if (from === 'kg' || from === 't') {
    perKg = from === 't' ? gwp / 1000 : gwp;
    step = from === 't' ? `${gwp} per tonne ÷ 1,000` : `${gwp} per kg`;
  } else if (from === 'm3') {
    if (!positive(density)) return missing('densityKgPerM3', from, slot);
    perKg = gwp / density;
    step = `${gwp} per m³ ÷ ${density} kg/m³`;
  } else {
    if (!positive(massPerArea)) return missing('massPerAreaKgPerM2', from, slot);
    perKg = gwp / massPerArea;
    step = `${gwp} per m² ÷ ${massPerArea} kg/m²`;
  }
  if (target === 'kg') return { ok: true, declaredUnit: 'kg', factor: perKg, derivation: `${step} = ${perKg} per kg` };
  if (target === 'm3') {
    if (!positive(density)) return missing('densityKgPerM3', from, slot);
    const factor = perKg * density;
    return { ok: true, declaredUnit: 'm3', factor, derivation: `${step} × ${density} kg/m³ = ${factor} per m³` };
  }
  if (!positive(massPerArea)) return missing('massPerAreaKgPerM2', from, slot);
  const factor = perKg * massPerArea;
  return { ok: true, declaredUnit: 'm2', factor, derivation: `${step} × ${massPerArea} kg/m² = ${factor} per m²` };
}

/** How far outside the datasets' range a GWP may lie before it is flagged (a factor either way). */
export const PLAUSIBLE_SPREAD = 3;

/** The lowest and highest factor the three datasets give a slot (their ranges included), in its unit. */
export function slotFactorRange(slot: ProductSlotKey): { min: number; max: number; unit: string } {
  let min = Infinity;
  let max = -Infinity;
  for (const id of DATASET_IDS) {
    const f = getDataset(id).factors[slot];
    if (!f) continue;
    min = Math.min(min, f.min ?? f.value, f.value);
    max = Math.max(max, f.max ?? f.value, f.value);
  }
  return { min, max, unit: PRODUCT_SLOTS[slot].unit };
}

/**
 * Null when the GWP (in the slot's factor unit: a tonne's GWP ÷ 1,000) lies within
 * {@link PLAUSIBLE_SPREAD}× of the datasets' range for the slot; otherwise why it looks wrong.
 * @example implausibleGwp('clayBrick_kg', 22) // "22 kgCO2e/kg is more than 3× the highest …"
 */
export function implausibleGwp(slot: ProductSlotKey, factorValue: number): string | null {
  const { min, max, unit } = slotFactorRange(slot);
  if (!Number.isFinite(min)) return null;
  const label = PRODUCT_SLOTS[slot].label;
  if (factorValue > max * PLAUSIBLE_SPREAD)
    return `${factorValue} ${unit} is more than ${PLAUSIBLE_SPREAD}× the highest ${label} factor in the datasets (${max} ${unit}): check the declared unit and the number.`;
  if (factorValue < min / PLAUSIBLE_SPREAD)
    return `${factorValue} ${unit} is less than a third of the lowest ${label} factor in the datasets (${min} ${unit}): check the declared unit and the number.`;
  return null;
}
