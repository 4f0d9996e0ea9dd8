import { calculationSaver, withSnapshot } from '../../calculations/save-calculation';
import type { Router } from '../../http/openapi-app';
import type { FeatureDeps } from '../feature-deps';
import { calculateFootingRoute } from './footing-route-defs';
import { computeFootingOutputs } from './footing-service';

/** The footings feature's routes. */
export function registerFootingRoutes(router: Router, { config, database }: FeatureDeps) {
  const save = calculationSaver(database.db, config.defaultDataset);
  router.openapi(calculateFootingRoute, async (c) => {
    const body = c.req.valid('json');
    const saved = await save('footing', c.get('user').id, body.datasetId, (datasetId) => ({
      project: body.project,
      inputs: body,
      outputs: computeFootingOutputs(body, datasetId),
    }));
    return c.json(withSnapshot(saved), 200);
  });
}
