import {
  PERSONAL_WORKSPACE_NAME,
  ROLE_LABELS,
  roleAtLeast,
  type OrganisationRole,
  type Workspace,
} from '@embodied/contracts';

/**
 * What a role lets a person do in a workspace, as the pages need to know it (which buttons to show
 * or disable). The server decides for itself (contracts' WORKSPACE_ACCESS); this only keeps the
 * page from offering what it would refuse.
 */
export interface WorkspaceAbilities {
  /** Calculate and save snapshots, recalculate, share and revoke links, create and edit projects. */
  calculate: boolean;
  /** Delete snapshots and projects, invite, change roles, remove members, read the audit trail. */
  manage: boolean;
  /** Grant or remove the owner role, delete the organisation. */
  own: boolean;
}

/**
 * @example abilitiesOf('editor') // { calculate: true, manage: false, own: false }
 * @example abilitiesOf('viewer') // { calculate: false, manage: false, own: false }
 */
export function abilitiesOf(role: OrganisationRole): WorkspaceAbilities {
  return { calculate: roleAtLeast(role, 'editor'), manage: roleAtLeast(role, 'admin'), own: role === 'owner' };
}

/**
 * How a workspace is named to people: "Personal", or an organisation with the user's role
 * ("Smith Building Co · Editor").
 */
export function workspaceLabel(workspace: Pick<Workspace, 'organisationId' | 'name' | 'role'>): string {
  return workspace.organisationId === null
    ? PERSONAL_WORKSPACE_NAME
    : `${workspace.name} · ${ROLE_LABELS[workspace.role]}`;
}

/**
 * The roles a member's role may be changed to by someone of role `actor`: an owner gives any role;
 * an admin any but owner, and never changes an owner's role.
 * @example assignableRoles('admin', 'editor') // ['admin', 'editor', 'viewer']
 * @example assignableRoles('admin', 'owner') // []
 */
export function assignableRoles(actor: OrganisationRole, member: OrganisationRole): OrganisationRole[] {
  if (actor === 'owner') return ['owner', 'admin', 'editor', 'viewer'];
  if (actor === 'admin' && member !== 'owner') return ['admin', 'editor', 'viewer'];
  return [];
}

/**
 * The user's role over a snapshot, which acts in its own workspace: owner of a personal one
 * (`workspace` null); in an organisation, the role there (by id); undefined when the user no longer
 * belongs to it (the server still decides).
 */
export function snapshotRole(
  workspace: { organisationId: string } | null,
  items: readonly Workspace[],
): OrganisationRole | undefined {
  if (workspace === null) return 'owner';
  return items.find((w) => w.organisationId === workspace.organisationId)?.role;
}
