import { randomBytes, randomUUID } from 'node:crypto';
import { INVITATION_DAYS, type Invitation, type OrganisationRole } from '@embodied/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { DomainError } from '../../../lib/domain-error';
import type { Db } from '../../database';
import { invitation, organisationMember, user } from '../../schema';
import { roleText, quoted, toInvitation, hashToken } from './organisation-helpers';
import { recordAudit } from './record-audit';
import type { ResolvedWorkspace } from './resolved-workspace';

/** A new invitation; the caller mails the link. An address already a member, or already invited, is refused. */
export async function createInvitation(
  db: Db,
  ws: ResolvedWorkspace,
  actorName: string,
  email: string,
  role: OrganisationRole,
): Promise<{ invitation: Invitation; token: string }> {
  const organisationId = ws.organisationId!;
  if (role === 'owner' && ws.role !== 'owner')
    throw new DomainError('forbidden', 'Only an owner can invite another owner.', [
      { path: 'role', message: 'Only an owner can invite another owner.' },
    ]);
  const member = await db
    .select({ id: user.id })
    .from(organisationMember)
    .innerJoin(user, eq(user.id, organisationMember.userId))
    .where(and(eq(organisationMember.organisationId, organisationId), sql`lower(${user.email}) = ${email}`))
    .limit(1);
  if (member.length > 0)
    throw new DomainError('conflict', `${email} is already a member of ${quoted(ws.name)}.`, [
      { path: 'email', message: `${email} is already a member.` },
    ]);
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // A new invitation to the same address replaces a pending one (its old link stops working).
    await tx
      .update(invitation)
      .set({ revokedAt: now })
      .where(
        and(
          eq(invitation.organisationId, organisationId),
          eq(invitation.email, email),
          isNull(invitation.acceptedAt),
          isNull(invitation.revokedAt),
        ),
      );
    const [row] = await tx
      .insert(invitation)
      .values({
        id: randomUUID(),
        organisationId,
        email,
        role,
        tokenHash: hashToken(token),
        invitedBy: ws.userId,
        invitedByName: actorName,
        expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000),
      })
      .returning();
    await recordAudit(tx, ws, actorName, 'member.invited', `Invited ${email} as ${roleText(role)}.`);
    return { invitation: toInvitation(row!), token };
  });
}
