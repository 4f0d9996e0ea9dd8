import { and, asc, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { SnapshotKind, SnapshotListQuery } from '@embodied/contracts';
import { DomainError } from '../../lib/domain-error';
import type { Db } from '../database';
import { deletedSnapshot, snapshot, user } from '../schema';
import { FORMER_MEMBER, inWorkspace, type WorkspaceScope } from './workspace-scope';
import { savedFields, type StoredContent } from '../stored-content';

export type SnapshotRow = typeof snapshot.$inferSelect;
/** The columns the list shows (no inputs). */
export type SnapshotListRow = Pick<
  SnapshotRow,
  'number' | 'kind' | 'project' | 'createdAt' | 'datasetId' | 'datasetVersion' | 'engineVersion' | 'outputs'
> & { createdBy: string | null };

const INT4_MAX = 2_147_483_647;
/** The last moment a cursor may name: the end of year 9999 (UTC). */
const LAST_CURSOR_TIME = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/**
 * Writes one immutable snapshot (its serial drawn from the sequence already) into the workspace, in
 * `db`'s transaction, and answers the number its workspace's counter gave it.
 */
export async function insertSnapshot(
  db: Db,
  scope: WorkspaceScope,
  content: NewSnapshotContent,
  contentHash: string,
): Promise<number> {
  const [row] = await db
    .insert(snapshot)
    .values(snapshotRow(scope, content, contentHash))
    .returning({ number: snapshot.number });
  return row!.number;
}

/** A new snapshot's content: a version-2 hash, and no number yet (the insert gives it). */
export type NewSnapshotContent = Omit<StoredContent, 'number' | 'hashVersion'>;

/** The row that stores a new snapshot's content in a workspace (its number is given by the insert). */
export function snapshotRow(scope: WorkspaceScope, content: NewSnapshotContent, contentHash: string) {
  return {
    ...savedFields(content),
    hashVersion: 2,
    ownerId: scope.userId,
    organisationId: scope.organisationId,
    createdAt: new Date(content.createdAt),
    contentHash,
  } satisfies typeof snapshot.$inferInsert;
}

const notInWorkspace = (number: number) =>
  new DomainError('not_found', `There is no snapshot #${number} among your snapshots.`);

/**
 * One of the workspace's snapshots by its number (or, for an export, its serial), or undefined (also
 * when it is another workspace's: no discovery).
 */
export async function findWorkspaceSnapshot(
  db: Db,
  scope: WorkspaceScope,
  value: number,
  by: 'number' | 'serial' = 'number',
): Promise<SnapshotRow | undefined> {
  const rows = await db
    .select()
    .from(snapshot)
    .where(and(inWorkspace(snapshot, scope), eq(snapshot[by], value)))
    .limit(1);
  return rows[0];
}

/** Like {@link findWorkspaceSnapshot}, but a missing snapshot is the API's 404. */
export async function getWorkspaceSnapshot(db: Db, scope: WorkspaceScope, number: number): Promise<SnapshotRow> {
  const row = await findWorkspaceSnapshot(db, scope, number);
  if (!row) throw notInWorkspace(number);
  return row;
}

/** Whether the workspace has, or had (deleted since), a snapshot of that number. */
export async function numberTaken(db: Db, scope: WorkspaceScope, number: number): Promise<boolean> {
  const [live] = await db
    .select({ n: snapshot.number })
    .from(snapshot)
    .where(and(inWorkspace(snapshot, scope), eq(snapshot.number, number)))
    .limit(1);
  if (live) return true;
  const [gone] = await db
    .select({ n: deletedSnapshot.number })
    .from(deletedSnapshot)
    .where(and(inWorkspace(deletedSnapshot, scope), eq(deletedSnapshot.number, number)))
    .limit(1);
  return gone !== undefined;
}

/**
 * Where the snapshot whose serial is `serial` lives, when it was saved before numbers counted within
 * their workspace (its number is its serial, unique across the product: the number old links name).
 */
export async function legacySnapshotHome(
  db: Db,
  serial: number,
): Promise<{ ownerId: string; organisationId: string | null } | undefined> {
  const rows = await db
    .select({ ownerId: snapshot.ownerId, organisationId: snapshot.organisationId })
    .from(snapshot)
    .where(and(eq(snapshot.serial, serial), eq(snapshot.hashVersion, 1)))
    .limit(1);
  return rows[0];
}

/**
 * Deletes one of the workspace's snapshots (its share links go with it, by foreign key) and keeps its
 * number and content hash as a deleted snapshot, in one transaction; `then` runs in the same
 * transaction (the audit trail). Another workspace's snapshot, an unknown number or one already
 * deleted is the API's 404. The number is never given out again: the workspace's counter only counts up.
 */
export async function deleteWorkspaceSnapshot(
  db: Db,
  scope: WorkspaceScope,
  number: number,
  then?: (tx: Db, gone: { number: number; project: string; kind: string }) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(snapshot)
      .where(and(inWorkspace(snapshot, scope), eq(snapshot.number, number)))
      .returning({
        serial: snapshot.serial,
        number: snapshot.number,
        contentHash: snapshot.contentHash,
        project: snapshot.project,
        kind: snapshot.kind,
      });
    if (!gone) throw notInWorkspace(number);
    await tx.insert(deletedSnapshot).values({
      serial: gone.serial,
      number: gone.number,
      ownerId: scope.userId,
      organisationId: scope.organisationId,
      contentHash: gone.contentHash,
    });
    await then?.(tx as unknown as Db, gone);
  });
}

