import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress, WEB_STAMP_NAME, webInputsHash, writeStamp } from './scripts/build-if-changed.mjs';

const api = process.env.API_URL ?? 'http://localhost:3000';

/**
 * After the build is on disk: a brotli and a gzip copy of every compressible file it wrote (and of
 * the public folder's), which the server sends by Accept-Encoding; then the stamp `npm start`
 * compares with the sources (scripts/build-if-changed.mjs), its hash taken before the build read them.
 */
function precompressAndStamp(): Plugin {
  let outDir = '';
  let publicDir = '';
  let production = true;
  let inputsHash = '';
  return {
    name: 'embodied:precompress-and-stamp',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      publicDir = config.publicDir;
      production = config.mode === 'production';
    },
    async buildStart() {
      inputsHash = webInputsHash();
      // A build that fails half-way leaves no stamp behind: the next start builds again.
      await rm(path.join(outDir, WEB_STAMP_NAME), { force: true });
    },
    async writeBundle(_options, bundle) {
      const publicFiles = publicDir ? await listPublic(publicDir) : [];
      const totals = await precompress(outDir, [...Object.keys(bundle), ...publicFiles]);
      this.info(
        `precompressed ${totals.files} files: ${kib(totals.bytes)} → brotli ${kib(totals.br)}, gzip ${kib(totals.gzip)}`,
      );
      // The stamp says "this folder is the production build of these sources": never for another
      // mode (the browser tests' development build), whose folder then has none.
      const stamp = path.join(outDir, WEB_STAMP_NAME);
      if (production) writeStamp(stamp, inputsHash);
      else await rm(stamp, { force: true });
    },
  };
}

/**
 * The engine is pure (no I/O, and no module does anything on import but define its exports), so
 * the bundler may drop any engine module whose exports nothing uses and follow a named import
 * straight to the module that defines it. Without this, one constant the contracts import through
 * the engine's index (DATASET_IDS, LIMITS…) puts every engine module, datasets and methodology
 * included, in the chunks the entry loads, /login's too. packages/contracts declares the same in
 * its package.json (`sideEffects: false`); the engine's package.json could, and then this goes.
 */
function engineWithoutSideEffects(): Plugin {
  return {
    name: 'embodied:engine-without-side-effects',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]packages[\\/]engine[\\/]src[\\/]/ },
      handler: () => ({ moduleSideEffects: false }),
    },
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

async function listPublic(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/**
 * Mantine's text and password inputs, alert, link, title and divider with what they share: nearly
 * every page has a form, and the bundler split them into ten files of 1–4 KiB, each compressed on
 * its own and each one more request (for /login they were a quarter of its JavaScript).
 */
const FORM_CONTROLS =
  /[\\/]@mantine[\\/](core[\\/]esm[\\/]components[\\/](Input|InputBase|TextInput|PasswordInput|ActionIcon|CloseButton|Alert|Anchor|Title|Divider)[\\/]|hooks[\\/]esm[\\/]use-(id|uncontrolled)[\\/])/;

/** What the sign-in pages' forms share (the card, the fields, the rules): one file, not five. */
const SIGN_IN_FORM =
  /[\\/](features[\\/]account[\\/](account-form|email-field|password-field)|lib[\\/]forget-cached-answers|contracts[\\/]src[\\/]account-rules)\.tsx?$/;

export default defineConfig({
  plugins: [react(), engineWithoutSideEffects(), precompressAndStamp()],
  server: {
    port: 5173,
    proxy: { '/api': api, '/dev': api },
  },
  build: {
    outDir: 'dist',
    // Keep earlier hashed assets: a running server may still serve an index.html that names them.
    emptyOutDir: false,
    sourcemap: true,
    chunkSizeWarningLimit: 900,
    // The precompression above takes most of the plugins' time, knowingly: no timing report.
    rolldownOptions: {
      checks: { bundlerTimings: false },
      // Everything the entry loads statically in the entry's own file: split, it was the entry and
      // seven small files that index.html preloads, each one more round trip before the first paint.
      output: {
        codeSplitting: {
          groups: [
            { name: 'entry', tags: ['$initial'] },
            { name: 'form-controls', test: FORM_CONTROLS },
            { name: 'sign-in-form', test: SIGN_IN_FORM },
          ],
        },
      },
    },
  },
  worker: { format: 'es' },
});
