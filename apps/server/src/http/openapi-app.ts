import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './app-env';
import { sendError, toFieldIssues, validationMessage } from './app-error';

/**
 * A router whose request validation failures answer 400 with every bad field named.
 * Every route module builds on this so that the whole API validates the same way.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const issues = toFieldIssues(result.error.issues);
        return sendError(c, 'invalid_request', validationMessage(issues), issues);
      }
      return undefined;
    },
  });
}

export type Router = ReturnType<typeof createRouter>;
