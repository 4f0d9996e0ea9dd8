import { endpoints } from '@embodied/contracts';
import { jsonBody, routeOf } from '../../http/endpoint-route';

const ORGANISATIONS = 'Organisations';
const noOrganisation = 'No such organisation among yours';

export const getWorkspaceRoute = routeOf(
  'getWorkspace',
  {},
  ORGANISATIONS,
  'The active workspace and the ones I can switch to',
  {
    status: 200,
    description: 'The personal workspace first, then organisations A–Z',
  },
);
export const switchWorkspaceRoute = routeOf(
  'switchWorkspace',
  { body: jsonBody(endpoints.switchWorkspace.body) },
  ORGANISATIONS,
  'Switch the active workspace (where calculations are saved and lists read)',
  { status: 200, description: 'The workspace now active' },
  { 404: noOrganisation },
);
export const listOrganisationsRoute = routeOf('listOrganisations', {}, ORGANISATIONS, 'My organisations', {
  status: 200,
  description: 'A–Z, with my role in each',
});
export const createOrganisationRoute = routeOf(
  'createOrganisation',
  { body: jsonBody(endpoints.createOrganisation.body) },
  ORGANISATIONS,
  'Create an organisation (I become its owner, and it becomes my active workspace)',
  { status: 201, description: 'The new organisation' },
);
export const joinOrganisationRoute = routeOf(
  'joinOrganisation',
  { body: jsonBody(endpoints.joinOrganisation.body) },
  ORGANISATIONS,
  'Accept an invitation, signed in with the address it was sent to',
  { status: 200, description: 'The organisation joined (now the active workspace)' },
  { 404: 'The link is not valid', 409: 'Already accepted, withdrawn or expired' },
);
export const getOrganisationRoute = routeOf(
  'getOrganisation',
  { params: endpoints.getOrganisation.params },
  ORGANISATIONS,
  'An organisation: members, and (for owners and admins) pending invitations',
  { status: 200, description: 'The organisation' },
);
export const renameOrganisationRoute = routeOf(
  'renameOrganisation',
  { params: endpoints.renameOrganisation.params, body: jsonBody(endpoints.renameOrganisation.body) },
  ORGANISATIONS,
  'Rename an organisation',
  {
    status: 200,
    description: 'The organisation',
  },
);
export const deleteOrganisationRoute = routeOf(
  'deleteOrganisation',
  { params: endpoints.deleteOrganisation.params, body: jsonBody(endpoints.deleteOrganisation.body) },
  ORGANISATIONS,
  'Delete an organisation with its snapshots and projects (the owner types its name to confirm)',
  { status: 204, description: 'Deleted' },
);
export const changeMemberRoleRoute = routeOf(
  'changeMemberRole',
  { params: endpoints.changeMemberRole.params, body: jsonBody(endpoints.changeMemberRole.body) },
  ORGANISATIONS,
  "Change a member's role (only an owner grants or removes the owner role)",
  { status: 200, description: 'The member' },
  { 409: 'The last owner keeps the owner role' },
);
export const removeMemberRoute = routeOf(
  'removeMember',
  { params: endpoints.removeMember.params },
  ORGANISATIONS,
  "Remove a member, or leave (one's own user id): the organisation's snapshots stay",
  { status: 204, description: 'Removed' },
  { 409: 'The last owner can neither leave nor be removed' },
);
export const inviteMemberRoute = routeOf(
  'inviteMember',
  { params: endpoints.inviteMember.params, body: jsonBody(endpoints.inviteMember.body) },
  ORGANISATIONS,
  'Invite someone by e-mail (a link that works for an existing account and for a new one)',
  { status: 201, description: 'The invitation (its link went by e-mail)' },
  { 409: 'Already a member', 503: 'The invitation mail could not be sent (nothing was kept)' },
);
export const revokeInvitationRoute = routeOf(
  'revokeInvitation',
  { params: endpoints.revokeInvitation.params },
  ORGANISATIONS,
  'Withdraw a pending invitation',
  { status: 204, description: 'Withdrawn' },
);
export const auditTrailRoute = routeOf(
  'auditTrail',
  { params: endpoints.auditTrail.params, query: endpoints.auditTrail.query },
  ORGANISATIONS,
  'The audit trail: who created, recalculated, shared, revoked or deleted what, and when',
  { status: 200, description: 'Newest first' },
);
export const previewInvitationRoute = routeOf(
  'previewInvitation',
  { params: endpoints.previewInvitation.params },
  ORGANISATIONS,
  'What an invitation link invites to (public: the link is the secret)',
  { status: 200, description: 'The invitation' },
  { 404: 'The link is not valid' },
);
