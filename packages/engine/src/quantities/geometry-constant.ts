import type { Confidence } from '../datasets/dataset-types';

/** A number used by a quantity model, with its unit and where it comes from. */
export interface GeometryConstant {
  readonly value: number;
  readonly unit: string;
  readonly confidence: Confidence;
  readonly basis: string;
}

/**
 * A constant that is our own stated assumption.
 * @example estimate(0.3, 'm', '300 mm blinding').confidence // 'estimate'
 */
export function estimate(value: number, unit: string, basis: string): GeometryConstant {
  return { value, unit, confidence: 'estimate', basis };
}
