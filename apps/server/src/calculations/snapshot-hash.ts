import { createHash } from 'node:crypto';
import type { WrittenContent } from '../db/database';
import { hashedContent, type StoredContent } from '../db/queries/snapshots';
import { canonicalJson, sha256Hex } from '../lib/canonical-json';

/** A snapshot's content: its hash covers everything a reader relies on, nothing about who owns it. */
export type HashedContent = StoredContent;

/**
 * SHA-256 (hex) of the canonical JSON of what a snapshot's content hash covers
 * (db/queries/snapshots.ts `hashedContent`: its version says which fields).
 */
export function snapshotContentHash(content: HashedContent): string {
  return sha256Hex(canonicalJson(hashedContent(content)));
}

/**
 * {@link snapshotContentHash} of content whose inputs and outputs are canonical copies already
 * (lib/canonical-json.ts, `canonicalCopy`), written once as JSON text (`written`): the hash reads
 * that text as it is, between the content's own fields, in sorted order, and never writes or joins the
 * whole content. A test holds it to {@link snapshotContentHash}.
 */
export function canonicalContentHash(content: HashedContent, written: WrittenContent): string {
  const stored = hashedContent(content);
  const hash = createHash('sha256');
  let text = '{';
  Object.keys(stored)
    .sort()
    .forEach((field, i) => {
      text += `${i > 0 ? ',' : ''}"${field}":`;
      if (field === 'outputs' && written.outputsJsonb) {
        hash.update(text, 'utf8').update(written.outputsJsonb.subarray(1));
        text = '';
      } else if (field === 'inputs' || field === 'outputs') {
        hash.update(text, 'utf8').update(written[field], 'utf8');
        text = '';
      } else text += JSON.stringify(stored[field]);
    });
  return hash.update(`${text}}`, 'utf8').digest('hex');
}
