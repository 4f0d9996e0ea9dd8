import { numberFormat } from '../intl-formats';

/** A numeric input bound. `minExclusive` means the value must be strictly greater than `min`. */
export interface Limit {
  readonly min: number;
  readonly max: number;
  readonly minExclusive?: boolean;
  readonly unit: string;
  readonly reason: string;
}

/**
 * Input bounds shared by the engine's validation and the API contracts (zod). Values outside them
 * raise {@link EngineInputError}; every value inside gives finite, non-negative carbon.
 */
export const LIMITS = {
  wallLength: {
    min: 0,
    max: 1000,
    minExclusive: true,
    unit: 'm',
    reason:
      'One wall location; 0 m is no wall (leave the location empty to exclude it); 1 km is far beyond any dwelling wall, yet keeps the form forgiving.',
  },
  wallHeight: {
    min: 0,
    max: 100,
    minExclusive: true,
    unit: 'm',
    reason:
      'A wall location height; 0 m is no wall (leave it empty to exclude the location); 100 m covers any low- or mid-rise wall the product could meet.',
  },
  wallLocations: {
    min: 0,
    max: 100,
    unit: 'locations',
    reason: 'The wall form lists locations by hand; 100 bounds request size. 0 gives the area-1 fallback.',
  },
  targetReduction: {
    min: 0,
    max: 10000,
    unit: 'kgCO2e/m²',
    reason:
      'Target intensity per m² of wall; the worst wall type is ~172 kgCO2e/m² (au-conservative), so 10,000 is generous.',
  },
  slabArea: {
    min: 0,
    max: 100000,
    minExclusive: true,
    unit: 'm²',
    reason:
      'Slab area; 0 m² is no slab and is refused (issue 47: a 0 m² slab was calculated and saved), though the formulas give all outputs 0; 10 ha bounds the sqrt/ceil geometry.',
  },
  depthMm: {
    min: 0,
    max: 3000,
    unit: 'mm',
    reason: 'Founding depth; 3000 mm is the deepest case the footing model covers.',
  },
  complexity: {
    min: 0,
    max: 25,
    unit: '%',
    reason: 'Complexity allowance, one of 0, 5, 10, 15, 20, 25 %.',
  },
  groundFloorArea: {
    min: 0,
    max: 10000,
    minExclusive: true,
    unit: 'm²',
    reason:
      'A dwelling stands on its ground floor, so 0 m² is refused (a first floor may be 0); 10,000 m² is far above any dwelling storey.',
  },
  floorArea: {
    min: 0,
    max: 10000,
    unit: 'm²',
    reason: 'Floor area per storey; 0 skips the storey; 10,000 m² is far above any dwelling storey.',
  },
  ceilingHeight: {
    min: 0,
    max: 10,
    minExclusive: true,
    unit: 'm',
    reason: 'Storey ceiling height; must be positive, and 10 m is beyond any dwelling storey.',
  },
  windowPercent: {
    min: 0,
    max: 100,
    unit: '%',
    reason: 'Window share of the gross external wall, a percentage.',
  },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;

/** A bound as people read it: en-AU digit groups ("10,000"), no trailing zeros. */
const boundFormat = () => numberFormat('en-AU', { maximumFractionDigits: 6 });

/**
 * Human text for a bound, e.g. "between 0 and 1,000 m".
 * @example describeLimit(LIMITS.ceilingHeight) // 'greater than 0 and at most 10 m'
 */
export function describeLimit(limit: Limit): string {
  const min = boundFormat().format(limit.min);
  const max = boundFormat().format(limit.max);
  return limit.minExclusive
    ? `greater than ${min} and at most ${max} ${limit.unit}`
    : `between ${min} and ${max} ${limit.unit}`;
}
