import { createRoute } from '@hono/zod-openapi';
import { calculateFootingRequestSchema, calculateFootingResponseSchema, errorBodySchema } from '@embodied/contracts';
import { calculateFooting, ENGINE_VERSION, getDataset, isEngineInputError } from '@embodied/engine';
import { AppError, validationMessage } from '../../http/app-error';
import type { Router } from '../../http/openapi-app';
import type { ProductDeps } from '../product-routes';
import { resolveDatasetId } from '../resolve-dataset';
import { createSnapshot } from '../snapshots/create-snapshot';
import { toFootingOutputs } from './footing-outputs';

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
    200: { description: 'The comparison and the snapshot it was saved as', content: { 'application/json': { schema: calculateFootingResponseSchema } } },
    400: error('A field is missing or invalid; every bad field is listed'),
    401: error('Not signed in'),
  },
});

/** Runs the engine; an input it refuses becomes a 400 listing every field. */
function compute(body: Parameters<typeof calculateFooting>[0], datasetId: Parameters<typeof calculateFooting>[1]) {
  try {
    return calculateFooting(body, datasetId);
  } catch (err) {
    if (isEngineInputError(err)) throw new AppError('invalid_request', validationMessage(err.issues), err.issues);
    throw err;
  }
}

/** The footings feature's routes. */
export function registerFootingRoutes(router: Router, { config, database }: ProductDeps) {
  router.openapi(calculateFootingRoute, async (c) => {
    const body = c.req.valid('json');
    const user = c.get('user');
    const datasetId = await resolveDatasetId(database.db, user.id, body.datasetId, config.defaultDataset);
    const dataset = getDataset(datasetId);
    const outputs = toFootingOutputs(compute(body, datasetId), dataset);
    const saved = await createSnapshot(database.db, {
      ownerId: user.id,
      kind: 'footing',
      project: body.project,
      inputs: body,
      outputs,
      datasetId,
      datasetVersion: dataset.version,
      engineVersion: ENGINE_VERSION,
    });
    return c.json({ ...outputs, snapshot: saved.number, createdAt: saved.createdAt }, 200);
  });
}
