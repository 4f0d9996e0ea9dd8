import { DATASET_IDS, type DatasetId } from '../datasets/dataset-ids';
import { IssueCollector } from './issue-collector';

/** Records an issue unless `id` is a known dataset id (`undefined` means the default). */
export function checkDatasetId(issues: IssueCollector, id: unknown): boolean {
  if (id === undefined) return true;
  return issues.oneOf('datasetId', id, DATASET_IDS, 'dataset');
}

/**
 * Throws {@link EngineInputError} unless `id` is a known dataset id.
 * @example assertDatasetId('au-typical') // passes
 */
export function assertDatasetId(id: unknown): asserts id is DatasetId {
  const issues = new IssueCollector();
  issues.oneOf('datasetId', id, DATASET_IDS, 'dataset');
  issues.throwIfAny();
}
