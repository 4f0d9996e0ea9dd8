import type { Router } from '../http/openapi-app';
import { requireSession, SIGNED_IN_PREFIXES } from '../http/require-session';
import { workspaceAccess } from '../http/workspace-access';
import type { SnapshotKinds } from '../calculations/snapshot-kind';
import type { FeatureDeps } from './feature-deps';
import { registerAccountRoutes } from './account/account-routes';
import { bearerTokens } from './api-tokens/bearer-tokens';
import { registerApiTokenRoutes } from './api-tokens/api-token-routes';
import { registerCustomProductRoutes } from './custom-products/custom-product-routes';
import { registerDwellingRoutes } from './dwellings/dwellings-routes';
import { dwellingSnapshots } from './dwellings/dwelling-snapshots';
import { registerFootingRoutes } from './footings/footings-routes';
import { footingSnapshots } from './footings/footing-snapshots';
import { registerLookupRoutes } from './lookups/lookups-routes';
import { registerProjectRoutes } from './projects/projects-routes';
import { registerSnapshotRoutes } from './snapshots/snapshots-routes';
import { registerOrganisationRoutes } from './organisations/organisations-routes';
import { registerTakeoffRoutes } from './takeoffs/takeoff-routes';
import { registerWallRoutes } from './walls/walls-routes';
import { wallSnapshots } from './walls/wall-snapshots';

export type { FeatureDeps };

/** Paths that need a signed-in user (the session guard's list). Every product route lives below one of these. */
export const GUARDED_PREFIXES = SIGNED_IN_PREFIXES;

/** Each calculator's snapshot handling, handed to the snapshots feature (which knows no kind itself). */
export const SNAPSHOT_KINDS: SnapshotKinds = {
  wall: wallSnapshots,
  footing: footingSnapshots,
  dwelling: dwellingSnapshots,
};

/** Mounts the guard and the workspace role check, then every product feature's routes. */
export function registerFeatures(router: Router, deps: FeatureDeps) {
  const { identityMemos } = deps.database;
  const guard = requireSession(deps.auth, bearerTokens(deps.database.db), identityMemos);
  const access = workspaceAccess(deps.database.db, identityMemos);
  for (const prefix of GUARDED_PREFIXES) {
    router.use(prefix, guard, access);
    router.use(`${prefix}/*`, guard, access);
  }
  registerAccountRoutes(router, deps);
  registerApiTokenRoutes(router, deps);
  registerCustomProductRoutes(router, deps);
  registerLookupRoutes(router, deps);
  registerWallRoutes(router, deps);
  registerFootingRoutes(router, deps);
  registerDwellingRoutes(router, deps);
  registerSnapshotRoutes(router, deps, SNAPSHOT_KINDS);
  registerOrganisationRoutes(router, deps);
  registerProjectRoutes(router, deps);
  registerTakeoffRoutes(router, deps);
}
