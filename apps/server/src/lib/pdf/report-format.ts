import {
  formatDateInZone,
  isProgressFigure,
  progressForPeople,
  withMinusSign,
  type SnapshotFigure,
} from '@embodied/contracts';
import { numberFormat } from '@embodied/engine';

/** Figures and inputs as the calculator pages show them (en-AU), units always written. */
const LOCALE = 'en-AU';

export function formatNumber(value: number, decimals: number): string {
  return withMinusSign(
    numberFormat(LOCALE, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value),
  );
}

const money = (value: number) =>
  withMinusSign(numberFormat(LOCALE, { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 }).format(value));

/** A figure as its page shows it; a wall's Progress to Target in words, as the wall page says it. */
export function formatFigure(f: Pick<SnapshotFigure, 'value' | 'unit' | 'decimals'> & { key?: string }): string {
  if (isProgressFigure(f.key)) return progressForPeople(f.value, f.decimals).text;
  switch (f.unit) {
    // Every cost is an estimate (engine COST_BASIS), said next to the number.
    case 'AUD':
      return `${money(f.value)} (estimate)`;
    case 'AUD/m²':
      return `${money(f.value)}/m² (estimate)`;
    case '%':
      return `${formatNumber(f.value, f.decimals)} %`;
    default:
      return `${formatNumber(f.value, f.decimals)} ${f.unit}`;
  }
}

/**
 * A date and time in the reader's time zone (their profile's), with the zone's name so that it
 * cannot be misread: "23 Nov 2026, 7:15 pm AEDT".
 */
export function formatDateTime(iso: string, timeZone: string): string {
  return formatDateInZone(iso, timeZone, LOCALE);
}
