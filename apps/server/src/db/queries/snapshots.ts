import { and, asc, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ProjectLatest, ProjectTotals, SnapshotKind, SnapshotList, SnapshotListQuery, SnapshotSummary } from '@embodied/contracts';
import type { Db } from '../../db/database';
import { snapshot } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SnapshotContent } from './snapshot-content';
import { figuresOf } from './snapshot-figures';
import { isRecord, numberAt } from './json-access';

type Row = typeof snapshot.$inferSelect;
const INT4_MAX = 2_147_483_647;

export function contentOf(row: Row): SnapshotContent {
  return {
    number: row.number,
    kind: row.kind,
    project: row.project,
    inputs: row.inputs,
    outputs: row.outputs,
    datasetId: row.datasetId,
    datasetVersion: row.datasetVersion,
    engineVersion: row.engineVersion,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One of the owner's snapshots, or undefined (also when it is someone else's: no discovery). */
export async function findOwnSnapshot(db: Db, ownerId: string, number: number): Promise<Row | undefined> {
  const rows = await db.select().from(snapshot).where(and(eq(snapshot.ownerId, ownerId), eq(snapshot.number, number))).limit(1);
  return rows[0];
}

/** Like {@link findOwnSnapshot}, but a missing snapshot is the API's 404. */
export async function getOwnSnapshot(db: Db, ownerId: string, number: number): Promise<Row> {
  const row = await findOwnSnapshot(db, ownerId, number);
  if (!row) throw new AppError('not_found', `There is no snapshot #${number} among your snapshots.`);
  return row;
}

// The cursor is the (createdAt, number) of the last row shown: keyset paging in the list's order.
function encodeCursor(createdAt: Date, number: number): string {
  return Buffer.from(`${createdAt.getTime()}.${number}`).toString('base64url');
}
function decodeCursor(cursor: string): { createdAt: Date; number: number } {
  const match = /^(\d{1,15})\.(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw new AppError('invalid_request', 'The cursor is not one this API gave out.', [{ path: 'cursor', message: 'Cursor must be the nextCursor of an earlier page.' }]);
  return { createdAt: new Date(Number(match[1])), number: Number(match[2]) };
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

function summaryOf(row: Pick<Row, 'number' | 'kind' | 'project' | 'createdAt' | 'datasetId' | 'datasetVersion' | 'engineVersion' | 'outputs'>): SnapshotSummary {
  return {
    number: row.number,
    kind: row.kind,
    project: row.project,
    createdAt: row.createdAt.toISOString(),
    datasetId: row.datasetId,
    datasetVersion: row.datasetVersion,
    engineVersion: row.engineVersion,
    headlines: figuresOf(row.kind, row.outputs, 'headlines'),
  };
}

/** The owner's snapshots, newest first, filtered and paged (offset pages or a keyset cursor). */
export async function listSnapshots(db: Db, ownerId: string, query: SnapshotListQuery): Promise<SnapshotList> {
  const filters: SQL[] = [eq(snapshot.ownerId, ownerId)];
  if (query.kind) filters.push(eq(snapshot.kind, query.kind));
  if (query.project) filters.push(eq(snapshot.project, query.project));
  const search = query.q ? searchCondition(query.q) : undefined;
  if (search) filters.push(search);
  const where = and(...filters);

  const conditions = [...filters];
  if (query.cursor) {
    const c = decodeCursor(query.cursor);
    conditions.push(or(lt(snapshot.createdAt, c.createdAt), and(eq(snapshot.createdAt, c.createdAt), lt(snapshot.number, c.number)))!);
  }
  const offset = query.cursor ? 0 : (query.page - 1) * query.pageSize;
  const [counted, rows, projects, projectTotals] = await Promise.all([
    db.select({ total: sql<number>`count(*)::int` }).from(snapshot).where(where),
    db
      .select({
        number: snapshot.number,
        kind: snapshot.kind,
        project: snapshot.project,
        createdAt: snapshot.createdAt,
        datasetId: snapshot.datasetId,
        datasetVersion: snapshot.datasetVersion,
        engineVersion: snapshot.engineVersion,
        outputs: snapshot.outputs,
      })
      .from(snapshot)
      .where(and(...conditions))
      .orderBy(desc(snapshot.createdAt), desc(snapshot.number))
      .limit(query.pageSize + 1)
      .offset(offset),
    db.selectDistinct({ project: snapshot.project }).from(snapshot).where(eq(snapshot.ownerId, ownerId)).orderBy(asc(snapshot.project)).limit(500),
    query.project ? projectTotalsOf(db, ownerId, query.project) : Promise.resolve(null),
  ]);
  const total = Number(counted[0]?.total ?? 0);
  const page = rows.slice(0, query.pageSize);
  const last = page[page.length - 1];
  return {
    items: page.map(summaryOf),
    total,
    page: query.cursor ? 1 : query.page,
    pageSize: query.pageSize,
    pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
    nextCursor: rows.length > query.pageSize && last ? encodeCursor(last.createdAt, last.number) : null,
    projects: projects.map((p) => p.project),
    projectTotals,
  };
}

async function latestOf(db: Db, ownerId: string, project: string, kind: SnapshotKind): Promise<(ProjectLatest & { outputs: unknown }) | null> {
  const rows = await db
    .select({ number: snapshot.number, createdAt: snapshot.createdAt, outputs: snapshot.outputs })
    .from(snapshot)
    .where(and(eq(snapshot.ownerId, ownerId), eq(snapshot.project, project), eq(snapshot.kind, kind)))
    .orderBy(desc(snapshot.createdAt), desc(snapshot.number))
    .limit(1);
  const row = rows[0];
  return row ? { number: row.number, createdAt: row.createdAt.toISOString(), headlines: figuresOf(kind, row.outputs), outputs: row.outputs } : null;
}

/** A project's latest wall, footing and dwelling figures, and the carbon its wall and footing choices save. */
export async function projectTotalsOf(db: Db, ownerId: string, project: string): Promise<ProjectTotals> {
  const [counted, wall, footing, dwelling] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(snapshot).where(and(eq(snapshot.ownerId, ownerId), eq(snapshot.project, project))),
    latestOf(db, ownerId, project, 'wall'),
    latestOf(db, ownerId, project, 'footing'),
    latestOf(db, ownerId, project, 'dwelling'),
  ]);
  const saved = [wall && isRecord(wall.outputs) ? numberAt(wall.outputs, 'actualReduction') : undefined, footing && isRecord(footing.outputs) ? numberAt(footing.outputs, 'c02Reduction') : undefined].filter(
    (v): v is number => v !== undefined,
  );
  const strip = (l: typeof wall) => (l ? { number: l.number, createdAt: l.createdAt, headlines: l.headlines } : null);
  return {
    project,
    count: Number(counted[0]?.n ?? 0),
    wall: strip(wall),
    footing: strip(footing),
    dwelling: strip(dwelling),
    combinedReduction: saved.length ? saved.reduce((a, b) => a + b, 0) : null,
  };
}

/** Every snapshot of the owner, newest first (the all-snapshots CSV). */
export async function allSnapshots(db: Db, ownerId: string): Promise<SnapshotSummary[]> {
  const rows = await db.select().from(snapshot).where(eq(snapshot.ownerId, ownerId)).orderBy(desc(snapshot.createdAt), desc(snapshot.number));
  return rows.map(summaryOf);
}
