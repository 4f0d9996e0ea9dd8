import { DEFAULT_DWELLING_PROJECT } from '@embodied/contracts';
import { ENGINE_VERSION } from '@embodied/engine';
import { customProductsForRequest } from '../../calculations/custom-products';
import { withSnapshot } from '../../calculations/save-calculation';
import { calculationSaver, recordedInputs } from '../../http/calculate-request';
import { resolveClimateZone, resolveDatasetId } from '../../db/queries/default-dataset';
import type { Router } from '../../http/openapi-app';
import type { FeatureDeps } from '../feature-deps';
import { estimateDwellingRoute, paretoFrontRoute } from './dwelling-route-defs';
import { computeDwellingOutputs, dwellingDataset, searchDwellingDesigns } from './dwelling-service';

/** The dwellings feature's routes: the estimate (saved as a snapshot) and the Pareto search. */
export function registerDwellingRoutes(router: Router, { config, database }: FeatureDeps) {
  const save = calculationSaver(database, config.defaultDataset);
  router.openapi(estimateDwellingRoute, async (c) => {
    const body = c.req.valid('json');
    const project = body.project || DEFAULT_DWELLING_PROJECT;
    const inputs = await recordedInputs(database, c, body);
    const { project: _project, datasetId: requested, ...fields } = inputs;
    const saved = await save(c, 'dwelling', requested, (datasetId) => ({
      project,
      inputs,
      outputs: computeDwellingOutputs(fields, datasetId),
    }));
    return c.json(
      { project, ...withSnapshot(saved), dataset: dwellingDataset(saved.datasetId), engineVersion: ENGINE_VERSION },
      200,
    );
  });

  router.openapi(paretoFrontRoute, async (c) => {
    const { datasetId: requested, ...body } = c.req.valid('json');
    const userId = c.get('user').id;
    const customProducts = await customProductsForRequest(database.db, userId, body.customProductIds);
    const datasetId = await resolveDatasetId(database.db, userId, requested, config.defaultDataset);
    const climateZone = await resolveClimateZone(database.db, userId, body.climateZone, c.get('workspace').climateZone);
    return c.json(searchDwellingDesigns({ ...body, climateZone }, datasetId, customProducts), 200);
  });
}
