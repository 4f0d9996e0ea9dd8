import { HTTP_METHODS, type OpenApiDocument } from './openapi-document';
import { LICENSE, SERVERS, TAG_DESCRIPTIONS } from './openapi-document-info';
import { errorResponse, standardErrorsOf } from './openapi-error-answers';
import { CALCULATOR_EXAMPLES } from './openapi-examples';
import { OPERATION_IDS } from './openapi-operation-ids';
import { correctNullableReferences, nameValueLists } from './openapi-schema-fixes';
import { SECURITY_SCHEMES, securityOf } from './openapi-security';

/*
 * The one place that finishes the OpenAPI document the routes generate, so that tools accept it
 * (`npm run lint:openapi`: Redocly's recommended rules) without every route file repeating it:
 * operationIds, security, the standard error answers, examples of the calculators' requests,
 * `servers`, `info.license` and the tags. It only adds: every path, schema and response a route
 * declares is kept as it is. A route it does not know yet gets security and the error answers by
 * the rules of its parts (openapi-security.ts, openapi-error-answers.ts); it needs an operationId (its own `operationId`, or a line in OPERATION_IDS), or
 * apps/server/test/api-doc-openapi.test.ts and the lint fail.
 */

/**
 * The document with what the parts imported above give added; what a route or the generator already set is kept, but
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
