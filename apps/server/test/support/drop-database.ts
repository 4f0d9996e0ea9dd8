import type pg from 'pg';

/**
 * Drops a scratch database with FORCE. FORCE may meet a backend this role may not end: an
 * autovacuum worker that has just started on the new database (a superuser process; seen in CI as
 * 42501, in the tests and in the chaos run). It finishes within moments, so the drop is tried again
 * a few times before the error stands.
 */
export async function dropDatabase(c: pg.Client, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await c.query(`drop database if exists ${name} with (force)`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '42501' || attempt === 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
}
