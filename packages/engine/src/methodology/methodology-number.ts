/**
 * A number as the method's tables print it, on the page and in docs/methodology.md alike: the
 * engine's own digits (`String`, so nothing is rounded), with the whole part grouped in threes by
 * commas from 10,000 up, as en-AU writes it. The same in every JavaScript engine and locale.
 * @example methodologyNumber(20000) // '20,000'
 * @example methodologyNumber(12345.25) // '12,345.25'
 * @example methodologyNumber(1860) // '1860'
 */
export function methodologyNumber(n: number): string {
  const text = String(n);
  const parts = /^(-?)(\d{5,})(\.\d+)?$/.exec(text);
  if (!parts) return text;
  const [, sign = '', whole = '', fraction = ''] = parts;
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction}`;
}
