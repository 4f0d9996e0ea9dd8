/**
 * What `npm start` builds, and only when it has to (docs/decisions/015-static-assets-and-startup.md):
 *
 * - the web app (apps/web/dist), when a source file it is built from changed since its last build;
 * - the server bundle (one ES module made by esbuild, in node_modules/.cache/embodied-server), when
 *   a server source file changed since it was made. Node then loads one file instead of
 *   transpiling about two thousand modules through tsx at every start.
 *
 * "Changed" is a SHA-256 over the path, size and content of every input file (so a new, removed or
 * edited file counts; a touched one does not), kept in a stamp written after a successful build.
 * Plain JavaScript on purpose: it runs before anything is built, with no loader.
 *
 * Usage: node apps/web/scripts/build-if-changed.mjs [--force]
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import console from 'node:console';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const WEB_DIR = path.join(ROOT, 'apps/web');
export const WEB_DIST = path.join(WEB_DIR, 'dist');
/** Written by the Vite build (vite.config.ts) once everything is on disk; never served (a dotfile). */
export const WEB_STAMP_NAME = '.build-stamp.json';
export const WEB_STAMP = path.join(WEB_DIST, WEB_STAMP_NAME);
export const SERVER_OUT_DIR = path.join(ROOT, 'node_modules/.cache/embodied-server');
export const SERVER_ENTRY = path.join(SERVER_OUT_DIR, 'main.mjs');
/** The files the entry loads when first needed (split at its dynamic imports). */
const SERVER_CHUNKS_DIR = path.join(SERVER_OUT_DIR, 'chunks');
const SERVER_STAMP = path.join(SERVER_OUT_DIR, 'stamp.json');

/** Folders never read as inputs. */
const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', '.tmp', '.git']);
/** Test files: nothing built imports them, so editing one rebuilds nothing. */
const TESTS = /\.test\.[cm]?[jt]sx?$/;
/** Files every build depends on: the installed packages (by the lockfile) and the shared compiler settings. */
const SHARED = ['package.json', 'package-lock.json', 'tsconfig.base.json'];
const WORKSPACE_PACKAGES = ['packages/engine', 'packages/contracts'];

/** The web app is built from these (relative to the repository root), and VITE_* variables. */
export const WEB_INPUTS = ['apps/web', ...WORKSPACE_PACKAGES, ...SHARED];
/** The server bundle is built from these (this script holds its build options). */
export const SERVER_INPUTS = [
  'apps/server/src',
  'apps/server/package.json',
  'apps/web/scripts/build-if-changed.mjs',
  ...WORKSPACE_PACKAGES,
  ...SHARED,
];

/**
 * Every file under the given paths (files or folders), sorted, relative to the root.
 * @param {string[]} inputs
 * @returns {string[]}
 */
function listFiles(inputs) {
  /** @type {string[]} */
  const files = [];
  /** @param {string} rel */
  const walk = (rel) => {
    const abs = path.join(ROOT, rel);
    let stats;
    try {
      stats = statSync(abs);
    } catch {
      return; // an optional input that does not exist
    }
    if (stats.isFile()) {
      if (!TESTS.test(rel)) files.push(rel);
      return;
    }
    if (!stats.isDirectory()) return;
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      if (entry.isDirectory() && (SKIP_DIRS.has(entry.name) || entry.name.startsWith('.'))) continue;
      walk(path.posix.join(rel, entry.name));
    }
  };
  for (const input of inputs) walk(input);
  return [...new Set(files)].sort();
}

/**
 * A SHA-256 over the path, size and content of every input file, and the given extra text.
 * @param {string[]} inputs
 * @param {string} [extra]
 * @returns {{ hash: string, files: number }}
 */
export function hashInputs(inputs, extra = '') {
  const hash = createHash('sha256');
  const files = listFiles(inputs);
  for (const rel of files) {
    const content = readFileSync(path.join(ROOT, rel));
    hash.update(`${rel}\0${content.length}\0`).update(content);
  }
  hash.update(`\0extra\0${extra}`);
  return { hash: hash.digest('hex'), files: files.length };
}

/** The web app's input hash: its source files, and the VITE_* variables Vite bakes into the build. */
export function webInputsHash() {
  const env = Object.keys(process.env)
    .filter((k) => k.startsWith('VITE_'))
    .sort()
    .map((k) => `${k}=${process.env[k] ?? ''}`)
    .join('\n');
  return hashInputs(WEB_INPUTS, env).hash;
}

/** @param {string} text @returns {unknown} */
const parseJson = (text) => JSON.parse(text);

