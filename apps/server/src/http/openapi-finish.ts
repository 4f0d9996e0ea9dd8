import {
  API_TOKEN_RATE_LIMIT_PER_MINUTE,
  DATASET_ID_LIST,
  endpoints,
  EXAMPLE_FOOTING,
  EXAMPLE_PROJECT,
  PLACEHOLDER_HOUSE,
  STARTING_DWELLING_CHOICES,
  tokenAccessOf,
  VALUE_LISTS,
  workspaceAccessOf,
  type ApiTokenScope,
} from '@embodied/contracts';
import { LOOKUP_LIST_NAMES } from '@embodied/engine';
import { XSRF_COOKIE, XSRF_HEADER } from './xsrf';

/*
 * The one place that finishes the OpenAPI document the routes generate, so that tools accept it
 * (`npm run lint:openapi`: Redocly's recommended rules) without every route file repeating it:
 * operationIds, security, the standard error answers, examples of the calculators' requests,
 * `servers`, `info.license` and the tags. It only adds: every path, schema and response a route
 * declares is kept as it is. A route it does not know yet gets security and the error answers by
 * the rules below; it needs an operationId (its own `operationId`, or a line in OPERATION_IDS), or
 * apps/server/test/api-doc-openapi.test.ts and the lint fail.
 */

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;
type HttpMethod = (typeof HTTP_METHODS)[number];

type SecurityRequirement = Record<string, string[]>;
interface MediaTypeObject {
  schema?: unknown;
  example?: unknown;
  examples?: Record<string, { summary?: string; description?: string; value: unknown }>;
}
interface ResponseObject {
  $ref?: string;
  description?: string;
  content?: Record<string, MediaTypeObject>;
}
interface OperationObject {
  operationId?: string;
  summary?: string;
  tags?: string[];
  parameters?: unknown[];
  requestBody?: { content?: Record<string, MediaTypeObject> };
  responses?: Record<string, ResponseObject>;
  security?: SecurityRequirement[];
}
type PathItem = Partial<Record<HttpMethod, OperationObject>>;

/** The part of an OpenAPI 3.1 document the finisher reads and writes. */
export interface OpenApiDocument {
  openapi?: string;
  info?: { license?: { name: string; identifier?: string; url?: string } } & Record<string, unknown>;
  servers?: { url: string; description?: string }[];
  paths?: Record<string, PathItem>;
  components?: {
    schemas?: Record<string, unknown>;
    securitySchemes?: Record<string, unknown>;
  } & Record<string, unknown>;
  tags?: { name: string; description?: string }[];
}

// ---- Security ---------------------------------------------------------------------------------

/** The better-auth session cookie (with the `__Secure-` prefix when PUBLIC_URL is https; app.ts). */
export const SESSION_COOKIE = 'better-auth.session_token';

export const SECURITY_SCHEMES = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      `The HttpOnly session cookie that signing in sets (POST /api/auth/sign-in/email, or the web app's sign-in page). ` +
      `Named __Secure-${SESSION_COOKIE} when the server's PUBLIC_URL is https. ` +
      `A call that changes something (POST, PUT, DELETE) with this cookie must also send ${XSRF_HEADER}.`,
  },
  xsrfHeader: {
    type: 'apiKey',
    in: 'header',
    name: XSRF_HEADER,
    description:
      `Anti-forgery token for calls made with the session cookie that change something: the value of the ${XSRF_COOKIE} cookie ` +
      `the server sets next to the session cookie (an HMAC of the session, so a made-up value fails with 403). ` +
      'Not needed on GET, nor with a bearer token.',
  },
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A personal API token (`emb_…`), created on the profile page (or POST /api/user/tokens with the session cookie) ' +
      'and sent as `Authorization: Bearer <token>`; no anti-forgery header. Its scope is `read` (the GET operations on ' +
      'lookups and snapshots, and verifying an export) or `read+calculate` (also the calculators and recalculating a ' +
      "snapshot); each operation names the scope it needs (contracts' TOKEN_ACCESS). Tokens are refused (403) on " +
      'account, profile and token management, deleting snapshots and share links. ' +
      `At most ${API_TOKEN_RATE_LIMIT_PER_MINUTE} calls a minute per token (429). ` +
      "A session's own token (the set-auth-token header of a sign-in answer) is also accepted as a bearer, with the session's access.",
  },
} as const;

