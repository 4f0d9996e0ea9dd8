import { createHash } from 'node:crypto';
import { ROLE_LABELS, type Invitation, type InvitationPreview, type OrganisationRole } from '@embodied/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { invitation, organisation, organisationMember, user } from '../../schema';

/* What several of the organisation operations in this folder share; not used outside it. */

export const roleText = (role: OrganisationRole) => ROLE_LABELS[role].toLowerCase();

export const quoted = (name: string) => `“${name}”`;

export const toInvitation = (r: typeof invitation.$inferSelect): Invitation => ({
  id: r.id,
  email: r.email,
  role: r.role,
  invitedBy: r.invitedByName,
  createdAt: r.createdAt.toISOString(),
  expiresAt: r.expiresAt.toISOString(),
});

export async function ownerCount(db: Db, organisationId: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(organisationMember)
    .where(and(eq(organisationMember.organisationId, organisationId), eq(organisationMember.role, 'owner')));
  return Number(rows[0]?.n ?? 0);
}

export async function memberRow(db: Db, organisationId: string, userId: string) {
  const rows = await db
    .select({
      role: organisationMember.role,
      name: user.name,
      email: user.email,
      joinedAt: organisationMember.joinedAt,
    })
    .from(organisationMember)
    .innerJoin(user, eq(user.id, organisationMember.userId))
    .where(and(eq(organisationMember.organisationId, organisationId), eq(organisationMember.userId, userId)))
    .limit(1);
  return rows[0];
}

export const LAST_OWNER =
  'An organisation needs an owner: make another member an owner first (or delete the organisation).';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type InvitationRow = typeof invitation.$inferSelect & { organisationName: string };

export async function invitationByToken(db: Db, token: string): Promise<InvitationRow | undefined> {
  if (token.length === 0 || token.length > 200) return undefined;
  const rows = await db
    .select({ invitation, organisationName: organisation.name })
    .from(invitation)
    .innerJoin(organisation, eq(organisation.id, invitation.organisationId))
    .where(eq(invitation.tokenHash, hashToken(token)))
    .limit(1);
  const row = rows[0];
  return row ? { ...row.invitation, organisationName: row.organisationName } : undefined;
}

export const statusOf = (row: InvitationRow, now: Date): InvitationPreview['status'] =>
  row.acceptedAt ? 'accepted' : row.revokedAt ? 'revoked' : row.expiresAt <= now ? 'expired' : 'pending';

export const NO_INVITATION = 'This invitation link is not valid. Ask the organisation for a new one.';
