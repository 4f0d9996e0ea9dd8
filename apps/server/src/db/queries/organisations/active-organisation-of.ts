import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { organisation, profile } from '../../schema';

/** The organisation the user has chosen to work in (null: personal), and its name if it still exists. */
export async function activeOrganisationOf(db: Db, userId: string): Promise<{ id: string; name: string } | undefined> {
  const rows = await db
    .select({ id: organisation.id, name: organisation.name })
    .from(profile)
    .innerJoin(organisation, eq(organisation.id, profile.activeOrganisationId))
    .where(eq(profile.userId, userId))
    .limit(1);
  return rows[0];
}
