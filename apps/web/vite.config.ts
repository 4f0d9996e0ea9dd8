import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OutputBundle } from 'rolldown';
import { build, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress, WEB_STAMP_NAME, webInputsHash, writeStamp } from './scripts/build-if-changed.mjs';

const api = process.env.API_URL ?? 'http://localhost:3000';

/** Where the first paints go in the build, with `routes.json` naming each page's file. */
const FIRST_PAINT_DIR = 'first-paint';

/**
 * Each signed-in page's first paint (src/app/first-paint.tsx) as an HTML file beside index.html:
 * index.html with the page's title and, in place of the loading shell between its first-paint
 * markers, the page's frame and heading. Rendered by a server-side build of first-paint.tsx with
 * this same configuration (so the CSS modules' class names are the client build's), made in
 * node_modules/.cache, where its imports of React and Mantine resolve.
 */
/** Returns the addresses that have one. */
async function writeFirstPaints(root: string, outDir: string, mode: string, bundle: OutputBundle): Promise<string[]> {
  const ssrDir = path.join(root, 'node_modules', '.cache', 'embodied-first-paint');
  await build({
    root,
    mode,
    logLevel: 'warn',
    build: { ssr: 'src/app/first-paint.tsx', outDir: ssrDir, emptyOutDir: true, sourcemap: false },
  });
  const { renderFirstPaints } = (await import(
    `${pathToFileURL(path.join(ssrDir, 'first-paint.js')).href}?${Date.now()}`
  )) as {
    renderFirstPaints: () => { path: string; module: string; title: string; html: string }[];
  };
  const index = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const shell = /<!--first-paint-->[\s\S]*<!--\/first-paint-->/;
  const title = /<title>[^<]*<\/title>/;
  if (!shell.test(index) || !title.test(index)) {
    throw new Error(
      'index.html has no <title> or no <!--first-paint--> … <!--/first-paint--> markers around its loading shell.',
    );
  }
  await rm(path.join(outDir, FIRST_PAINT_DIR), { recursive: true, force: true });
  await mkdir(path.join(outDir, FIRST_PAINT_DIR), { recursive: true });
  const routes: Record<string, string> = {};
  for (const page of renderFirstPaints()) {
    const file = `${page.path.replace(/^\//, '').replace(/\//g, '-')}.html`;
    const styles = pageStyles(bundle, path.join(root, page.module))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">\n`)
      .join('');
    const html = index
      .replace(title, () => `<title>${escapeHtml(page.title)}</title>`)
      .replace('</head>', () => `${styles}</head>`)
      .replace(shell, () => page.html);
    await writeFile(path.join(outDir, FIRST_PAINT_DIR, file), html);
    routes[page.path] = file;
  }
  await writeFile(path.join(outDir, FIRST_PAINT_DIR, 'routes.json'), `${JSON.stringify(routes, null, 2)}\n`);
  return Object.keys(routes);
}

/**
 * The style sheets the page's chunk loads with it (its own and its static imports'), so its first
 * paint is laid out as the page will be; the entry's are in index.html already. The app's loader
 * finds them in the page and does not load them again.
 */
function pageStyles(bundle: OutputBundle, moduleFile: string): string[] {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const page = chunks.find((chunk) => chunk.facadeModuleId === moduleFile);
  if (!page)
    throw new Error(`No chunk of the build has ${moduleFile}, named by a first paint (src/app/first-paint.tsx).`);
  const entryStyles = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]));
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || chunk.isEntry) return;
    for (const css of chunk.viteMetadata?.importedCss ?? []) if (!entryStyles.has(css)) styles.add(css);
    chunk.imports.forEach(visit);
  };
  visit(page.fileName);
  return [...styles];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * After the build is on disk: each signed-in page's first paint (above); a brotli and a gzip copy
 * of every compressible file it wrote (and of the public folder's), which the server sends by
 * Accept-Encoding; then the stamp `npm start` compares with the sources
 * (scripts/build-if-changed.mjs), its hash taken before the build read them.
 */
function precompressAndStamp(): Plugin {
  let root = '';
  let mode = '';
  let outDir = '';
  let publicDir = '';
  let production = true;
  let inputsHash = '';
  return {
    name: 'embodied:precompress-and-stamp',
    // Not in the server-side build of the first paints, which this plugin starts.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      mode = config.mode;
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
      const firstPaints = await writeFirstPaints(root, outDir, mode, bundle);
      this.info(`first paint of ${firstPaints.length} pages in ${FIRST_PAINT_DIR}/`);
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
