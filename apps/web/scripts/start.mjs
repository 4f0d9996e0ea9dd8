/**
 * `npm start`: builds the web app and bundles the server only when their sources changed, then runs
 * the server bundle in this same process. A build, when one is needed, runs in a child process
 * (build-if-changed.mjs), so the server never carries what building left in memory.
 */
import { spawnSync } from 'node:child_process';
import console from 'node:console';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';
import process from 'node:process';
import { SERVER_ENTRY, serverIsUpToDate, webIsUpToDate } from './build-if-changed.mjs';

if (webIsUpToDate() && serverIsUpToDate()) {
  console.log('[start] web app and server bundle up to date');
} else {
  const script = fileURLToPath(new URL('./build-if-changed.mjs', import.meta.url));
  const built = spawnSync(process.execPath, [script], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
await import(pathToFileURL(SERVER_ENTRY).href);
