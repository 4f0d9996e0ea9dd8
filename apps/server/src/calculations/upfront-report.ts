import {
  declaredUnitLabel,
  formatFactorValue,
  productSlotLabel,
  type ReportInput,
  type UpfrontOptionsBody,
  type UsedCustomProduct,
} from '@embodied/contracts';
import { MATERIAL_CLASSES, MATERIAL_CLASS_LABELS, type DwellingScope } from '@embodied/engine';
import type { ChangeOf } from '@embodied/engine';

/* The upfront modules on a report (issue 51): the inputs that set A4 and A5, and what a change counts. */

const SCOPE_WORDS: Readonly<Record<DwellingScope, string>> = {
  'cold-shell': 'Cold shell',
  'whole-house': 'Whole house',
};

/** A dwelling's scope as the page words it (absent: the cold shell, as before issue 51). */
export const scopeWords = (scope: DwellingScope | null | undefined): string => SCOPE_WORDS[scope ?? 'cold-shell'];

/**
 * The transport distances and waste factors a user set, one row each (none: the cited defaults), and
 * the materials whose A4 or A5 is the imported EPD's own (the default scenario's otherwise).
 */
export function upfrontInputRows(
  upfront: UpfrontOptionsBody,
  products: readonly UsedCustomProduct[] | undefined = [],
): ReportInput[] {
  const rows: ReportInput[] = [];
  for (const c of MATERIAL_CLASSES) {
    const km = upfront?.transportKm?.[c];
    if (km !== undefined)
      rows.push({ group: 'Transport (A4)', label: MATERIAL_CLASS_LABELS[c], value: km, unit: 'km' });
  }
  rows.push(...epdModuleRows(products, 'a4'));
  for (const c of MATERIAL_CLASSES) {
    const w = upfront?.wastePercent?.[c];
    if (w !== undefined)
      rows.push({ group: 'Waste (A5)', label: MATERIAL_CLASS_LABELS[c], value: w, unit: '% of the net quantity' });
  }
  rows.push(...epdModuleRows(products, 'a5'));
  return rows;
}

const EPD_MODULE_WORDS = {
  a4: { group: 'Transport (A4)', module: 'A4', instead: 'the default transport (mass × distance × truck factor)' },
  a5: { group: 'Waste (A5)', module: 'A5', instead: 'the default waste factor' },
} as const;

/** "A4 from EPD S-P-01234: 9 kgCO2e per 1 tonne, in place of …": one row per product that declares the module. */
export function epdModuleRows(products: readonly UsedCustomProduct[], module: 'a4' | 'a5'): ReportInput[] {
  const words = EPD_MODULE_WORDS[module];
  return products.flatMap((p) => {
    const v = p[module];
    if (v === null || v === undefined) return [];
    return [
      {
        group: words.group,
        label: `${productSlotLabel(p.replaces)}: ${p.name}`,
        value: `${words.module} from EPD ${p.epdNumber}: ${formatFactorValue(v)} kgCO2e per ${declaredUnitLabel(p.declaredUnit)} of the quantity used, in place of ${words.instead}`,
        unit: null,
      },
    ];
  });
}

/**
 * A comparison at A1–A5 when the outputs carry the modules, else at A1–A3 (a snapshot saved before
 * A4 and A5 were counted).
 */
export function upfrontChange(
  a1a3: ChangeOf,
  modules: { baseline: { a1a5: number }; value: { a1a5: number } } | undefined,
): ChangeOf {
  return modules
    ? { ...a1a3, baseline: modules.baseline.a1a5, value: modules.value.a1a5, modules: 'A1–A5' }
    : { ...a1a3, modules: 'A1–A3' };
}
