import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress, WEB_STAMP, webInputsHash, writeStamp } from './scripts/build-if-changed.mjs';

const api = process.env.API_URL ?? 'http://localhost:3000';

/**
 * After the build is on disk: a brotli and a gzip copy of every compressible file it wrote (and of
 * the public folder's), which the server sends by Accept-Encoding; then the stamp `npm start`
 * compares with the sources (scripts/build-if-changed.mjs), its hash taken before the build read them.
 */
function precompressAndStamp(): Plugin {
  let outDir = '';
  let publicDir = '';
  let inputsHash = '';
  return {
    name: 'embodied:precompress-and-stamp',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      publicDir = config.publicDir;
    },
    buildStart() {
      inputsHash = webInputsHash();
    },
    async writeBundle(_options, bundle) {
      const publicFiles = publicDir ? await listPublic(publicDir) : [];
      const totals = await precompress(outDir, [...Object.keys(bundle), ...publicFiles]);
      this.info(
        `precompressed ${totals.files} files: ${kib(totals.bytes)} → brotli ${kib(totals.br)}, gzip ${kib(totals.gzip)}`,
      );
      writeStamp(WEB_STAMP, inputsHash);
    },
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

async function listPublic(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

export default defineConfig({
  plugins: [react(), precompressAndStamp()],
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
  },
  worker: { format: 'es' },
});
