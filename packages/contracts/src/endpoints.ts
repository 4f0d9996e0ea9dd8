import { z } from 'zod';
import { LOOKUP_LIST_NAMES } from '@embodied/engine';
import { healthResponseSchema, readyResponseSchema } from './health';
import { publicConfigSchema } from './public-config';
import { deleteAccountSchema, updateUserSchema, userExportSchema, userSchema } from './user';
import { lookupListSchema, lookupQuerySchema, lookupsSchema } from './lookups';
import { calculateFootingRequestSchema, calculateFootingResponseSchema } from './footings';
import {
  calculateWallLocationRequestSchema,
  calculateWallLocationResponseSchema,
  calculateWallRequestSchema,
  calculateWallResponseSchema,
} from './walls';
import {
  estimateDwellingRequestSchema,
  estimateDwellingResponseSchema,
  paretoRequestSchema,
  paretoResponseSchema,
} from './dwellings';
import {
  recalculateQuerySchema,
  recalculationSchema,
  shareLinkListSchema,
  shareLinkSchema,
  shareTokenParamSchema,
  snapshotDetailSchema,
  snapshotExportSchema,
  snapshotListQuerySchema,
  snapshotListSchema,
  snapshotNumberParamSchema,
  verifyRequestSchema,
  verifyResultSchema,
} from './snapshots';
import {
  customProductIdParamSchema,
  customProductInputSchema,
  customProductListSchema,
  customProductSchema,
} from './custom-products';
import { epdImportRequestSchema, epdImportResultSchema } from './epd-import';
import {
  auditListSchema,
  auditQuerySchema,
  changeRoleSchema,
  deleteOrganisationSchema,
  invitationParamSchema,
  invitationPreviewSchema,
  invitationSchema,
  invitationTokenParamSchema,
  inviteSchema,
  joinOrganisationSchema,
  memberParamSchema,
  memberSchema,
  organisationIdParamSchema,
  organisationInputSchema,
  organisationListSchema,
  organisationSchema,
  projectIdParamSchema,
  projectInputSchema,
  projectListSchema,
  projectSchema,
  switchWorkspaceSchema,
  workspaceListSchema,
  workspaceSchema,
} from './organisations';
import { takeoffIdParamSchema, takeoffListSchema, takeoffMappingsInputSchema, takeoffSchema } from './takeoffs';
import { apiTokenIdParamSchema, apiTokenListSchema, createApiTokenSchema, createdApiTokenSchema } from './api-tokens';

// The token and team contracts are exported with the endpoint table that names them.
export * from './api-tokens';
export * from './organisations';

/**
 * Every JSON operation of the API in one table: method, path (`{param}` placeholders, as in the
 * OpenAPI document), the schemas of its path parameters, query and body, and of its answer. The
 * web client takes its paths and types from here, so a renamed path or field breaks `tsc` on
 * both sides. Binary answers (PDF, CSV, the avatar image) are plain links, not operations here.
 */
export interface EndpointDefinition {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: `/api/${string}`;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  /** The body is multipart/form-data (a FormData in the browser) rather than JSON. */
  readonly multipart?: true;
  /** The answer's schema; `z.undefined()` for an empty answer (204). */
  readonly response: z.ZodType;
}

// ---------------------------------------------------------------------------------------------
// better-auth, under /api/auth: its request and answer shapes, as far as the web relies on them.
// Answers are open objects: better-auth may add fields, and the web reads only these.

