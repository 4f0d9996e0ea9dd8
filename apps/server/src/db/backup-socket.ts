import { chmodSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Logger } from 'pino';
import { dumpPglite, pgliteClientOf } from './backup';
import type { Database } from './database';

/**
 * Live backups of the embedded database. PGlite has no multi-process safety, so while a server
 * runs no other process may open its data folder (data-dir-lock.ts). `npm run backup` asks the
 * running server instead, over a unix socket in the data folder that only the folder's owner may
 * open (mode 0600, like the database files): the server makes the image with its own PGlite
 * instance (backup.ts, dumpPglite) and sends it back. No TCP port, no HTTP route, no credentials:
 * whoever may open the socket may read the database files anyway.
 *
 * Protocol: the client sends `backup\n`; the server answers one JSON line, `{"ok":true,"bytes":N}`
 * followed by exactly N bytes of gzipped tar, or `{"ok":false,"error":"…"}`, and closes.
 */
export const BACKUP_SOCKET_NAME = 'backup.sock';

export function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, BACKUP_SOCKET_NAME);
}

/** How long a client may take to send its command. */
const COMMAND_TIMEOUT_MS = 10_000;

export interface BackupListener {
  /** Stops listening, waits for a backup under way, removes the socket. */
  close(): Promise<void>;
}

/**
 * Serves live backups of an embedded database over `<dataDir>/backup.sock`; nothing (undefined)
 * for PostgreSQL. The caller holds the data folder's lock, so a socket file left behind by a
 * server killed -9 is stale and is replaced. A socket that cannot be created (a path longer than
 * the system allows, say) is logged, and the server runs without live backups.
 */
export async function listenForBackups(
  dataDir: string,
  database: Database,
  logger: Pick<Logger, 'info' | 'warn' | 'error'>,
): Promise<BackupListener | undefined> {
  if (database.kind !== 'pglite') return undefined;
  const client = pgliteClientOf(database);
  const socketPath = backupSocketPath(dataDir);
  // One image at a time; close() waits for the one under way before the database closes.
  let queue: Promise<unknown> = Promise.resolve();
  const dump = () => {
    const run = queue.then(() => dumpPglite(client));
    queue = run.catch(() => {});
    return run;
  };

  const server = net.createServer((socket) => {
    socket.on('error', () => {}); // a client that goes away mid-answer is its own problem
    socket.setTimeout(COMMAND_TIMEOUT_MS, () => socket.destroy());
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString('utf8');
      const newline = received.indexOf('\n');
      if (newline < 0) {
        if (received.length > 64) socket.destroy();
        return;
      }
      socket.off('data', onData);
      socket.setTimeout(0);
      const command = received.slice(0, newline).trim();
      if (command !== 'backup') {
        socket.end(`${JSON.stringify({ ok: false, error: `unknown command ${JSON.stringify(command)}` })}\n`);
        return;
      }
      const started = Date.now();
      dump().then(
        (image) => {
          logger.info({ bytes: image.length, ms: Date.now() - started }, 'backup: sent an image of the database');
          socket.write(`${JSON.stringify({ ok: true, bytes: image.length })}\n`);
          socket.end(image);
        },
        (err: unknown) => {
          logger.error({ err }, 'backup: could not make an image of the database');
          socket.end(`${JSON.stringify({ ok: false, error: err instanceof Error ? err.message : String(err) })}\n`);
        },
      );
    };
    socket.on('data', onData);
  });

  rmSync(socketPath, { force: true });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    });
    chmodSync(socketPath, 0o600);
  } catch (err) {
    logger.warn({ err, socketPath }, 'live backups are off: could not listen on the backup socket');
    server.close();
    return undefined;
  }
  server.on('error', (err) => logger.error({ err }, 'backup socket failed'));

  let closing: Promise<void> | undefined;
  return {
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await queue;
        rmSync(socketPath, { force: true });
      })();
      return closing;
    },
  };
}

/** The running server did not answer on its backup socket (none there, or nobody listening). */
export class NoBackupListenerError extends Error {}

/** Asks the server running on `dataDir` for an image of its database. */
export function requestLiveImage(dataDir: string, timeoutMs = 600_000): Promise<Buffer> {
  const socketPath = backupSocketPath(dataDir);
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let connected = false;
    const socket = net.createConnection(socketPath, () => {
      connected = true;
      socket.write('backup\n');
    });
    socket.setTimeout(timeoutMs, () =>
      socket.destroy(new Error(`the server sent no image within ${timeoutMs / 1000} s`)),
    );
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (!connected && (err.code === 'ENOENT' || err.code === 'ECONNREFUSED')) {
        reject(new NoBackupListenerError(`nothing answers on ${socketPath} (${err.code})`));
      } else reject(err);
    });
    socket.on('close', () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(0x0a);
      if (newline < 0) {
        reject(new Error('the server closed the backup socket without an answer'));
        return;
      }
      let header: { ok: boolean; bytes?: number; error?: string };
      try {
        header = JSON.parse(all.subarray(0, newline).toString('utf8')) as typeof header;
      } catch {
        reject(new Error('the server answered on the backup socket with something that is not the backup protocol'));
        return;
      }
      if (!header.ok) {
        reject(new Error(`the server could not make the backup: ${header.error ?? 'no reason given'}`));
        return;
      }
      const image = all.subarray(newline + 1);
      if (image.length !== header.bytes) {
        reject(new Error(`the image was cut short: ${image.length} of ${header.bytes} bytes`));
        return;
      }
      resolve(image);
    });
  });
}
