import { formatMoney, formatNumber } from '../../lib/format';
import type { DwellingScope } from '@embodied/engine';
import { useCurrentUser } from '../../lib/use-current-user';

/** A dwelling scope in words, as the optimizer's texts name it. */
export const scopeWords = (scope: DwellingScope): string => (scope === 'whole-house' ? 'whole house' : 'cold shell');

export interface Formats {
  /** Whole kgCO2e with its unit. */
  kg: (v: number) => string;
  /** Tonnes CO2e, 1 dp. */
  tonnes: (v: number) => string;
  /** Whole money in the user's currency. */
  money: (v: number) => string;
  /** A signed change: −1.2 t CO2e / +$800. */
  deltaCarbon: (v: number) => string;
  deltaMoney: (v: number) => string;
  number: (v: number, dp?: number) => string;
  locale: string;
  currency: string;
}

/** Number formats in the signed-in user's locale and currency (AUD by default; spec section 9: 0 dp on the optimizer). */
export function useFormats(): Formats {
  const user = useCurrentUser().data;
  const locale = user?.locale ?? 'en-AU';
  const currency = user?.currency ?? 'AUD';
  const sign = (v: number) => (v < 0 ? '−' : v > 0 ? '+' : '');
  const tonnes = (v: number) => `${formatNumber(v / 1000, 1, locale)} t CO2e`;
  return {
    kg: (v) => `${formatNumber(v, 0, locale)} kgCO2e`,
    tonnes,
    money: (v) => formatMoney(v, currency, locale),
    deltaCarbon: (v) =>
      Math.abs(v) >= 1000
        ? `${sign(v)}${tonnes(Math.abs(v))}`
        : `${sign(v)}${formatNumber(Math.abs(v), 0, locale)} kg CO2e`,
    deltaMoney: (v) =>
      Math.round(v) === 0
        ? `${formatMoney(0, currency, locale)}`
        : `${sign(v)}${formatMoney(Math.abs(v), currency, locale)}`,
    number: (v, dp = 0) => formatNumber(v, dp, locale),
    locale,
    currency,
  };
}
