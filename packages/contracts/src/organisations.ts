import { z } from 'zod';
import { isoTime, namedObject, namedStrictObject } from './named';
import { requiredText, routeTableLookup, textSchema } from './text';
import {
  ORGANISATION_NAME_MAX,
  ORGANISATION_ROLES,
  PROJECT_NAME_MAX,
  PROJECT_NOTES_MAX,
  PROJECT_TEXT_MAX,
  type OrganisationRole,
} from './organisation-roles';

// The roles and limits hold no schema (the web app's first download reads them): their own module.
export * from './organisation-roles';

/**
 * Organisations (docs/decisions/018-teams.md): shared workspaces with members in four roles, invitations by
 * e-mail, projects as records of a workspace, and an audit trail. A user works in one workspace at a
 * time: their personal one, or an organisation they belong to (the "active workspace", kept on the
 * server so that plain links, such as a PDF download, act in it too).
 */

const shown = (value: unknown) => (typeof value === 'string' ? `'${value}'` : JSON.stringify(value));

const optionalText = (label: string, max: number) =>
  textSchema(label).trim().max(max, `${label} must be at most ${max} characters.`).optional();

export const organisationRoleSchema = z
  .enum(ORGANISATION_ROLES, {
    error: (iss) =>
      iss.input === undefined || iss.input === null
        ? 'Choose a role.'
        : `Role must be one of ${ORGANISATION_ROLES.join(', ')} (got ${shown(iss.input)}).`,
  })
  .meta({ description: 'owner, admin, editor or viewer.', example: 'editor' });

// Any text: an id this API never gave out is simply not found (404), as for products.
const idSchema = (what: string) =>
  textSchema(`${what} id`)
    .min(1, `${what} id is required.`)
    .max(200, `${what} id must be the id this API gave out.`)
    .meta({ description: `The ${what.toLowerCase()}'s id.` });

// ---------------------------------------------------------------------------------------------
// Workspaces

/** The workspace a user works in: their personal one (`organisationId` null) or an organisation. */
export const workspaceSchema = namedObject('Workspace', {
  organisationId: z.string().nullable().meta({ description: 'null for the personal workspace.' }),
  name: z.string(),
  role: organisationRoleSchema.meta({ description: "The user's role here (owner of their personal workspace)." }),
});
export type Workspace = z.infer<typeof workspaceSchema>;

/** GET /api/workspace: the active workspace and every workspace the user may switch to. */
export const workspaceListSchema = namedObject('WorkspaceList', {
  active: workspaceSchema,
  items: z.array(workspaceSchema).meta({ description: 'The personal workspace first, then organisations A–Z.' }),
  lostAccess: z.string().nullable().meta({
    description:
      'The name of the organisation the user had chosen but is no longer a member of (calls that act in the active workspace answer 404 until they switch); otherwise null.',
  }),
});
export type WorkspaceList = z.infer<typeof workspaceListSchema>;

/** PUT /api/workspace: switch the active workspace. */
export const switchWorkspaceSchema = namedStrictObject('SwitchWorkspace', {
  organisationId: idSchema('Organisation')
    .nullable()
    .meta({ description: 'The organisation to work in, or null for the personal workspace.' }),
});
export type SwitchWorkspace = z.infer<typeof switchWorkspaceSchema>;

// ---------------------------------------------------------------------------------------------
// Organisations, members, invitations

export const organisationInputSchema = namedStrictObject('OrganisationInput', {
  name: requiredText('Name', ORGANISATION_NAME_MAX).meta({ example: 'Smith Building Co' }),
});
export type OrganisationInput = z.infer<typeof organisationInputSchema>;

export const organisationIdParamSchema = z.object({ id: idSchema('Organisation') });
export const memberParamSchema = z.object({ id: idSchema('Organisation'), userId: idSchema('User') });
export const invitationParamSchema = z.object({ id: idSchema('Organisation'), invitationId: idSchema('Invitation') });

export const memberSchema = namedObject('Member', {
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: organisationRoleSchema,
  joinedAt: isoTime('When they joined'),
});
export type Member = z.infer<typeof memberSchema>;

