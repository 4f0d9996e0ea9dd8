import {
  toEngineDwellingInput,
  toEngineOptimizeInput,
  toSeedOptimizeResult,
  type DwellingOutputs,
  type DwellingSnapshotContent,
  type ParetoRequest,
  type UsedCustomProduct,
} from '@embodied/contracts';
import {
  ENGINE_VERSION,
  estimateDwelling,
  getDataset,
  optimizeDwelling,
  summarizeDataset,
  type DatasetId,
} from '@embodied/engine';

/** The dataset as the optimizer's answers describe it. */
export function dwellingDataset(id: DatasetId) {
  const { version, label, attribution, licenceStatus, hasRange } = summarizeDataset(getDataset(id));
  return { id, version, label, attribution, licenceStatus, hasRange };
}

/**
 * The estimate (seed field names in, the engine's result out): what a dwelling snapshot stores,
 * with the custom products (user-supplied EPDs) the snapshot keeps.
 */
export function computeDwellingOutputs(
  body: Omit<DwellingSnapshotContent['inputs'], 'project' | 'datasetId'>,
  datasetId: DatasetId,
): DwellingOutputs {
  const { brickworksNetOfOffsets, customProductIds: _ids, customProducts, ...fields } = body;
  const { noEpdDefault, ...result } = estimateDwelling(
    { ...toEngineDwellingInput(fields), brickworksNetOfOffsets },
    datasetId,
    customProducts ?? [],
  );
  return {
    ...result,
    noEpdDefaultTotalCO2e: noEpdDefault.totalCO2e,
    noEpdDefaultCO2ePerm2: noEpdDefault.cO2ePerm2,
  };
}

/** The exact carbon–cost Pareto search, under the API's field names. */
export function searchDwellingDesigns(
  body: Omit<ParetoRequest, 'datasetId'>,
  datasetId: DatasetId,
  products: readonly UsedCustomProduct[] = [],
) {
  const { customProductIds: _ids, ...fields } = body;
  const { datasetId: _used, ...result } = toSeedOptimizeResult(
    optimizeDwelling(toEngineOptimizeInput(fields), datasetId, products),
  );
  return { dataset: dwellingDataset(datasetId), engineVersion: ENGINE_VERSION, ...result };
}
