import { formatNumber, formatPercent, formatTonnes } from '../../lib/format';

/** A carbon amount for a sentence: tonnes from 1 t up ("2.0 t CO2e"), whole kg below ("613 kgCO2e"). */
export function formatAmount(kg: number): string {
  return Math.abs(kg) >= 1000 ? formatTonnes(kg, 1) : `${formatNumber(kg, 0)} kgCO2e`;
}

/**
 * The comparison in plain words, from the whole-kg figures the results box shows, or (with
 * `modules`) from the totals at those modules, which the sentence then names.
 * @example describeComparison(9681, 7676) // 'The alternate saves 2.0 t CO2e, 21 % of business as usual.'
 * @example describeComparison(9681, 10294) // 'The alternate adds 613 kgCO2e, 6 % more than business as usual.'
 * @example describeComparison(10000, 7000, 'A1–A5') // 'The alternate saves 3.0 t CO2e at A1–A5, 30 % of business as usual.'
 */
export function describeComparison(bauValue: number, afsValue: number, modules?: 'A1–A5'): string {
  const difference = bauValue - afsValue;
  const at = modules ? ` at ${modules}` : '';
  if (bauValue === 0 && afsValue === 0)
    return 'Both systems come to 0 kgCO2e. Enter a slab area above 0 m² to compare them.';
  if (difference === 0) return `The alternate comes to the same carbon as business as usual${at}.`;
  const amount = formatAmount(Math.abs(difference)) + at;
  if (bauValue === 0) return `The alternate adds ${amount}; business as usual comes to 0 kgCO2e.`;
  const share = formatPercent((Math.abs(difference) / bauValue) * 100, 0);
  return difference > 0
    ? `The alternate saves ${amount}, ${share} of business as usual.`
    : `The alternate adds ${amount}, ${share} more than business as usual.`;
}

/**
 * The page's sentence for a comparison: at A1–A5 where the result has its upfront modules (issue 51),
 * else (a snapshot saved before them) at A1–A3 as it was saved.
 */
export function describeFigures(figures: {
  readonly bauValue: number;
  readonly afsValue: number;
  readonly upfront?: { readonly bau: { readonly a1a5: number }; readonly afs: { readonly a1a5: number } };
}): string {
  return figures.upfront
    ? describeComparison(figures.upfront.bau.a1a5, figures.upfront.afs.a1a5, 'A1–A5')
    : describeComparison(figures.bauValue, figures.afsValue);
}
