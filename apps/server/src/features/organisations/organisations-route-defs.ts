import { operationRoutes } from '../../http/endpoint-route';

const noOrganisation = 'No such organisation among yours';

/** The organisations' routes: what each says besides the endpoint table's method, path and schemas. */
export const organisationRoutes = operationRoutes('Organisations', {
  getWorkspace: {
    summary: 'The active workspace and the ones I can switch to',
    ok: [200, 'The personal workspace first, then organisations A–Z'],
  },
  switchWorkspace: {
    summary: 'Switch the active workspace (where calculations are saved and lists read)',
    ok: [200, 'The workspace now active'],
    errors: { 404: noOrganisation },
  },
  listOrganisations: { summary: 'My organisations', ok: [200, 'A–Z, with my role in each'] },
  createOrganisation: {
    summary: 'Create an organisation (I become its owner, and it becomes my active workspace)',
    ok: [201, 'The new organisation'],
  },
  joinOrganisation: {
    summary: 'Accept an invitation, signed in with the address it was sent to',
    ok: [200, 'The organisation joined (now the active workspace)'],
    errors: { 404: 'The link is not valid', 409: 'Already accepted, withdrawn or expired' },
  },
  getOrganisation: {
    summary: 'An organisation: members, and (for owners and admins) pending invitations',
    ok: [200, 'The organisation'],
  },
  renameOrganisation: { summary: 'Rename an organisation', ok: [200, 'The organisation'] },
  deleteOrganisation: {
    summary: 'Delete an organisation with its snapshots and projects (the owner types its name to confirm)',
    ok: [204, 'Deleted'],
  },
  changeMemberRole: {
    summary: "Change a member's role (only an owner grants or removes the owner role)",
    ok: [200, 'The member'],
    errors: { 409: 'The last owner keeps the owner role' },
  },
  removeMember: {
    summary: "Remove a member, or leave (one's own user id): the organisation's snapshots stay",
    ok: [204, 'Removed'],
    errors: { 409: 'The last owner can neither leave nor be removed' },
  },
  inviteMember: {
    summary: 'Invite someone by e-mail (a link that works for an existing account and for a new one)',
    ok: [201, 'The invitation (its link went by e-mail)'],
    errors: { 409: 'Already a member', 503: 'The invitation mail could not be sent (nothing was kept)' },
  },
  revokeInvitation: { summary: 'Withdraw a pending invitation', ok: [204, 'Withdrawn'] },
  auditTrail: {
    summary: 'The audit trail: who created, recalculated, shared, revoked or deleted what, and when',
    ok: [200, 'Newest first'],
  },
  previewInvitation: {
    summary: 'What an invitation link invites to (public: the link is the secret)',
    ok: [200, 'The invitation'],
    errors: { 404: 'The link is not valid' },
  },
});
