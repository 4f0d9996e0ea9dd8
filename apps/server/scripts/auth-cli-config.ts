// Used only by `npx -y auth@1.6.33 generate --config scripts/auth-cli-config.ts` to regenerate
// src/db/auth-schema.ts; never imported by the app.
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { createAuth } from '../src/auth/auth';
import { BackgroundTasks } from '../src/background-tasks';
import type { Config } from '../src/config';
import type { Db } from '../src/db/database';
import pino from 'pino';
import { createMailer } from '../src/mail/mailer';

const config = {
  env: 'development',
  publicUrl: 'http://localhost:3000',
  authSecret: 'x'.repeat(32),
  trustedOrigins: [],
  authRateLimit: { max: 10, windowSeconds: 60 },
  oidc: { issuer: 'http://localhost/', clientId: 'x', clientSecret: 'y', label: 'SSO' },
} as unknown as Config;
const logger = pino({ level: 'silent' });
export const auth = createAuth({
  config,
  db: drizzle(new PGlite()) as unknown as Db,
  mailer: createMailer({ smtpUrl: undefined, from: 'x@y.z', outboxDir: '.tmp/auth-cli/outbox', logger }),
  onMailError: () => undefined,
  background: new BackgroundTasks(),
});
