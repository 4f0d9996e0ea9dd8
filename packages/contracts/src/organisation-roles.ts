/*
 * The roles of organisations (docs/decisions/018-teams.md) and their limits: plain values, no schema, so that
 * what imports only these (the web app's workspace badge, in the first download of every page) does
 * not bring the organisation schemas and zod with them. organisations.ts re-exports all of it.
 */

/** The roles of a member of an organisation, most powerful first. */
export const ORGANISATION_ROLES = ['owner', 'admin', 'editor', 'viewer'] as const;
export type OrganisationRole = (typeof ORGANISATION_ROLES)[number];

export const ROLE_LABELS: Record<OrganisationRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  editor: 'Editor',
  viewer: 'Viewer',
};

/** What each role may do, in words (the members page and the docs show this). */
export const ROLE_DESCRIPTIONS: Record<OrganisationRole, string> = {
  owner: 'Everything an admin can, plus grant or remove the owner role and delete the organisation.',
  admin:
    'Invite members, change roles (not the owner role), remove members, delete snapshots and projects, read the audit trail.',
  editor: 'Calculate and save snapshots, recalculate, share and revoke links, create and edit projects.',
  viewer: 'Read, print and export the organisation’s snapshots and projects. Cannot calculate.',
};

const RANK: Record<OrganisationRole, number> = { owner: 4, admin: 3, editor: 2, viewer: 1 };

/** Whether `role` is at least `needed`. */
export function roleAtLeast(role: OrganisationRole, needed: OrganisationRole): boolean {
  return RANK[role] >= RANK[needed];
}

/** The name the personal workspace goes by. */
export const PERSONAL_WORKSPACE_NAME = 'Personal';
export const ORGANISATION_NAME_MAX = 100;
export const PROJECT_NAME_MAX = 200;
export const PROJECT_TEXT_MAX = 500;
export const PROJECT_NOTES_MAX = 4000;
/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;
