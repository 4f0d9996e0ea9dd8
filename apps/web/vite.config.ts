import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OutputBundle } from 'rolldown';
import { build, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import type { FirstPaint } from './src/app/first-paint';
import { precompress, WEB_STAMP_NAME, webInputsHash, writeStamp } from './scripts/build-if-changed.mjs';

const api = process.env.API_URL ?? 'http://localhost:3000';

/** Where the first paints go in the build, with `routes.json` naming each page's files. */
const FIRST_PAINT_DIR = 'first-paint';

/**
 * Each page's first paint (src/app/first-paint.tsx) as an HTML file beside index.html: index.html
 * with the page's title and, in place of the loading shell between its first-paint markers, the
 * page's frame and heading; a public page has a second file for a browser without a session. Rendered
 * by a server-side build of first-paint.tsx with this same configuration (so the CSS modules' class
 * names are the client build's), made in node_modules/.cache, where its imports of React and Mantine
 * resolve. `routes.json` names each address's files: `{ signedIn: { path: file }, signedOut: { … } }`
 * (apps/server/src/http/static-assets.ts reads it). Returns the files.
 */
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
  )) as { renderFirstPaints: () => FirstPaint[] };
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
  const routes: Record<'signedIn' | 'signedOut', Record<string, string>> = { signedIn: {}, signedOut: {} };
  for (const page of renderFirstPaints()) {
    const name = page.path.replace(/^\//, '').replace(/\//g, '-');
    const file = page.signedIn ? `${name}.html` : `${name}.signed-out.html`;
    const links = pageStyles(
      bundle,
      page.modules.map((module) => path.join(root, module)),
    )
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">\n`)
      .join('');
    const html = index
      .replace(title, () => `<title>${escapeHtml(page.title)}</title>`)
      .replace('</head>', () => `${links}</head>`)
      .replace(shell, () => page.html);
    await writeFile(path.join(outDir, FIRST_PAINT_DIR, file), html);
    routes[page.signedIn ? 'signedIn' : 'signedOut'][page.path] = file;
  }
  await writeFile(path.join(outDir, FIRST_PAINT_DIR, 'routes.json'), `${JSON.stringify(routes, null, 2)}\n`);
  return [...Object.values(routes.signedIn), ...Object.values(routes.signedOut)].map(
    (file) => `${FIRST_PAINT_DIR}/${file}`,
  );
}

/**
 * The style sheets the page's chunks (its layouts' and its own) load with them, besides the
 * entry's (index.html has those), so its first paint is laid out as the page will be. The app's
 * loader finds them in the page and does not load them again. (The chunks' code is not preloaded
 * from the HTML: on Lighthouse's slow 4G the page's 40-odd files then shared the link with the
 * style sheets and the first paint came about a second later; docs/benchmarks.md.)
 */
function pageStyles(bundle: OutputBundle, moduleFiles: string[]): string[] {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const entries = chunks.filter((c) => c.isEntry);
  const entryStyles = new Set(entries.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]));
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || chunk?.type !== 'chunk' || chunk.isEntry) return;
    seen.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) if (!entryStyles.has(css)) styles.add(css);
    chunk.imports.forEach(visit);
  };
  for (const moduleFile of moduleFiles) {
    const page = chunks.find((chunk) => chunk.facadeModuleId === moduleFile);
    if (!page)
      throw new Error(`No chunk of the build has ${moduleFile}, named by a first paint (src/app/first-paint.tsx).`);
    visit(page.fileName);
  }
  return [...styles];
}

/**
 * Fails the production build when zod reaches what every page loads before anything else, /login's included:
 * the entry and the files it imports statically. With zod come the schemas the contracts build on
 * import, evaluated before the first render (about 130 ms on Lighthouse's phone, and 35 KiB
 * compressed). A value those files need from the contracts lives in a module without zod (e.g.
 * contracts/src/snapshot-kinds.ts).
 */
