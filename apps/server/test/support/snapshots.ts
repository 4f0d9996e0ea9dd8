import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/database';
import { insertSnapshot, type NewSnapshotContent } from '../../src/db/queries/snapshots';
import { snapshotContentHash, type StoredContent } from '../../src/db/stored-content';

/** A snapshot's content as a test writes it: the stored fields a Calculate sets, and whose it is. */
export type NewSnapshot = Pick<
  StoredContent,
  'kind' | 'project' | 'inputs' | 'outputs' | 'datasetId' | 'datasetVersion' | 'engineVersion'
> & {
  ownerId: string;
  /** The organisation it belongs to; absent: its owner's personal workspace. */
  organisationId?: string | null;
};

/**
 * Writes a snapshot with exactly the given content, as an older server (or another engine version)
 * would have: tests use it for snapshots no Calculate of this build would make.
 */
export async function createSnapshot(db: Db, input: NewSnapshot): Promise<StoredContent & { contentHash: string }> {
  const next = await db.execute<{ n: string | number }>(
    sql`select nextval(pg_get_serial_sequence('snapshot', 'serial')) as n`,
  );
  const { ownerId, organisationId = null, ...rest } = input;
  const content: NewSnapshotContent = { ...rest, serial: Number(next.rows[0]?.n), createdAt: new Date().toISOString() };
  const stored = JSON.parse(JSON.stringify(content)) as NewSnapshotContent;
  const contentHash = snapshotContentHash({ ...stored, number: 0, hashVersion: 2 });
  const number = await insertSnapshot(db, { userId: ownerId, organisationId }, stored, contentHash);
  return { ...stored, number, hashVersion: 2, contentHash };
}

/**
 * The content hash of a JSON export as verification computes it: a version-2 export (it carries its
 * serial) hashes the serial, a version-1 export its number (db/stored-content.ts hashedContent).
 */
export function exportHash(exported: { serial?: number; number: number } & Record<string, unknown>): string {
  const serial = typeof exported.serial === 'number' ? exported.serial : exported.number;
  return snapshotContentHash({
    ...(exported as unknown as StoredContent),
    serial,
    hashVersion: typeof exported.serial === 'number' ? 2 : 1,
  });
}
