import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { createApp } from './app';
import type { Config } from './config';
import { lockDataDir, type DataDirLock } from './db/data-dir-lock';
import { openDatabase, type Database } from './db/database';
import { createMailer } from './mail/mailer';

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface RunningServer {
  url: string;
  database: Database;
  /** Stops taking connections, lets in-flight requests finish, closes the database and the lock. */
  close(): Promise<void>;
}

/**
 * Starts the whole product on one port: the API and the built SPA.
 * The embedded database is locked against a second server on the same data folder.
 */
export async function startServer(config: Config, logger = pino({ level: config.logLevel })): Promise<RunningServer> {
  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) lock = lockDataDir(config.dataDir);
  let database: Database;
  try {
    database = await openDatabase(
      config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
      { logger },
    );
  } catch (err) {
    lock?.release();
    throw err;
  }
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    logger,
  });
  const { app, background } = createApp({ config, database, mailer, logger, webDist: WEB_DIST });

  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s as Server));
  });
  const address = server.address() as AddressInfo;
  const url = `http://${config.host}:${address.port}`;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          logger.warn('in-flight requests did not finish in time; closing their connections');
          server.closeAllConnections();
        }, config.shutdownTimeoutMs);
        server.close(() => {
          clearTimeout(timer);
          resolve();
        });
        server.closeIdleConnections();
      });
      await background.drain();
      await database.close();
      lock?.release();
    })();
    return closing;
  };
  return { url, database, close };
}
