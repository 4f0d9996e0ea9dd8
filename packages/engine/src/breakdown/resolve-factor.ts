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

/** Each dataset's resolver, with every factor it has resolved (frozen: callers share them). */
const RESOLVERS = new WeakMap<Dataset, FactorResolver>();

/**
 * The plain resolver of a dataset. Ranges follow brief section 3: `min ?? value`, `max ?? value`.
 * Throws if a model asks a dataset for a key it does not carry (a programming error). One resolver
 * per dataset, which resolves each key once: every calculation asks for the same few factors.
 * @example datasetResolver(getDataset('au-typical'))('clayBrick_kg').max // 0.387
 */
export function datasetResolver(dataset: Dataset): FactorResolver {
  const known = RESOLVERS.get(dataset);
  if (known) return known;
  const resolved = new Map<FactorKey, ResolvedFactor>();
  const resolver: FactorResolver = (key) => {
    const hit = resolved.get(key);
    if (hit) return hit;
    const f = dataset.factors[key];
    if (!f) throw new Error(`Dataset ${dataset.id} has no factor ${key}`);
    const factor: ResolvedFactor = Object.freeze({
      key: f.key,
      value: f.value,
      min: f.min ?? f.value,
      max: f.max ?? f.value,
      unit: f.unit,
      sourceId: f.sourceId,
      sourceRow: f.sourceRow,
      citation: f.citation,
      confidence: f.confidence,
    });
    resolved.set(key, factor);
    return factor;
  };
  RESOLVERS.set(dataset, resolver);
  return resolver;
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
