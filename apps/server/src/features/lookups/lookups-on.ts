import { getLookups, isEngineInputError, type DatasetId, type Lookups } from '@embodied/engine';
import { AppError } from '../../http/app-error';

// The lists are pure functions of the dataset (and the engine build), so each is computed once.
const cache = new Map<DatasetId, Lookups>();

/**
 * Every option list on `datasetId` (the engine's getLookups, memoised). An engine input error
 * (an unknown dataset) becomes a 400 naming the `dataset` parameter.
 */
export function lookupsOn(datasetId: DatasetId): Lookups {
  let lookups = cache.get(datasetId);
  if (!lookups) {
    try {
      lookups = getLookups(datasetId);
    } catch (err) {
      if (isEngineInputError(err)) {
        throw new AppError('invalid_request', 'The request has a field to fix: dataset.', err.issues.map((i) => ({ path: 'dataset', message: i.message })));
      }
      throw err;
    }
    cache.set(datasetId, lookups);
  }
  return lookups;
}
