import type { Confidence, DatasetId, FactorUnit, Methodology } from '@embodied/engine';
import { digitsForPeople } from '@embodied/engine';

/** One emission factor of one dataset, flattened for the searchable table. */
export interface FactorRow {
  /** Unique across datasets: `<dataset>:<key>`. */
  readonly id: string;
  readonly datasetId: DatasetId;
  readonly key: string;
  readonly value: number;
  readonly unit: FactorUnit;
  readonly min: number | undefined;
  readonly max: number | undefined;
  readonly confidence: Confidence;
  /** Display citation (brief section 5 format) with the source id, as in docs/methodology.md. */
  readonly source: string;
  /** The source's own row name, with its version and column. */
  readonly sourceRow: string;
  /** Derivation of an estimate, stand-in flag and note, joined. */
  readonly note: string;
  /** Lower-cased text the search box matches against. */
  readonly haystack: string;
}

export type DatasetFilter = DatasetId | 'all';
export type ConfidenceFilter = Confidence | 'all';

export interface FactorFilter {
  readonly query: string;
  readonly dataset: DatasetFilter;
  readonly confidence: ConfidenceFilter;
}

/** Every factor of every dataset, in dataset order then the engine's key order. */
export function factorRows(methodology: Pick<Methodology, 'datasets'>): FactorRow[] {
  return methodology.datasets.flatMap((d) =>
    d.factors.map((f): FactorRow => {
      const source = `${f.citation} (${f.sourceId})`;
      const note = [f.derivation, f.standIn ? 'stand-in: NMEFD Default' : undefined, f.note].filter(Boolean).join('; ');
      return {
        id: `${d.id}:${f.key}`,
        datasetId: d.id,
        key: f.key,
        value: f.value,
        unit: f.unit,
        min: f.min,
        max: f.max,
        confidence: f.confidence,
        source,
        sourceRow: f.sourceRow,
        note,
        haystack: [
          d.id,
          f.key,
          String(f.value),
          digitsForPeople(f.value),
          f.unit,
          f.confidence,
          source,
          f.sourceRow,
          note,
        ]
          .join(' ')
          .toLowerCase(),
      };
    }),
  );
}

/**
 * The rows that pass the dataset and confidence filters and contain every word of the query
 * (case-insensitive, in any field: key, value, unit, source, row name, derivation).
 * @example filterFactorRows(rows, { query: 'clay brick', dataset: 'au-typical', confidence: 'all' }) // clayBrick_kg (and reclaimed brick, whose row names clay bricks)
 */
export function filterFactorRows(rows: readonly FactorRow[], filter: FactorFilter): FactorRow[] {
  const words = filter.query.toLowerCase().split(/\s+/).filter(Boolean);
  return rows.filter(
    (r) =>
      (filter.dataset === 'all' || r.datasetId === filter.dataset) &&
      (filter.confidence === 'all' || r.confidence === filter.confidence) &&
      words.every((w) => r.haystack.includes(w)),
  );
}
