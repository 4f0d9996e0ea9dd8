import { kgCO2ePerM2, type KgCO2ePerM2 } from '../units';
import type { BreakdownLine } from './breakdown-types';
import { sumLines } from './compute-lines';

/** Carbon per unit of an element (per m² of wall, floor, roof or window), with its lines. */
export interface UnitCarbon<K extends string = string> {
  readonly key: K;
  readonly label: string;
  /** Central kgCO2e per m² (of wall / floor / roof / window opening). */
  readonly perM2: KgCO2ePerM2;
  readonly min: KgCO2ePerM2;
  readonly max: KgCO2ePerM2;
  /** What the m² is of, e.g. 'kgCO2e/m² of wall'. */
  readonly unit: string;
  /** Lines per 1 unit: quantities and kgCO2e are per m². */
  readonly lines: readonly BreakdownLine[];
}

/** Builds a frozen per-unit result whose totals are the sums of its lines. */
export function unitCarbonOf<K extends string>(
  key: K,
  label: string,
  unit: string,
  lines: readonly BreakdownLine[],
): UnitCarbon<K> {
  const s = sumLines(lines);
  return Object.freeze({
    key,
    label,
    perM2: kgCO2ePerM2(s.kgCO2e),
    min: kgCO2ePerM2(s.min),
    max: kgCO2ePerM2(s.max),
    unit,
    lines: Object.freeze(lines.map((l) => Object.freeze(l))),
  });
}

/**
 * Memoises a pure function of string arguments. Results must be immutable (they are frozen).
 * @example const f = memoize((a: string) => ({ a })); f('x') === f('x') // true
 */
export function memoize<A extends readonly string[], R>(fn: (...args: A) => R): (...args: A) => R {
  const cache = new Map<string, R>();
  return (...args: A) => {
    const key = args.join('\u0000');
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const value = fn(...args);
    cache.set(key, value);
    return value;
  };
}
