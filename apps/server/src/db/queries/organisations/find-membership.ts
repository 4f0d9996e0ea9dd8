import { and, eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { organisation, organisationMember } from '../../schema';
import type { ResolvedWorkspace } from './resolved-workspace';

/** The user's membership of an organisation, with the organisation's name; undefined when not a member. */
export async function findMembership(
  db: Db,
  userId: string,
  organisationId: string,
): Promise<ResolvedWorkspace | undefined> {
  const rows = await db
    .select({ name: organisation.name, role: organisationMember.role })
    .from(organisationMember)
    .innerJoin(organisation, eq(organisation.id, organisationMember.organisationId))
    .where(and(eq(organisationMember.organisationId, organisationId), eq(organisationMember.userId, userId)))
    .limit(1);
  const row = rows[0];
  return row ? { userId, organisationId, name: row.name, role: row.role } : undefined;
}
