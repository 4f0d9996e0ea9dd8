import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { profile } from '../../schema';
import { ensureProfile } from '../ensure-profile';

/** Makes an organisation (or the personal workspace, null) the user's active workspace. */
export async function setActiveOrganisation(db: Db, userId: string, organisationId: string | null): Promise<void> {
  await ensureProfile(db, userId);
  await db
    .update(profile)
    .set({ activeOrganisationId: organisationId, updatedAt: new Date() })
    .where(eq(profile.userId, userId));
}
