import { calculationSaver, withSnapshot } from '../../calculations/save-calculation';
import { resolveDatasetId } from '../../db/queries/default-dataset';
import type { Router } from '../../http/openapi-app';
import type { FeatureDeps } from '../feature-deps';
import { calculateWallLocationRoute, calculateWallRoute } from './wall-route-defs';
import { computeWallLocationResponse, computeWallOutputs, wallSnapshotInputs } from './wall-service';

/** The walls feature's routes: guard (mounted on /api/project) → parse → engine → (snapshot) → respond. */
export function registerWallRoutes(router: Router, { database, config }: FeatureDeps) {
  const save = calculationSaver(database.db, config.defaultDataset);
  router.openapi(calculateWallLocationRoute, async (c) => {
    const body = c.req.valid('json');
    const datasetId = await resolveDatasetId(database.db, c.get('user').id, body.datasetId, config.defaultDataset);
    return c.json(computeWallLocationResponse(body, datasetId), 200);
  });

  router.openapi(calculateWallRoute, async (c) => {
    const body = c.req.valid('json');
    const saved = await save('wall', c.get('user').id, body.datasetId, (datasetId) => ({
      project: body.project,
      inputs: wallSnapshotInputs(body, datasetId),
      outputs: computeWallOutputs(body, datasetId),
    }));
    return c.json(withSnapshot(saved), 200);
  });
}
