import {
  calculateWallLocationRequestSchema,
  calculateWallLocationResponseSchema,
  calculateWallRequestSchema,
  calculateWallResponseSchema,
} from '@embodied/contracts';
import { calculationSaver, withSnapshot } from '../../calculations/save-calculation';
import { resolveDatasetId } from '../../db/queries/default-dataset';
import { calculatorRoute } from '../../http/calculator-route';
import type { Router } from '../../http/openapi-app';
import type { FeatureDeps } from '../feature-deps';
import { computeWallLocationResponse, computeWallOutputs, wallSnapshotInputs } from './wall-service';

const TRUST_NOTE =
  'The server never trusts figures computed by a client: it recomputes every figure from the inputs with the carbon engine. ' +
  'Length and height are numbers in metres; clean decimal text ("2.7") is accepted too, as the seed client sent height as text. ' +
  'Unknown fields are refused.';

const calculateWallLocationRoute = calculatorRoute({
  path: '/api/project/calculate-wall-location',
  tag: 'Walls',
  summary: 'Compare two wall types at one wall location (the per-location Calculate)',
  description: `optionX = length × height × wall factor of materialX (data brief 7a), kgCO2e, A1–A3, with its breakdown and range. Nothing is stored. ${TRUST_NOTE}`,
  body: calculateWallLocationRequestSchema,
  result: calculateWallLocationResponseSchema,
  resultDescription: 'The location’s figures',
});

const calculateWallRoute = calculatorRoute({
  path: '/api/project/calculate-wall',
  tag: 'Walls',
  summary: 'Compare two wall options over every location, and save a carbon snapshot (the whole-wall Calculate)',
  description:
    'Totals, intensities (kgCO2e/m² of wall), Total Carbon Reduction and Progress to Target (data brief 7g), and each location’s figures and breakdown. ' +
    'A location whose length or height is empty (null, omitted or "") counts 0 and is left out of the area; when no location has an area, the area is 1. ' +
    'actualReduction, percentage, optionA, optionB and wallNumber are accepted for compatibility with the seed client, ignored, and not stored. ' +
    `Each call saves one immutable carbon snapshot (its inputs, these outputs, the dataset and engine versions) and answers its number. ${TRUST_NOTE}`,
  body: calculateWallRequestSchema,
  result: calculateWallResponseSchema,
  resultDescription: 'The wall’s figures and the saved snapshot’s number',
});

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
