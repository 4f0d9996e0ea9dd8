import type { SnapshotKind } from '@embodied/contracts';
import { canonicalJson, sha256Hex } from '../lib/canonical-json';

/**
 * A snapshot's content as stored, and the hash that covers it: what every reader of a snapshot
 * (its report, its exports, verification, a backup's check) and the Calculate that saves it agree
 * on. The Calculate's own way to the same hash is db/fast-save.ts.
 */

/**
 * A snapshot's content as stored: its serial (the key, from the identity sequence) and its number in
 * its workspace, with everything the Calculate saved. `hashVersion` says what its hash covers
 * ({@link hashedContent}).
 */
export interface StoredContent {
  serial: number;
  number: number;
  hashVersion: 1 | 2;
  kind: SnapshotKind;
  project: string;
  inputs: unknown;
  outputs: unknown;
  datasetId: string;
  datasetVersion: string;
  engineVersion: string;
  createdAt: string;
}

/** A snapshot's content: its hash covers everything a reader relies on, nothing about who owns it. */
export type HashedContent = StoredContent;

/**
 * Exactly the fields of a snapshot's content, from anything that carries them: a row (its time as
 * ISO text) or a saved calculation.
 */
export function storedContent(
  c: Omit<StoredContent, 'createdAt' | 'hashVersion'> & { createdAt: string | Date; hashVersion: number },
): StoredContent {
  const createdAt = typeof c.createdAt === 'string' ? c.createdAt : c.createdAt.toISOString();
  const hashVersion = c.hashVersion === 1 ? 1 : 2;
  return { ...savedFields(c), number: c.number, hashVersion, createdAt };
}

/** The fields of a snapshot's content that a row stores as the Calculate saved them (all but its number, hash version and time). */
export function savedFields(c: Omit<StoredContent, 'number' | 'hashVersion' | 'createdAt'>) {
  const { serial, kind, project, inputs, outputs, datasetId, datasetVersion, engineVersion } = c;
  return { serial, kind, project, inputs, outputs, datasetId, datasetVersion, engineVersion };
}

/**
 * What a snapshot's content hash covers (docs/decisions/023-workspace-snapshot-numbers.md). Version 2:
 * the serial and the content, not the number, which the workspace's counter gives at insert, after
 * the hash (the record binds the two). Version 1, snapshots saved before numbers counted within their
 * workspace: the serial under the name `number`, which was then the number people saw.
 */
export function hashedContent(c: StoredContent): Record<string, unknown> {
  const { serial, kind, project, inputs, outputs, datasetId, datasetVersion, engineVersion, createdAt } = c;
  const content = { kind, project, inputs, outputs, datasetId, datasetVersion, engineVersion, createdAt };
  return c.hashVersion === 1 ? { number: serial, ...content } : { serial, ...content };
}

/**
 * The content as the API and the exports show it: {@link hashedContent} with the number people see.
 * A version-1 snapshot shows exactly what it always showed (its number was its serial).
 */
export function shownContent(c: StoredContent): Record<string, unknown> & { number: number } {
  return { ...hashedContent(c), number: c.number };
}

/**
 * SHA-256 (hex) of the canonical JSON of what a snapshot's content hash covers
 * ({@link hashedContent}: its version says which fields).
 */
export function snapshotContentHash(content: HashedContent): string {
  return sha256Hex(canonicalJson(hashedContent(content)));
}
