import type { Confidence } from '../datasets/dataset-types';

/** A number used by a quantity model, with its unit and where it comes from. */
export interface GeometryConstant {
  readonly value: number;
  readonly unit: string;
  readonly confidence: Confidence;
  readonly basis: string;
}
