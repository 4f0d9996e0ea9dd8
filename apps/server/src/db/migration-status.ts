import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './database';
import { migrationsFolder } from './database';

interface JournalEntry {
  tag: string;
  /** drizzle records it as `created_at` of the applied migration. */
  when: number;
}

/** The migrations committed with this version of the server, from drizzle's journal. */
export function committedMigrations(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/**
 * The committed migrations the database has not recorded as applied (drizzle's own table, compared
 * by the time each was generated, as drizzle's migrator compares them). Migrations a newer server
 * applied are not this server's concern. Throws when the table cannot be read.
 */
export async function pendingMigrations(db: Db, committed: JournalEntry[]): Promise<string[]> {
  const result = (await db.execute(sql`select created_at from drizzle.__drizzle_migrations`)) as unknown as {
    rows: Array<{ created_at: string | number }>;
  };
  const applied = new Set(result.rows.map((r) => Number(r.created_at)));
  return committed.filter((m) => !applied.has(m.when)).map((m) => m.tag);
}
