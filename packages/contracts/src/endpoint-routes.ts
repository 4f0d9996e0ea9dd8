import type { Endpoints, EndpointName } from './endpoints';

/** What a caller needs to send an operation: its method, its path, and whether its body is multipart. */
export interface EndpointRoute {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: `/api/${string}`;
  readonly multipart?: true;
}

/** Each operation's route exactly as the endpoint table declares it (its literal method and path). */
type RoutesOf<E extends Record<EndpointName, { method: string; path: string }>> = {
  readonly [N in EndpointName]: { readonly method: E[N]['method']; readonly path: E[N]['path'] } & (E[N] extends {
    multipart: true;
  }
    ? { readonly multipart: true }
    : { readonly multipart?: never });
};

/**
 * The endpoint table (endpoints.ts) without its schemas: what the web app's production build sends
 * requests by. The schemas, zod with them, are most of what the table weighs in a browser (about
 * 20 KiB compressed), and only the development build reads them (to check each answer). Every
 * operation must be here with the very method and path of the table, and nothing else: `tsc` says
 * so (`satisfies RoutesOf<Endpoints>`), and only types are imported, so nothing of the table loads.
 */
export const endpointRoutes = {
  health: { method: 'GET', path: '/api/health' },
  ready: { method: 'GET', path: '/api/ready' },
  publicConfig: { method: 'GET', path: '/api/config' },
  getSession: { method: 'GET', path: '/api/auth/get-session' },
  signInEmail: { method: 'POST', path: '/api/auth/sign-in/email' },
  signUpEmail: { method: 'POST', path: '/api/auth/sign-up/email' },
  signInSocial: { method: 'POST', path: '/api/auth/sign-in/social' },
  signOut: { method: 'POST', path: '/api/auth/sign-out' },
  sendVerificationEmail: { method: 'POST', path: '/api/auth/send-verification-email' },
  requestPasswordReset: { method: 'POST', path: '/api/auth/request-password-reset' },
  resetPassword: { method: 'POST', path: '/api/auth/reset-password' },
  changePassword: { method: 'POST', path: '/api/auth/change-password' },
  getUser: { method: 'GET', path: '/api/user' },
  createUser: { method: 'POST', path: '/api/user' },
  updateUser: { method: 'PUT', path: '/api/user' },
  deleteUser: { method: 'DELETE', path: '/api/user' },
  uploadAvatar: { method: 'PUT', path: '/api/user/avatar', multipart: true },
  removeAvatar: { method: 'DELETE', path: '/api/user/avatar' },
  exportUser: { method: 'GET', path: '/api/user/export' },
  listApiTokens: { method: 'GET', path: '/api/user/tokens' },
  createApiToken: { method: 'POST', path: '/api/user/tokens' },
  revokeApiToken: { method: 'DELETE', path: '/api/user/tokens/{id}' },
  listCustomProducts: { method: 'GET', path: '/api/products' },
  createCustomProduct: { method: 'POST', path: '/api/products' },
  updateCustomProduct: { method: 'PUT', path: '/api/products/{id}' },
  deleteCustomProduct: { method: 'DELETE', path: '/api/products/{id}' },
  importCustomProducts: { method: 'POST', path: '/api/products/import' },
  lookups: { method: 'GET', path: '/api/lookups' },
  lookupList: { method: 'GET', path: '/api/lookups/{list}' },
  calculateFooting: { method: 'POST', path: '/api/project/calculate-footing' },
  calculateWallLocation: { method: 'POST', path: '/api/project/calculate-wall-location' },
  calculateWall: { method: 'POST', path: '/api/project/calculate-wall' },
  estimateDwelling: { method: 'POST', path: '/api/project/optimize' },
  paretoFront: { method: 'POST', path: '/api/project/optimize/pareto' },
  listSnapshots: { method: 'GET', path: '/api/snapshots' },
  verifySnapshot: { method: 'POST', path: '/api/snapshots/verify' },
  getSnapshot: { method: 'GET', path: '/api/snapshots/{number}' },
  deleteSnapshot: { method: 'DELETE', path: '/api/snapshots/{number}' },
  exportSnapshotJson: { method: 'GET', path: '/api/snapshots/{number}/export.json' },
  recalculateSnapshot: { method: 'GET', path: '/api/snapshots/{number}/recalculate' },
  createShareLink: { method: 'POST', path: '/api/snapshots/{number}/share' },
  listShareLinks: { method: 'GET', path: '/api/snapshots/{number}/shares' },
  revokeShareLink: { method: 'DELETE', path: '/api/snapshots/{number}/share/{token}' },
  getSharedSnapshot: { method: 'GET', path: '/api/shared/{token}' },
  getWorkspace: { method: 'GET', path: '/api/workspace' },
  switchWorkspace: { method: 'PUT', path: '/api/workspace' },
  listOrganisations: { method: 'GET', path: '/api/organisations' },
  createOrganisation: { method: 'POST', path: '/api/organisations' },
  joinOrganisation: { method: 'POST', path: '/api/organisations/join' },
  getOrganisation: { method: 'GET', path: '/api/organisations/{id}' },
  renameOrganisation: { method: 'PUT', path: '/api/organisations/{id}' },
  deleteOrganisation: { method: 'DELETE', path: '/api/organisations/{id}' },
  changeMemberRole: { method: 'PUT', path: '/api/organisations/{id}/members/{userId}' },
  removeMember: { method: 'DELETE', path: '/api/organisations/{id}/members/{userId}' },
  inviteMember: { method: 'POST', path: '/api/organisations/{id}/invitations' },
  revokeInvitation: { method: 'DELETE', path: '/api/organisations/{id}/invitations/{invitationId}' },
  auditTrail: { method: 'GET', path: '/api/organisations/{id}/audit' },
  previewInvitation: { method: 'GET', path: '/api/invitations/{token}' },
  listTakeoffs: { method: 'GET', path: '/api/takeoffs' },
  createTakeoff: { method: 'POST', multipart: true, path: '/api/takeoffs' },
  getTakeoff: { method: 'GET', path: '/api/takeoffs/{id}' },
  updateTakeoffMappings: { method: 'PUT', path: '/api/takeoffs/{id}/mappings' },
  deleteTakeoff: { method: 'DELETE', path: '/api/takeoffs/{id}' },
  listProjects: { method: 'GET', path: '/api/projects' },
  createProject: { method: 'POST', path: '/api/projects' },
  updateProject: { method: 'PUT', path: '/api/projects/{id}' },
  deleteProject: { method: 'DELETE', path: '/api/projects/{id}' },
} as const satisfies RoutesOf<Endpoints>;

/** The path with its `{param}` placeholders filled in (each value URL-encoded). */
export function endpointPath(path: string, params: Readonly<Record<string, string | number>> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`The path ${path} needs a value for {${name}}.`);
    return encodeURIComponent(String(value));
  });
}

/**
 * An endpoint's path with its parameters filled in and its query string: query values are plain
 * (text, numbers, true/false); absent and empty ones are left out.
 */
export function endpointUrl(
  path: string,
  params: Readonly<Record<string, string | number>> | undefined,
  query: Readonly<Record<string, unknown>> | undefined,
): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query ?? {})) {
    if ((typeof value === 'string' && value !== '') || typeof value === 'number' || typeof value === 'boolean')
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  }
  const text = pairs.join('&');
  const filled = endpointPath(path, params);
  return text ? `${filled}?${text}` : filled;
}
