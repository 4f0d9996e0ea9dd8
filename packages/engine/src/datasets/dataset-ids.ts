/** The three carbon bases (data brief 2025.1-brief-1, section 3). */
export const DATASET_IDS = ['au-typical', 'au-conservative', 'au-hybrid'] as const;
export type DatasetId = (typeof DATASET_IDS)[number];

/** The product default: NMEFD v2025.1 Average with Min–Max ranges (brief section 3). */
export const DEFAULT_DATASET_ID: DatasetId = 'au-typical';

/**
 * The basis of the 'no-EPD default' figure shown beside every total: NMEFD v2025.1's Default
 * (uncertainty adjusted) column, which NABERS uses for a product without an EPD (issue 49).
 */
export const NO_EPD_DEFAULT_DATASET_ID: DatasetId = 'au-conservative';

/**
 * Type guard for dataset ids.
 * @example isDatasetId('au-hybrid') // true
 * @example isDatasetId('epic') // false
 */
export function isDatasetId(x: unknown): x is DatasetId {
  return (DATASET_IDS as readonly unknown[]).includes(x);
}
