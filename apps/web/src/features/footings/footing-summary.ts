import { formatNumber, formatPercent, formatTonnes } from '../../lib/format';

/** A carbon amount for a sentence: tonnes from 1 t up ("2.0 t CO2e"), whole kg below ("613 kgCO2e"). */
export function formatAmount(kg: number): string {
  return Math.abs(kg) >= 1000 ? formatTonnes(kg, 1) : `${formatNumber(kg, 0)} kgCO2e`;
}

/**
 * The comparison in plain words, from the whole-kg figures the results box shows.
 * @example describeComparison(9681, 7676) // 'The alternate saves 2.0 t CO2e, 21 % of business as usual.'
 * @example describeComparison(9681, 10294) // 'The alternate adds 613 kgCO2e, 6 % more than business as usual.'
 */
export function describeComparison(bauValue: number, afsValue: number): string {
  const difference = bauValue - afsValue;
  if (bauValue === 0 && afsValue === 0)
    return 'Both systems come to 0 kgCO2e. Enter a slab area above 0 m² to compare them.';
  if (difference === 0) return 'The alternate comes to the same carbon as business as usual.';
  const amount = formatAmount(Math.abs(difference));
  if (bauValue === 0) return `The alternate adds ${amount}; business as usual comes to 0 kgCO2e.`;
  const share = formatPercent((Math.abs(difference) / bauValue) * 100, 0);
  return difference > 0
    ? `The alternate saves ${amount}, ${share} of business as usual.`
    : `The alternate adds ${amount}, ${share} more than business as usual.`;
}
