import { calculateFootingRequestSchema, calculateFootingResponseSchema } from '@embodied/contracts';
import { calculationSaver, withSnapshot } from '../../calculations/save-calculation';
import { calculatorRoute } from '../../http/calculator-route';
import type { Router } from '../../http/openapi-app';
import type { FeatureDeps } from '../feature-deps';
import { computeFootingOutputs } from './footing-service';

const calculateFootingRoute = calculatorRoute({
  path: '/api/project/calculate-footing',
  tag: 'Slab',
  summary: 'Compare a business-as-usual footing with an alternate, and save a carbon snapshot',
  description:
    'Computes both footing systems (data brief 7c) on the chosen dataset, saves an immutable footing snapshot and returns its number. ' +
    'The seed fields c02Reduction, bauValue and afsValue are whole kgCO2e; c02Reduction = bauValue − afsValue and may be negative.',
  body: calculateFootingRequestSchema,
  result: calculateFootingResponseSchema,
  resultDescription: 'The comparison and the snapshot it was saved as',
});

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
