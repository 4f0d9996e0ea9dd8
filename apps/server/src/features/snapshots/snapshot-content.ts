import {
  SNAPSHOT_CONTENT_SCHEMAS,
  type SnapshotContent,
  type SnapshotContentOf,
  type SnapshotKind,
  type SnapshotOutputs,
} from '@embodied/contracts';
import type { SnapshotKindHandler, SnapshotKinds } from '../../calculations/snapshot-kind';
import type { HashedContent } from '../../calculations/snapshot-hash';
import type { SnapshotRow } from '../../db/queries/snapshots';

/** A stored snapshot's content exactly as stored (what its hash covers). */
export function storedContentOf(row: SnapshotRow): HashedContent {
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

/** Why a stored snapshot cannot be read: only a change to the stored data itself can cause it. */
function unreadable(number: number, kind: string, message: string): Error {
  return new Error(`Stored snapshot #${number} (${kind}) does not match its schema: ${message}`);
}

/** A stored snapshot's content, read through its kind's schema: typed inputs and outputs. */
export function readContent(row: SnapshotRow): SnapshotContent {
  const parsed = SNAPSHOT_CONTENT_SCHEMAS[row.kind].safeParse(storedContentOf(row));
  if (!parsed.success) throw unreadable(row.number, row.kind, parsed.error.message);
  return parsed.data;
}

/** A stored row's outputs, read through its kind's schema (the list reads no inputs). */
export function readOutputs<K extends SnapshotKind>(number: number, kind: K, outputs: unknown): SnapshotOutputs<K> {
  const parsed = SNAPSHOT_CONTENT_SCHEMAS[kind].shape.outputs.safeParse(outputs);
  if (!parsed.success) throw unreadable(number, kind, parsed.error.message);
  return parsed.data as SnapshotOutputs<K>;
}

/** The handler of a content's kind, with the content typed to match. */
export function withHandler<R>(
  kinds: SnapshotKinds,
  content: SnapshotContent,
  use: <K extends SnapshotKind>(handler: SnapshotKindHandler<K>, content: SnapshotContentOf<K>) => R,
): R {
  return use(kinds[content.kind] as SnapshotKindHandler<SnapshotKind>, content as SnapshotContentOf<SnapshotKind>);
}
