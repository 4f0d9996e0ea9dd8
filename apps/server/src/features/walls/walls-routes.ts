import { customProductsForRequest } from '../../calculations/custom-products';
import { answerWithSnapshot, calculationSaver } from '../../http/calculate-request';
import { resolveDatasetId } from '../../db/queries/default-dataset';
import type { Router } from '../../http/openapi-app';
import type { FeatureDeps } from '../feature-deps';
import { calculateWallLocationRoute, calculateWallRoute } from './wall-route-defs';
import { computeWallLocationResponse, computeWallOutputs, wallSnapshotInputs } from './wall-service';

/** The walls feature's routes: guard (mounted on /api/project) → parse → engine → (snapshot) → respond. */
export function registerWallRoutes(router: Router, { database, config }: FeatureDeps) {
  const save = calculationSaver(database, config.defaultDataset);
  router.openapi(calculateWallLocationRoute, async (c) => {
    const body = c.req.valid('json');
    const userId = c.get('user').id;
    const customProducts = await customProductsForRequest(database.db, userId, body.customProductIds);
    const datasetId = await resolveDatasetId(database.db, userId, body.datasetId, config.defaultDataset);
    return c.json(computeWallLocationResponse(body, datasetId, customProducts), 200);
  });

  router.openapi(calculateWallRoute, async (c) => {
    const body = c.req.valid('json');
    const userId = c.get('user').id;
    const customProducts = await customProductsForRequest(database.db, userId, body.customProductIds);
    const saved = await save(c, 'wall', body.datasetId, (datasetId) => {
      const inputs = wallSnapshotInputs(body, datasetId, customProducts);
      return { project: body.project, inputs, outputs: computeWallOutputs(inputs, datasetId) };
    });
    return answerWithSnapshot(c, saved);
  });
}