export const invitationSchema = namedObject('Invitation', {
  id: z.string(),
  email: z.string(),
  role: organisationRoleSchema,
  invitedBy: z.string().meta({ description: 'The name of the member who sent it.' }),
  createdAt: isoTime('When it was sent'),
  expiresAt: isoTime('When its link stops working'),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const organisationSchema = namedObject('Organisation', {
  id: z.string(),
  name: z.string(),
  role: organisationRoleSchema.meta({ description: "The signed-in user's role." }),
  createdAt: isoTime('When it was created'),
  members: z.array(memberSchema).meta({ description: 'Every member, owners first.' }),
  invitations: z
    .array(invitationSchema)
    .meta({ description: 'Pending invitations (owners and admins only; empty for other roles).' }),
});
export type Organisation = z.infer<typeof organisationSchema>;

export const organisationListSchema = namedObject('OrganisationList', {
  items: z.array(workspaceSchema.extend({ organisationId: z.string() })),
});

/** DELETE /api/organisations/{id}: the owner types the organisation's name to confirm. */
export const deleteOrganisationSchema = namedStrictObject('DeleteOrganisation', {
  confirmName: textSchema('Confirmation', (iss) =>
    iss.input === undefined || iss.input === null
      ? 'Type the organisation’s name to confirm.'
      : 'Confirmation must be text.',
  ).meta({ description: "The organisation's name, typed exactly." }),
});

export const changeRoleSchema = namedStrictObject('ChangeRole', { role: organisationRoleSchema });

export const inviteSchema = namedStrictObject('Invite', {
  email: textSchema('E-mail', (iss) =>
    iss.input === undefined || iss.input === null ? 'E-mail is required.' : 'E-mail must be text.',
  )
    .trim()
    .toLowerCase()
    .pipe(z.email('E-mail must be an e-mail address, like name@example.com.').max(254, 'E-mail is too long.')),
  role: organisationRoleSchema,
});
export type InviteInput = z.infer<typeof inviteSchema>;

/** GET /api/invitations/{token} (public): what the link invites to, before anyone signs in. */
export const invitationPreviewSchema = namedObject('InvitationPreview', {
  organisationName: z.string(),
  email: z.string(),
  role: organisationRoleSchema,
  invitedBy: z.string(),
  expiresAt: isoTime('When the link stops working'),
  status: z.enum(['pending', 'accepted', 'revoked', 'expired']),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const invitationTokenParamSchema = z.object({ token: z.string() });

/** POST /api/organisations/join: accept an invitation (as the address it was sent to). */
export const joinOrganisationSchema = namedStrictObject('JoinOrganisation', {
  token: textSchema('Token', (iss) =>
    iss.input === undefined || iss.input === null ? 'Token is required.' : 'Token must be text.',
  )
    .min(1, 'Token is required.')
    .max(200, 'Token must be the one in the invitation link.'),
});

// ---------------------------------------------------------------------------------------------
// Audit trail

export const AUDIT_ACTIONS = [
  'organisation.created',
  'organisation.renamed',
  'member.invited',
  'member.invitation_revoked',
  'member.joined',
  'member.role_changed',
  'member.removed',
  'member.left',
  'project.created',
  'project.updated',
  'project.deleted',
  'snapshot.created',
  'snapshot.recalculated',
  'snapshot.deleted',
  'share.created',
  'share.revoked',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEventSchema = namedObject('AuditEvent', {
  id: z.number().int(),
  at: isoTime('When it happened'),
  actorName: z.string().meta({ description: 'Who did it (their name at the time).' }),
  action: z.enum(AUDIT_ACTIONS),
  summary: z.string().meta({ description: 'What happened, in words.' }),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditQuerySchema = z.object({
  before: z.coerce
    .number({ error: 'Before must be an event id.' })
    .int('Before must be an event id.')
    .positive('Before must be an event id.')
    .max(Number.MAX_SAFE_INTEGER, 'Before must be an event id.')
    .optional()
    .meta({ description: 'Show events older than this id (the previous page’s last id).' }),
});

export const auditListSchema = namedObject('AuditList', {
  items: z.array(auditEventSchema).meta({ description: 'Newest first, 50 at a time.' }),
  more: z.boolean(),
});
export type AuditList = z.infer<typeof auditListSchema>;

// ---------------------------------------------------------------------------------------------
// Projects

export const projectInputSchema = namedStrictObject('ProjectInput', {
  name: requiredText('Name', PROJECT_NAME_MAX).meta({ example: 'Lot 12 Smith St' }),
  address: optionalText('Address', PROJECT_TEXT_MAX),
  client: optionalText('Client', PROJECT_TEXT_MAX),
  notes: optionalText('Notes', PROJECT_NOTES_MAX),
});
export type ProjectInput = z.infer<typeof projectInputSchema>;

export const projectIdParamSchema = z.object({ id: idSchema('Project') });

export const projectSchema = namedObject('Project', {
  id: z.string(),
  name: z.string(),
  address: z.string(),
  client: z.string(),
  notes: z.string(),
  snapshotCount: z.number().int(),
  createdBy: z.string().meta({ description: 'Who created it.' }),
  createdAt: isoTime('When it was created'),
  updatedAt: isoTime('When its details last changed'),
});
export type Project = z.infer<typeof projectSchema>;

export const projectListSchema = namedObject('ProjectList', {
  items: z.array(projectSchema).meta({ description: 'The active workspace’s projects, A–Z.' }),
});
export type ProjectList = z.infer<typeof projectListSchema>;

// ---------------------------------------------------------------------------------------------
// Who may call what

/**
 * What a route needs in a workspace. `account`: the user's own things, whatever workspace is
 * active (no role). Otherwise the least role, in the workspace the call acts in: the organisation
 * in the path (`/api/organisations/{id}/…`), the snapshot's own workspace (`/api/snapshots/{number}/…`),
 * or else the active workspace. In a personal workspace the user is its owner.
 */
export type WorkspaceAccess = 'account' | OrganisationRole;

export const WORKSPACE_ACCESS: Readonly<Record<string, WorkspaceAccess>> = {
  'GET /api/user': 'account',
  'POST /api/user': 'account',
  'PUT /api/user': 'account',
  'DELETE /api/user': 'account',
  'GET /api/user/avatar': 'account',
  'PUT /api/user/avatar': 'account',
  'DELETE /api/user/avatar': 'account',
  'GET /api/user/export': 'account',
  'GET /api/user/tokens': 'account',
  'POST /api/user/tokens': 'account',
  'DELETE /api/user/tokens/{id}': 'account',
  'GET /api/products': 'account',
  'POST /api/products': 'account',
  'POST /api/products/import': 'account',
  'PUT /api/products/{id}': 'account',
  'DELETE /api/products/{id}': 'account',
  'GET /api/lookups': 'account',
  'GET /api/lookups/{list}': 'account',
  'GET /api/workspace': 'account',
  'PUT /api/workspace': 'account',
  'GET /api/organisations': 'account',
  'POST /api/organisations': 'account',
  'POST /api/organisations/join': 'account',
  // In the organisation of the path
  'GET /api/organisations/{id}': 'viewer',
  'PUT /api/organisations/{id}': 'admin',
  'DELETE /api/organisations/{id}': 'owner',
  'PUT /api/organisations/{id}/members/{userId}': 'admin',
  // Any member may remove themself (leave); removing someone else needs admin (checked by the route).
  'DELETE /api/organisations/{id}/members/{userId}': 'viewer',
  'POST /api/organisations/{id}/invitations': 'admin',
  'DELETE /api/organisations/{id}/invitations/{invitationId}': 'admin',
  'GET /api/organisations/{id}/audit': 'admin',
  // In the active workspace
  'GET /api/projects': 'viewer',
  'POST /api/projects': 'editor',
  'PUT /api/projects/{id}': 'editor',
  'DELETE /api/projects/{id}': 'admin',
  'POST /api/project/calculate-footing': 'editor',
  'POST /api/project/calculate-wall-location': 'editor',
  'POST /api/project/calculate-wall': 'editor',
  'POST /api/project/optimize': 'editor',
  'POST /api/project/optimize/pareto': 'editor',
  'GET /api/takeoffs': 'viewer',
  'POST /api/takeoffs': 'editor',
  'GET /api/takeoffs/{id}': 'viewer',
  'PUT /api/takeoffs/{id}/mappings': 'editor',
  'DELETE /api/takeoffs/{id}': 'editor',
  'GET /api/snapshots': 'viewer',
  'GET /api/snapshots/export.csv': 'viewer',
  'GET /api/snapshots/project-report.pdf': 'viewer',
  'POST /api/snapshots/verify': 'viewer',
  // In the snapshot's own workspace
  'GET /api/snapshots/{number}': 'viewer',
  'DELETE /api/snapshots/{number}': 'admin',
  'GET /api/snapshots/{number}/export.pdf': 'viewer',
  'GET /api/snapshots/{number}/export.csv': 'viewer',
  'GET /api/snapshots/{number}/export.json': 'viewer',
  'GET /api/snapshots/{number}/export.lcax.json': 'viewer',
  'GET /api/snapshots/{number}/export.xlsx': 'viewer',
  'GET /api/snapshots/{number}/recalculate': 'editor',
  'POST /api/snapshots/{number}/share': 'editor',
  'GET /api/snapshots/{number}/shares': 'viewer',
  'DELETE /api/snapshots/{number}/share/{token}': 'editor',
};

/**
 * What a request (a concrete path) needs: `owner` for anything the table does not list, so a route
 * added without a line here is closed to all but owners until someone decides. HEAD is GET.
 */
export const workspaceAccessOf = routeTableLookup<WorkspaceAccess>(WORKSPACE_ACCESS, 'owner');
