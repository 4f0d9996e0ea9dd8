import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { z } from 'zod';
import { downloads, endpointPath, endpoints, errorBodySchema, type EndpointDefinition } from '@embodied/contracts';
import { json } from './json-response';

/*
 * The one way a route is declared: by its name in contracts' endpoint table (endpoints.ts, the
 * typed client's operations) or in its table of file downloads (downloads.ts). The method and path
 * are the table's, never written again here; a route says only what the table does not (its tag,
 * summary, request schemas and answers). `calculatorRoute` and `operationRoutes` below are this with the
 * answers a calculator, or an operation of the table, gives.
 */

const ROUTES = { ...endpoints, ...downloads };
type Routes = typeof ROUTES;
/** An operation of the endpoint table, or a download. */
export type RouteName = keyof Routes;
type MethodOf<N extends RouteName> = Lowercase<Routes[N]['method']>;

/** What a route declares besides its method and path. */
export type RouteDoc = Omit<RouteConfig, 'method' | 'path'>;

/** A route named by the endpoint table: its method and path are the table's. */
export function endpointRoute<const N extends RouteName, const D extends RouteDoc>(name: N, doc: D) {
  const { method, path } = ROUTES[name];
  return createRoute({ ...doc, method: method.toLowerCase() as MethodOf<N>, path });
}

/**
 * A route of the table whose path has its parameters filled in: one route per value (the lookups
 * declare `/api/lookups/{list}` as one path per list, each with its own answer schema).
 */
export function filledEndpointRoute<const N extends RouteName, const D extends RouteDoc>(
  name: N,
  params: Readonly<Record<string, string>>,
  doc: D,
) {
  const { method, path } = ROUTES[name];
  return createRoute({ ...doc, method: method.toLowerCase() as MethodOf<N>, path: endpointPath(path, params) });
}

/** A required JSON request body of this schema. */
export const jsonBody = <S extends z.ZodType>(schema: S) =>
  ({ required: true, content: { 'application/json': { schema } } }) as const;

const error = (description: string) => json(errorBodySchema, description);

/** What every calculator call can answer besides its result. */
const CALCULATOR_ERRORS = {
  400: error('A field is missing or invalid; `issues` names every one.'),
  401: error('Not signed in.'),
  403: error('A cookie-authenticated call without its X-XSRF-TOKEN header.'),
};

/** The calculators of the endpoint table: a POST with a JSON body. */
type CalculatorName =
  'calculateFooting' | 'calculateWallLocation' | 'calculateWall' | 'estimateDwelling' | 'paretoFront';

/** What a calculator's route declares: body `B` in, result `R` out (200), and the calculators' error answers. */
type CalculatorDoc<B extends z.ZodType, R extends z.ZodType> = {
  tags: string[];
  summary: string;
  description: string;
  request: { body: ReturnType<typeof jsonBody<B>> };
  responses: { 200: ReturnType<typeof json<R>> } & typeof CALCULATOR_ERRORS;
};

/** The route of calculator `N`, typed with its table's body and result. */
type CalculatorRoute<N extends CalculatorName> = (typeof endpoints)[N] extends {
  body: infer B extends z.ZodType;
  response: infer R extends z.ZodType;
}
  ? ReturnType<typeof endpointRoute<N, CalculatorDoc<B, R>>>
  : never;

/** A calculator's POST: the table's body in, its JSON result out (200), and the calculators' error answers. */
export function calculatorRoute<const N extends CalculatorName>(
  name: N,
  route: { tag: string; summary: string; description: string; resultDescription: string },
): CalculatorRoute<N> {
  const { body, response } = endpoints[name];
  const doc: CalculatorDoc<z.ZodType, z.ZodType> = {
    tags: [route.tag],
    summary: route.summary,
    description: route.description,
    request: { body: jsonBody(body) },
    responses: { 200: json(response, route.resultDescription), ...CALCULATOR_ERRORS },
  };
  return endpointRoute(name, doc) as unknown as CalculatorRoute<N>;
}

type OperationName = keyof typeof endpoints;
type Operation<N extends OperationName> = (typeof endpoints)[N];

/** An operation's request schemas, as the endpoint table holds them: path parameters, query and JSON body, where it has them. */
type RequestOf<N extends OperationName> = Pick<Operation<N>, Extract<keyof Operation<N>, 'params' | 'query'>> &
  (Operation<N> extends { body: infer B extends z.ZodType } ? { body: ReturnType<typeof jsonBody<B>> } : unknown);

function requestOf<N extends OperationName>(name: N): RequestOf<N> {
  const { params, query, body }: EndpointDefinition = endpoints[name];
  return { ...(params && { params }), ...(query && { query }), ...(body && { body: jsonBody(body) }) } as RequestOf<N>;
}

/**
 * What an operation's route says that the endpoint table does not: its summary, its success answer
 * (status and description; the schema is the table's) and its error answers.
 */
export interface OperationText {
  summary: string;
  ok: readonly [status: 200 | 201 | 204, description: string];
  errors?: Partial<Record<404 | 409 | 503, string>>;
}

type OperationRoute<N extends OperationName> = ReturnType<
  typeof endpointRoute<
    N,
    { tags: string[]; summary: string; request: RequestOf<N>; responses: RouteConfig['responses'] }
  >
>;

/**
 * The routes of a feature's operations of the endpoint table, under one OpenAPI tag: each from its
 * text, with the request schemas and the answer's schema from the table. The role each needs is
 * contracts' WORKSPACE_ACCESS (the 403 and 404 it gives are added to every guarded operation by
 * openapi-finish).
 */
export function operationRoutes<const T extends { [N in OperationName]?: OperationText }>(tag: string, texts: T) {
  const routes: Partial<Record<OperationName, unknown>> = {};
  for (const name of Object.keys(texts) as (keyof T & OperationName)[]) {
    const { summary, ok, errors = {} } = texts[name] as OperationText;
    const [status, description] = ok;
    const responses: RouteConfig['responses'] = {
      [status]: status === 204 ? { description } : json(endpoints[name].response, description),
    };
    for (const [code, text] of Object.entries(errors)) responses[code] = error(text);
    routes[name] = endpointRoute(name, { tags: [tag], summary, request: requestOf(name), responses });
  }
  return routes as { [N in keyof T & OperationName]: OperationRoute<N> };
}
