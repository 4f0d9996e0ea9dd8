import type { OrganisationRole } from '@embodied/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { organisation, organisationMember, profile } from '../../schema';

/** A user's active workspace as read: the organisation they chose (null: personal), its name, their role, their default dataset. */
export interface ActiveWorkspace {
  organisationId: string | null;
  name: string | null;
  role: OrganisationRole | null;
  defaultDataset: string | null;
  climateZone: number | null;
}

/**
 * The user's active workspace in one query: the organisation they chose (null: personal), its name
 * if it still exists, their role there if they are still a member, and (read in the same query, for
 * the Calculate that follows) their default dataset and climate zone. From `profile`, with its active organisation
 * and the user's membership there left-joined (none: not, or no longer, a member).
 */
export async function activeWorkspaceOf(db: Db, userId: string): Promise<ActiveWorkspace> {
  const [row] = await db
    .select({
      organisationId: organisation.id,
      name: organisation.name,
      role: organisationMember.role,
      defaultDataset: profile.defaultDataset,
      climateZone: profile.climateZone,
    })
    .from(profile)
    .leftJoin(organisation, eq(organisation.id, profile.activeOrganisationId))
    .leftJoin(
      organisationMember,
      and(eq(organisationMember.organisationId, profile.activeOrganisationId), eq(organisationMember.userId, userId)),
    )
    .where(eq(profile.userId, userId))
    .limit(1);
  return {
    organisationId: row?.organisationId ?? null,
    name: row?.name ?? null,
    role: row?.role ?? null,
    defaultDataset: row?.defaultDataset ?? null,
    climateZone: row?.climateZone ?? null,
  };
}