export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullish(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** GET /api/auth/get-session: the signed-in user and session, or null. */
export const authSessionSchema = z
  .object({
    user: authUserSchema,
    session: z.object({ id: z.string(), expiresAt: z.string() }),
  })
  .nullable();
export type AuthSession = z.infer<typeof authSessionSchema>;

const authStatusSchema = z.object({ status: z.boolean() });

const emailAndPassword = { email: z.string(), password: z.string() };
const signInEmailBodySchema = z.object({
  ...emailAndPassword,
  rememberMe: z.boolean().optional(),
  callbackURL: z.string().optional(),
});
const signUpEmailBodySchema = z.object({ ...emailAndPassword, name: z.string(), callbackURL: z.string().optional() });
const signInSocialBodySchema = z.object({
  provider: z.string(),
  callbackURL: z.string().optional(),
  errorCallbackURL: z.string().optional(),
});
const changePasswordBodySchema = z.object({
  currentPassword: z.string(),
  newPassword: z.string(),
  revokeOtherSessions: z.boolean().optional(),
});

// ---------------------------------------------------------------------------------------------

const byNumber = snapshotNumberParamSchema;
// A shared link's token is any text: an unknown one answers 404, not 400 (as the server declares it).
const anyToken = z.object({ token: z.string() });

/** A POST endpoint with a JSON body. */
const post = <const P extends string, B extends z.ZodType, R extends z.ZodType>(path: P, body: B, response: R) =>
  ({ method: 'POST', path, body, response }) as const;

/** An endpoint of one snapshot, named by its number in the path. */
const ofSnapshot = <const M extends 'GET' | 'POST' | 'DELETE', const P extends string, R extends z.ZodType>(
  method: M,
  path: P,
  response: R,
) => ({ method, path, params: byNumber, response }) as const;

export const endpoints = {
  // System
  health: { method: 'GET', path: '/api/health', response: healthResponseSchema },
  ready: { method: 'GET', path: '/api/ready', response: readyResponseSchema },
  publicConfig: { method: 'GET', path: '/api/config', response: publicConfigSchema },

  // Sign-in, sign-up and passwords (better-auth)
  getSession: { method: 'GET', path: '/api/auth/get-session', response: authSessionSchema },
  signInEmail: post('/api/auth/sign-in/email', signInEmailBodySchema, z.object({ user: authUserSchema })),
  signUpEmail: post('/api/auth/sign-up/email', signUpEmailBodySchema, z.object({ user: authUserSchema })),
  signInSocial: post(
    '/api/auth/sign-in/social',
    signInSocialBodySchema,
    z.object({ url: z.string(), redirect: z.boolean() }),
  ),
  signOut: post('/api/auth/sign-out', z.object({}), z.object({ success: z.boolean() })),
  sendVerificationEmail: post(
    '/api/auth/send-verification-email',
    z.object({ email: z.string(), callbackURL: z.string().optional() }),
    authStatusSchema,
  ),
  requestPasswordReset: post(
    '/api/auth/request-password-reset',
    z.object({ email: z.string(), redirectTo: z.string().optional() }),
    authStatusSchema,
  ),
  resetPassword: post(
    '/api/auth/reset-password',
    z.object({ token: z.string(), newPassword: z.string() }),
    authStatusSchema,
  ),
  changePassword: post('/api/auth/change-password', changePasswordBodySchema, z.object({ user: authUserSchema })),

  // Account
  getUser: { method: 'GET', path: '/api/user', response: userSchema },
  createUser: { method: 'POST', path: '/api/user', body: z.strictObject({}), response: userSchema },
  updateUser: { method: 'PUT', path: '/api/user', body: updateUserSchema, response: userSchema },
  deleteUser: { method: 'DELETE', path: '/api/user', body: deleteAccountSchema, response: z.undefined() },
  uploadAvatar: { method: 'PUT', path: '/api/user/avatar', multipart: true, response: userSchema },
  removeAvatar: { method: 'DELETE', path: '/api/user/avatar', response: userSchema },
  exportUser: { method: 'GET', path: '/api/user/export', response: userExportSchema },

  // Personal API tokens (a cookie session only)
  listApiTokens: { method: 'GET', path: '/api/user/tokens', response: apiTokenListSchema },
  createApiToken: post('/api/user/tokens', createApiTokenSchema, createdApiTokenSchema),
  revokeApiToken: {
    method: 'DELETE',
    path: '/api/user/tokens/{id}',
    params: apiTokenIdParamSchema,
    response: z.undefined(),
  },

  // Custom products (user-supplied EPDs)
  listCustomProducts: { method: 'GET', path: '/api/products', response: customProductListSchema },
  createCustomProduct: post('/api/products', customProductInputSchema, customProductSchema),
  updateCustomProduct: {
    method: 'PUT',
    path: '/api/products/{id}',
    params: customProductIdParamSchema,
    body: customProductInputSchema,
    response: customProductSchema,
  },
  deleteCustomProduct: {
    method: 'DELETE',
    path: '/api/products/{id}',
    params: customProductIdParamSchema,
    response: z.undefined(),
  },
  importCustomProducts: post('/api/products/import', epdImportRequestSchema, epdImportResultSchema),

  // Model take-offs (an uploaded IFC model's measured quantities)
  listTakeoffs: { method: 'GET', path: '/api/takeoffs', response: takeoffListSchema },
  createTakeoff: { method: 'POST', path: '/api/takeoffs', multipart: true, response: takeoffSchema },
  getTakeoff: { method: 'GET', path: '/api/takeoffs/{id}', params: takeoffIdParamSchema, response: takeoffSchema },
  updateTakeoffMappings: {
    method: 'PUT',
    path: '/api/takeoffs/{id}/mappings',
    params: takeoffIdParamSchema,
    body: takeoffMappingsInputSchema,
    response: takeoffSchema,
  },
  deleteTakeoff: {
    method: 'DELETE',
    path: '/api/takeoffs/{id}',
    params: takeoffIdParamSchema,
    response: z.undefined(),
  },

  // Lookups
  lookups: { method: 'GET', path: '/api/lookups', query: lookupQuerySchema, response: lookupsSchema },
  lookupList: {
    method: 'GET',
    path: '/api/lookups/{list}',
    params: z.object({ list: z.enum(LOOKUP_LIST_NAMES) }),
    query: lookupQuerySchema,
    response: lookupListSchema,
  },

  // Calculators
  calculateFooting: post(
    '/api/project/calculate-footing',
    calculateFootingRequestSchema,
    calculateFootingResponseSchema,
  ),
  calculateWallLocation: post(
    '/api/project/calculate-wall-location',
    calculateWallLocationRequestSchema,
    calculateWallLocationResponseSchema,
  ),
  calculateWall: post('/api/project/calculate-wall', calculateWallRequestSchema, calculateWallResponseSchema),
  estimateDwelling: post('/api/project/optimize', estimateDwellingRequestSchema, estimateDwellingResponseSchema),
  paretoFront: post('/api/project/optimize/pareto', paretoRequestSchema, paretoResponseSchema),

  // Snapshots
  listSnapshots: {
    method: 'GET',
    path: '/api/snapshots',
    query: snapshotListQuerySchema,
    response: snapshotListSchema,
  },
  verifySnapshot: post('/api/snapshots/verify', verifyRequestSchema, verifyResultSchema),
  getSnapshot: { method: 'GET', path: '/api/snapshots/{number}', params: byNumber, response: snapshotDetailSchema },
  deleteSnapshot: { method: 'DELETE', path: '/api/snapshots/{number}', params: byNumber, response: z.undefined() },
  exportSnapshotJson: ofSnapshot('GET', '/api/snapshots/{number}/export.json', snapshotExportSchema),
  recalculateSnapshot: {
    method: 'GET',
    path: '/api/snapshots/{number}/recalculate',
    params: byNumber,
    query: recalculateQuerySchema,
    response: recalculationSchema,
  },
  createShareLink: ofSnapshot('POST', '/api/snapshots/{number}/share', shareLinkSchema),
  listShareLinks: ofSnapshot('GET', '/api/snapshots/{number}/shares', shareLinkListSchema),
  revokeShareLink: {
    method: 'DELETE',
    path: '/api/snapshots/{number}/share/{token}',
    params: byNumber.extend(shareTokenParamSchema.shape),
    response: shareLinkSchema,
  },
  getSharedSnapshot: { method: 'GET', path: '/api/shared/{token}', params: anyToken, response: snapshotDetailSchema },

  // Organisations: the active workspace, organisations, members, invitations, audit trail, projects
  getWorkspace: { method: 'GET', path: '/api/workspace', response: workspaceListSchema },
  switchWorkspace: { method: 'PUT', path: '/api/workspace', body: switchWorkspaceSchema, response: workspaceSchema },
  listOrganisations: { method: 'GET', path: '/api/organisations', response: organisationListSchema },
  createOrganisation: post('/api/organisations', organisationInputSchema, organisationSchema),
  joinOrganisation: post('/api/organisations/join', joinOrganisationSchema, organisationSchema),
  getOrganisation: {
    method: 'GET',
    path: '/api/organisations/{id}',
    params: organisationIdParamSchema,
    response: organisationSchema,
  },
  renameOrganisation: {
    method: 'PUT',
    path: '/api/organisations/{id}',
    params: organisationIdParamSchema,
    body: organisationInputSchema,
    response: organisationSchema,
  },
  deleteOrganisation: {
    method: 'DELETE',
    path: '/api/organisations/{id}',
    params: organisationIdParamSchema,
    body: deleteOrganisationSchema,
    response: z.undefined(),
  },
  changeMemberRole: {
    method: 'PUT',
    path: '/api/organisations/{id}/members/{userId}',
    params: memberParamSchema,
    body: changeRoleSchema,
    response: memberSchema,
  },
  removeMember: {
    method: 'DELETE',
    path: '/api/organisations/{id}/members/{userId}',
    params: memberParamSchema,
    response: z.undefined(),
  },
  inviteMember: {
    method: 'POST',
    path: '/api/organisations/{id}/invitations',
    params: organisationIdParamSchema,
    body: inviteSchema,
    response: invitationSchema,
  },
  revokeInvitation: {
    method: 'DELETE',
    path: '/api/organisations/{id}/invitations/{invitationId}',
    params: invitationParamSchema,
    response: z.undefined(),
  },
  auditTrail: {
    method: 'GET',
    path: '/api/organisations/{id}/audit',
    params: organisationIdParamSchema,
    query: auditQuerySchema,
    response: auditListSchema,
  },
  previewInvitation: {
    method: 'GET',
    path: '/api/invitations/{token}',
    params: invitationTokenParamSchema,
    response: invitationPreviewSchema,
  },
  listProjects: { method: 'GET', path: '/api/projects', response: projectListSchema },
  createProject: post('/api/projects', projectInputSchema, projectSchema),
  updateProject: {
    method: 'PUT',
    path: '/api/projects/{id}',
    params: projectIdParamSchema,
    body: projectInputSchema,
    response: projectSchema,
  },
  deleteProject: {
    method: 'DELETE',
    path: '/api/projects/{id}',
    params: projectIdParamSchema,
    response: z.undefined(),
  },
} as const satisfies Record<string, EndpointDefinition>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** What a call of the endpoint answers (after JSON parsing). */
export type EndpointResponse<N extends EndpointName> = z.output<Endpoints[N]['response']>;

/** What a call of the endpoint takes: its path parameters, query and body, each only where it has one. */
export type EndpointInput<N extends EndpointName> = PartOf<Endpoints[N], 'params', 'output'> &
  PartOf<Endpoints[N], 'query', 'input'> &
  (Endpoints[N] extends { multipart: true } ? { body: FormDataLike } : PartOf<Endpoints[N], 'body', 'input'>);

/** A multipart body (FormData in the browser); contracts do not depend on the DOM's types. */
export interface FormDataLike {
  append(name: string, value: unknown): void;
}

type PartOf<E, K extends 'params' | 'query' | 'body', Side extends 'input' | 'output'> = E extends {
  [P in K]: infer S extends z.ZodType;
}
  ? { [P in K]: Side extends 'input' ? z.input<S> : z.output<S> }
  : { [P in K]?: never };
