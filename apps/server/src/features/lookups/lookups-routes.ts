import {
  errorBodySchema,
  LOOKUP_LIST_DESCRIPTIONS,
  lookupQuerySchema,
  namedLookupListSchema,
  lookupsSchema,
} from '@embodied/contracts';
import { LOOKUP_LIST_NAMES } from '@embodied/engine';
import { AppError } from '../../http/app-error';
import { endpointRoute, filledEndpointRoute } from '../../http/endpoint-route';
import type { Router } from '../../http/openapi-app';
import type { FeatureDeps } from '../feature-deps';
import { resolveDatasetId } from '../../db/queries/default-dataset';
import { lookupsOn } from './lookups-on';

const json = <T>(schema: T) => ({ 'application/json': { schema } });

const errors = {
  400: {
    description: 'Unknown dataset: the issues name the `dataset` parameter and list the allowed ids',
    content: json(errorBodySchema),
  },
  401: { description: 'No session', content: json(errorBodySchema) },
};

const allListsRoute = endpointRoute('lookups', {
  tags: ['Lookups'],
  summary: 'Every option list of the calculators, with per-unit carbon on one dataset',
  description: `The lists ${LOOKUP_LIST_NAMES.join(', ')}, each option with key, label, per-unit carbon, unit, source and confidence (and cost where one exists).`,
  request: { query: lookupQuerySchema },
  responses: {
    200: { description: 'All lists and the dataset they were computed on', content: json(lookupsSchema) },
    ...errors,
  },
});

function listRoute(list: (typeof LOOKUP_LIST_NAMES)[number]) {
  return filledEndpointRoute(
    'lookupList',
    { list },
    {
      tags: ['Lookups'],
      summary: `The ${list} option list`,
      description: LOOKUP_LIST_DESCRIPTIONS[list],
      request: { query: lookupQuerySchema },
      responses: {
        200: {
          description: `The ${list} options and the dataset they were computed on`,
          content: json(namedLookupListSchema(list)),
        },
        ...errors,
      },
    },
  );
}

/**
 * The seed's lookup service: `GET /api/lookups` (all lists) and one path per list, each on the
 * dataset the query names, else the user's default, else the server's.
 */
export function registerLookupRoutes(router: Router, { config, database }: FeatureDeps) {
  router.openapi(allListsRoute, async (c) => {
    const datasetId = await resolveDatasetId(
      database.db,
      c.get('user').id,
      c.req.valid('query').dataset,
      config.defaultDataset,
    );
    return c.json(lookupsOn(datasetId), 200);
  });

  for (const list of LOOKUP_LIST_NAMES) {
    router.openapi(listRoute(list), async (c) => {
      const datasetId = await resolveDatasetId(
        database.db,
        c.get('user').id,
        c.req.valid('query').dataset,
        config.defaultDataset,
      );
      const lookups = lookupsOn(datasetId);
      return c.json({ dataset: lookups.dataset, list, options: lookups[list] }, 200);
    });
  }

  // Registered after the per-list routes, so only names that are not lists reach it.
  router.get('/api/lookups/:list', (c) => {
    throw new AppError(
      'not_found',
      `There is no lookup list "${c.req.param('list')}". The lists are: ${LOOKUP_LIST_NAMES.join(', ')}.`,
    );
  });
}
