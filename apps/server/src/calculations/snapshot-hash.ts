import { storedContent, type StoredContent } from '../db/queries/snapshots';
import { canonicalJson, sha256Hex } from '../lib/canonical-json';

/** The fields a content hash covers: everything a reader relies on, nothing about who owns it. */
export type HashedContent = StoredContent;

/** SHA-256 (hex) of the canonical JSON of a snapshot's content (only its content fields). */
export function snapshotContentHash(content: HashedContent): string {
  return sha256Hex(canonicalJson(storedContent(content)));
}

/**
 * {@link snapshotContentHash} of content whose inputs and outputs are canonical copies already
 * (lib/canonical-json.ts, `canonicalCopy`): only the content's own fields are put in order; the
 * copies are written as they are, not walked again. A test holds it to {@link snapshotContentHash}.
 */
export function canonicalContentHash(content: HashedContent): string {
  const fields = Object.entries(storedContent(content)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return sha256Hex(JSON.stringify(Object.fromEntries(fields)));
}
