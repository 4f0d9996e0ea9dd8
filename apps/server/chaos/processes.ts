import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: servers start from here exactly as `npm start` starts them. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * What a server inherits from this process: only these, so no configuration variable of the
 * caller's shell (DATABASE_URL, SMTP_URL, …) can leak into a run; the server reads the rest from
 * the variables set below (apps/server/src/config.ts lists every one).
 */
const INHERITED = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ', 'SYSTEMROOT'];

/** Shared by every server of a run, as servers behind one load balancer share theirs. */
export const AUTH_SECRET = 'chaos-secret-chaos-secret-chaos-secret-0123';

const children = new Set<ChildProcess>();
const tempDirs = new Set<string>();

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `embodied-chaos-${prefix}-`));
  tempDirs.add(dir);
  return dir;
}

/** Kills every server still running and removes the temporary folders. Synchronous: safe in 'exit'. */
export function cleanUpSync(): void {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  children.clear();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

/** A port free right now (the OS picks it; the server takes it a moment later). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  name: string;
  url: string;
  dataDir: string;
  pid: number;
  /** Resolves when the server says it is ready; rejects with its output if it exits first or takes too long. */
  ready(): Promise<void>;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  output(): string;
  hasExited(): boolean;
  /** kill -9: no shutdown code runs, the lock file and any in-flight work are left as they are. */
  kill9(): Promise<void>;
  /** SIGTERM, the graceful stop; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** A real server process: `node --import tsx apps/server/src/main.ts`, configured only through its environment. */
export function startServer(opts: {
  name: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  logLevel?: string;
  /** Further variables (or overrides of the ones below), e.g. for the proxy test (test/proxy.test.ts). */
  env?: Record<string, string>;
}): ServerProcess {
  const env: NodeJS.ProcessEnv = {};
  for (const key of INHERITED) if (process.env[key] !== undefined) env[key] = process.env[key];
  Object.assign(env, {
    NODE_ENV: 'development', // no SMTP_URL: mail goes to <DATA_DIR>/outbox
    HOST: '127.0.0.1',
    PORT: String(opts.port),
    DATA_DIR: opts.dataDir,
    DATABASE_URL: opts.databaseUrl ?? '',
    AUTH_SECRET,
    LOG_LEVEL: opts.logLevel ?? 'warn',
    SHUTDOWN_TIMEOUT_MS: '5000',
    ...opts.env,
  });
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  const append = (d: Buffer) => {
    output += d.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      children.delete(child);
      resolve(code);
    }),
  );
  const url = `http://127.0.0.1:${opts.port}`;
  return {
    name: opts.name,
    url,
    dataDir: opts.dataDir,
    pid: child.pid!,
    exited,
    output: () => output,
    hasExited: () => child.exitCode !== null || child.signalCode !== null,
    async ready() {
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        if (output.includes('is ready at')) return;
        if (child.exitCode !== null || child.signalCode !== null) {
          throw new Error(
            `server ${opts.name} exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output}`,
          );
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`server ${opts.name} was not ready within 60 s:\n${output}`);
    },
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
