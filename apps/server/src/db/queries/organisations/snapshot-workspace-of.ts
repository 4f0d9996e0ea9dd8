import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { organisation, user } from '../../schema';
import { FORMER_MEMBER } from '../workspace-scope';

/** The organisation a snapshot belongs to and who made it (printouts show both); null for a personal snapshot. */
export async function snapshotWorkspaceOf(
  db: Db,
  row: { ownerId: string; organisationId: string | null },
): Promise<{ organisationId: string; name: string; createdBy: string } | null> {
  if (!row.organisationId) return null;
  const [org] = await db
    .select({ name: organisation.name })
    .from(organisation)
    .where(eq(organisation.id, row.organisationId))
    .limit(1);
  const [creator] = await db.select({ name: user.name }).from(user).where(eq(user.id, row.ownerId)).limit(1);
  return { organisationId: row.organisationId, name: org?.name ?? '', createdBy: creator?.name ?? FORMER_MEMBER };
}
