import { getLookups, type DatasetId } from '@embodied/engine';
import type { Lookups } from '@embodied/contracts';

// The lists are pure functions of the dataset (and the engine build), so each is computed once.
const cache = new Map<DatasetId, Lookups>();

/**
 * Every option list on `datasetId` (the engine's getLookups, memoised). The query schema has already
 * checked the id. The engine builds each list from the same key constants the contracts' value lists
 * are (contracts' VALUE_LISTS), so its keys are those lists' values: apps/server/test/lookups.test.ts
 * and openapi-answers.test.ts check every key of every list against the document.
 */
export function lookupsOn(datasetId: DatasetId): Lookups {
  let lookups = cache.get(datasetId);
  if (!lookups) {
    lookups = getLookups(datasetId) as Lookups;
    cache.set(datasetId, lookups);
  }
  return lookups;
}