type SchemeName = keyof typeof SECURITY_SCHEMES;

/** Paths that need a signed-in user: the guard is mounted on these (features/index.ts's GUARDED_PREFIXES). */
export const SIGNED_IN_PREFIXES = [
  '/api/user',
  '/api/project',
  '/api/snapshots',
  '/api/lookups',
  '/api/products',
  '/api/workspace',
  '/api/organisations',
  '/api/projects',
] as const;

const isSafe = (method: string) => ['get', 'head', 'options'].includes(method.toLowerCase());

export const needsSignIn = (path: string) =>
  SIGNED_IN_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/**
 * The scope a personal API token needs for the call, or undefined when no token may make it: the
 * guard's own table (contracts' TOKEN_ACCESS, which closes a route it does not list).
 */
export function bearerScopeOf(method: string, path: string): ApiTokenScope | undefined {
  if (!needsSignIn(path)) return undefined;
  const access = tokenAccessOf(method, path);
  return access === 'never' ? undefined : access;
}

/** The operation's security requirements (alternatives): none for public operations. */
export function securityOf(method: string, path: string): SecurityRequirement[] {
  if (!needsSignIn(path)) return [];
  const cookie: { [S in SchemeName]?: string[] } = isSafe(method)
    ? { sessionCookie: [] }
    : { sessionCookie: [], xsrfHeader: [] };
  const scope = bearerScopeOf(method, path);
  return [cookie, ...(scope ? [{ bearerAuth: [scope] }] : [])];
}

// ---- Operation ids ----------------------------------------------------------------------------

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Every operation's id, named after its feature: the typed client's names (contracts' endpoint
 * table; its one lookup-list operation is one path per list here), then the file downloads the
 * client links to. A new route adds a line here or declares its own `operationId`.
 */
export const OPERATION_IDS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    Object.entries(endpoints)
      .filter(([, e]) => !e.path.startsWith('/api/auth/'))
      .flatMap(([name, e]) =>
        e.path.includes('{list}')
          ? LOOKUP_LIST_NAMES.map((list) => [
              `${e.method} ${e.path.replace('{list}', list)}`,
              `${name}${capitalised(list)}`,
            ])
          : [[`${e.method} ${e.path}`, name]],
      ),
  ),
  'GET /api/user/avatar': 'getAvatar',
  'GET /api/snapshots/export.csv': 'exportSnapshotsCsv',
  'GET /api/snapshots/project-report.pdf': 'exportProjectReportPdf',
  'GET /api/snapshots/{number}/export.pdf': 'exportSnapshotPdf',
  'GET /api/snapshots/{number}/export.csv': 'exportSnapshotCsv',
  'GET /api/shared/{token}/export.pdf': 'exportSharedSnapshotPdf',
};

// ---- Error answers ----------------------------------------------------------------------------

const ERROR_SCHEMA_REF = '#/components/schemas/Error';
const errorResponse = (description: string): ResponseObject => ({
  description,
  content: { 'application/json': { schema: { $ref: ERROR_SCHEMA_REF } } },
});

