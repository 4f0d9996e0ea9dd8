import {
  SNAPSHOT_KINDS,
  type ProjectLatest,
  type ProjectTotals,
  type SnapshotKind,
  type SnapshotList,
  type SnapshotListQuery,
  type SnapshotSummary,
} from '@embodied/contracts';
import type { SnapshotKinds } from '../../calculations/snapshot-kind';
import type { Db } from '../../db/database';
import type { WorkspaceScope } from '../../db/queries/workspace-scope';
import {
  createdByName,
  countInProject,
  encodeCursor,
  latestInProject,
  listSnapshotRows,
  type SnapshotListRow,
} from '../../db/queries/snapshots';
import { readOutputs } from './snapshot-content';
import { figuresOf } from './snapshot-figures';

/** A stored row's figures, read through its kind's schema and handler. */
function storedFigures<K extends SnapshotKind>(
  kinds: SnapshotKinds,
  kind: K,
  number: number,
  outputs: unknown,
  only: 'all' | 'headlines',
) {
  return figuresOf(kinds[kind], readOutputs(number, kind, outputs), only);
}

/** One row of the list: identity and the kind's headline figures. */
export function summaryOf(kinds: SnapshotKinds, row: SnapshotListRow): SnapshotSummary {
  return {
    number: row.number,
    kind: row.kind,
    project: row.project,
    createdAt: row.createdAt.toISOString(),
    datasetId: row.datasetId,
    datasetVersion: row.datasetVersion,
    engineVersion: row.engineVersion,
    createdBy: createdByName(row.createdBy),
    headlines: storedFigures(kinds, row.kind, row.number, row.outputs, 'headlines'),
  };
}

/** The owner's snapshots, newest first, filtered and paged, with the project's totals when filtered by project. */
export async function listSnapshots(
  db: Db,
  kinds: SnapshotKinds,
  scope: WorkspaceScope,
  query: SnapshotListQuery,
): Promise<SnapshotList> {
  const [page, projectTotals] = await Promise.all([
    listSnapshotRows(db, scope, query),
    query.project ? projectTotalsOf(db, kinds, scope, query.project) : Promise.resolve(null),
  ]);
  const last = page.rows[page.rows.length - 1];
  return {
    items: page.rows.map((r) => summaryOf(kinds, r)),
    total: page.total,
    page: query.cursor ? 1 : query.page,
    pageSize: query.pageSize,
    pageCount: Math.max(1, Math.ceil(page.total / query.pageSize)),
    nextCursor: page.more && last ? encodeCursor(last.createdAt, last.number) : null,
    projects: page.projects,
    projectTotals,
  };
}

async function latestOf<K extends SnapshotKind>(
  db: Db,
  kinds: SnapshotKinds,
  scope: WorkspaceScope,
  project: string,
  kind: K,
) {
  const row = await latestInProject(db, scope, project, kind);
  if (!row) return null;
  const handler = kinds[kind];
  const outputs = readOutputs(row.number, kind, row.outputs);
  return {
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    headlines: figuresOf(handler, outputs),
    saving: handler.saving ? handler.saving(outputs) : null,
  };
}

/** A project's latest wall, footing and dwelling figures, and the carbon its wall and footing choices save. */
export async function projectTotalsOf(
  db: Db,
  kinds: SnapshotKinds,
  scope: WorkspaceScope,
  project: string,
): Promise<ProjectTotals> {
  const [count, ...latest] = await Promise.all([
    countInProject(db, scope, project),
    ...SNAPSHOT_KINDS.map((kind) => latestOf(db, kinds, scope, project, kind)),
  ]);
  const saved = latest.flatMap((l) => (l && l.saving !== null ? [l.saving] : []));
  const byKind = Object.fromEntries(
    SNAPSHOT_KINDS.map((kind, i) => {
      const l = latest[i];
      return [kind, l ? { number: l.number, createdAt: l.createdAt, headlines: l.headlines } : null];
    }),
  ) as Record<SnapshotKind, ProjectLatest | null>;
  return {
    project,
    count,
    ...byKind,
    combinedReduction: saved.length ? saved.reduce((a, b) => a + b, 0) : null,
  };
}
