import {
  declaredUnitLabel,
  formatFactorValue,
  EPD_FORMAT_LABELS,
  productSlotLabel,
  unitForPeople,
  type BreakdownElementBody,
  type KindField,
  type ReportBreakdown,
  type ReportInput,
  type UsedCustomProduct,
} from '@embodied/contracts';
import { getLookups, type LookupListName } from '@embodied/engine';

/** One input field of a report: where it is in the inputs, how the calculator page labels it. */
export interface InputDef<T> {
  readonly key: keyof T & string;
  readonly label: string;
  readonly unit: string | null;
  /** The option list whose label the stored key is shown with. */
  readonly list?: LookupListName;
}

let labelCache: Map<string, string> | undefined;
/** An option key's label, as the calculator's dropdown shows it. */
export function optionLabel(list: LookupListName, key: string): string {
  labelCache ??= new Map(
    Object.entries(getLookups()).flatMap(([name, options]) =>
      Array.isArray(options) ? options.map((o) => [`${name}:${o.key}`, o.label] as const) : [],
    ),
  );
  return labelCache.get(`${list}:${key}`) ?? key;
}

function scalar(value: unknown): ReportInput['value'] {
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return null;
}

/**
 * The report's input fields `keys`, in that order (every field of the kind's words, in theirs, when
 * absent), labelled as their kind's words (contracts) label them.
 */
export function fieldDefs<T>(
  fields: Readonly<Record<string, KindField>>,
  keys: readonly (keyof T & string)[] = Object.keys(fields) as (keyof T & string)[],
): InputDef<T>[] {
  return keys.map((key) => {
    const field = fields[key];
    if (!field) throw new Error(`The kind's words have no field ${key}.`);
    return { key, ...field };
  });
}

/** The report rows of `defs` that `source` holds, option keys shown by their labels. */
export function inputRows<T extends object>(
  source: T,
  defs: readonly InputDef<T>[],
  group: string | null,
): ReportInput[] {
  return defs
    .filter((d) => d.key in source && source[d.key] !== undefined)
    .map((d) => {
      const raw: unknown = source[d.key];
      const value = d.list && typeof raw === 'string' ? optionLabel(d.list, raw) : scalar(raw);
      return { group, label: d.label, value: value === '' ? null : value, unit: d.unit };
    });
}

/** An engine breakdown element as a report shows it (only the breakdown's own fields). */
export function reportElement(e: BreakdownElementBody): BreakdownElementBody {
  return {
    element: e.element,
    label: e.label,
    kgCO2e: e.kgCO2e,
    min: e.min,
    max: e.max,
    lines: e.lines.map((l) => ({
      component: l.component,
      quantity: l.quantity,
      unit: unitForPeople(l.unit),
      factorKey: l.factorKey,
      factor: l.factor,
      factorUnit: unitForPeople(l.factorUnit),
      kgCO2e: l.kgCO2e,
      min: l.min,
      max: l.max,
      sourceId: l.sourceId,
      sourceRow: l.sourceRow,
      citation: l.citation,
      confidence: l.confidence,
      factorConfidence: l.factorConfidence,
      quantityConfidence: l.quantityConfidence,
    })),
  };
}

/** A captioned breakdown, or nothing when it has no elements. */
export function breakdown(caption: string, elements: readonly BreakdownElementBody[]): ReportBreakdown[] {
  return elements.length > 0 ? [{ caption, elements: elements.map(reportElement) }] : [];
}

/**
 * One report row per custom product a calculation used: the material it replaced, its name, its EPD
 * reference and value, so that a printout says which figures rest on a user-supplied EPD.
 */
export function customProductRows(customProducts: readonly UsedCustomProduct[] | undefined): ReportInput[] {
  return (customProducts ?? []).map((p) => ({
    group: 'User-supplied EPDs',
    label: `${productSlotLabel(p.replaces)}: ${p.name}`,
    value: `EPD ${p.epdNumber} (${p.programmeOperator}), ${formatFactorValue(p.gwp)} kgCO2e per ${declaredUnitLabel(p.declaredUnit)}${
      p.gwpMin !== null || p.gwpMax !== null
        ? ` (range ${formatFactorValue(p.gwpMin ?? p.gwp)}–${formatFactorValue(p.gwpMax ?? p.gwp)})`
        : ''
    }, valid until ${p.validUntil}${importedFrom(p)}`,
    unit: null,
  }));
}

/** "; imported from ILCD+EPD (JSON) 6f1c…, EN 15804+A2, 440 per m³ ÷ 2000 kg/m³ = 0.22 per kg": an imported EPD's source. */
function importedFrom(p: UsedCustomProduct): string {
  if (!p.epd) return '';
  const { format, sourceId, standard, conversion } = p.epd;
  return `; imported from ${EPD_FORMAT_LABELS[format]} ${sourceId}${standard ? `, ${standard}` : ''}${conversion ? `, converted: ${conversion}` : ''}`;
}
