import type { Logger } from 'pino';
import type { Auth } from '../auth/auth';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Router } from '../http/openapi-app';
import { requireSession } from '../http/require-session';
import { registerAccountRoutes } from './account/account-routes';
import { registerLookupRoutes } from './lookups/lookups-routes';
import { registerWallRoutes } from './walls/walls-routes';
import { registerFootingRoutes } from './footings/footings-routes';
import { registerDwellingRoutes } from './dwellings/dwellings-routes';
import { registerSnapshotRoutes } from './snapshots/snapshots-routes';

export interface ProductDeps {
  auth: Auth;
  config: Config;
  database: Database;
  logger: Logger;
}

/** Paths that need a signed-in user. Every product route lives below one of these. */
export const GUARDED_PREFIXES = ['/api/user', '/api/project', '/api/snapshots', '/api/lookups'] as const;

/** Mounts the guard, then every product feature's routes. */
export function registerProductRoutes(router: Router, deps: ProductDeps) {
  const guard = requireSession(deps.auth);
  for (const prefix of GUARDED_PREFIXES) {
    router.use(prefix, guard);
    router.use(`${prefix}/*`, guard);
  }
  registerAccountRoutes(router, deps);
  registerLookupRoutes(router, deps);
  registerWallRoutes(router, deps);
  registerFootingRoutes(router, deps);
  registerDwellingRoutes(router, deps);
  registerSnapshotRoutes(router, deps);
}
