import type { FieldIssue } from '@embodied/contracts';

/** A failed API call, carrying the server's one error shape. The web app's one failure type. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly issues: FieldIssue[] = [],
    public readonly reason?: string,
  ) {
    super(message);
  }
}

/**
 * Any failure as an ApiError: an ApiError stays as it is; anything else (a bug, a refused file)
 * becomes one with `fallback` as its polite message, so a page has one thing to show.
 */
export function toApiError(err: unknown, fallback = 'Something went wrong. Please try again.'): ApiError {
  return err instanceof ApiError ? err : new ApiError(0, 'internal', fallback);
}

/** Whether a failure is the server's "no such thing" (404). */
export const isNotFound = (err: unknown): boolean => err instanceof ApiError && err.status === 404;

/** What became of an action that reports back: done (with a sentence to show) or failed. */
export type Outcome = { ok: true; text: string } | { ok: false; error: ApiError };

export const succeeded = (text: string): Outcome => ({ ok: true, text });
export const failed = (err: unknown, fallback?: string): Outcome => ({ ok: false, error: toApiError(err, fallback) });
