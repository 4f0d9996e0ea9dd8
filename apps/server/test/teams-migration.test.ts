import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/database';

/**
 * Migration 0007 (teams): every free-text project a user's snapshots carry becomes a project record
 * of their personal workspace, and nothing in the snapshots changes (they are immutable, and their
 * content hash covers the project name).
 */
describe('migration 0007: free-text projects become project records, nothing lost', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'embodied-mig-'));
  const before = path.join(dir, 'drizzle');
  let client: PGlite;

  beforeAll(async () => {
    // The migrations as they were before teams: the same files, the journal up to 0006.
    cpSync(migrationsFolder, before, { recursive: true });
    const journalPath = path.join(before, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const upTo = journal.entries.findIndex((e) => e.tag === '0006_custom_product');
    expect(upTo).toBeGreaterThan(0);
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo + 1) }));
    client = await PGlite.create();
    await migrate(drizzle(client), { migrationsFolder: before });
  });
  afterAll(async () => {
    await client?.close();
    rmSync(dir, { recursive: true, force: true });
  });

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

    await migrate(drizzle(client), { migrationsFolder });

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