/** @param {string} file @returns {string | undefined} */
function readStampHash(file) {
  try {
    const stamp = parseJson(readFileSync(file, 'utf8'));
    return stamp && typeof stamp === 'object' && 'hash' in stamp && typeof stamp.hash === 'string'
      ? stamp.hash
      : undefined;
  } catch {
    return undefined;
  }
}

/** @param {string} file @param {string} hash */
export function writeStamp(file, hash) {
  writeFileSync(file, `${JSON.stringify({ hash, builtAt: new Date().toISOString() }, null, 2)}\n`);
}

/** Text files worth a compressed copy; source maps are fetched by developer tools only. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes `<file>.br` and `<file>.gz` beside each compressible file (relative to `dir`), each only
 * when it is smaller than the file. The server sends them by Accept-Encoding
 * (apps/server/src/http/static-assets.ts). Runs on libuv's thread pool, several files at once.
 * @param {string} dir
 * @param {string[]} files
 * @returns {Promise<{ files: number, bytes: number, br: number, gzip: number }>}
 */
export async function precompress(dir, files) {
  const totals = { files: 0, bytes: 0, br: 0, gzip: 0 };
  await Promise.all(
    files
      .filter((f) => COMPRESSIBLE.test(f))
      .map(async (rel) => {
        const file = path.join(dir, rel);
        const content = await readFile(file);
        const [br, gzipped] = await Promise.all([
          brotli(content, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
              [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gz(content, { level: zlib.Z_BEST_COMPRESSION }),
        ]);
        totals.files += 1;
        totals.bytes += content.length;
        if (br.length < content.length) await writeFile(`${file}.br`, br);
        if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped);
        totals.br += Math.min(br.length, content.length);
        totals.gzip += Math.min(gzipped.length, content.length);
      }),
  );
  return totals;
}

// The server bundle holds absolute paths (below): a moved checkout is another input.
const serverInputsHash = () => hashInputs(SERVER_INPUTS, `root=${ROOT}`).hash;

/** Whether apps/web/dist was built from the web app's current sources. */
export function webIsUpToDate() {
  return existsSync(path.join(WEB_DIST, 'index.html')) && readStampHash(WEB_STAMP) === webInputsHash();
}

/** Whether the server bundle was made from the server's current sources. */
export function serverIsUpToDate() {
  return existsSync(SERVER_ENTRY) && readStampHash(SERVER_STAMP) === serverInputsHash();
}

/**
 * The environment of the web build `npm start` runs: the caller's, with NODE_ENV=production. Vite
 * takes a development build (React's development code, the API answers checked against their
 * schemas, zod in what every page loads first) from NODE_ENV=development in the environment, whatever
 * the build's mode; `NODE_ENV=development npm start` then failed the build's lean-entry check.
 * `npm start` serves the production build whatever NODE_ENV the server runs with.
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
export function webBuildEnv(env) {
  return { ...env, NODE_ENV: 'production' };
}

/**
 * Builds the web app unless its stamp matches its inputs.
 * @param {{ force?: boolean, log?: (line: string) => void }} [options]
 * @returns {boolean} whether it built
 */
export function buildWebIfChanged({ force = false, log = (line) => console.log(line) } = {}) {
  if (!force && webIsUpToDate()) {
    log('web app: up to date (apps/web/dist)');
    return false;
  }
  log(
    existsSync(WEB_STAMP)
      ? 'web app: sources changed since the last build, building apps/web/dist …'
      : 'web app: building apps/web/dist …',
  );
  const vite = path.join(
    path.dirname(createRequire(path.join(WEB_DIR, 'package.json')).resolve('vite/package.json')),
    'bin/vite.js',
  );
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: WEB_DIR,
    stdio: 'inherit',
    env: webBuildEnv(process.env),
  });
  if (result.status !== 0) throw new Error(`the web build failed (exit ${result.status ?? result.signal})`);
  return true;
}

/**
 * Bundles the server unless its stamp matches its inputs. Packages with native code or WebAssembly
 * that they load from their own folder stay outside the bundle, loaded from node_modules.
 * @param {{ force?: boolean, log?: (line: string) => void }} [options]
 * @returns {Promise<boolean>} whether it built
 */
