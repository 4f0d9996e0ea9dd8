import { API_TOKEN_RATE_LIMIT_PER_MINUTE, workspaceAccessOf } from '@embodied/contracts';
import type { OperationObject, ResponseObject } from './openapi-document';
import { bearerScopeOf, isSafe } from './openapi-security';
import { needsSignIn } from './require-session';
import { XSRF_HEADER } from './xsrf';

/* The error answers every operation can give, as the document lists them (openapi-finish.ts). */

const ERROR_SCHEMA_REF = '#/components/schemas/Error';
export const errorResponse = (description: string): ResponseObject => ({
  description,
  content: { 'application/json': { schema: { $ref: ERROR_SCHEMA_REF } } },
});

/** The answers the server's middleware, guard and error handler can give to an operation, by status. */
export function standardErrorsOf(method: string, path: string, op: OperationObject): Record<string, string> {
  const hasJsonBody = Object.keys(op.requestBody?.content ?? {}).some((t) => /json/i.test(t));
  const validates = op.requestBody !== undefined || (op.parameters ?? []).length > 0;
  const signedIn = needsSignIn(path);
  const scope = bearerScopeOf(method, path);
  const access = workspaceAccessOf(method, path);
  const forbidden = [
    ...(signedIn && !isSafe(method) ? [`a session-cookie call without a matching ${XSRF_HEADER} header`] : []),
    ...(signedIn && scope === undefined
      ? ['a personal API token, which cannot make this call (TOKEN_NOT_ALLOWED)']
      : []),
    ...(scope === 'read+calculate'
      ? ['a personal API token of scope read: this call needs read+calculate (TOKEN_SCOPE)']
      : []),
    ...(signedIn && access !== 'account'
      ? [`the user's role in the workspace is below ${access} (docs/decisions/018-teams.md)`]
      : []),
  ];
  return {
    ...(validates ? { 400: 'The request is invalid: `issues` names every bad field.' } : {}),
    ...(signedIn
      ? {
          401: 'Not signed in: no session, or an unknown, revoked or expired API token (reason TOKEN_UNKNOWN, TOKEN_REVOKED, TOKEN_EXPIRED), or the e-mail address is not verified.',
        }
      : {}),
    ...(forbidden.length > 0 ? { 403: `Refused: ${forbidden.join('; or ')}.` } : {}),
    ...(signedIn && access !== 'account'
      ? { 404: 'The user is not a member of the organisation the call acts in (its existence is not disclosed).' }
      : {}),
    ...(hasJsonBody
      ? {
          413: 'The request body is larger than the server accepts (BODY_LIMIT_BYTES).',
          415: 'The body was not sent as JSON: the message names the type sent and asks for Content-Type: application/json.',
        }
      : {}),
    ...(scope !== undefined
      ? {
          429: `More than ${API_TOKEN_RATE_LIMIT_PER_MINUTE} calls a minute with one API token (reason TOKEN_RATE_LIMITED); the retry-after header says when to try again.`,
        }
      : {}),
    500: 'A fault on our side, logged with the request id sent in the x-request-id header.',
  };
}
