import type { TestApp } from './test-app';

/** The part of JSON Schema (as @hono/zod-openapi writes it) that the batteries read. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  example?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** "POST /api/snapshots/verify": the key used in messages and in FUZZ_OP. */
  id: string;
  method: string;
  /** The path template, e.g. /api/snapshots/{number}. */
  path: string;
  parameters: Parameter[];
  body?: { contentType: string; required: boolean; schema: JsonSchema };
}

interface RawOperation {
  parameters?: Array<{ name: string; in: Parameter['in']; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/**
 * The operations that need no session. Everything else the document lists is a product route and must
 * answer 401 to a visitor. /api/openapi.json and /api/reference are not in the document; the /api/auth/*
 * calls the web app makes are (AUTH_OPERATIONS), but they are better-auth's, not product routes:
 * loadOperations leaves them out (auth.test.ts, hardening.test.ts and openapi-answers.test.ts test them).
 */
export const PUBLIC_OPERATIONS = [
  'GET /api/health',
  'GET /api/ready',
  'GET /api/config',
  'GET /api/shared/{token}',
  'GET /api/shared/{token}/export.pdf',
  'GET /api/invitations/{token}',
] as const;

/** better-auth's calls the document describes (src/http/openapi-auth.ts). */
export const AUTH_OPERATIONS = [
  'POST /api/auth/sign-up/email',
  'GET /api/auth/verify-email',
  'POST /api/auth/send-verification-email',
  'POST /api/auth/sign-in/email',
  'GET /api/auth/get-session',
  'POST /api/auth/sign-out',
  'POST /api/auth/request-password-reset',
  'POST /api/auth/reset-password',
  'POST /api/auth/change-password',
] as const;

export const isAuthPath = (path: string) => path.startsWith('/api/auth/');

export const isPublic = (op: Operation) => (PUBLIC_OPERATIONS as readonly string[]).includes(op.id);
export const isStateChanging = (op: Operation) => !['GET', 'HEAD', 'OPTIONS'].includes(op.method);

/** Replaces every $ref by the schema it names (the request schemas of this API are not recursive). */
function dereference(schema: JsonSchema, doc: OpenApiDocument, depth = 0): JsonSchema {
  if (depth > 32) throw new Error('schema nests too deep to dereference (recursive $ref?)');
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = doc.components?.schemas?.[name];
    if (!target) throw new Error(`unresolvable $ref ${schema.$ref}`);
    return dereference(target, doc, depth + 1);
  }
  const out: JsonSchema = { ...schema };
  if (schema.properties)
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([k, v]) => [k, dereference(v, doc, depth + 1)]),
    );
  if (schema.items) out.items = dereference(schema.items, doc, depth + 1);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
    out.additionalProperties = dereference(schema.additionalProperties, doc, depth + 1);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
    if (schema[key]) out[key] = schema[key].map((s) => dereference(s, doc, depth + 1));
  return out;
}

/** Every product operation of the served /api/openapi.json (not better-auth's), with its schemas dereferenced. */
export async function loadOperations(app: TestApp): Promise<Operation[]> {
  const res = await app.request('/api/openapi.json');
  if (res.status !== 200) throw new Error(`GET /api/openapi.json answered ${res.status}`);
  const doc = (await res.json()) as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    if (isAuthPath(path)) continue;
    for (const [method, raw] of Object.entries(ops)) {
      const upper = method.toUpperCase();
      const content = Object.entries(raw.requestBody?.content ?? {})[0];
      operations.push({
        id: `${upper} ${path}`,
        method: upper,
        path,
        parameters: (raw.parameters ?? []).map((p) => ({
          name: p.name,
          in: p.in,
          required: p.required ?? p.in === 'path',
          schema: dereference(p.schema ?? {}, doc),
        })),
        body: content
          ? {
              contentType: content[0],
              required: raw.requestBody?.required ?? false,
              schema: dereference(content[1].schema ?? {}, doc),
            }
          : undefined,
      });
    }
  }
  return operations;
}

/** The path with each {param} replaced by the given raw (already URL-encoded) text. */
export function fillPath(template: string, values: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for path parameter ${name} of ${template}`);
    return value;
  });
}
