import {
  toEngineDwellingInput,
  toEngineOptimizeInput,
  toSeedOptimizeResult,
  type DwellingOutputs,
  type OptimizeRequest,
  type ParetoRequest,
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

/** The estimate (seed field names in, the engine's result out): what a dwelling snapshot stores. */
export function computeDwellingOutputs(
  body: Omit<OptimizeRequest, 'project' | 'datasetId'>,
  datasetId: DatasetId,
): DwellingOutputs {
  const { brickworksNetOfOffsets, ...fields } = body;
  return estimateDwelling({ ...toEngineDwellingInput(fields), brickworksNetOfOffsets }, datasetId);
}

/** The exact carbon–cost Pareto search, under the API's field names. */
export function searchDwellingDesigns(body: Omit<ParetoRequest, 'datasetId'>, datasetId: DatasetId) {
  const { datasetId: _used, ...result } = toSeedOptimizeResult(
    optimizeDwelling(toEngineOptimizeInput(body), datasetId),
  );
  return { dataset: dwellingDataset(datasetId), engineVersion: ENGINE_VERSION, ...result };
}
