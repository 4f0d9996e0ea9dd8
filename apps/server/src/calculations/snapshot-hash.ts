/**
 * The content hash now lives beside the content it covers (db/stored-content.ts), below every layer
 * that uses it. Kept for features/snapshots/export-csv.ts, which another change is rewriting: import
 * from db/stored-content.ts instead, and delete this file once nothing imports it.
 */
export { snapshotContentHash, type HashedContent } from '../db/stored-content';
