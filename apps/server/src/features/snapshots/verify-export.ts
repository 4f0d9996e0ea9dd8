import type { VerifyRequest, VerifyResult } from '@embodied/contracts';
import { snapshotContentHash, type HashedContent } from '../../db/stored-content';

const EXPORT_FIELDS = new Set([
  'serial',
  'number',
  'kind',
  'project',
  'inputs',
  'outputs',
  'datasetId',
  'datasetVersion',
  'engineVersion',
  'createdAt',
  'contentHash',
]);

/** The caller's record of the exported serial: a snapshot, or what is kept of one they deleted. */
export interface VerifyRecord {
  /** The number the record gave it in its workspace. */
  number: number;
  contentHash: string;
  /** Set when the owner deleted the snapshot: only its hash is kept. */
  deletedAt: Date | null;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Checks a JSON export: its hash must be the SHA-256 of its canonical content, it must hold no
 * field a snapshot does not have, and, when the snapshot is (or was) one of the caller's, its hash
 * must be the one on record (which catches an export changed and then re-hashed). A deleted
 * snapshot keeps its hash on record, so its exports still verify; the answer says the record is gone.
 */
export function verifyExport(
  body: VerifyRequest,
  sent: Record<string, unknown>,
  record: VerifyRecord | undefined,
): VerifyResult {
  const number = body.number;
  // `sent` is the JSON exactly as it arrived: parsing drops a `__proto__` key (it becomes the object's
  // prototype), so the fields and the hash are checked over what was sent, never over the parsed copy.
  const extra = Object.keys(sent).filter((k) => !EXPORT_FIELDS.has(k));
  const hash = body.contentHash.toLowerCase();
  // The record binds the number to the content: a number changed in the file no longer matches it.
  const matchesRecord = record === undefined ? null : record.contentHash === hash && record.number === number;
  const recordDeletedAt = record?.deletedAt ? record.deletedAt.toISOString() : null;
  const answer = (valid: boolean, reason: string): VerifyResult => ({
    valid,
    number,
    matchesRecord,
    recordDeletedAt,
    reason,
  });
  if (extra.length > 0) {
    return answer(
      false,
      `The export has fields a snapshot does not have: ${extra.join(', ')}. It was changed after it was exported.`,
    );
  }
  // A version-2 export carries its serial (its hash covers that and not the number); a version-1
  // export's hash covers its number, which was its serial (db/stored-content.ts hashedContent).
  const version2 = typeof sent.serial === 'number';
  const computed = snapshotContentHash({
    ...(sent as unknown as VerifyRequest),
    serial: version2 ? (sent.serial as number) : body.number,
    number: body.number,
    hashVersion: version2 ? 2 : 1,
  } as unknown as HashedContent);
  if (computed !== hash) {
    return answer(false, 'The content does not match its hash: a field was changed after the snapshot was exported.');
  }
  if (matchesRecord === false) {
    return answer(
      false,
      `The content matches the hash in the file, but snapshot #${number} on record has a different hash or number: the file was changed and re-hashed, or its number changed.`,
    );
  }
  if (record?.deletedAt) {
    return answer(
      true,
      `The content matches its hash and the hash snapshot #${number} had on record. You deleted that snapshot on ${day(record.deletedAt)} (UTC), so its record no longer exists.`,
    );
  }
  return answer(
    true,
    matchesRecord === true
      ? `The content matches its hash and snapshot #${number} on record.`
      : `The content matches its hash. Snapshot #${number} is not one of yours, so it was not compared with the record.`,
  );
}
