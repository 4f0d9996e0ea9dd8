/**
 * A number written as digits (by `String` or `toFixed`), its whole part grouped in threes by commas
 * from 1,000 up, as en-AU writes it (and as `Intl.NumberFormat('en-AU')` groups), the same in every
 * runtime whatever its locale data. Other text (an exponent form) is returned as it is.
 * @example groupDigits('20000') // '20,000'
 * @example groupDigits('1234.50') // '1,234.50'
 */
export function groupDigits(text: string): string {
  const parts = /^(-?)(\d{4,})(\.\d+)?$/.exec(text);
  if (!parts) return text;
  const [, sign = '', whole = '', fraction = ''] = parts;
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction}`;
}

/**
 * A number's digits as JavaScript prints them (nothing is rounded), grouped ({@link groupDigits}).
 * The methodology page and docs/methodology.md print every number of their tables with it; text
 * that rounds first passes the rounded number.
 * @example digitsForPeople(20000) // '20,000'
 * @example digitsForPeople(741.5480000000001) // '741.5480000000001'
 */
export const digitsForPeople = (n: number): string => groupDigits(String(n));
