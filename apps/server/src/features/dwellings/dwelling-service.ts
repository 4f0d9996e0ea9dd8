import {
  toEngineDwellingInput,
  toEngineOptimizeInput,
  toSeedOptimizeResult,
  type DwellingOutputs,
  type DwellingSnapshotContent,
  PARETO_DEFAULT_MODULES,
  type ParetoRequest,
  type UsedCustomProduct,
} from '@embodied/contracts';
import {
  ENGINE_VERSION,
  estimateDwelling,
  FLOOR_DEFAULT_CLIMATE_ZONE,
  getDataset,
  isClimateZone,
  optimizeDwelling,
  summarizeDataset,
  type ClimateZone,
  type DatasetId,
} from '@embodied/engine';

/** The dataset as the optimizer's answers describe it. */
export function dwellingDataset(id: DatasetId) {
  const { version, label, attribution, licenceStatus, hasRange } = summarizeDataset(getDataset(id));
  return { id, version, label, attribution, licenceStatus, hasRange };
}

/**
 * The estimate (seed field names in, the engine's result out): what a dwelling snapshot stores,
 * with the custom products (user-supplied EPDs) the snapshot keeps. The route fills in the climate
 * zone it resolved; a snapshot saved before floors carried insulation has none, and is recomputed
 * in the product default zone (FLOOR_DEFAULT_CLIMATE_ZONE; the recalculation says so).
 */
export function computeDwellingOutputs(
  body: Omit<DwellingSnapshotContent['inputs'], 'project' | 'datasetId'>,
  datasetId: DatasetId,
): DwellingOutputs {
  const { brickworksNetOfOffsets, climateZone, customProductIds: _ids, customProducts, ...fields } = body;
  const {
    noEpdDefault,
    noEpdDefaultUpfront,
    scope: _scope,
    upfront,
    ...result
  } = estimateDwelling(
    {
      ...toEngineDwellingInput(fields),
      brickworksNetOfOffsets,
      climateZone: isClimateZone(climateZone) ? climateZone : FLOOR_DEFAULT_CLIMATE_ZONE,
    },
    datasetId,
    customProducts ?? [],
  );
  return {
    ...result,
    noEpdDefaultTotalCO2e: noEpdDefault.totalCO2e,
    noEpdDefaultCO2ePerm2: noEpdDefault.cO2ePerm2,
    upfront: { ...upfront, noEpdDefault: noEpdDefaultUpfront },
  };
}

/** The exact carbon–cost Pareto search, under the API's field names; `modules` defaults to A1–A5 (PARETO_DEFAULT_MODULES). */
export function searchDwellingDesigns(
  body: Omit<ParetoRequest, 'datasetId' | 'climateZone'> & { climateZone: ClimateZone },
  datasetId: DatasetId,
  customProducts: readonly UsedCustomProduct[] = [],
) {
  const { customProductIds: _ids, ...fields } = body;
  const { datasetId: _used, ...result } = toSeedOptimizeResult(
    optimizeDwelling(
      toEngineOptimizeInput({ ...fields, modules: fields.modules ?? PARETO_DEFAULT_MODULES }),
      datasetId,
      customProducts,
    ),
  );
  return { dataset: dwellingDataset(datasetId), engineVersion: ENGINE_VERSION, ...result };
}
