import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './app-env';
import { sendError, toFieldIssues, validationMessage } from './app-error';
import { finishOpenApiDocument } from './openapi-finish';

/**
 * A router whose request validation failures answer 400 with every bad field named.
 * Every route module builds on this so that the whole API validates the same way.
 * Its OpenAPI document (doc31, getOpenAPI31Document) is finished in one place, openapi-finish.ts:
 * operationIds, security, the standard error answers, examples, servers and licence.
 */
export function createRouter() {
  const router = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const issues = toFieldIssues(result.error.issues);
        return sendError(c, 'invalid_request', validationMessage(issues), issues);
      }
      return undefined;
    },
  });
  const generate = router.getOpenAPI31Document;
  router.getOpenAPI31Document = (objectConfig, generatorConfig) =>
    finishOpenApiDocument(generate(objectConfig, generatorConfig));
  return router;
}

export type Router = ReturnType<typeof createRouter>;