/** The answers the server's middleware, guard and error handler can give to an operation, by status. */
export function standardErrorsOf(method: string, path: string, op: OperationObject): Record<string, string> {
  const hasJsonBody = Object.keys(op.requestBody?.content ?? {}).some((t) => /json/i.test(t));
  const validates = op.requestBody !== undefined || (op.parameters ?? []).length > 0;
  const signedIn = needsSignIn(path);
  const scope = bearerScopeOf(method, path);
  const access = workspaceAccessOf(method, path);
  const forbidden = [
    ...(signedIn && !isSafe(method) ? [`a session-cookie call without a matching ${XSRF_HEADER} header`] : []),
    ...(signedIn && scope === undefined
      ? ['a personal API token, which cannot make this call (TOKEN_NOT_ALLOWED)']
      : []),
    ...(scope === 'read+calculate'
      ? ['a personal API token of scope read: this call needs read+calculate (TOKEN_SCOPE)']
      : []),
    ...(signedIn && access !== 'account'
      ? [`the user's role in the workspace is below ${access} (docs/decisions/018-teams.md)`]
      : []),
  ];
  return {
    ...(validates ? { 400: 'The request is invalid: `issues` names every bad field.' } : {}),
    ...(signedIn
      ? {
          401: 'Not signed in: no session, or an unknown, revoked or expired API token (reason TOKEN_UNKNOWN, TOKEN_REVOKED, TOKEN_EXPIRED), or the e-mail address is not verified.',
        }
      : {}),
    ...(forbidden.length > 0 ? { 403: `Refused: ${forbidden.join('; or ')}.` } : {}),
    ...(signedIn && access !== 'account'
      ? { 404: 'The user is not a member of the organisation the call acts in (its existence is not disclosed).' }
      : {}),
    ...(hasJsonBody
      ? {
          413: 'The request body is larger than the server accepts (BODY_LIMIT_BYTES).',
          415: 'The body was not sent as JSON: the message names the type sent and asks for Content-Type: application/json.',
        }
      : {}),
    ...(scope !== undefined
      ? {
          429: `More than ${API_TOKEN_RATE_LIMIT_PER_MINUTE} calls a minute with one API token (reason TOKEN_RATE_LIMITED); the retry-after header says when to try again.`,
        }
      : {}),
    500: 'A fault on our side, logged with the request id sent in the x-request-id header.',
  };
}

// ---- Examples ---------------------------------------------------------------------------------

const PROJECT = EXAMPLE_PROJECT;
/** One wall location with the wall page's placeholders (12 m by 2.7 m). */
const NORTH_WALL = {
  description: 'North',
  length: 12,
  height: 2.7,
  materialA: 'BrickVeneerVirginLocal',
  materialB: 'LightWeightTimberClad',
};

/**
 * An example request of each calculator, with the pages' placeholder values. The API test parses
 * each with its contract and sends it; the lint checks each against the document's schema.
 */
export const CALCULATOR_EXAMPLES = {
  'POST /api/project/calculate-footing': {
    endpoint: 'calculateFooting',
    summary: 'A 100 m² slab founded at 700 mm: blinded raft against a waffle slab, standard concrete',
    value: EXAMPLE_FOOTING,
  },
  'POST /api/project/calculate-wall-location': {
    endpoint: 'calculateWallLocation',
    summary: 'One wall location, 12 m by 2.7 m: brick veneer against lightweight timber cladding',
    value: NORTH_WALL,
  },
  'POST /api/project/calculate-wall': {
    endpoint: 'calculateWall',
    summary: 'A wall of one location against the suggested target of 30 kgCO2e/m²',
    value: { project: PROJECT, targetReduction: 30, locations: [NORTH_WALL] },
  },
  'POST /api/project/optimize': {
    endpoint: 'estimateDwelling',
    summary: 'The placeholder house (100 and 700 m², 2.7 m ceilings, 35 % windows), brick veneer',
    value: { project: PROJECT, ...PLACEHOLDER_HOUSE, ...STARTING_DWELLING_CHOICES },
  },
  'POST /api/project/optimize/pareto': {
    endpoint: 'paretoFront',
    summary: 'The front for the placeholder house, marking the brick-veneer design',
    value: { ...PLACEHOLDER_HOUSE, current: STARTING_DWELLING_CHOICES },
  },
} as const satisfies Record<string, { endpoint: keyof typeof endpoints; summary: string; value: object }>;

