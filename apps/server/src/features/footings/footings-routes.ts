import { createRoute } from '@hono/zod-openapi';
import { calculateFootingRequestSchema, calculateFootingResponseSchema, errorBodySchema } from '@embodied/contracts';
import { calculationSaver, withSnapshot } from '../../calculations/save-calculation';
import type { Router } from '../../http/openapi-app';
import type { FeatureDeps } from '../feature-deps';
import { computeFootingOutputs } from './footing-service';

const error = (description: string) => ({ description, content: { 'application/json': { schema: errorBodySchema } } });

const calculateFootingRoute = createRoute({
  method: 'post',
  path: '/api/project/calculate-footing',
  tags: ['Slab'],
  summary: 'Compare a business-as-usual footing with an alternate, and save a carbon snapshot',
  description:
    'Computes both footing systems (data brief 7c) on the chosen dataset, saves an immutable footing snapshot and returns its number. ' +
    'The seed fields c02Reduction, bauValue and afsValue are whole kgCO2e; c02Reduction = bauValue − afsValue and may be negative.',
  request: { body: { required: true, content: { 'application/json': { schema: calculateFootingRequestSchema } } } },
  responses: {
    200: {
      description: 'The comparison and the snapshot it was saved as',
      content: { 'application/json': { schema: calculateFootingResponseSchema } },
    },
    400: error('A field is missing or invalid; every bad field is listed'),
    401: error('Not signed in'),
  },
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
