import { eq } from 'drizzle-orm';
import { isDatasetId, type DatasetId } from '@embodied/engine';
import type { Db } from '../database';
import { profile } from '../schema';

/**
 * The dataset a calculation uses: the one the request names, else the user's default
 * (profile; `known` when the caller has read it already, null for none), else the server's
 * DEFAULT_DATASET.
 */
export async function resolveDatasetId(
  db: Db,
  userId: string,
  requested: DatasetId | undefined,
  serverDefault: DatasetId,
  known?: string | null,
): Promise<DatasetId> {
  if (requested) return requested;
  const own =
    known !== undefined
      ? known
      : (
          await db
            .select({ defaultDataset: profile.defaultDataset })
            .from(profile)
            .where(eq(profile.userId, userId))
            .limit(1)
        )[0]?.defaultDataset;
  return own && isDatasetId(own) ? own : serverDefault;
}
