import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { dropDatabase } from './drop-database';
import pino from 'pino';
import { describe } from 'vitest';
import { createApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/database';
import { createMailer, type Mailer } from '../../src/mail/mailer';
import { openTestPglite } from './pglite-template';
import { startMailSink, type MailSink } from './mail-sink';

export type DatabaseKind = 'pglite' | 'postgres';

/** The databases every API test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const DATABASE_KINDS: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export function describeEachDatabase(name: string, fn: (kind: DatabaseKind) => void) {
  for (const kind of DATABASE_KINDS) describe(`${name} [${kind}]`, () => fn(kind));
}

export interface TestApp {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** The real SMTP receiver the app sends to, when the test asked for one. */
  mailSink?: MailSink;
  request: (path: string, init?: RequestInit) => Promise<Response>;
  close: () => Promise<void>;
  /** On PostgreSQL: the test database's address, for a second server on the same database. */
  postgresUrl?: string;
}

/** A fresh PostgreSQL database per test app, dropped afterwards. */
async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `embodied_t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      try {
        await dropDatabase(c, name);
      } finally {
        await c.end();
      }
    },
  };
}

/** The real app, in-process, on a real and empty database. */
export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: {
    smtp?: boolean;
    sameDatabaseAs?: TestApp;
    /** Every line the app logs (at info and above) is pushed here; otherwise the app logs nothing. */
    log?: string[];
  } = {},
): Promise<TestApp> {
  const mailSink = options.smtp ? await startMailSink() : undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'embodied-test-'));
  // A second server on another's PostgreSQL database: that one's test drops it.
  const shared = options.sameDatabaseAs?.postgresUrl;
  const pgdb =
    kind === 'postgres' ? (shared ? { url: shared, drop: () => Promise.resolve() } : await freshPostgres()) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    PORT: '3999',
    LOG_LEVEL: 'silent',
    ...(mailSink ? { SMTP_URL: mailSink.url } : {}),
    ...env,
  });
  const database = pgdb ? await openDatabase({ kind: 'postgres', url: pgdb.url }) : await openTestPglite();
  const log = options.log;
  const logger = log ? pino({ level: 'info' }, { write: (line: string) => log.push(line) }) : pino({ level: 'silent' });
  // The development outbox, unless the test names a mail server (SMTP_URL: a real receiver, support/mail-sink.ts).
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(dataDir, 'outbox'),
    logger,
    logLinks: config.env === 'development',
  });
  const { app, background } = createApp({ config, database, mailer, logger });
  return {
    config,
    database,
    mailer,
    mailSink,
    request: async (p, init) => app.request(`${config.publicUrl}${p}`, init),
    ...(pgdb ? { postgresUrl: pgdb.url } : {}),
    close: async () => {
      await background.drain();
      await database.close();
      await pgdb?.drop();
      await mailSink?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
