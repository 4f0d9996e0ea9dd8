import { z } from 'zod';
import { isoTime, namedObject, namedStrictObject } from './named';
import { routeTableLookup, textSchema } from './text';

/**
 * Personal API tokens (docs/decisions/013-personal-api-tokens.md): a user's named, expiring,
 * revocable credential for scripts, sent as `Authorization: Bearer emb_…`. Its scope says which
 * operations it reaches; account, profile and token management are never among them.
 */

/** Every token starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_TOKEN_PREFIX = 'emb_';
export const API_TOKEN_SCOPES = ['read', 'read+calculate'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const API_TOKEN_NAME_MAX = 100;
export const API_TOKEN_MAX_DAYS = 365;
/** Requests one token may make per minute (per server process). */
export const API_TOKEN_RATE_LIMIT_PER_MINUTE = 120;

export const apiTokenScopeSchema = z
  .enum(API_TOKEN_SCOPES, { error: 'Scope must be "read" or "read+calculate".' })
  .meta({
    description:
      '`read`: the GET operations on lookups and snapshots, and verifying an export. `read+calculate`: also the calculators and recalculating a snapshot.',
  });

export const createApiTokenSchema = namedStrictObject('CreateApiToken', {
  name: textSchema('Name')
    .trim()
    .min(1, 'Give the token a name, so that you know later what it is for.')
    .max(API_TOKEN_NAME_MAX, `The name must be at most ${API_TOKEN_NAME_MAX} characters.`),
  scope: apiTokenScopeSchema,
  expiresInDays: z
    .number({ error: 'Expiry must be a whole number of days, from 1 to 365.' })
    .int('Expiry must be a whole number of days, from 1 to 365.')
    .min(1, 'Expiry must be a whole number of days, from 1 to 365.')
    .max(API_TOKEN_MAX_DAYS, 'Expiry must be a whole number of days, from 1 to 365.'),
  organisationId: z
    .string({
      error: 'Workspace must be the id of an organisation you belong to, or null for your personal workspace.',
    })
    .trim()
    .min(1, 'Workspace must be the id of an organisation you belong to, or null for your personal workspace.')
    .max(100, 'Workspace must be the id of an organisation you belong to, or null for your personal workspace.')
    .nullable()
    .optional()
    .meta({
      description:
        'The workspace the token acts in, for good: an organisation you belong to, or null for your personal workspace. Absent: the workspace active when the token is made.',
    }),
});
export type CreateApiToken = z.infer<typeof createApiTokenSchema>;

/** The workspace a token acts in (chosen when it is made). */
export const apiTokenWorkspaceSchema = namedObject('ApiTokenWorkspace', {
  organisationId: z.string().nullable().meta({ description: 'null for the personal workspace.' }),
  name: z.string(),
});

