import type { ReportInput, UpfrontOptionsBody } from '@embodied/contracts';
import { MATERIAL_CLASSES, MATERIAL_CLASS_LABELS, type DwellingScope } from '@embodied/engine';
import type { ChangeOf } from '@embodied/engine';

/* The upfront modules on a report (issue 51): the inputs that set A4 and A5, and what a change counts. */

const SCOPE_WORDS: Readonly<Record<DwellingScope, string>> = {
  'cold-shell': 'Cold shell',
  'whole-house': 'Whole house',
};

/** A dwelling's scope as the page words it (absent: the cold shell, as before issue 51). */
export const scopeWords = (scope: DwellingScope | null | undefined): string => SCOPE_WORDS[scope ?? 'cold-shell'];

/** The transport distances and waste factors a user set, one row each (none: the cited defaults). */
export function upfrontInputRows(upfront: UpfrontOptionsBody): ReportInput[] {
  const rows: ReportInput[] = [];
  for (const c of MATERIAL_CLASSES) {
    const km = upfront?.transportKm?.[c];
    if (km !== undefined)
      rows.push({ group: 'Transport (A4)', label: MATERIAL_CLASS_LABELS[c], value: km, unit: 'km' });
  }
  for (const c of MATERIAL_CLASSES) {
    const w = upfront?.wastePercent?.[c];
    if (w !== undefined)
      rows.push({ group: 'Waste (A5)', label: MATERIAL_CLASS_LABELS[c], value: w, unit: '% of the net quantity' });
  }
  return rows;
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
