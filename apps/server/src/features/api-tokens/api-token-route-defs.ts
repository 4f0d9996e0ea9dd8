import { endpointRoute } from '../../http/endpoint-route';
import {
  apiTokenIdParamSchema,
  apiTokenListSchema,
  createApiTokenSchema,
  createdApiTokenSchema,
  errorBodySchema,
} from '@embodied/contracts';
import { json, signedInErrors } from '../../http/json-response';

const errors = signedInErrors(
  'A personal API token (tokens cannot manage tokens: reason TOKEN_NOT_ALLOWED), a session token sent as a bearer (tokens are managed from a signed-in browser: reason WEB_SESSION_REQUIRED), or a cookie call without a matching X-XSRF-TOKEN header',
);

export const listApiTokensRoute = endpointRoute('listApiTokens', {
  tags: ['Account'],
  summary: 'My personal API tokens (never their secrets), with when each was last used',
  responses: { 200: json(apiTokenListSchema, 'The tokens that are not revoked, newest first'), ...errors },
});

export const createApiTokenRoute = endpointRoute('createApiToken', {
  tags: ['Account'],
  summary: 'Create a personal API token: its secret is in this answer only',
  request: { body: { content: { 'application/json': { schema: createApiTokenSchema } }, required: true } },
  responses: {
    201: json(createdApiTokenSchema, 'The token, with its secret (shown once)'),
    400: json(errorBodySchema, 'The request names a field that is wrong, and says why'),
    ...errors,
  },
});

export const revokeApiTokenRoute = endpointRoute('revokeApiToken', {
  tags: ['Account'],
  summary: 'Revoke one of my personal API tokens: it is refused (401) from the next call on',
  request: { params: apiTokenIdParamSchema },
  responses: {
    204: { description: 'Revoked' },
    404: json(errorBodySchema, 'No such token of mine (or it is revoked already)'),
    ...errors,
  },
});
