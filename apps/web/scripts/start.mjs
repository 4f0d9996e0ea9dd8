/**
 * `npm start`: builds the web app and bundles the server only when their sources changed, then runs
 * the server bundle in this same process. A build, when one is needed, runs in a child process
 * (build-if-changed.mjs), so the server never carries what building left in memory.
 */
import { spawnSync } from 'node:child_process';
import console from 'node:console';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';
import module from 'node:module';
import path from 'node:path';
import process from 'node:process';
import { ROOT, SERVER_ENTRY, serverIsUpToDate, webIsUpToDate } from './build-if-changed.mjs';

const COMPILE_CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'embodied-compile');

if (webIsUpToDate() && serverIsUpToDate()) {
  console.log('[start] web app and server bundle up to date');
} else {
  const script = fileURLToPath(new URL('./build-if-changed.mjs', import.meta.url));
  const built = spawnSync(process.execPath, [script], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
// V8's code cache for the bundle (Node 22.1 and later): a start after the first compiles less.
// (Not in the Node 20 types this checkout compiles against.)
const nodeModule = /** @type {{ enableCompileCache?: (dir: string) => unknown }} */ (/** @type {unknown} */ (module));
nodeModule.enableCompileCache?.(COMPILE_CACHE_DIR);
await import(pathToFileURL(SERVER_ENTRY).href);
