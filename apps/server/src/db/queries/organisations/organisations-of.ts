import type { Workspace } from '@embodied/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { organisation, organisationMember } from '../../schema';

/** Every organisation the user belongs to, A–Z. */
export async function organisationsOf(db: Db, userId: string): Promise<(Workspace & { organisationId: string })[]> {
  const rows = await db
    .select({ id: organisation.id, name: organisation.name, role: organisationMember.role })
    .from(organisationMember)
    .innerJoin(organisation, eq(organisation.id, organisationMember.organisationId))
    .where(eq(organisationMember.userId, userId))
    .orderBy(asc(sql`lower(${organisation.name})`), asc(organisation.id));
  return rows.map((r) => ({ organisationId: r.id, name: r.name, role: r.role }));
}
