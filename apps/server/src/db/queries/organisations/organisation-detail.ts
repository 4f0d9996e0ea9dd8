import { roleAtLeast, type Member, type Organisation } from '@embodied/contracts';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { DomainError } from '../../../lib/domain-error';
import type { Db } from '../../database';
import { invitation, organisation, organisationMember, user } from '../../schema';
import { toInvitation } from './organisation-helpers';
import type { ResolvedWorkspace } from './resolved-workspace';

async function membersOf(db: Db, organisationId: string): Promise<Member[]> {
  const rows = await db
    .select({
      userId: organisationMember.userId,
      role: organisationMember.role,
      joinedAt: organisationMember.joinedAt,
      name: user.name,
      email: user.email,
    })
    .from(organisationMember)
    .innerJoin(user, eq(user.id, organisationMember.userId))
    .where(eq(organisationMember.organisationId, organisationId))
    .orderBy(
      sql`case ${organisationMember.role} when 'owner' then 0 when 'admin' then 1 when 'editor' then 2 else 3 end`,
      asc(sql`lower(${user.name})`),
    );
  return rows.map((r) => ({ ...r, joinedAt: r.joinedAt.toISOString() }));
}

/** An organisation as its member sees it: pending invitations only for owners and admins. */
export async function organisationDetail(db: Db, membership: ResolvedWorkspace): Promise<Organisation> {
  const id = membership.organisationId!;
  const [org] = await db.select().from(organisation).where(eq(organisation.id, id)).limit(1);
  if (!org) throw new DomainError('not_found', 'There is no such organisation among yours.');
  const pending = roleAtLeast(membership.role, 'admin')
    ? await db
        .select()
        .from(invitation)
        .where(
          and(
            eq(invitation.organisationId, id),
            isNull(invitation.acceptedAt),
            isNull(invitation.revokedAt),
            gt(invitation.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(invitation.createdAt))
    : [];
  return {
    id,
    name: org.name,
    role: membership.role,
    createdAt: org.createdAt.toISOString(),
    members: await membersOf(db, id),
    invitations: pending.map(toInvitation),
  };
}
