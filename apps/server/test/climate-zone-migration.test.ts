import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedUpTo } from './support/migrations';

/**
 * Migration 0011 (issue #49): a profile gains an optional NCC climate zone. Existing profiles keep
 * every value they had and have no zone (calculations then use zone 6); a zone outside 1–8 is
 * refused by the database itself.
 */
describe('migration 0011: an optional climate zone on the profile', () => {
  let migration: Awaited<ReturnType<typeof migratedUpTo>>;
  let client: PGlite;

  beforeAll(async () => {
    migration = await migratedUpTo('0010_token_workspace');
    client = migration.client;
  });
  afterAll(async () => migration?.close());

  it('leaves existing profiles as they were, with no zone, and holds a new zone to 1–8', async () => {
    await client.query(
      `insert into "user" (id, name, email, email_verified, created_at, updated_at) values ('ann', 'Ann', 'ann@example.com', true, now(), now())`,
    );
    await client.query(
      `insert into profile (user_id, display_name, default_dataset, time_zone) values ('ann', 'Ann B', 'au-hybrid', 'Australia/Perth')`,
    );
    await migration.migrateRest();

    const [row] = (
      await client.query<{
        display_name: string;
        default_dataset: string;
        time_zone: string;
        climate_zone: number | null;
      }>(`select display_name, default_dataset, time_zone, climate_zone from profile where user_id = 'ann'`)
    ).rows;
    expect(row).toEqual({
      display_name: 'Ann B',
      default_dataset: 'au-hybrid',
      time_zone: 'Australia/Perth',
      climate_zone: null,
    });
    for (const zone of [1, 8]) {
      await client.query(`update profile set climate_zone = $1 where user_id = 'ann'`, [zone]);
      const after = await client.query<{ climate_zone: number }>(`select climate_zone from profile`);
      expect(after.rows[0]?.climate_zone).toBe(zone);
    }
    for (const bad of [0, 9]) {
      await expect(client.query(`update profile set climate_zone = $1 where user_id = 'ann'`, [bad])).rejects.toThrow(
        /profile_climate_zone_check/,
      );
    }
  });
});
