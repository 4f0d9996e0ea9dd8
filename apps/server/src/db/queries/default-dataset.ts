import { eq } from 'drizzle-orm';
import {
  FLOOR_DEFAULT_CLIMATE_ZONE,
  isClimateZone,
  isDatasetId,
  type ClimateZone,
  type DatasetId,
} from '@embodied/engine';
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

/**
 * The climate zone a calculation uses (issue #49): the one the request names, else the user's
 * (profile; `known` when the caller has read it already, null for none), else the product default,
 * zone 6 (FLOOR_DEFAULT_CLIMATE_ZONE).
 */
export async function resolveClimateZone(
  db: Db,
  userId: string,
  requested: number | undefined,
  known?: number | null,
): Promise<ClimateZone> {
  if (isClimateZone(requested)) return requested;
  const own =
    known !== undefined
      ? known
      : (
          await db.select({ climateZone: profile.climateZone }).from(profile).where(eq(profile.userId, userId)).limit(1)
        )[0]?.climateZone;
  return isClimateZone(own) ? own : FLOOR_DEFAULT_CLIMATE_ZONE;
}
