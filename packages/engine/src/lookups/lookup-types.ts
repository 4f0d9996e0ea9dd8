import type { Confidence, DatasetSummary } from '../datasets/dataset-types';

/** One option of a select, with its per-unit carbon on the requested dataset. */
export interface LookupOption {
  readonly key: string;
  readonly label: string;
  /** Per-unit carbon on the dataset (see `unit`), or null where no single number applies. */
  readonly carbon: number | null;
  /** e.g. 'kgCO2e/m² of wall'; null when `carbon` is null. */
  readonly unit: string | null;
  /** Citation per brief section 5 (a composite cites its component factors). */
  readonly source: string;
  readonly confidence: Confidence;
  /** Central cost rate, AUD ex GST per m², where one exists. */
  readonly costAud?: number;
  /** Walls only: the Total R-value of the build-up, m²K/W (engine src/thermal). */
  readonly rValue?: number;
}

export const LOOKUP_LIST_NAMES = [
  'wallTypes',
  'footingSystems',
  'lowCarbonConcrete',
  'floorStructures',
  'wallMaterials',
  'roofMaterials',
  'windowFrames',
  'glazing',
  'brickSuppliers',
  'concreteSuppliers',
] as const;
export type LookupListName = (typeof LOOKUP_LIST_NAMES)[number];

export type Lookups = { readonly dataset: DatasetSummary } & { readonly [K in LookupListName]: LookupOption[] };
