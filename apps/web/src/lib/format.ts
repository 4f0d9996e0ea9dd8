import { withMinusSign } from '@embodied/contracts';
import { dateTimeFormat, numberFormat } from '@embodied/engine';

/** Numbers for people: en-AU by default, units always shown, a true minus sign. */
export const DEFAULT_LOCALE = 'en-AU';
export const DEFAULT_CURRENCY = 'AUD';

/** Intl's number, with a true minus sign (U+2212) for a negative one. */
export function formatNumber(value: number, decimals: number, locale = DEFAULT_LOCALE): string {
  return withMinusSign(
    numberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      minimumIntegerDigits: 1,
    }).format(value),
  );
}

export function formatCarbon(value: number, decimals = 0, locale = DEFAULT_LOCALE): string {
  return `${formatNumber(value, decimals, locale)} kgCO2e`;
}

export function formatIntensity(value: number, decimals = 2, locale = DEFAULT_LOCALE): string {
  return `${formatNumber(value, decimals, locale)} kgCO2e/m²`;
}

export function formatTonnes(kg: number, decimals = 1, locale = DEFAULT_LOCALE): string {
  return `${formatNumber(kg / 1000, decimals, locale)} t CO2e`;
}

export function formatMoney(value: number, currency = DEFAULT_CURRENCY, locale = DEFAULT_LOCALE, decimals = 0): string {
  return withMinusSign(
    numberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(value),
  );
}

export function formatPercent(value: number, decimals = 0, locale = DEFAULT_LOCALE): string {
  return `${formatNumber(value, decimals, locale)} %`;
}

export function formatDate(iso: string, locale = DEFAULT_LOCALE): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/**
 * A date and time in a time zone, with the zone named so that a printed time cannot be misread
 * ("23 Nov 2026, 7:15 pm AEDT"): the user's profile zone, else this browser's. The PDFs say the
 * same (both take it from contracts).
 */
export { formatDateInZone } from '@embodied/contracts';