// ---- Document-wide ----------------------------------------------------------------------------

/** What each tag of the document groups. */
export const TAG_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'Sign-in':
    'Sign-up, e-mail verification, sign-in, sign-out and passwords: better-auth under /api/auth, as the web app calls it. Public, but for changing a password and signing out (the session cookie). No anti-forgery header: better-auth checks the Origin itself.',
  System: 'Liveness, readiness and what the sign-in pages need to know. Public.',
  Account: 'The signed-in user: profile, avatar, data export, account deletion. Cookie session only.',
  Lookups: 'The option lists of the calculators, with per-unit carbon on a dataset.',
  Walls: 'The wall calculator: option A against option B wall types at any number of wall locations.',
  Slab: 'The slab (footing) calculator: a business-as-usual footing system against an alternate.',
  Optimizer: 'A whole dwelling: its carbon and cold-shell cost, and the exact carbon–cost Pareto front.',
  'Custom products':
    'A user’s own EPDs: recorded once, then used by the wall and slab calculators and the optimizer instead of the dataset factor for their material.',
  Snapshots:
    'Every Calculate saved as an immutable, numbered carbon snapshot: read, export, verify, recalculate, share.',
  Teams:
    'Organisations: the active workspace, members in four roles (owner, admin, editor, viewer), invitations by e-mail and the audit trail. Every workspace route checks the role (403) and membership (404).',
  Projects: 'Projects as records of a workspace, holding its snapshots by name.',
};

/** Relative, for a router that knows no address (a test's plain router); the app gives serversFor(PUBLIC_URL). */
export const SERVERS = [
  { url: '/', description: 'The server that serves this document (the same origin as the web app)' },
];

/**
 * The document's `servers`: the absolute address users open (the server's PUBLIC_URL, else
 * http://HOST:PORT), so a client generated from the document works from Node, where a relative URL
 * does not. Another deployment serves the same paths at its own address: give that as the generated
 * client's base URL (openapi-fetch: `createClient({ baseUrl })`).
 */
export function serversFor(publicUrl: string) {
  return [
    {
      url: publicUrl,
      description:
        'This server (its PUBLIC_URL). For another deployment, use its address as the base URL instead (e.g. openapi-fetch createClient({ baseUrl })); the paths are the same.',
    },
  ];
}

/** The repository states no licence, so none is granted: the document says so. */
export const LICENSE = {
  name: 'Proprietary: no licence is granted (the repository states none)',
  identifier: 'LicenseRef-Proprietary',
};

// ---- Nullable references ----------------------------------------------------------------------

/**
 * The generator writes a nullable named schema (zod's `Named.nullable()`) as
 * `allOf: [{ $ref }, { type: ['object', 'null'] }]`, which refuses null (the `$ref` part must hold
 * too): a real answer with that field null fails validation (issue #47). Each such place becomes
 * `anyOf: [{ $ref }, { type: 'null' }]`, the schema the contract means. Everything else is kept.
 */
export function correctNullableReferences(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) correctNullableReferences(item);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  const allOf = schema.allOf;
  if (Array.isArray(allOf) && allOf.length === 2) {
    const [ref, nullable] = allOf as [Record<string, unknown>, Record<string, unknown>];
    const type = nullable?.type;
    if (
      typeof ref?.$ref === 'string' &&
      Object.keys(nullable ?? {}).join() === 'type' &&
      Array.isArray(type) &&
      type.includes('null')
    ) {
      delete schema.allOf;
      schema.anyOf = [ref, { type: 'null' }];
    }
  }
  for (const value of Object.values(schema)) correctNullableReferences(value);
}

// ---- Named value lists ------------------------------------------------------------------------

