import { createApiToken, listApiTokens, revokeApiToken } from '../../db/queries/api-tokens';
import { sendError } from '../../http/app-error';
import type { Router } from '../../http/openapi-app';
import type { FeatureDeps } from '../feature-deps';
import { createTokenRoute, listTokensRoute, revokeTokenRoute } from './api-token-route-defs';

/**
 * Personal API tokens: list, create, revoke (below /api/user, so behind the guard; a token itself
 * is refused here by contracts' TOKEN_ACCESS, so only a signed-in person manages tokens).
 */
export function registerApiTokenRoutes(router: Router, { database }: FeatureDeps) {
  const { db } = database;

  router.openapi(listTokensRoute, async (c) => c.json({ items: await listApiTokens(db, c.get('user').id) }, 200));

  router.openapi(createTokenRoute, async (c) => {
    const created = await createApiToken(db, c.get('user').id, c.req.valid('json'));
    c.header('cache-control', 'no-store');
    return c.json(created, 201);
  });

  router.openapi(revokeTokenRoute, async (c) => {
    const revoked = await revokeApiToken(db, c.get('user').id, c.req.valid('param').id);
    if (!revoked) return sendError(c, 'not_found', 'You have no such API token (it may be revoked already).');
    return c.body(null, 204);
  });
}
