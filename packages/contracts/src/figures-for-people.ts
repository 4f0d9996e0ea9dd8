import { dateTimeFormat, numberFormat } from '@embodied/engine';
import type { ReportInput, SnapshotFigure } from './snapshots';

/** The minus sign (U+2212) people read; a hyphen-minus is for machines (CSV, JSON). */
export const MINUS_SIGN = '\u2212';

/** Text from Intl with its leading hyphen-minus written as a true minus sign. */
export function withMinusSign(text: string): string {
  return text.startsWith('-') ? `${MINUS_SIGN}${text.slice(1)}` : text;
}

/**
 * A date and time in a time zone, with the zone named so that a printed time cannot be misread
 * ("23 Nov 2026, 7:15 pm AEDT"): the pages and the PDFs write times alike. Without a zone, the
 * runtime's own (a browser's).
 */
export function formatDateInZone(iso: string, timeZone?: string, locale = 'en-AU'): string {
  return dateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}

export type FigureTone = 'saving' | 'increase' | 'neutral';

/**
 * A result as a person should read it. A saving figure (one with an `increaseLabel`) that is
 * negative is an increase: it is named as one and shown as a positive amount, in the increase tone,
 * never as a "reduction" of minus something.
 */
export function figureForPeople(f: Pick<SnapshotFigure, 'label' | 'value' | 'increaseLabel'>): {
  label: string;
  value: number;
  tone: FigureTone;
} {
  if (f.increaseLabel === null || f.value === 0) return { label: f.label, value: f.value, tone: 'neutral' };
  if (f.value < 0) return { label: f.increaseLabel, value: -f.value, tone: 'increase' };
  return { label: f.label, value: f.value, tone: 'saving' };
}

/**
 * A factor or a typed value as people read it: thousands separated, up to six decimals (as
 * entered, without trailing zeros), a true minus sign.
 * @example formatFactorValue(0.22) // '0.22'; formatFactorValue(20000) // '20,000'
 */
export function formatFactorValue(value: number, locale = 'en-AU'): string {
  return withMinusSign(numberFormat(locale, { maximumFractionDigits: 6 }).format(value));
}

export { unitForPeople } from './unit-for-people';

/**
 * A calculation's input as entered, as the snapshot page, the comparison and the PDFs show it: its
 * unit after it, up to four decimals, Yes or No for a switch, a dash for a blank field.
 * @example formatReportInput({ value: 1500, unit: 'm²' }) // '1,500 m²'
 */
export function formatReportInput(input: Pick<ReportInput, 'value' | 'unit'>, locale = 'en-AU'): string {
  const { value, unit } = input;
  if (value === null) return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const text = typeof value === 'number' ? numberFormat(locale, { maximumFractionDigits: 4 }).format(value) : value;
  return unit ? `${text} ${unit}` : text;
}

/** Where option B leaves the wall against its target. */
export type ProgressState = 'further' | 'partway' | 'met' | 'exceeded';

/** A wall's Progress to Target as a client reads it: a bar that never leaves 0–100 and words for the rest. */
export interface ProgressForPeople {
  state: ProgressState;
  /** The bar's fill, 0–100: the real percentage capped. */
  bar: number;
  /** The state in words: "Further from target", "Towards target", "Target met", "Target exceeded". */
  words: string;
  /** The real percentage, stated with what it is a percentage of. */
  detail: string;
  /** Both on one line, for a table cell, a list, a PDF. */
  text: string;
}

/** The snapshot figures that are a wall's Progress to Target (at A1–A3, and at A1–A5 since issue 51): shown in words. */
export const PROGRESS_FIGURE_KEYS: readonly string[] = ['upfront.progressPercent', 'percentageReduction'];

/** Whether a snapshot figure is a Progress to Target, which pages show in words (and a bar), not as a bare percentage. */
export const isProgressFigure = (key: string | undefined): boolean =>
  key !== undefined && PROGRESS_FIGURE_KEYS.includes(key);

/**
 * Progress to Target (the engine's (A − B) ÷ (A − target) per m², 100 when option A already meets
 * the target) for people: −1,842.80 % reads "Further from target", 297 % reads "Target exceeded",
 * and the real percentage is said to be a share of the reduction the target needs.
 * @example progressForPeople(297, 2).text // 'Target exceeded: 297.00 % of the reduction needed'
 * @example progressForPeople(-1842.8, 2).text // 'Further from target: option B adds carbon, −1,842.80 % of the reduction needed'
 */
export function progressForPeople(percent: number, decimals = 2, locale = 'en-AU'): ProgressForPeople {
  const shown = withMinusSign(
    numberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(percent),
  );
  const ofNeeded = `${shown} % of the reduction needed`;
  const bar = Math.min(100, Math.max(0, percent));
  const state: ProgressState =
    percent < 0 ? 'further' : percent < 100 ? 'partway' : percent === 100 ? 'met' : 'exceeded';
  const [words, detail] = (
    {
      further: ['Further from target', `option B adds carbon, ${ofNeeded}`],
      partway: ['Towards target', `${shown} % of the way to target`],
      met: ['Target met', `${shown} % of the reduction needed`],
      exceeded: ['Target exceeded', ofNeeded],
    } as const
  )[state];
  return { state, bar, words, detail, text: state === 'partway' ? detail : `${words}: ${detail}` };
}
