import type { z } from '@hono/zod-openapi';
import { errorBodySchema } from '@embodied/contracts';

/** An OpenAPI response (or body) with a JSON schema and its description, as every route definition writes it. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** What a signed-in person's own operation answers when not signed in (401), or refused (403: `refused` says when). */
export const signedInErrors = (refused: string) => ({
  401: json(errorBodySchema, 'Not signed in'),
  403: json(errorBodySchema, refused),
});
