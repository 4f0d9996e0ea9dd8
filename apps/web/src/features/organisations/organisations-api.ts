import type { InviteInput, OrganisationRole } from '@embodied/contracts';
import { api } from '../../lib/api-client';

/** Every organisation call of the web app, and the React Query keys they cache under. */
export const organisationKeys = {
  list: ['organisations', 'list'] as const,
  one: (id: string) => ['organisations', 'one', id] as const,
  audit: (id: string) => ['organisations', 'audit', id] as const,
  invitation: (token: string) => ['invitation', token] as const,
};

export const organisationsApi = {
  list: () => api.call('listOrganisations'),
  create: (name: string) => api.call('createOrganisation', { body: { name } }),
  one: (id: string) => api.call('getOrganisation', { params: { id } }),
  rename: (id: string, name: string) => api.call('renameOrganisation', { params: { id }, body: { name } }),
  remove: (id: string, confirmName: string) =>
    api.call('deleteOrganisation', { params: { id }, body: { confirmName } }),
  changeRole: (id: string, userId: string, role: OrganisationRole) =>
    api.call('changeMemberRole', { params: { id, userId }, body: { role } }),
  removeMember: (id: string, userId: string) => api.call('removeMember', { params: { id, userId } }),
  invite: (id: string, body: InviteInput) => api.call('inviteMember', { params: { id }, body }),
  revoke: (id: string, invitationId: string) => api.call('revokeInvitation', { params: { id, invitationId } }),
  audit: (id: string, before?: number) => api.call('auditTrail', { params: { id }, query: { before } }),
  preview: (token: string) => api.call('previewInvitation', { params: { token } }),
  join: (token: string) => api.call('joinOrganisation', { body: { token } }),
};
