import type { Db } from '../database';
import { profile } from '../schema';

/**
 * Creates the product user record (the seed's POST /user) when it is missing. Idempotent and safe
 * under races: two servers (or two tabs) may call it at once, and `on conflict do nothing` keeps one.
 * Returns true when this call created it.
 */
export async function ensureProfile(db: Db, userId: string): Promise<boolean> {
  const created = await db
    .insert(profile)
    .values({ userId })
    .onConflictDoNothing({ target: profile.userId })
    .returning({ userId: profile.userId });
  return created.length > 0;
}
