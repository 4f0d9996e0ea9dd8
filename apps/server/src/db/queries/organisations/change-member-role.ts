import type { Member, OrganisationRole } from '@embodied/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { DomainError } from '../../../lib/domain-error';
import type { Db } from '../../database';
import { organisationMember } from '../../schema';
import { roleText, ownerCount, memberRow, LAST_OWNER } from './organisation-helpers';
import { recordAudit } from './record-audit';
import type { ResolvedWorkspace } from './resolved-workspace';

/**
 * Changes a member's role. Only an owner grants or takes away the owner role; the last owner keeps it.
 * Runs in a transaction that locks the organisation's member rows, so two changes cannot both
 * remove the last owner.
 */
export async function changeMemberRole(
  db: Db,
  ws: ResolvedWorkspace,
  actorName: string,
  targetUserId: string,
  role: OrganisationRole,
): Promise<Member> {
  const organisationId = ws.organisationId!;
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.execute(
      sql`select 1 from ${organisationMember} where ${organisationMember.organisationId} = ${organisationId} for update`,
    );
    const target = await memberRow(tx, organisationId, targetUserId);
    if (!target) throw new DomainError('not_found', 'There is no such member in this organisation.');
    if ((target.role === 'owner' || role === 'owner') && ws.role !== 'owner')
      throw new DomainError('forbidden', 'Only an owner can grant or take away the owner role.');
    if (target.role === 'owner' && role !== 'owner' && (await ownerCount(tx, organisationId)) <= 1)
      throw new DomainError('conflict', LAST_OWNER);
    if (target.role !== role) {
      await tx
        .update(organisationMember)
        .set({ role })
        .where(and(eq(organisationMember.organisationId, organisationId), eq(organisationMember.userId, targetUserId)));
      await recordAudit(
        tx,
        ws,
        actorName,
        'member.role_changed',
        `Changed ${target.name} (${target.email}) from ${roleText(target.role)} to ${roleText(role)}.`,
      );
    }
    return {
      userId: targetUserId,
      name: target.name,
      email: target.email,
      role,
      joinedAt: target.joinedAt.toISOString(),
    };
  });
}
