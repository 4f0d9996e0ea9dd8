import type { Context } from 'hono';
import { ERROR_STATUS, type ErrorBody, type ErrorCode, type FieldIssue } from '@embodied/contracts';
import type { DomainError, DomainErrorKind } from '../lib/domain-error';

/** The one error type of the server. Thrown anywhere; the error handler turns it into the JSON shape. */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message: string,
    public readonly issues?: FieldIssue[],
  ) {
    super(message);
  }
}

/** The one mapping of the lower layers' refusals to the API's error codes (each code carries its status). */
const DOMAIN_ERROR_CODES: Record<DomainErrorKind, ErrorCode> = {
  invalid: 'invalid_request',
  forbidden: 'forbidden',
  not_found: 'not_found',
  conflict: 'conflict',
  unavailable: 'unavailable',
};

/** A refusal of the data layer or the calculations as the HTTP error it answers with: same message, same issues. */
export const appErrorOf = (err: DomainError): AppError =>
  new AppError(DOMAIN_ERROR_CODES[err.kind], err.message, err.issues);

export function errorBody(code: ErrorCode, message: string, issues?: FieldIssue[]): ErrorBody {
  return { error: { code, message, ...(issues && issues.length > 0 ? { issues } : {}) } };
}

export function sendError(c: Context, code: ErrorCode, message: string, issues?: FieldIssue[]) {
  return c.json(errorBody(code, message, issues), ERROR_STATUS[code]);
}

/** Zod-style issues as `{ path, message }` with a dotted path a person can find in the form. */
export function toFieldIssues(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): FieldIssue[] {
  return issues.map((i) => ({ path: i.path.map(String).join('.') || '(body)', message: i.message }));
}

export function validationMessage(issues: FieldIssue[]): string {
  const fields = [...new Set(issues.map((i) => i.path))];
  return `The request has ${issues.length === 1 ? 'a field' : `${issues.length} problems`} to fix: ${fields.join(', ')}.`;
}
