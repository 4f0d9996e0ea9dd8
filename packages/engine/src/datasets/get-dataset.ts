import { AU_CONSERVATIVE_2026_11 } from './au-conservative-2026-11';
import { AU_HYBRID_2026_11 } from './au-hybrid-2026-11';
import { AU_TYPICAL_2026_11 } from './au-typical-2026-11';
import { DATASET_IDS, type DatasetId } from './dataset-ids';
import type { Dataset, DatasetSummary } from './dataset-types';
import { assertDatasetId } from '../validation/assert-dataset-id';

/** The current edition of each dataset. A new edition is a new file, swapped in here. */
const DATASETS: Readonly<Record<DatasetId, Dataset>> = {
  'au-typical': AU_TYPICAL_2026_11,
  'au-conservative': AU_CONSERVATIVE_2026_11,
  'au-hybrid': AU_HYBRID_2026_11,
};

/**
 * The full dataset (every factor with value, range, source row and confidence).
 * Throws {@link EngineInputError} for an unknown id.
 * @example getDataset('au-typical').factors.clayBrick_kg?.value // 0.184 kgCO2e/kg (NMEFD row 41 Average)
 */
export function getDataset(id: DatasetId): Dataset {
  assertDatasetId(id);
  return DATASETS[id];
}

/**
 * The picker's view of a dataset.
 * @example summarizeDataset(getDataset('au-hybrid')).hasRange // false
 */
export function summarizeDataset(dataset: Dataset): DatasetSummary {
  const { id, version, label, description, publisher, licenceStatus, attribution, hasRange } = dataset;
  return { id, version, label, description, publisher, licenceStatus, attribution, hasRange };
}

/**
 * All datasets, default first.
 * @example listDatasets().map((d) => d.id) // ['au-typical', 'au-conservative', 'au-hybrid']
 */
export function listDatasets(): DatasetSummary[] {
  return DATASET_IDS.map((id) => summarizeDataset(DATASETS[id]));
}