export async function bundleServerIfChanged({ force = false, log = (line) => console.log(line) } = {}) {
  const hash = serverInputsHash();
  if (!force && existsSync(SERVER_ENTRY) && readStampHash(SERVER_STAMP) === hash) {
    log('server: up to date (bundle in node_modules/.cache/embodied-server)');
    return false;
  }
  log(existsSync(SERVER_STAMP) ? 'server: sources changed since the last bundle, bundling …' : 'server: bundling …');
  const started = performance.now();
  /** @type {typeof import('esbuild')} */
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [path.join(ROOT, 'apps/server/src/main.ts')],
    absWorkingDir: ROOT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Split at the dynamic imports: what the first PDF or workbook download loads (the renderers,
    // and through them pdf-lib and exceljs) is in files of its own, read then, not at start-up.
    // In one file, esbuild hoisted those packages' imports to its top and every start loaded them.
    splitting: true,
    outdir: SERVER_OUT_DIR,
    entryNames: '[name]',
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    write: false,
    // No `keepNames`: it wrapped every function made at run time in a call that redefined its name,
    // fifteen of them for each request's Hono context alone (docs/benchmarks.md, twenty-third
    // section). What reads a name is unchanged: every error class that is checked by name sets its
    // `name` itself (better-auth's APIError, ours), and only two library classes whose names collide
    // in the bundle get a suffix on their constructor (better-auth's APIError3, better-fetch's
    // ValidationError3), which only a log line's `type` shows.
    keepNames: false,
    // No comments or indentation: V8 keeps the bundle's source in memory for as long as the server
    // runs, and a comment with one character past U+00FF made it hold all of it at two bytes a
    // character (9.4 MB; the rest is ASCII, esbuild escapes it). Stack traces keep the names, and
    // the map below gives their places.
    minifyWhitespace: true,
    // A map for `NODE_OPTIONS=--enable-source-maps npm start`; not on by default (it costs 0.4 s of start-up).
    sourcemap: 'linked',
    logLevel: 'warning',
    external: [
      '@electric-sql/pglite', // WebAssembly and data files beside its module
      'sharp', // native
      'pg-native', // optional native driver of pg
      'pino', // its transports start worker threads by file path
      // Loaded with the first PDF or workbook download (features/snapshots), not at start-up.
      'pdf-lib',
      'exceljs',
      // Loaded with the first password checked (auth/common-passwords.ts). A CommonJS package: split
      // into a chunk of its own, esbuild would give it only a default export; Node gives its names.
      '@zxcvbn-ts/language-common',
    ],
    // CommonJS packages inside an ES module still find `require`.
    banner: {
      js: "import { createRequire as __embodiedCreateRequire } from 'node:module';\nconst require = __embodiedCreateRequire(import.meta.url);",
    },
    plugins: [
      {
        // The server finds its migrations and the web app beside its own source files
        // (import.meta.url): each module keeps its own address, wherever the bundle lives.
        name: 'source-import-meta-url',
        setup(build) {
          build.onLoad({ filter: /[\\/]apps[\\/]server[\\/]src[\\/].*\.ts$/ }, async (args) => ({
            contents: (await readFile(args.path, 'utf8'))
              .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
              .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
              .replaceAll('import.meta.filename', JSON.stringify(args.path)),
            loader: 'ts',
          }));
        },
      },
    ],
  });
  mkdirSync(SERVER_CHUNKS_DIR, { recursive: true });
  // Each file is written beside its place and renamed over it: a start never reads half a bundle.
  // The chunks first: the entry that names them comes last.
  const outputs = [...result.outputFiles].sort(
    (a, b) => Number(a.path === SERVER_ENTRY) - Number(b.path === SERVER_ENTRY),
  );
  for (const out of outputs) {
    const tmp = `${out.path}.${process.pid}.tmp`;
    writeFileSync(tmp, out.contents);
    renameSync(tmp, out.path);
  }
  pruneOldChunks(new Set(outputs.map((out) => out.path)));
  writeStamp(SERVER_STAMP, hash);
  log(`server: bundled in ${Math.round(performance.now() - started)} ms`);
  return true;
}

/**
 * Removes the chunks of earlier bundles (their names carry their content's hash) once they are a
 * day old: a server still running an earlier bundle loads its chunks when first asked for a PDF,
 * so they are not removed at once.
 * @param {Set<string>} current
 */
function pruneOldChunks(current) {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of readdirSync(SERVER_CHUNKS_DIR)) {
    const file = path.join(SERVER_CHUNKS_DIR, name);
    if (!current.has(file) && statSync(file).mtimeMs < dayAgo) rmSync(file, { force: true });
  }
}

/** Both, as `npm start` needs them; answers the server bundle's path. */
export async function buildIfChanged({ force = false } = {}) {
  const log = (/** @type {string} */ line) => console.log(`[start] ${line}`);
  buildWebIfChanged({ force, log });
  await bundleServerIfChanged({ force, log });
  return SERVER_ENTRY;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildIfChanged({ force: process.argv.includes('--force') });
}
