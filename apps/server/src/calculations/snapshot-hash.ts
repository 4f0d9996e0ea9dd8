import { storedContent, type StoredContent } from '../db/queries/snapshots';
import { canonicalJson, sha256Hex } from '../lib/canonical-json';

/** The fields a content hash covers: everything a reader relies on, nothing about who owns it. */
export type HashedContent = StoredContent;

/** SHA-256 (hex) of the canonical JSON of a snapshot's content (only its content fields). */
export function snapshotContentHash(content: HashedContent): string {
  return sha256Hex(canonicalJson(storedContent(content)));
}
