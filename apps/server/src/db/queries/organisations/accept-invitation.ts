import { and, eq, isNull } from 'drizzle-orm';
import { DomainError } from '../../../lib/domain-error';
import type { Db } from '../../database';
import { invitation, organisationMember, profile } from '../../schema';
import { ensureProfile } from '../ensure-profile';
import { roleText, memberRow, invitationByToken, statusOf, NO_INVITATION } from './organisation-helpers';
import { recordAudit } from './record-audit';
import type { ResolvedWorkspace } from './resolved-workspace';

/**
 * Accepts an invitation as the signed-in user, who must be signed in with the address it was sent
 * to (a verified address: so the link alone is not enough). Makes the organisation the active workspace.
 */
export async function acceptInvitation(
  db: Db,
  who: { id: string; name: string; email: string },
  token: string,
): Promise<ResolvedWorkspace> {
  const row = await invitationByToken(db, token);
  if (!row) throw new DomainError('not_found', NO_INVITATION);
  const status = statusOf(row, new Date());
  if (status !== 'pending')
    throw new DomainError(
      'conflict',
      status === 'accepted'
        ? 'This invitation has already been accepted.'
        : status === 'revoked'
          ? 'This invitation was withdrawn. Ask the organisation for a new one.'
          : 'This invitation has expired. Ask the organisation for a new one.',
    );
  if (row.email !== who.email.toLowerCase())
    throw new DomainError(
      'forbidden',
      `This invitation was sent to ${row.email}, but you are signed in as ${who.email}. Sign in with ${row.email} to accept it.`,
    );
  const ws: ResolvedWorkspace = {
    userId: who.id,
    organisationId: row.organisationId,
    name: row.organisationName,
    role: row.role,
  };
  await ensureProfile(db, who.id);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [taken] = await tx
      .update(invitation)
      .set({ acceptedAt: new Date() })
      .where(and(eq(invitation.id, row.id), isNull(invitation.acceptedAt), isNull(invitation.revokedAt)))
      .returning({ id: invitation.id });
    if (!taken) throw new DomainError('conflict', 'This invitation has already been used.');
    const existing = await memberRow(tx, row.organisationId, who.id);
    if (existing) {
      ws.role = existing.role;
    } else {
      await tx
        .insert(organisationMember)
        .values({ organisationId: row.organisationId, userId: who.id, role: row.role });
      await recordAudit(
        tx,
        ws,
        who.name,
        'member.joined',
        `${who.name} (${who.email}) joined as ${roleText(row.role)}.`,
      );
    }
    await tx
      .update(profile)
      .set({ activeOrganisationId: row.organisationId, updatedAt: new Date() })
      .where(eq(profile.userId, who.id));
  });
  return ws;
}
