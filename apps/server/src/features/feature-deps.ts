import type { Logger } from 'pino';
import type { Auth } from '../auth/auth';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';

/** What every product feature's routes are given. */
export interface FeatureDeps {
  auth: Auth;
  config: Config;
  database: Database;
  logger: Logger;
  mailer: Mailer;
}
