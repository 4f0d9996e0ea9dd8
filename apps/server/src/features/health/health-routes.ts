import { createRoute } from '@hono/zod-openapi';
import { errorBodySchema, healthResponseSchema } from '@embodied/contracts';
import type { Database } from '../../db/database';
import { sendError } from '../../http/app-error';
import type { Router } from '../../http/openapi-app';

const healthRoute = createRoute({
  method: 'get',
  path: '/api/health',
  tags: ['System'],
  summary: 'Whether the server and its database answer',
  responses: {
    200: { description: 'Healthy', content: { 'application/json': { schema: healthResponseSchema } } },
    503: { description: 'The database does not answer', content: { 'application/json': { schema: errorBodySchema } } },
  },
});

export function registerHealthRoutes(router: Router, database: Database) {
  router.openapi(healthRoute, async (c) => {
    try {
      await database.ping();
    } catch {
      return sendError(c, 'unavailable', 'The database is not answering.') as never;
    }
    return c.json({ status: 'ok' as const, database: database.kind }, 200);
  });
}
