/**
 * The published index the cost rates are escalated with (issue #49, point 10).
 *
 * Source: ABS, 6427.0 Producer Price Indexes, Australia, Table 17 "Output of the Construction
 * industries, subdivision and class index numbers", series A2333652F "3011 House construction
 * Australia" (original, quarterly, 2011–12 = 100.0), the workbook whose series ends with the March
 * quarter 2026 (6427017.xlsx). It measures the prices house builders receive for new houses, all
 * states weighted together: the nearest published index to a builder's price for a house's shell.
 */

/** A quarter's index number, as printed in the workbook. */
export interface IndexQuarter {
  /** The quarter's last month, `YYYY-MM`. */
  readonly quarter: string;
  readonly index: number;
}

export const COST_INDEX_SOURCE =
  'ABS 6427.0 Producer Price Indexes, Australia, Table 17, series A2333652F “3011 House construction Australia” (2011–12 = 100)';

/** Consecutive quarters' index numbers from the March quarter of `year`, as the workbook lists them. */
function quartersFrom(year: number, indexes: readonly number[]): IndexQuarter[] {
  return indexes.map((index, i) => ({
    quarter: `${year + Math.floor(i / 4)}-${String(((i % 4) + 1) * 3).padStart(2, '0')}`,
    index,
  }));
}

/**
 * The rates' own period: the data brief prices every rate "supply and install, 2023–25", so their
 * base is the mean of the index over those twelve quarters (March 2023 to December 2025).
 */
export const PRICED_QUARTERS: readonly IndexQuarter[] = quartersFrom(
  2023,
  [163.1, 164.7, 166.3, 168.4, 170.1, 171.8, 173.6, 173.1, 171.9, 172.4, 174.5, 177.1],
);

/** The latest quarter in the workbook read: the date every escalated rate is priced at. */
export const LATEST_QUARTER: IndexQuarter = { quarter: '2026-03', index: 179.0 };

/** The period the rates were priced in, in words. */
export const PRICED_PERIOD = '2023–25';

/** The date every escalated rate is priced at, in words. */
export const ESCALATED_TO = 'March quarter 2026';

/**
 * The mean index over the priced quarters.
 * @example pricedIndex() // 170.58 (to two decimals)
 */
export function pricedIndex(): number {
  return PRICED_QUARTERS.reduce((sum, q) => sum + q.index, 0) / PRICED_QUARTERS.length;
}

/**
 * What a rate priced in 2023–25 is multiplied by to price it in the latest quarter.
 * @example costEscalation() // 179.0 ÷ 170.58 ≈ 1.0493
 */
export function costEscalation(): number {
  return LATEST_QUARTER.index / pricedIndex();
}
