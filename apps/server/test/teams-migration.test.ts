import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedUpTo } from './support/migrations';

/**
 * Migration 0007 (teams): every free-text project a user's snapshots carry becomes a project record
 * of their personal workspace, and nothing in the snapshots changes (they are immutable, and their
 * content hash covers the project name).
 */
describe('migration 0007: free-text projects become project records, nothing lost', () => {
  let migration: Awaited<ReturnType<typeof migratedUpTo>>;
  let client: PGlite;

  beforeAll(async () => {
    migration = await migratedUpTo('0006_custom_product');
    client = migration.client;
  });
  afterAll(async () => migration?.close());

  it('makes one project per user and name, and leaves every snapshot as it was', async () => {
    for (const id of ['ann', 'bob']) {
      await client.query(
        `insert into "user" (id, name, email, email_verified, created_at, updated_at) values ($1, $1, $1 || '@example.com', true, now(), now())`,
        [id],
      );
    }
    const rows: [string, string, string][] = [
      ['ann', 'Lot 12', '2026-01-02T00:00:00Z'],
      ['ann', 'Lot 12', '2026-01-05T00:00:00Z'],
      ['ann', 'Smith St', '2026-02-01T00:00:00Z'],
      ['bob', 'Lot 12', '2026-03-01T00:00:00Z'],
    ];
    for (const [owner, project, at] of rows) {
      await client.query(
        `insert into snapshot (owner_id, kind, project, inputs, outputs, dataset_id, dataset_version, engine_version, created_at, content_hash)
         values ($1, 'footing', $2, '{}', '{}', 'au-typical', '1', '1', $3, 'h-' || $2)`,
        [owner, project, at],
      );
    }
    const snapshotsBefore = (await client.query('select * from snapshot order by number')).rows;

    await migration.migrateRest();

    const projects = (
      await client.query<{
        workspace: string;
        name: string;
        created_by: string;
        created_at: Date;
        organisation_id: null;
      }>('select workspace, name, created_by, created_at, organisation_id from project order by workspace, name')
    ).rows;
    expect(projects.map((p) => [p.workspace, p.name, p.created_by, p.organisation_id])).toEqual([
      ['user:ann', 'Lot 12', 'ann', null],
      ['user:ann', 'Smith St', 'ann', null],
      ['user:bob', 'Lot 12', 'bob', null],
    ]);
    // A project dates from its first snapshot.
    expect(projects[0]!.created_at.toISOString()).toBe('2026-01-02T00:00:00.000Z');
    const snapshotsAfter = (await client.query('select * from snapshot order by serial')).rows as Record<
      string,
      unknown
    >[];
    // Later migrations renamed the number the serial (0009), gave each its old number in its
    // workspace and marked its hash as covering that number (version 1): the same values.
    expect(
      snapshotsAfter.map(({ organisation_id, serial, number, hash_version, ...rest }) => {
        expect(organisation_id).toBeNull();
        expect([number, hash_version]).toEqual([serial, 1]);
        return { number: serial, ...rest };
      }),
    ).toEqual(snapshotsBefore);
  });
});
