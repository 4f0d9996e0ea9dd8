import type { Dataset, FactorKey } from '../datasets/dataset-types';
import type { Confidence } from '../datasets/dataset-types';

/** A factor ready to multiply: range filled in (min = max = value when the dataset has none). */
export interface ResolvedFactor {
  readonly key: string;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  readonly unit: string;
  readonly sourceId: string;
  readonly sourceRow: string;
  readonly citation: string;
  readonly confidence: Confidence;
}

/** Looks a factor key up on one basis. Swappable, so a supplier can override ready-mix keys. */
export type FactorResolver = (key: FactorKey) => ResolvedFactor;

/**
 * The plain resolver of a dataset. Ranges follow brief section 3: `min ?? value`, `max ?? value`.
 * Throws if a model asks a dataset for a key it does not carry (a programming error).
 * @example datasetResolver(getDataset('au-typical'))('clayBrick_kg').max // 0.387
 */
export function datasetResolver(dataset: Dataset): FactorResolver {
  return (key) => {
    const f = dataset.factors[key];
    if (!f) throw new Error(`Dataset ${dataset.id} has no factor ${key}`);
    return {
      key: f.key,
      value: f.value,
      min: f.min ?? f.value,
      max: f.max ?? f.value,
      unit: f.unit,
      sourceId: f.sourceId,
      sourceRow: f.sourceRow,
      citation: f.citation,
      confidence: f.confidence,
    };
  };
}

/**
 * Wraps a resolver so that some keys resolve to other factors (supplier EPDs, fly-ash keys).
 * @example withOverrides(base, { concrete25MPa_m3: boralN25 })('concrete25MPa_m3') === boralN25
 */
export function withOverrides(
  base: FactorResolver,
  overrides: Readonly<Partial<Record<FactorKey, ResolvedFactor>>>,
): FactorResolver {
  return (key) => overrides[key] ?? base(key);
}
