import { roleAtLeast } from '@embodied/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { DomainError } from '../../../lib/domain-error';
import type { Db } from '../../database';
import { organisationMember } from '../../schema';
import { roleText, quoted, ownerCount, memberRow, LAST_OWNER } from './organisation-helpers';
import { recordAudit } from './record-audit';
import type { ResolvedWorkspace } from './resolved-workspace';

/**
 * Removes a member (or the member themself: leaving). The organisation's snapshots stay. The last
 * owner can neither leave nor be removed; removing someone else needs admin, and removing an owner
 * needs an owner.
 */
export async function removeMember(
  db: Db,
  ws: ResolvedWorkspace,
  actorName: string,
  targetUserId: string,
): Promise<void> {
  const organisationId = ws.organisationId!;
  const self = targetUserId === ws.userId;
  if (!self && !roleAtLeast(ws.role, 'admin'))
    throw new DomainError(
      'forbidden',
      `Your role in ${quoted(ws.name)} is ${roleText(ws.role)}: only owners and admins remove members.`,
    );
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.execute(
      sql`select 1 from ${organisationMember} where ${organisationMember.organisationId} = ${organisationId} for update`,
    );
    const target = await memberRow(tx, organisationId, targetUserId);
    if (!target) throw new DomainError('not_found', 'There is no such member in this organisation.');
    if (target.role === 'owner' && !self && ws.role !== 'owner')
      throw new DomainError('forbidden', 'Only an owner can remove an owner.');
    if (target.role === 'owner' && (await ownerCount(tx, organisationId)) <= 1)
      throw new DomainError(
        'conflict',
        self
          ? 'You are the last owner: make another member an owner before you leave (or delete the organisation).'
          : LAST_OWNER,
      );
    await tx
      .delete(organisationMember)
      .where(and(eq(organisationMember.organisationId, organisationId), eq(organisationMember.userId, targetUserId)));
    await recordAudit(
      tx,
      ws,
      actorName,
      self ? 'member.left' : 'member.removed',
      self ? `${target.name} (${target.email}) left.` : `Removed ${target.name} (${target.email}).`,
    );
  });
}