export const apiTokenSchema = namedObject('ApiToken', {
  id: z.string(),
  name: z.string(),
  scope: apiTokenScopeSchema,
  createdAt: isoTime('When the token was created'),
  expiresAt: isoTime('When the token expires: it is refused from then on'),
  lastUsedAt: isoTime(
    'When the token was last used, to the minute (recorded at most once a minute); null if never used',
  ).nullable(),
  workspace: apiTokenWorkspaceSchema.meta({
    description: 'Where every call made with the token acts, whichever workspace the web app has chosen.',
  }),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenListSchema = z.object({ items: z.array(apiTokenSchema) }).meta({ id: 'ApiTokenList' });
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;

export const createdApiTokenSchema = apiTokenSchema
  .extend({
    secret: z.string().meta({ description: 'The token itself (emb_…): shown this once, never again.' }),
  })
  .meta({ id: 'CreatedApiToken' });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const apiTokenIdParamSchema = z.object({
  id: textSchema('Token id').meta({ param: { name: 'id', in: 'path' } }),
});

// ---------------------------------------------------------------------------------------------
// What a token may reach: the one table. The server's guard checks every bearer call against it;
// a test checks that every operation of the OpenAPI document is in it.

/** `never`: a cookie session only (a token gets 403). */
export type TokenAccess = ApiTokenScope | 'never';

/** `METHOD path` (OpenAPI placeholders) → what a token needs to make the call. */
export const TOKEN_ACCESS: Readonly<Record<string, TokenAccess>> = {
  // Account, profile, avatar, data export, account deletion, tokens: never with a token.
  'GET /api/user': 'never',
  'POST /api/user': 'never',
  'PUT /api/user': 'never',
  'DELETE /api/user': 'never',
  'GET /api/user/avatar': 'never',
  'PUT /api/user/avatar': 'never',
  'DELETE /api/user/avatar': 'never',
  'GET /api/user/export': 'never',
  'GET /api/user/tokens': 'never',
  'POST /api/user/tokens': 'never',
  'DELETE /api/user/tokens/{id}': 'never',
  // Custom products: read with a token; recorded, changed and deleted by a signed-in person only.
  'GET /api/products': 'read',
  'POST /api/products': 'never',
  'POST /api/products/import': 'never',
  'PUT /api/products/{id}': 'never',
  'DELETE /api/products/{id}': 'never',
  // Lookups
  'GET /api/lookups': 'read',
  'GET /api/lookups/{list}': 'read',
  // Calculators (each saves a snapshot)
  'POST /api/project/calculate-footing': 'read+calculate',
  'POST /api/project/calculate-wall-location': 'read+calculate',
  'POST /api/project/calculate-wall': 'read+calculate',
  'POST /api/project/optimize': 'read+calculate',
  'POST /api/project/optimize/pareto': 'read+calculate',
  // Model take-offs: reading a model is a calculation; deleting one is a person's choice.
  'GET /api/takeoffs': 'read',
  'POST /api/takeoffs': 'read+calculate',
  'GET /api/takeoffs/{id}': 'read',
  'PUT /api/takeoffs/{id}/mappings': 'read+calculate',
  'DELETE /api/takeoffs/{id}': 'never',
  // Snapshots
  'GET /api/snapshots': 'read',
  'GET /api/snapshots/export.csv': 'read',
  'GET /api/snapshots/project-report.pdf': 'read',
  'POST /api/snapshots/verify': 'read',
  'GET /api/snapshots/{number}': 'read',
  'DELETE /api/snapshots/{number}': 'never',
  'GET /api/snapshots/{number}/export.pdf': 'read',
  'GET /api/snapshots/{number}/export.csv': 'read',
  'GET /api/snapshots/{number}/export.json': 'read',
  'GET /api/snapshots/{number}/export.lcax.json': 'read',
  'GET /api/snapshots/{number}/export.xlsx': 'read',
  'GET /api/snapshots/{number}/recalculate': 'read+calculate',
  'POST /api/snapshots/{number}/share': 'never',
  'GET /api/snapshots/{number}/shares': 'read',
  'DELETE /api/snapshots/{number}/share/{token}': 'never',
  // Organisations: a token acts in its user's active workspace and may read it; it manages nothing.
  'GET /api/workspace': 'read',
  'PUT /api/workspace': 'never',
  'GET /api/organisations': 'read',
  'POST /api/organisations': 'never',
  'POST /api/organisations/join': 'never',
  'GET /api/organisations/{id}': 'read',
  'PUT /api/organisations/{id}': 'never',
  'DELETE /api/organisations/{id}': 'never',
  'PUT /api/organisations/{id}/members/{userId}': 'never',
  'DELETE /api/organisations/{id}/members/{userId}': 'never',
  'POST /api/organisations/{id}/invitations': 'never',
  'DELETE /api/organisations/{id}/invitations/{invitationId}': 'never',
  'GET /api/organisations/{id}/audit': 'read',
  'GET /api/projects': 'read',
  'POST /api/projects': 'never',
  'PUT /api/projects/{id}': 'never',
  'DELETE /api/projects/{id}': 'never',
};

/**
 * What a token needs for a request (a concrete path): `never` for anything the table does not list,
 * so a route added without a line here is closed to tokens until someone decides. HEAD is GET.
 */
export const tokenAccessOf = routeTableLookup<TokenAccess>(TOKEN_ACCESS, 'never');

/** Whether a token of this scope may make a call that needs `access`. */
export function scopeAllows(scope: ApiTokenScope, access: TokenAccess): boolean {
  if (access === 'never') return false;
  return access === 'read' || scope === 'read+calculate';
}
