import { and, eq, isNull } from 'drizzle-orm';
import { DomainError } from '../../../lib/domain-error';
import type { Db } from '../../database';
import { invitation } from '../../schema';
import { recordAudit } from './record-audit';
import type { ResolvedWorkspace } from './resolved-workspace';

/** Withdraws an invitation (its mail could not be sent, or an admin revoked it). */
export async function revokeInvitation(
  db: Db,
  ws: ResolvedWorkspace,
  actorName: string,
  invitationId: string,
  audit = true,
): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .update(invitation)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(invitation.id, invitationId),
          eq(invitation.organisationId, ws.organisationId!),
          isNull(invitation.acceptedAt),
          isNull(invitation.revokedAt),
        ),
      )
      .returning({ email: invitation.email });
    if (!row) throw new DomainError('not_found', 'There is no such pending invitation.');
    if (audit)
      await recordAudit(tx, ws, actorName, 'member.invitation_revoked', `Revoked the invitation of ${row.email}.`);
  });
}