/** What is kept of one of the workspace's deleted snapshots, by its serial, or undefined. */
export async function findDeletedWorkspaceSnapshot(
  db: Db,
  scope: WorkspaceScope,
  serial: number,
): Promise<{ number: number; contentHash: string; deletedAt: Date } | undefined> {
  const rows = await db
    .select({
      number: deletedSnapshot.number,
      contentHash: deletedSnapshot.contentHash,
      deletedAt: deletedSnapshot.deletedAt,
    })
    .from(deletedSnapshot)
    .where(and(inWorkspace(deletedSnapshot, scope), eq(deletedSnapshot.serial, serial)))
    .limit(1);
  return rows[0];
}

// The cursor is the (createdAt, number) of the last row shown: keyset paging in the list's order.
export function encodeCursor(createdAt: Date, number: number): string {
  return Buffer.from(`${createdAt.getTime()}.${number}`).toString('base64url');
}
function decodeCursor(cursor: string): { createdAt: Date; number: number } {
  const match = /^(\d{1,15})\.(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString());
  const createdAt = new Date(Number(match?.[1]));
  const number = Number(match?.[2]);
  // Both parts must be values the list can hold: a time of a four-digit year (beyond 9999 a Date's
  // ISO text takes a sign and six digits, which the database does not read) and a snapshot number (int4).
  if (
    !match ||
    Number.isNaN(createdAt.getTime()) ||
    createdAt.getTime() > LAST_CURSOR_TIME ||
    number < 1 ||
    number > INT4_MAX
  )
    throw new DomainError('invalid', 'The cursor is not one this API gave out.', [
      { path: 'cursor', message: 'Cursor must be the nextCursor of an earlier page.' },
    ]);
  return { createdAt, number };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function searchCondition(q: string): SQL | undefined {
  const asNumber = /^#?\s*(\d{1,10})$/.exec(q);
  const byProject = ilike(snapshot.project, `%${escapeLike(q)}%`);
  if (asNumber && Number(asNumber[1]) <= INT4_MAX) return or(eq(snapshot.number, Number(asNumber[1])), byProject);
  return byProject;
}

const listColumns = {
  number: snapshot.number,
  kind: snapshot.kind,
  project: snapshot.project,
  createdAt: snapshot.createdAt,
  datasetId: snapshot.datasetId,
  datasetVersion: snapshot.datasetVersion,
  engineVersion: snapshot.engineVersion,
  outputs: snapshot.outputs,
  createdBy: user.name,
};

export interface SnapshotPage {
  rows: SnapshotListRow[];
  total: number;
  /** Whether a further page exists after `rows`. */
  more: boolean;
  projects: string[];
}

/** The workspace's snapshots, newest first, filtered and paged (offset pages or a keyset cursor). */
export async function listSnapshotRows(db: Db, scope: WorkspaceScope, query: SnapshotListQuery): Promise<SnapshotPage> {
  const filters: SQL[] = [inWorkspace(snapshot, scope)];
  if (query.kind) filters.push(eq(snapshot.kind, query.kind));
  if (query.project) filters.push(eq(snapshot.project, query.project));
  const search = query.q ? searchCondition(query.q) : undefined;
  if (search) filters.push(search);

  const conditions = [...filters];
  if (query.cursor) {
    const c = decodeCursor(query.cursor);
    conditions.push(
      or(lt(snapshot.createdAt, c.createdAt), and(eq(snapshot.createdAt, c.createdAt), lt(snapshot.number, c.number)))!,
    );
  }
  const offset = query.cursor ? 0 : (query.page - 1) * query.pageSize;
  const [counted, rows, projects] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(snapshot)
      .where(and(...filters)),
    db
      .select(listColumns)
      .from(snapshot)
      .leftJoin(user, eq(user.id, snapshot.ownerId))
      .where(and(...conditions))
      .orderBy(desc(snapshot.createdAt), desc(snapshot.number))
      .limit(query.pageSize + 1)
      .offset(offset),
    db
      .selectDistinct({ project: snapshot.project })
      .from(snapshot)
      .where(inWorkspace(snapshot, scope))
      .orderBy(asc(snapshot.project))
      .limit(500),
  ]);
  return {
    rows: rows.slice(0, query.pageSize),
    total: Number(counted[0]?.total ?? 0),
    more: rows.length > query.pageSize,
    projects: projects.map((p) => p.project),
  };
}

/** The latest snapshot of one kind in a project, or undefined. */
export async function latestInProject(
  db: Db,
  scope: WorkspaceScope,
  project: string,
  kind: SnapshotKind,
): Promise<Pick<SnapshotRow, 'number' | 'createdAt' | 'outputs'> | undefined> {
  const rows = await db
    .select({ number: snapshot.number, createdAt: snapshot.createdAt, outputs: snapshot.outputs })
    .from(snapshot)
    .where(and(inWorkspace(snapshot, scope), eq(snapshot.project, project), eq(snapshot.kind, kind)))
    .orderBy(desc(snapshot.createdAt), desc(snapshot.number))
    .limit(1);
  return rows[0];
}

/** How many snapshots a project has. */
export async function countInProject(db: Db, scope: WorkspaceScope, project: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(snapshot)
    .where(and(inWorkspace(snapshot, scope), eq(snapshot.project, project)));
  return Number(rows[0]?.n ?? 0);
}

/** Every snapshot of the workspace, newest first (the all-snapshots CSV). */
export async function allSnapshotRows(db: Db, scope: WorkspaceScope): Promise<SnapshotListRow[]> {
  return db
    .select(listColumns)
    .from(snapshot)
    .leftJoin(user, eq(user.id, snapshot.ownerId))
    .where(inWorkspace(snapshot, scope))
    .orderBy(desc(snapshot.createdAt), desc(snapshot.number));
}

/** The name of whoever made a snapshot (or "Former member" once their account is gone). */
export const createdByName = (name: string | null | undefined): string => name ?? FORMER_MEMBER;
