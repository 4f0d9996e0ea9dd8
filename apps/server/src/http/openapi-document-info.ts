/* The document-wide parts of the OpenAPI document: tag descriptions, servers, licence (openapi-finish.ts). */

/** What each tag of the document groups. */
export const TAG_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'Sign-in':
    'Sign-up, e-mail verification, sign-in, sign-out and passwords: better-auth under /api/auth, as the web app calls it. Public, but for changing a password and signing out (the session cookie). No anti-forgery header: better-auth checks the Origin itself.',
  System: 'Liveness, readiness and what the sign-in pages need to know. Public.',
  Account: 'The signed-in user: profile, avatar, data export, account deletion. Cookie session only.',
  Lookups: 'The option lists of the calculators, with per-unit carbon on a dataset.',
  Walls: 'The wall calculator: option A against option B wall types at any number of wall locations.',
  Slab: 'The slab (footing) calculator: a business-as-usual footing system against an alternate.',
  Optimizer: 'A whole dwelling: its carbon and cold-shell cost, and the exact carbon–cost Pareto front.',
  'Custom products':
    'A user’s own EPDs: recorded once, then used by the wall and slab calculators and the optimizer instead of the dataset factor for their material.',
  'Model take-offs':
    'An IFC model (IFC2X3 or IFC4) uploaded and read on the server into measured quantities (storeys, walls by type and the way they face, windows and doors, slabs, roof), from its base quantities where it has them and its geometry where not; and what its names map to in the calculators, remembered per workspace.',
  Snapshots:
    'Every Calculate saved as an immutable, numbered carbon snapshot: read, export, verify, recalculate, share.',
  Organisations:
    'Organisations: the active workspace, members in four roles (owner, admin, editor, viewer), invitations by e-mail and the audit trail. Every workspace route checks the role (403) and membership (404).',
  Projects: 'Projects as records of a workspace, holding its snapshots by name.',
};

/** Relative, for a router that knows no address (a test's plain router); the app gives serversFor(PUBLIC_URL). */
export const SERVERS = [
  { url: '/', description: 'The server that serves this document (the same origin as the web app)' },
];

/**
 * The document's `servers`: the absolute address users open (the server's PUBLIC_URL, else
 * http://HOST:PORT), so a client generated from the document works from Node, where a relative URL
 * does not. Another deployment serves the same paths at its own address: give that as the generated
 * client's base URL (openapi-fetch: `createClient({ baseUrl })`).
 */
export function serversFor(publicUrl: string) {
  return [
    {
      url: publicUrl,
      description:
        'This server (its PUBLIC_URL). For another deployment, use its address as the base URL instead (e.g. openapi-fetch createClient({ baseUrl })); the paths are the same.',
    },
  ];
}

/** The repository states no licence, so none is granted: the document says so. */
export const LICENSE = {
  name: 'Proprietary: no licence is granted (the repository states none)',
  identifier: 'LicenseRef-Proprietary',
};
