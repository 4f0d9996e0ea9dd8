import type { InvitationPreview } from '@embodied/contracts';
import { DomainError } from '../../../lib/domain-error';
import type { Db } from '../../database';

import { invitationByToken, statusOf, NO_INVITATION } from './organisation-helpers';

/** What an invitation link invites to (public: the link is the secret). */
export async function previewInvitation(db: Db, token: string): Promise<InvitationPreview> {
  const row = await invitationByToken(db, token);
  if (!row) throw new DomainError('not_found', NO_INVITATION);
  return {
    organisationName: row.organisationName,
    email: row.email,
    role: row.role,
    invitedBy: row.invitedByName,
    expiresAt: row.expiresAt.toISOString(),
    status: statusOf(row, new Date()),
  };
}
