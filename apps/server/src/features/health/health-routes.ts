import {
  errorBodySchema,
  healthResponseSchema,
  readyResponseSchema,
  type ErrorBody,
  type ReadinessCheck,
} from '@embodied/contracts';
import type { Database } from '../../db/database';
import { committedMigrations, pendingMigrations } from '../../db/migration-status';
import { sendError } from '../../http/app-error';
import { endpointRoute } from '../../http/endpoint-route';
import type { Router } from '../../http/openapi-app';
import type { Lifecycle } from '../../lifecycle';

const healthRoute = endpointRoute('health', {
  tags: ['System'],
  summary: 'Whether the server and its database answer',
  description:
    'The liveness check. The database answers a ping; on the embedded database a statement it answered in the last quarter ' +
    'second counts as one, so under load the check never waits behind the statement running.',
  responses: {
    200: { description: 'Healthy', content: { 'application/json': { schema: healthResponseSchema } } },
    503: { description: 'The database does not answer', content: { 'application/json': { schema: errorBodySchema } } },
  },
});

const readyRoute = endpointRoute('ready', {
  tags: ['System'],
  summary: 'Whether this instance should be sent traffic (readiness)',
  description:
    'Ready when the database answers, every committed migration is applied and the instance is not shutting down. ' +
    'Otherwise 503, `error.reason` naming the check that failed: `draining`, `database` or `migrations`. ' +
    '`/api/health` is the liveness check: it stays 200 while an instance drains.',
  responses: {
    200: { description: 'Ready', content: { 'application/json': { schema: readyResponseSchema } } },
    503: {
      description: 'Not ready: shutting down, the database does not answer, or migrations are missing',
      content: { 'application/json': { schema: errorBodySchema } },
    },
  },
});

export function registerHealthRoutes(router: Router, database: Database, lifecycle: Lifecycle) {
  const committed = committedMigrations();

  router.openapi(healthRoute, async (c) => {
    // A liveness answer is about this moment: no cache between the checker and the server keeps it.
    c.header('cache-control', 'no-store');
    try {
      await database.ping();
    } catch {
      return sendError(c, 'unavailable', 'The database is not answering.') as never;
    }
    return c.json({ status: 'ok' as const, database: database.kind }, 200);
  });

  router.openapi(readyRoute, async (c) => {
    c.header('cache-control', 'no-store');
    const notReady = (reason: ReadinessCheck, message: string) =>
      c.json({ error: { code: 'unavailable', message, reason } } satisfies ErrorBody, 503) as never;
    if (lifecycle.draining) return notReady('draining', 'This instance is shutting down (draining).');
    try {
      await database.ping();
    } catch {
      return notReady('database', 'The database is not answering.');
    }
    let pending: string[];
    try {
      pending = await pendingMigrations(database.db, committed);
    } catch {
      return notReady('migrations', 'The database answers, but its record of applied migrations cannot be read.');
    }
    if (pending.length > 0) {
      return notReady('migrations', `Migrations not applied to the database: ${pending.join(', ')}.`);
    }
    return c.json({ status: 'ready' as const, database: database.kind, migrations: committed.length }, 200);
  });
}
