import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { snapshot } from '../../db/schema';
import { snapshotContentHash, type SnapshotContent, type SnapshotKind } from './snapshot-content';

export interface NewSnapshot {
  ownerId: string;
  kind: SnapshotKind;
  project: string;
  inputs: unknown;
  outputs: unknown;
  datasetId: string;
  datasetVersion: string;
  engineVersion: string;
}

/**
 * Writes one immutable carbon snapshot. The number is drawn from the database's identity sequence
 * first (unique across servers), so that the content hash can cover it.
 */
export async function createSnapshot(db: Db, input: NewSnapshot): Promise<SnapshotContent & { contentHash: string }> {
  const next = await db.execute<{ n: string | number }>(sql`select nextval(pg_get_serial_sequence('snapshot', 'number')) as n`);
  const number = Number(next.rows[0]?.n);
  // JSON round trip: what is hashed is exactly what jsonb stores and gives back.
  const content: SnapshotContent = {
    number,
    kind: input.kind,
    project: input.project,
    inputs: JSON.parse(JSON.stringify(input.inputs)) as unknown,
    outputs: JSON.parse(JSON.stringify(input.outputs)) as unknown,
    datasetId: input.datasetId,
    datasetVersion: input.datasetVersion,
    engineVersion: input.engineVersion,
    createdAt: new Date().toISOString(),
  };
  const contentHash = snapshotContentHash(content);
  await db.insert(snapshot).values({
    number,
    ownerId: input.ownerId,
    kind: content.kind,
    project: content.project,
    inputs: content.inputs,
    outputs: content.outputs,
    datasetId: content.datasetId,
    datasetVersion: content.datasetVersion,
    engineVersion: content.engineVersion,
    createdAt: new Date(content.createdAt),
    contentHash,
  });
  return { ...content, contentHash };
}
