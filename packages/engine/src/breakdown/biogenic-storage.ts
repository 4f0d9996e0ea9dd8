/**
 * Biogenic carbon stored in timber and wood products (issue 49): reported as its own line, in
 * kgCO2e stored, never netted off a total. Values: NMEFD v2025.1, sheet 'Emission Factors database',
 * column P 'Upfront carbon storage - Average EF (kgCO2e/declared unit)'. NABERS counts storage only
 * where the product lasts more than 20 years in the building and comes from a sustainably managed
 * forest (the rows' notes); the product shows it as information, whatever the dataset.
 */
import type { FactorKey } from '../datasets/dataset-types';
import type { BreakdownLine } from './breakdown-types';

interface Storage {
  /** kgCO2e stored per m³ of product. */
  readonly perM3: number;
  readonly sourceRow: string;
}

const row = (n: number, name: string) =>
  `NMEFD v2025.1, sheet 'Emission Factors database' row ${n}: ${name} (column P, Average EF)`;

/** Storage per m³ of the wood products the models use (the same in every dataset: it is the wood's carbon). */
export const BIOGENIC_STORAGE: Readonly<Partial<Record<FactorKey, Storage>>> = {
  softwood_m3: { perM3: 857, sourceRow: row(32, 'Timber / Softwood') },
  hardwood_m3: { perM3: 1170, sourceRow: row(33, 'Timber / Hardwood') },
  particleboard_m3: { perM3: 1140, sourceRow: row(36, 'Timber (engineered) / Particleboard') },
  timberWeatherboard_m3: { perM3: 848, sourceRow: row(57, 'Timber cladding / Timber weatherboards') },
};

/**
 * kgCO2e stored in the wood of some lines: Σ m³ × storage per m³. Window frames are whole products
 * without a storage figure and count as none.
 * @example biogenicStorageOf([]) // 0
 */
export function biogenicStorageOf(lines: Iterable<Pick<BreakdownLine, 'factorKey' | 'quantity' | 'unit'>>): number {
  let stored = 0;
  for (const l of lines) {
    const s = BIOGENIC_STORAGE[l.factorKey as FactorKey];
    if (s && l.unit === 'm3') stored += l.quantity * s.perM3;
  }
  return stored;
}

/** The lines of some breakdown elements, for {@link biogenicStorageOf}. */
export function* linesOf(elements: Iterable<{ readonly lines: readonly BreakdownLine[] }>): Generator<BreakdownLine> {
  for (const e of elements) yield* e.lines;
}
