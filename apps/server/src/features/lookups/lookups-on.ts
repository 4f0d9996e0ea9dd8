import { getLookups, type DatasetId, type Lookups } from '@embodied/engine';

// The lists are pure functions of the dataset (and the engine build), so each is computed once.
const cache = new Map<DatasetId, Lookups>();

/** Every option list on `datasetId` (the engine's getLookups, memoised). The query schema has already checked the id. */
export function lookupsOn(datasetId: DatasetId): Lookups {
  let lookups = cache.get(datasetId);
  if (!lookups) {
    lookups = getLookups(datasetId);
    cache.set(datasetId, lookups);
  }
  return lookups;
}
