import type { StoredContent } from '../db/queries/snapshots';
import { canonicalJson, sha256Hex } from '../lib/canonical-json';

/** The fields a content hash covers: everything a reader relies on, nothing about who owns it. */
export type HashedContent = StoredContent;

/** SHA-256 (hex) of the canonical JSON of a snapshot's content. */
export function snapshotContentHash(content: HashedContent): string {
  return sha256Hex(
    canonicalJson({
      number: content.number,
      kind: content.kind,
      project: content.project,
      inputs: content.inputs,
      outputs: content.outputs,
      datasetId: content.datasetId,
      datasetVersion: content.datasetVersion,
      engineVersion: content.engineVersion,
      createdAt: content.createdAt,
    }),
  );
}
