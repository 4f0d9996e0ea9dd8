import type { VerifyRequest, VerifyResult } from '@embodied/contracts';
import { snapshotContentHash } from '../../calculations/snapshot-hash';

const EXPORT_FIELDS = new Set([
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

/**
 * Checks a JSON export: its hash must be the SHA-256 of its canonical content, it must hold no
 * field a snapshot does not have, and, when the snapshot is one of the caller's, its hash must be
 * the one on record (which catches an export changed and then re-hashed).
 */
export function verifyExport(
  body: VerifyRequest,
  sent: Record<string, unknown>,
  recordHash: string | undefined,
): VerifyResult {
  const number = body.number;
  // `sent` is the JSON exactly as it arrived: parsing drops a `__proto__` key (it becomes the object's
  // prototype), so the fields and the hash are checked over what was sent, never over the parsed copy.
  const extra = Object.keys(sent).filter((k) => !EXPORT_FIELDS.has(k));
  const hash = body.contentHash.toLowerCase();
  const matchesRecord = recordHash === undefined ? null : recordHash === hash;
  if (extra.length > 0) {
    return {
      valid: false,
      number,
      matchesRecord,
      reason: `The export has fields a snapshot does not have: ${extra.join(', ')}. It was changed after it was exported.`,
    };
  }
  const computed = snapshotContentHash(sent as unknown as VerifyRequest);
  if (computed !== hash) {
    return {
      valid: false,
      number,
      matchesRecord,
      reason: 'The content does not match its hash: a field was changed after the snapshot was exported.',
    };
  }
  if (matchesRecord === false) {
    return {
      valid: false,
      number,
      matchesRecord,
      reason: `The content matches the hash in the file, but snapshot #${number} on record has a different hash: the file was changed and re-hashed.`,
    };
  }
  return {
    valid: true,
    number,
    matchesRecord,
    reason:
      matchesRecord === true
        ? `The content matches its hash and snapshot #${number} on record.`
        : `The content matches its hash. Snapshot #${number} is not one of yours, so it was not compared with the record.`,
  };
}
