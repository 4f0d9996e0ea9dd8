import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { organisation, snapshot } from '../../schema';

/**
 * Deletes an organisation: its snapshots (their numbers stay taken), projects, members, invitations
 * and audit trail. The owner types its name to confirm.
 */
export async function deleteOrganisation(db: Db, organisationId: string): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.delete(snapshot).where(eq(snapshot.organisationId, organisationId));
    await tx.delete(organisation).where(eq(organisation.id, organisationId));
  });
}
