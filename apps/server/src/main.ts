import { setFlagsFromString } from 'node:v8';
import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { openEmbeddedThread } from './db/pglite-thread';
import { startFailureInWords } from './lib/start-failure';
import type { EarlyStart } from './server';

/** V8's old-generation growth after a full collection, in per cent, when the database is PostgreSQL. */
const POSTGRES_HEAP_GROWING_PERCENT = 300;

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
  // On PostgreSQL this process holds no database, so V8's old generation gets more room before a
  // full collection: npm start's `--heap-growing-percent=50` keeps the embedded database's server
  // within its memory targets, and cost a server on PostgreSQL a full collection every half second
  // under load, a tenth of its processor time (measured then, decision 022). With
  // 300 it uses about 210 MB after the load instead of 160 MB. A flag V8 reads whenever it sets the
  // next collection's limit; set before the server loads.
  if (config.databaseUrl) setFlagsFromString(`--heap-growing-percent=${POSTGRES_HEAP_GROWING_PERCENT}`);
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
    // A full disk or a folder it may not write: said in words, not as an error number.
    const words = startFailureInWords(err, config.dataDir);
    if (words) {
      console.error(words);
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
