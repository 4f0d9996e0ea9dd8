import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  measuredTakeoffSchema,
  takeoffSummarySchema,
  type MeasuredTakeoff,
  type TakeoffListItem,
  type TakeoffMappingKind,
} from '@embodied/contracts';
import { DomainError } from '../../lib/domain-error';
import type { Db } from '../database';
import { takeoff, takeoffMapping } from '../schema';
import { workspaceKey, type WorkspaceScope } from './workspace-scope';

type TakeoffRow = typeof takeoff.$inferSelect;

/** A stored take-off: what the worker measured, with its id and file. */
export interface StoredTakeoff extends MeasuredTakeoff {
  id: string;
  fileName: string;
  sha256: string;
  sizeBytes: number;
  createdAt: string;
}

const NOT_FOUND = 'There is no such take-off in this workspace (it may have been deleted).';

const fileOf = (row: Pick<TakeoffRow, 'id' | 'fileName' | 'sha256' | 'sizeBytes' | 'createdAt'>) => ({
  id: row.id,
  fileName: row.fileName,
  sha256: row.sha256,
  sizeBytes: row.sizeBytes,
  createdAt: row.createdAt.toISOString(),
});

/** Stores a take-off in the workspace. */
export async function insertTakeoff(
  db: Db,
  scope: WorkspaceScope,
  file: { fileName: string; sha256: string; sizeBytes: number },
  measured: MeasuredTakeoff,
): Promise<StoredTakeoff> {
  const [row] = await db
    .insert(takeoff)
    .values({
      id: randomUUID(),
      workspace: workspaceKey(scope),
      organisationId: scope.organisationId,
      createdBy: scope.userId,
      ...file,
      summary: measured.summary,
      content: measured,
    })
    .returning();
  if (!row) throw new Error('the take-off was not stored');
  return { ...measured, ...fileOf(row) };
}

/** The workspace's take-offs, newest first. */
export async function listTakeoffs(db: Db, scope: WorkspaceScope): Promise<TakeoffListItem[]> {
  const rows = await db
    .select({
      id: takeoff.id,
      fileName: takeoff.fileName,
      sha256: takeoff.sha256,
      sizeBytes: takeoff.sizeBytes,
      createdAt: takeoff.createdAt,
      summary: takeoff.summary,
      schema: sql<string>`${takeoff.content}->>'schema'`,
      application: sql<string>`${takeoff.content}->>'application'`,
      lengthUnit: sql<string>`${takeoff.content}->>'lengthUnit'`,
      trueNorth: sql<number | null>`(${takeoff.content}->>'trueNorth')::float8`,
      counts: sql<unknown>`${takeoff.content}->'counts'`,
    })
    .from(takeoff)
    .where(eq(takeoff.workspace, workspaceKey(scope)))
    .orderBy(desc(takeoff.createdAt), desc(takeoff.id));
  return rows.map((row) => ({
    ...fileOf(row),
    schema: row.schema,
    application: row.application,
    lengthUnit: row.lengthUnit,
    trueNorth: row.trueNorth === null ? null : Number(row.trueNorth),
    counts: measuredTakeoffSchema.shape.counts.parse(row.counts),
    summary: takeoffSummarySchema.parse(row.summary),
  }));
}

/** One take-off of the workspace; not found (404) if it has none of that id. */
export async function getTakeoff(db: Db, scope: WorkspaceScope, id: string): Promise<StoredTakeoff> {
  const [row] = await db
    .select()
    .from(takeoff)
    .where(and(eq(takeoff.workspace, workspaceKey(scope)), eq(takeoff.id, id)))
    .limit(1);
  if (!row) throw new DomainError('not_found', NOT_FOUND);
  return { ...measuredTakeoffSchema.parse(row.content), ...fileOf(row) };
}

/** Deletes one take-off of the workspace; not found (404) if it has none of that id. */
export async function deleteTakeoff(db: Db, scope: WorkspaceScope, id: string): Promise<void> {
  const deleted = await db
    .delete(takeoff)
    .where(and(eq(takeoff.workspace, workspaceKey(scope)), eq(takeoff.id, id)))
    .returning({ id: takeoff.id });
  if (deleted.length === 0) throw new DomainError('not_found', NOT_FOUND);
}

/** A remembered mapping: the model's name of `kind` → the product's option. */
export interface RememberedMapping {
  kind: TakeoffMappingKind;
  source: string;
  target: string;
}

/** What the workspace has mapped these names to before. */
export async function rememberedMappings(
  db: Db,
  scope: WorkspaceScope,
  sources: readonly string[],
): Promise<RememberedMapping[]> {
  if (sources.length === 0) return [];
  const rows = await db
    .select({ kind: takeoffMapping.kind, source: takeoffMapping.source, target: takeoffMapping.target })
    .from(takeoffMapping)
    .where(and(eq(takeoffMapping.workspace, workspaceKey(scope)), inArray(takeoffMapping.source, [...sources])));
  return rows as RememberedMapping[];
}

/** Remembers mappings for the workspace (a name mapped again replaces what it was mapped to). */
export async function rememberMappings(
  db: Db,
  scope: WorkspaceScope,
  mappings: readonly RememberedMapping[],
): Promise<void> {
  if (mappings.length === 0) return;
  const key = workspaceKey(scope);
  await db
    .insert(takeoffMapping)
    .values(mappings.map((m) => ({ ...m, workspace: key, organisationId: scope.organisationId })))
    .onConflictDoUpdate({
      target: [takeoffMapping.workspace, takeoffMapping.kind, takeoffMapping.source],
      set: { target: sql`excluded.target`, updatedAt: sql`now()` },
    });
}
