import { createApiToken, listApiTokens, revokeApiToken } from '../../db/queries/api-tokens';
import { activeWorkspaceOf } from '../../db/queries/organisations/active-workspace-of';
import { findMembership } from '../../db/queries/organisations/find-membership';
import type { MiddlewareHandler } from 'hono';
import { endpoints } from '@embodied/contracts';
import type { AppEnv } from '../../http/app-env';
import { errorBody, sendError } from '../../http/app-error';
import { sendsBearer } from '../../http/require-session';
import type { Router } from '../../http/openapi-app';
import type { FeatureDeps } from '../feature-deps';
import { createApiTokenRoute, listApiTokensRoute, revokeApiTokenRoute } from './api-token-route-defs';

const TOKENS_PATH = endpoints.listApiTokens.path;

/**
 * Personal API tokens: list, create, revoke (below /api/user, so behind the guard; a token itself
 * is refused here by contracts' TOKEN_ACCESS, so only a signed-in person manages tokens).
 */
export function registerApiTokenRoutes(router: Router, { database }: FeatureDeps) {
  const { db } = database;

  // A session's own token sent as a bearer carries no anti-forgery header, and turning it into
  // long-lived personal tokens would outlast the session it came from: tokens are managed only with
  // the session cookie and its X-XSRF-TOKEN header (the web app). API tokens are refused earlier,
  // by the guard (TOKEN_NOT_ALLOWED).
  const webSessionOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!sendsBearer(c)) return next();
    const body = errorBody(
      'forbidden',
      'Personal API tokens are managed from a signed-in browser (the web app’s profile page), not with a bearer token.',
    );
    return c.json({ error: { ...body.error, reason: 'WEB_SESSION_REQUIRED' } }, 403);
  };
  router.use(TOKENS_PATH, webSessionOnly);
  router.use(`${TOKENS_PATH}/*`, webSessionOnly);

  router.openapi(listApiTokensRoute, async (c) => c.json({ items: await listApiTokens(db, c.get('user').id) }, 200));

  router.openapi(createApiTokenRoute, async (c) => {
    const body = c.req.valid('json');
    const userId = c.get('user').id;
    // The workspace it acts in, for good: the one named, or the one active now (shown on the form).
    const organisationId =
      body.organisationId === undefined ? (await activeWorkspaceOf(db, userId)).organisationId : body.organisationId;
    let workspace: { organisationId: string; name: string } | null = null;
    if (organisationId !== null) {
      const member = await findMembership(db, userId, organisationId);
      if (!member) {
        const message = 'Workspace must be an organisation you belong to, or your personal workspace.';
        return sendError(c, 'invalid_request', message, [{ path: 'organisationId', message }]) as never;
      }
      workspace = { organisationId, name: member.name };
    }
    const created = await createApiToken(db, userId, body, workspace);
    c.header('cache-control', 'no-store');
    return c.json(created, 201);
  });

  router.openapi(revokeApiTokenRoute, async (c) => {
    const revoked = await revokeApiToken(db, c.get('user').id, c.req.valid('param').id);
    if (!revoked) return sendError(c, 'not_found', 'You have no such API token (it may be revoked already).');
    return c.body(null, 204);
  });
}
