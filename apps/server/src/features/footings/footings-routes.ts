import { answerWithSnapshot, calculationSaver, recordedInputs } from '../../http/calculate-request';
import type { Router } from '../../http/openapi-app';
import type { FeatureDeps } from '../feature-deps';
import { calculateFootingRoute } from './footing-route-defs';
import { computeFootingOutputs } from './footing-service';

/** The footings feature's routes. */
export function registerFootingRoutes(router: Router, { config, database }: FeatureDeps) {
  const save = calculationSaver(database, config.defaultDataset);
  router.openapi(calculateFootingRoute, async (c) => {
    const body = c.req.valid('json');
    const inputs = await recordedInputs(database, c, body);
    const saved = await save(c, 'footing', body.datasetId, (datasetId) => ({
      project: body.project,
      inputs,
      outputs: computeFootingOutputs(inputs, datasetId),
    }));
    return answerWithSnapshot(c, saved);
  });
}