function assertLeanEntry(bundle: OutputBundle): void {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || chunk?.type !== 'chunk') return;
    seen.add(fileName);
    const zod = chunk.moduleIds.filter((id) => /[\\/]node_modules[\\/]zod[\\/]/.test(id));
    if (zod.length > 0) {
      const contracts = chunk.moduleIds
        .filter((id) => /[\\/]packages[\\/]contracts[\\/]src[\\/]/.test(id))
        .map((id) => path.basename(id));
      throw new Error(
        `${chunk.fileName}, which every page loads first, holds zod (${zod.length} modules)` +
          `${contracts.length > 0 ? `; its contracts modules: ${contracts.join(', ')}` : ''}. ` +
          'Import what the entry needs from a contracts module without zod.',
      );
    }
    chunk.imports.forEach(visit);
  };
  for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
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
      // The development build checks every answer against its schema (lib/api-client.ts): zod is
      // in its entry by design.
      if (production) assertLeanEntry(bundle);
      const firstPaints = await writeFirstPaints(root, outDir, mode, bundle);
      this.info(`first paint of ${firstPaints.length} pages in ${FIRST_PAINT_DIR}/`);
      const publicFiles = publicDir ? await listPublic(publicDir) : [];
      // The first paints too: the server sends these copies rather than compressing at start-up.
      const totals = await precompress(outDir, [...Object.keys(bundle), ...publicFiles, ...firstPaints]);
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

/**
 * Vite's helper for a dynamic import (`__vitePreload`, the module `\0vite/preload-helper.js`)
 * replaced by src/lib/module-preload.ts, which adds the imported module's script links a few at a
 * time, in tasks of their own, rather than all in the task that asks for the module (on a
 * signed-in page, the entry's evaluation). The build fails if Vite's own helper is still in it
 * (a Vite that no longer loads the helper by this id).
 */
const VITE_PRELOAD_HELPER = '\0vite/preload-helper.js';
function preloadInBatches(): Plugin {
  let helper = '';
  return {
    name: 'embodied:preload-in-batches',
    enforce: 'pre',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      helper = path.join(config.root, 'src', 'lib', 'module-preload.ts');
    },
    resolveId(id) {
      return id === VITE_PRELOAD_HELPER ? helper : undefined;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const vites = chunks.filter((chunk) => chunk.code.includes('vite:preloadError')).map((c) => c.fileName);
      if (vites.length > 0) {
        throw new Error(
          `Vite's own preload helper is in ${vites.join(', ')}: src/lib/module-preload.ts did not replace it.`,
        );
      }
      if (
        chunks.some((chunk) => chunk.dynamicImports.length > 0) &&
        !chunks.some((c) => c.moduleIds.includes(helper))
      ) {
        throw new Error('The build has dynamic imports but not src/lib/module-preload.ts, their preload helper.');
      }
    },
  };
}

/** Mantine's `useId` module, replaced by src/lib/mantine-use-id.ts (which says why). */
const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * Loads src/lib/mantine-use-id.ts for Mantine's `useId` module in the browser's build. (The dev
 * server pre-bundles Mantine and keeps its own hook: the same ids, one render more. The first
 * paints' server-side build leaves Mantine to Node, whose `useId` renders the same id on the
 * server: its first render's.) A browser build in which no module matched fails: a Mantine
 * release that moves the file is caught here, not by the pages getting slower.
 */
function mantineUseIdWithoutSecondRender(): Plugin {
  let replacement = '';
  let replaced = false;
  return {
    name: 'embodied:mantine-use-id',
    enforce: 'pre',
    apply: (_config, env) => !env.isSsrBuild,
    configResolved(config) {
      replacement = path.join(config.root, 'src', 'lib', 'mantine-use-id.ts');
    },
    buildStart() {
      replaced = false;
    },
    load(id) {
      if (!MANTINE_USE_ID.test(id)) return undefined;
      replaced = true;
      this.addWatchFile(replacement);
      return `export { useId } from ${JSON.stringify(replacement)};`;
    },
    generateBundle() {
      if (this.environment.config.command === 'build' && !replaced) {
        throw new Error(
          "Mantine's useId module (@mantine/hooks/esm/use-id/use-id.mjs) was not in the build: src/lib/mantine-use-id.ts did not replace it.",
        );
      }
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
  plugins: [
    preloadInBatches(),
    mantineUseIdWithoutSecondRender(),
    react(),
    engineWithoutSideEffects(),
    precompressAndStamp(),
  ],
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
