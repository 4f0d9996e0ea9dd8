import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { organisation, organisationMember, profile } from '../../schema';
import { ensureProfile } from '../ensure-profile';
import { quoted } from './organisation-helpers';
import { recordAudit } from './record-audit';
import type { ResolvedWorkspace } from './resolved-workspace';

/** A new organisation with its creator as owner, made the creator's active workspace. */
export async function createOrganisation(
  db: Db,
  userId: string,
  actorName: string,
  name: string,
): Promise<ResolvedWorkspace> {
  const id = randomUUID();
  await ensureProfile(db, userId);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.insert(organisation).values({ id, name });
    await tx.insert(organisationMember).values({ organisationId: id, userId, role: 'owner' });
    await tx.update(profile).set({ activeOrganisationId: id, updatedAt: new Date() }).where(eq(profile.userId, userId));
    await recordAudit(
      tx,
      { organisationId: id, userId },
      actorName,
      'organisation.created',
      `Created ${quoted(name)}.`,
    );
  });
  return { userId, organisationId: id, name, role: 'owner' };
}
