import { customProductsForRequest } from '../../calculations/custom-products';
import { answerWithSnapshot, calculationSaver } from '../../http/calculate-request';
import { resolveClimateZone } from '../../db/queries/default-dataset';
import type { Router } from '../../http/openapi-app';
import type { FeatureDeps } from '../feature-deps';
import { calculateFootingRoute } from './footing-route-defs';
import { computeFootingOutputs } from './footing-service';

/** The footings feature's routes. */
export function registerFootingRoutes(router: Router, { config, database }: FeatureDeps) {
  const save = calculationSaver(database, config.defaultDataset);
  router.openapi(calculateFootingRoute, async (c) => {
    const body = c.req.valid('json');
    const userId = c.get('user').id;
    const customProducts = await customProductsForRequest(database.db, userId, body.customProductIds);
    // The zone used (the request's, else the profile's, else 6) is recorded in the inputs, so the
    // snapshot recalculates as it was made.
    const climateZone = await resolveClimateZone(database.db, userId, body.climateZone, c.get('workspace').climateZone);
    const withZone = { ...body, climateZone };
    // The snapshot keeps each product as it is now (recalculation never reads the product table).
    const inputs =
      customProducts.length > 0
        ? { ...withZone, customProductIds: customProducts.map((p) => p.id), customProducts }
        : withZone;
    const saved = await save(c, 'footing', body.datasetId, (datasetId) => ({
      project: body.project,
      inputs,
      outputs: computeFootingOutputs(inputs, datasetId),
    }));
    return answerWithSnapshot(c, saved);
  });
}
