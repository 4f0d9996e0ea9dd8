import {
  SNAPSHOT_CONTENT_SCHEMAS,
  type SnapshotContent,
  type SnapshotContentOf,
  type SnapshotKind,
  type SnapshotOutputs,
} from '@embodied/contracts';
import type { SnapshotKindHandler, SnapshotKinds } from '../../calculations/snapshot-kind';
import type { SnapshotRow } from '../../db/queries/snapshots';
import { shownContent, storedContent, type HashedContent } from '../../db/stored-content';
import { AppError } from '../../http/app-error';

/** A stored snapshot's content exactly as stored (its hash covers what its version says). */
export const storedContentOf = (row: SnapshotRow): HashedContent => storedContent(row);

/** A stored snapshot's content as the API and the exports show it (db/stored-content.ts `shownContent`). */
export const shownContentOf = (row: SnapshotRow) => shownContent(storedContent(row));

/** Why a stored snapshot cannot be read: only a change to the stored data itself can cause it. */
function unreadable(number: number, kind: string, message: string): Error {
  return new Error(`Stored snapshot #${number} (${kind}) does not match its schema: ${message}`);
}

/**
 * A stored snapshot's content, read through its kind's schema: typed inputs and outputs. Stored
 * inputs that today's rules refuse (a limit tightened since) cannot be recalculated: that is a 400
 * naming each field. The stored content itself stays readable through the JSON and CSV exports.
 */
export function readContent(row: SnapshotRow, purpose: 'report' | 'recalculate' = 'report'): SnapshotContent {
  const parsed = SNAPSHOT_CONTENT_SCHEMAS[row.kind].safeParse(shownContentOf(row));
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  if (issues.every((i) => i.path.startsWith('inputs.'))) {
    const why =
      purpose === 'recalculate'
        ? 'so it cannot be recalculated'
        : 'so this server cannot show its report; its JSON and CSV exports still hold every stored value';
    throw new AppError(
      'invalid_request',
      `Today\u2019s rules do not accept this snapshot\u2019s stored inputs, ${why}.`,
      issues,
    );
  }
  throw unreadable(row.number, row.kind, parsed.error.message);
}

/** A stored row's outputs, read through its kind's schema (the list reads no inputs). */
export function readOutputs<K extends SnapshotKind>(number: number, kind: K, outputs: unknown): SnapshotOutputs<K> {
  const parsed = SNAPSHOT_CONTENT_SCHEMAS[kind].shape.outputs.safeParse(outputs);
  if (!parsed.success) throw unreadable(number, kind, parsed.error.message);
  return parsed.data;
}

/** The handler of a content's kind, with the content typed to match. */
export function withHandler<R>(
  kinds: SnapshotKinds,
  content: SnapshotContent,
  use: <K extends SnapshotKind>(handler: SnapshotKindHandler<K>, content: SnapshotContentOf<K>) => R,
): R {
  return use(kinds[content.kind] as SnapshotKindHandler<SnapshotKind>, content as SnapshotContentOf<SnapshotKind>);
}
