import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Project, ProjectInput } from '@embodied/contracts';
import { DomainError } from '../../lib/domain-error';
import type { Db } from '../database';
import { project, snapshot, user } from '../schema';
import { FORMER_MEMBER, inWorkspace, workspaceKey, type WorkspaceScope } from './workspace-scope';

type ProjectRow = typeof project.$inferSelect;

const toProject = (row: ProjectRow, snapshotCount: number, createdBy: string | null): Project => ({
  id: row.id,
  name: row.name,
  address: row.address,
  client: row.client,
  notes: row.notes,
  snapshotCount,
  createdBy: createdBy ?? FORMER_MEMBER,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const snapshotCount = (scope: WorkspaceScope) =>
  sql<number>`(select count(*)::int from ${snapshot} where ${inWorkspace(snapshot, scope)} and ${snapshot.project} = ${project.name})`;

/**
 * Makes a project record for every project name the workspace's snapshots carry that has none yet
 * (a Calculate names its project as text and stays one insert): created by whoever made its first
 * snapshot, then. Safe under races: the unique index keeps one.
 */
async function adoptSnapshotProjects(db: Db, scope: WorkspaceScope): Promise<void> {
  const key = workspaceKey(scope);
  await db.execute(sql`
    insert into ${project} (id, workspace, organisation_id, name, created_by, created_at, updated_at)
    select gen_random_uuid()::text, ${key}, ${scope.organisationId}, ${snapshot.project},
           (array_agg(${snapshot.ownerId} order by ${snapshot.createdAt}, ${snapshot.number}))[1],
           min(${snapshot.createdAt}), min(${snapshot.createdAt})
    from ${snapshot}
    where ${inWorkspace(snapshot, scope)}
      and not exists (select 1 from ${project} where ${project.workspace} = ${key} and ${project.name} = ${snapshot.project})
    group by ${snapshot.project}
    on conflict (workspace, name) do nothing`);
}

/** The workspace's projects, A–Z, each with how many snapshots it holds and who created it. */
export async function listProjects(db: Db, scope: WorkspaceScope): Promise<Project[]> {
  await adoptSnapshotProjects(db, scope);
  const rows = await db
    .select({ project, count: snapshotCount(scope), createdBy: user.name })
    .from(project)
    .leftJoin(user, eq(user.id, project.createdBy))
    .where(eq(project.workspace, workspaceKey(scope)))
    .orderBy(asc(sql`lower(${project.name})`), asc(project.name));
  return rows.map((r) => toProject(r.project, Number(r.count), r.createdBy));
}

async function getProject(db: Db, scope: WorkspaceScope, id: string): Promise<Project> {
  const rows = await db
    .select({ project, count: snapshotCount(scope), createdBy: user.name })
    .from(project)
    .leftJoin(user, eq(user.id, project.createdBy))
    .where(and(eq(project.workspace, workspaceKey(scope)), eq(project.id, id)))
    .limit(1);
  const row = rows[0];
  if (!row) throw new DomainError('not_found', 'There is no such project in this workspace.');
  return toProject(row.project, Number(row.count), row.createdBy);
}

const nameTaken = (name: string) =>
  new DomainError('conflict', `This workspace already has a project named “${name}”.`, [
    { path: 'name', message: `A project named “${name}” already exists.` },
  ]);

/** A new project of the workspace (409 when the name is taken). */
export async function createProject(
  db: Db,
  scope: WorkspaceScope,
  input: ProjectInput,
  then?: (tx: Db) => Promise<void>,
): Promise<Project> {
  const id = randomUUID();
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const inserted = await tx
      .insert(project)
      .values({
        id,
        workspace: workspaceKey(scope),
        organisationId: scope.organisationId,
        name: input.name,
        address: input.address ?? '',
        client: input.client ?? '',
        notes: input.notes ?? '',
        createdBy: scope.userId,
      })
      .onConflictDoNothing({ target: [project.workspace, project.name] })
      .returning({ id: project.id });
    if (inserted.length === 0) throw nameTaken(input.name);
    await then?.(tx);
  });
  return getProject(db, scope, id);
}

/**
 * Changes a project's details. Its name is the key its snapshots carry (part of their hashed content,
 * which never changes), so a project that holds snapshots keeps its name.
 */
export async function updateProject(
  db: Db,
  scope: WorkspaceScope,
  id: string,
  input: ProjectInput,
  then?: (tx: Db, before: Project) => Promise<void>,
): Promise<Project> {
  const before = await getProject(db, scope, id);
  if (input.name !== before.name && before.snapshotCount > 0)
    throw new DomainError(
      'conflict',
      `“${before.name}” holds ${before.snapshotCount} snapshot${before.snapshotCount === 1 ? '' : 's'}, whose saved content names it: its name cannot change. Its address, client and notes can.`,
      [{ path: 'name', message: 'A project that holds snapshots keeps its name.' }],
    );
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    try {
      await tx
        .update(project)
        .set({
          name: input.name,
          address: input.address ?? '',
          client: input.client ?? '',
          notes: input.notes ?? '',
          updatedAt: new Date(),
        })
        .where(and(eq(project.workspace, workspaceKey(scope)), eq(project.id, id)));
    } catch (err) {
      if ((err as { code?: string }).code === '23505' || /unique/i.test(String((err as Error).message)))
        throw nameTaken(input.name);
      throw err;
    }
    await then?.(tx, before);
  });
  return getProject(db, scope, id);
}

/** Deletes an empty project (409 while it holds snapshots: nothing saved is ever lost this way). */
export async function deleteProject(
  db: Db,
  scope: WorkspaceScope,
  id: string,
  then?: (tx: Db, gone: Project) => Promise<void>,
): Promise<void> {
  const gone = await getProject(db, scope, id);
  if (gone.snapshotCount > 0)
    throw new DomainError(
      'conflict',
      `“${gone.name}” holds ${gone.snapshotCount} snapshot${gone.snapshotCount === 1 ? '' : 's'}: delete them first, or keep the project.`,
    );
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.delete(project).where(and(eq(project.workspace, workspaceKey(scope)), eq(project.id, id)));
    await then?.(tx, gone);
  });
}
