import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { createApp } from './app';
import type { Config } from './config';
import { listenForBackups } from './db/backup-socket';
import { lockDataDir, type DataDirLock } from './db/data-dir-lock';
import { openDatabase, type Database } from './db/database';
import type { PgliteThread } from './db/pglite-thread';
import { createMailer } from './mail/mailer';
import { NODE_SERVER_OPTIONS } from './http/unread-body';

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface RunningServer {
  url: string;
  database: Database;
  /**
   * The graceful stop: drains (not ready, still serving) for DRAIN_SECONDS,
   * stops taking connections, lets in-flight requests and background work finish, then closes the
   * database and the lock. No request reaches the database after it is closed.
   */
  close(): Promise<void>;
}

/**
 * What main.ts starts before it loads the rest of the server (server.ts and all it imports): the
 * data folder's lock and PGlite's thread, which opens the database on another core meanwhile.
 */
export interface EarlyStart {
  lock?: DataDirLock;
  pglite?: Promise<PgliteThread>;
}

/**
 * Starts the whole product on one port: the API and the built SPA.
 * The embedded database is locked against a second server on the same data folder.
 */
export async function startServer(
  config: Config,
  logger = pino({ level: config.logLevel }),
  early: EarlyStart = {},
): Promise<RunningServer> {
  let lock = early.lock;
  if (!config.databaseUrl && !lock) lock = lockDataDir(config.dataDir);
  let database: Database;
  try {
    database = await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: config.dataDir, thread: early.pglite },
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
    logLinks: config.env === 'development',
  });
  const { app, background, lifecycle } = createApp({ config, database, mailer, logger, webDist: WEB_DIST });
  const backups = await listenForBackups(config.dataDir, database, logger); // `npm run backup` while running

  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host, ...NODE_SERVER_OPTIONS }, () =>
      resolve(s as Server),
    );
  });
  const address = server.address() as AddressInfo;
  const url = `http://${config.host}:${address.port}`;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      // 1. Draining: /api/ready answers 503 (a balancer polling it stops sending), every request is
      //    still served, each answer closing its connection.
      lifecycle.draining = true;
      if (config.drainSeconds > 0) {
        logger.info({ drainSeconds: config.drainSeconds }, 'draining: not ready, still serving');
        await new Promise((resolve) => setTimeout(resolve, config.drainSeconds * 1000));
      }
      // 2. No new connections; idle kept-alive ones close now, busy ones after their answer.
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
      // 3. Every connection is closed, so no request can arrive any more; one whose connection was cut
      //    may still be running its handler: wait for it before the database goes.
      lifecycle.stopped = true;
      if (!(await lifecycle.idle(config.shutdownTimeoutMs))) {
        logger.warn({ inFlight: lifecycle.inFlight }, 'request handlers still running; closing the database anyway');
      }
      await background.drain();
      await backups?.close();
      await database.close();
      lock?.release();
    })();
    return closing;
  };
  return { url, database, close };
}
