import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { z } from 'zod';
import { errorBodySchema, type EndpointDefinition } from '@embodied/contracts';
import { json } from './json-response';

type Method = 'get' | 'post' | 'put' | 'delete';

/** A required JSON request body of this schema. */
export const jsonBody = <S extends z.ZodType>(schema: S) =>
  ({ required: true, content: { 'application/json': { schema } } }) as const;

/**
 * A route definition from contracts' endpoint table: its path, parameters, query and body are the
 * typed client's. The role each needs is contracts' WORKSPACE_ACCESS (the 403 and 404 it gives are
 * added to every guarded operation by openapi-finish).
 */
export function routeOf<const E extends EndpointDefinition, const R extends NonNullable<RouteConfig['request']>>(
  endpoint: E,
  request: R,
  tag: string,
  summary: string,
  ok: { status: 200 | 201 | 204; description: string },
  errors: Partial<Record<404 | 409 | 503, string>> = {},
) {
  const responses: RouteConfig['responses'] = {
    [ok.status]: ok.status === 204 ? { description: ok.description } : json(endpoint.response, ok.description),
  };
  for (const [status, description] of Object.entries(errors)) responses[status] = json(errorBodySchema, description);
  return createRoute({
    method: endpoint.method.toLowerCase() as Method,
    path: endpoint.path,
    tags: [tag],
    summary,
    request,
    responses,
  });
}
