import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../../src/db/database';

/**
 * A fresh PGlite with the committed migrations applied up to and including `tag` (the same files,
 * the journal cut there), for a migration test to write the data of that time; `migrateRest` then
 * applies every later one, as a server starting on that data would.
 */
export async function migratedUpTo(tag: string): Promise<{
  client: PGlite;
  migrateRest: () => Promise<void>;
  close: () => Promise<void>;
}> {
  const dir = mkdtempSync(path.join(tmpdir(), 'embodied-mig-'));
  const before = path.join(dir, 'drizzle');
  cpSync(migrationsFolder, before, { recursive: true });
  const journalPath = path.join(before, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const upTo = journal.entries.findIndex((e) => e.tag === tag);
  if (upTo < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo + 1) }));
  const client = await PGlite.create();
  await migrate(drizzle(client), { migrationsFolder: before });
  return {
    client,
    migrateRest: () => migrate(drizzle(client), { migrationsFolder }),
    close: async () => {
      await client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