const sameValues = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && [...a].map(String).sort().join('\u0000') === [...b].map(String).sort().join('\u0000');

/**
 * Publishes each value list (contracts' VALUE_LISTS: wall types, footing systems, the dwelling
 * choices…, and the dataset ids) as one named schema, and makes every place that lists exactly
 * those values refer to it: the lookups' option `key`s and the calculators' request fields alike,
 * so that a generated client types "pick from the lookups, send to the calculator" (issue #48).
 * A place keeps its own description and example beside the reference.
 */
export function nameValueLists(doc: OpenApiDocument): void {
  const components = (doc.components ??= {});
  const schemas = (components.schemas ??= {});
  const lists = [
    ...Object.entries(VALUE_LISTS).map(([list, v]) => ({ ...v, list })),
    { ...DATASET_ID_LIST, list: undefined },
  ];
  const refer = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) refer(item);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const schema = node as Record<string, unknown>;
    if (schema.type === 'string' && Array.isArray(schema.enum)) {
      const list = lists.find((l) => sameValues(l.keys, schema.enum as unknown[]));
      if (list) {
        delete schema.type;
        delete schema.enum;
        schema.$ref = `#/components/schemas/${list.id}`;
      }
    }
    for (const value of Object.values(schema)) refer(value);
  };
  refer(schemas);
  refer(doc.paths);
  for (const list of lists) {
    schemas[list.id] = {
      type: 'string',
      enum: [...list.keys],
      description: list.list
        ? `The values of ${list.usedBy}: the option keys of GET /api/lookups/${list.list} (and of ${list.list} in GET /api/lookups).`
        : `The carbon datasets: ${list.usedBy}.`,
    };
  }
}

// ---- The finisher -----------------------------------------------------------------------------

/**
 * The document with everything above added; what a route or the generator already set is kept, but
 * for the nullable references corrected (correctNullableReferences) and the value lists named
 * (nameValueLists).
 */
export function finishOpenApiDocument<D extends object>(input: D): D {
  const doc = structuredClone(input) as D & OpenApiDocument;
  doc.info = { ...doc.info, license: doc.info?.license ?? LICENSE };
  doc.servers = doc.servers?.length ? doc.servers : SERVERS;
  const components = (doc.components ??= {});
  correctNullableReferences(components.schemas);
  correctNullableReferences(doc.paths);
  nameValueLists(doc);
  components.securitySchemes = { ...SECURITY_SCHEMES, ...components.securitySchemes };

  const tags: string[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      const key = `${method.toUpperCase()} ${path}`;
      const id = OPERATION_IDS[key];
      if (op.operationId === undefined && id !== undefined) op.operationId = id;
      op.security ??= securityOf(method, path);
      const responses = (op.responses ??= {});
      for (const [status, description] of Object.entries(standardErrorsOf(method, path, op))) {
        responses[status] ??= errorResponse(description);
      }
      // Every error answer has the one error shape (docs/decisions/003-error-shape.md).
      for (const [status, response] of Object.entries(responses)) {
        if (/^[45]/.test(status) && response.$ref === undefined && response.content === undefined) {
          response.content = errorResponse('').content;
        }
      }
      const example = (CALCULATOR_EXAMPLES as Record<string, { summary: string; value: object } | undefined>)[key];
      const media = op.requestBody?.content?.['application/json'];
      if (example && media && media.example === undefined && media.examples === undefined) {
        media.examples = { placeholders: { summary: example.summary, value: structuredClone(example.value) } };
      }
      for (const tag of op.tags ?? []) if (!tags.includes(tag)) tags.push(tag);
    }
  }
  const declared = doc.tags ?? [];
  doc.tags = [
    ...declared,
    ...tags
      .filter((name) => !declared.some((t) => t.name === name))
      .map((name) => (TAG_DESCRIPTIONS[name] ? { name, description: TAG_DESCRIPTIONS[name] } : { name })),
  ];
  return doc;
}
