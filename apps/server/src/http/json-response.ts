import type { z } from '@hono/zod-openapi';

/** An OpenAPI response (or body) with a JSON schema and its description, as every route definition writes it. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
