import { z } from 'zod';

/** The one error shape every API call answers with: `{ error: { code, message, issues? } }`. */
export const ERROR_CODES = [
  'invalid_request',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal',
  'unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** HTTP status for each code: one table, used by the server's error handler. */
export const ERROR_STATUS: Record<ErrorCode, 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503> = {
  invalid_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

export const fieldIssueSchema = z.object({
  path: z.string().meta({ description: 'The field, as a dotted path (e.g. `locations.2.length`).' }),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES),
      message: z.string(),
      issues: z.array(fieldIssueSchema).optional(),
      reason: z.string().optional().meta({ description: 'A finer machine-readable reason, e.g. EMAIL_NOT_VERIFIED.' }),
    }),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBodySchema>;
