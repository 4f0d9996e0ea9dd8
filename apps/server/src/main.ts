import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { openEmbeddedThread } from './db/pglite-thread';
import type { EarlyStart } from './server';

const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const serverLogger = logger.child({}, { level: config.logLevel });
  let server;
  try {
    // The embedded database opens on its own thread while this one loads the rest of the server:
    // server.ts and what it imports (the routes, better-auth, drizzle) come in a file of their own.
    const early: EarlyStart = {};
    if (!config.databaseUrl) {
      early.lock = lockDataDir(config.dataDir);
      early.pglite = openEmbeddedThread(config.dataDir, serverLogger);
      // Awaited by startServer; until then a failure to open must not count as unhandled.
      early.pglite.catch(() => {});
    }
    const { startServer } = await import('./server');
    server = await startServer(config, serverLogger, early);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  console.log(
    `Embodied is ready at ${server.url} (database: ${server.database.kind === 'pglite' ? `embedded, ${config.dataDir}` : 'PostgreSQL'})`,
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(
      { signal, drainSeconds: config.drainSeconds },
      'shutting down: draining, then finishing in-flight requests',
    );
    server.close().then(
      () => {
        logger.info('stopped cleanly');
        process.exit(0);
      },
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  logger.fatal({ err }, 'the server could not start');
  process.exit(1);
});
