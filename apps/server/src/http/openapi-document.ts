/** The part of the OpenAPI 3.1 object model the finisher (openapi-finish.ts) and its parts read and write. */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type SecurityRequirement = Record<string, string[]>;
export interface MediaTypeObject {
  schema?: unknown;
  example?: unknown;
  examples?: Record<string, { summary?: string; description?: string; value: unknown }>;
}
export interface ResponseObject {
  $ref?: string;
  description?: string;
  content?: Record<string, MediaTypeObject>;
}
export interface OperationObject {
  operationId?: string;
  summary?: string;
  tags?: string[];
  parameters?: unknown[];
  requestBody?: { content?: Record<string, MediaTypeObject> };
  responses?: Record<string, ResponseObject>;
  security?: SecurityRequirement[];
}
export type PathItem = Partial<Record<HttpMethod, OperationObject>>;

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
