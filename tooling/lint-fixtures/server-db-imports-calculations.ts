// Linted as apps/server/src/db/lint-probe.ts: the data layer reaches up to the calculations.
import { snapshotHash } from '../calculations/snapshot-hash';
import type { Db } from './database';
import { canonicalJson } from '../lib/canonical-json';

export const probe = (db: Db): unknown => [db, snapshotHash, canonicalJson];
