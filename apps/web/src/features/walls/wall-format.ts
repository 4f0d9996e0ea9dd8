import { formatNumber } from '../../lib/format';

/** The wall page shows two decimals (spec section 9) and always its unit. */
export const kg = (v: number) => `${formatNumber(v, 2)} kgCO2e`;
export const perM2 = (v: number) => `${formatNumber(v, 2)} kgCO2e/m²`;
export const m = (v: number) => `${formatNumber(v, 2)} m`;
export const sqm = (v: number) => `${formatNumber(v, 2)} m²`;
export const percent = (v: number) => `${formatNumber(v, 2)} %`;
