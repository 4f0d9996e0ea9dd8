import type { EpdFormat, EpdModules, EpdStandard } from '@embodied/contracts';
import type { DeclaredUnit } from '@embodied/engine';

/** One EPD as a file declares it, read from any of the formats (before the checks). */
export interface DeclaredEpd {
  readonly format: EpdFormat;
  readonly sourceId: string;
  readonly name: string;
  readonly manufacturer: string | null;
  readonly programmeOperator: string | null;
  readonly registrationNumber: string | null;
  readonly pcr: string | null;
  readonly standard: EpdStandard | null;
  /** The declared unit as written, with its amount (1000 kg: amount 1000, unit 'kg'). */
  readonly declaredAmount: number;
  readonly declaredUnitText: string;
  /** GWP per declared unit (its whole amount), kgCO2e: total, and fossil and biogenic where declared. */
  readonly gwp: { total: EpdModules; fossil: EpdModules | null; biogenic: EpdModules | null };
  readonly densityKgPerM3: number | null;
  readonly massPerAreaKgPerM2: number | null;
  readonly publishedOn: string | null;
  readonly validUntil: string | null;
  readonly link: string | null;
  /** What the EPD declares that a product does not use, in words. */
  readonly unusable: string[];
}

/** An EPD file that cannot be read: why, and where (a path into the file). */
export class EpdFileError extends Error {
  constructor(
    message: string,
    public readonly where: string = 'document',
  ) {
    super(message);
  }
}

const UNIT_WORDS: ReadonlyArray<[RegExp, DeclaredUnit]> = [
  [/^(kg|kilogram(me)?s?)$/, 'kg'],
  // Not 'ton' (a US short ton is 907 kg) nor 'mg' (megagram or milligram): such a unit is asked for.
  [/^(t|tonnes?|metric tons?)$/, 't'],
  [/^(m3|m\^3|m³|cubic met(er|re)s?|cbm)$/, 'm3'],
  // 'qm' (Quadratmeter): ÖKOBAUDAT's unit of area.
  [/^(m2|m\^2|m²|square met(er|re)s?|sqm|qm)$/, 'm2'],
];

/** The product unit a declared unit is (kg, t, m³, m²), or null (pieces, metres, litres, …). */
export function productUnitOf(unitText: string): DeclaredUnit | null {
  const text = unitText.trim().toLowerCase().replace(/\s+/g, ' ');
  for (const [pattern, unit] of UNIT_WORDS) if (pattern.test(text)) return unit;
  return null;
}

/**
 * The product unit and the divisor that turns a GWP per declared unit into one per product unit:
 * 1000 kg is one tonne (divisor 1); 25 kg is 25 × 1 kg (divisor 25).
 */
export function productUnitAndDivisor(
  amount: number,
  unitText: string,
): { unit: DeclaredUnit | null; divisor: number } {
  const unit = productUnitOf(unitText);
  if (unit === 'kg' && amount === 1000) return { unit: 't', divisor: 1 };
  return { unit, divisor: amount > 0 ? amount : 1 };
}

/** The first text of a list of language strings, English first. */
export function englishFirst(list: ReadonlyArray<{ value?: string | null; lang?: string | null }> | undefined) {
  if (!list) return null;
  const en = list.find((t) => t.lang?.startsWith('en') && t.value?.trim());
  const any = en ?? list.find((t) => t.value?.trim());
  return any?.value?.trim() ?? null;
}

/** EN 15804+A1 / +A2 from a standard's name ("EN 15804+A2 (EF 3.0)", "EN 15804:2012+A2:2019"). */
export function standardOf(text: string | null | undefined): EpdStandard | null {
  if (!text || !/15804/.test(text)) return null;
  if (/\+\s*A2|A2\s*:/i.test(text)) return 'EN 15804+A2';
  if (/\+\s*A1|A1\s*:/i.test(text)) return 'EN 15804+A1';
  return null;
}

/** A path into a file as people write it: exchanges.exchange[0].meanAmount. */
export const filePath = (path: readonly PropertyKey[]) =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`)).join('');

/** The first issue a schema found in a file, as an {@link EpdFileError} naming the field. */
export function fileErrorOf(
  what: string,
  issue: { code: string; path: PropertyKey[]; message: string; expected?: unknown },
  where: string,
): EpdFileError {
  const field = filePath(issue.path);
  const rule =
    issue.code !== 'invalid_type'
      ? issue.message
      : /received undefined/.test(issue.message)
        ? 'is missing'
        : `must be ${issue.expected === 'array' ? 'a list' : issue.expected === 'object' ? 'an object' : `a ${String(issue.expected)}`}`;
  return new EpdFileError(`This ${what}'s ${field || 'content'} ${rule}.`, field ? `${where}.${field}` : where);
}
