import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { organisationMember, project, snapshot, takeoff, takeoffMapping } from '../../schema';
import { deleteOrganisation } from './delete-organisation';

/** Deletes what an account deletion takes beyond its own rows: its personal snapshots, projects and take-offs, and organisations it alone belongs to. */
export async function deletePersonalWorkspace(db: Db, userId: string): Promise<void> {
  const alone = await db.execute<{ id: string }>(sql`
    select m.organisation_id as id from ${organisationMember} m
    where m.user_id = ${userId}
    and not exists (select 1 from ${organisationMember} y where y.organisation_id = m.organisation_id and y.user_id <> ${userId})`);
  for (const { id } of alone.rows) await deleteOrganisation(db, id);
  await db.delete(snapshot).where(and(eq(snapshot.ownerId, userId), isNull(snapshot.organisationId)));
  await db.delete(project).where(eq(project.workspace, `user:${userId}`));
  await db.delete(takeoff).where(eq(takeoff.workspace, `user:${userId}`));
  await db.delete(takeoffMapping).where(eq(takeoffMapping.workspace, `user:${userId}`));
}
