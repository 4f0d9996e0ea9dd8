import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedUpTo } from './support/migrations';

/**
 * Migrations 0009 (snapshot numbers count within their workspace) and 0010 (a token acts in one
 * workspace) on data made before them: every snapshot keeps its number and hash, each workspace's
 * counter starts past its highest number (deleted ones included), and each token keeps acting where
 * it acted.
 */
describe('migrations 0009 and 0010 on data made before them', () => {
  let migration: Awaited<ReturnType<typeof migratedUpTo>>;
  let client: PGlite;

  beforeAll(async () => {
    migration = await migratedUpTo('0008_identity_notices');
    client = migration.client;
  });
  afterAll(async () => migration?.close());

  it('keeps every number, counts on from the highest given in each workspace, and keeps each token where it acted', async () => {
    for (const id of ['ann', 'bob']) {
      await client.query(
        `insert into "user" (id, name, email, email_verified, created_at, updated_at) values ($1, $1, $1 || '@example.com', true, now(), now())`,
        [id],
      );
      await client.query(`insert into profile (user_id) values ($1)`, [id]);
    }
    await client.query(`insert into organisation (id, name) values ('org1', 'Co')`);
    await client.query(
      `insert into organisation_member (organisation_id, user_id, role) values ('org1', 'ann', 'owner')`,
    );
    await client.query(`update profile set active_organisation_id = 'org1' where user_id = 'ann'`);
    // Global numbers, as before: ann 1 and 4 (and 6, deleted), bob 2, the organisation 3 and 5.
    const made: [string, string | null][] = [
      ['ann', null],
      ['bob', null],
      ['ann', 'org1'],
      ['ann', null],
      ['ann', 'org1'],
      ['ann', null],
    ];
    for (const [owner, org] of made) {
      await client.query(
        `insert into snapshot (owner_id, organisation_id, kind, project, inputs, outputs, dataset_id, dataset_version, engine_version, created_at, content_hash)
         values ($1, $2, 'footing', 'P', '{}', '{}', 'au-typical', '1', '1', now(), 'h')`,
        [owner, org],
      );
    }
    await client.query(`delete from snapshot where number = 6`);
    await client.query(`insert into deleted_snapshot (number, owner_id, content_hash) values (6, 'ann', 'h')`);
    for (const [id, user] of [
      ['t-ann', 'ann'],
      ['t-bob', 'bob'],
    ])
      await client.query(
        `insert into api_token (id, user_id, name, token_hash, scope, expires_at) values ($1, $2, 'n', $1, 'read', now() + interval '1 day')`,
        [id, user],
      );

    await migration.migrateRest();

    const rows = (
      await client.query<{ serial: number; number: number; hash_version: number }>(
        'select serial, number, hash_version from snapshot order by serial',
      )
    ).rows;
    expect(rows).toEqual([1, 2, 3, 4, 5].map((n) => ({ serial: n, number: n, hash_version: 1 })));
    const counters = (
      await client.query<{ workspace: string; last_number: number }>(
        'select workspace, last_number from snapshot_counter order by workspace',
      )
    ).rows;
    expect(counters).toEqual([
      { workspace: 'org:org1', last_number: 5 },
      { workspace: 'user:ann', last_number: 6 },
      { workspace: 'user:bob', last_number: 2 },
    ]);
    // The next snapshot of each workspace continues after its highest number, the deleted one included.
    const next = async (owner: string, org: string | null) =>
      (
        await client.query<{ number: number }>(
          `insert into snapshot (owner_id, organisation_id, kind, project, inputs, outputs, dataset_id, dataset_version, engine_version, created_at, content_hash)
           values ($1, $2, 'footing', 'P', '{}', '{}', 'au-typical', '1', '1', now(), 'h') returning number`,
          [owner, org],
        )
      ).rows[0]!.number;
    expect(await next('ann', null)).toBe(7);
    expect(await next('ann', 'org1')).toBe(6);
    expect(await next('bob', null)).toBe(3);
    expect(
      (
        await client.query<{ hash_version: number }>(
          `select hash_version from snapshot where owner_id = 'bob' and number = 3`,
        )
      ).rows[0]!.hash_version,
    ).toBe(2);
    // Each token acts where it acted: ann's in the organisation she had chosen, bob's in his own.
    const tokens = (
      await client.query<{ id: string; organisation_id: string | null }>(
        'select id, organisation_id from api_token order by id',
      )
    ).rows;
    expect(tokens).toEqual([
      { id: 't-ann', organisation_id: 'org1' },
      { id: 't-bob', organisation_id: null },
    ]);
  });
});
