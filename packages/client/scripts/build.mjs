#!/usr/bin/env node
/**
 * `npm run build -w @embodied/client` (and `npm pack`, through `prepack`): the package as a stranger
 * installs it, in dist/.
 *
 * - dist/index.js: one ES module for Node 20+ (esbuild), with the workspace's own packages
 *   (@embodied/contracts and the parts of @embodied/engine it uses) bundled in, so the tarball needs
 *   nothing that is not on the npm registry; zod, its one dependency, stays an import.
 * - dist/index.d.ts: one declaration file (dts-bundle-generator) with the contracts' and engine's types
 *   inlined and zod's imported, so it type-checks under `moduleResolution: NodeNext` and `--strict`.
 *
 * apps/server/test/client-package.test.ts packs it, installs it outside the workspace, type-checks a
 * consumer and runs it with plain `node` against a real server.
 */
import { spawnSync } from 'node:child_process';
import console from 'node:console';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
/** @param {string} text @returns {unknown} */
const parseJson = (text) => JSON.parse(text);
const manifest = parseJson(readFileSync(path.join(root, 'package.json'), 'utf8'));
/** The published dependencies: they stay imports; everything else is bundled. */
const dependencies =
  manifest && typeof manifest === 'object' && 'dependencies' in manifest && manifest.dependencies
    ? Object.keys(manifest.dependencies)
    : [];
const require = createRequire(import.meta.url);

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

await build({
  entryPoints: [path.join(root, 'src/index.ts')],
  outfile: path.join(dist, 'index.js'),
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // The published dependencies stay imports; everything else (the workspace's packages) is bundled.
  external: dependencies,
  // The workspace packages resolve to their TypeScript source, as in the repository.
  conditions: ['embodied-source'],
  legalComments: 'none',
  logLevel: 'warning',
});

const generator = path.join(
  path.dirname(require.resolve('dts-bundle-generator/package.json')),
  'dist/bin/dts-bundle-generator.js',
);
const dts = spawnSync(
  process.execPath,
  [
    generator,
    '--project',
    path.join(root, 'tsconfig.build.json'),
    '--out-file',
    path.join(dist, 'index.d.ts'),
    '--no-banner',
    '--silent',
    path.join(root, 'src/index.ts'),
  ],
  { stdio: 'inherit' },
);
if (dts.status !== 0) {
  console.error('build: dts-bundle-generator failed; see above.');
  process.exit(1);
}
// The declarations refer to zod by its package name only; nothing else may stay an import.
const declarations = readFileSync(path.join(dist, 'index.d.ts'), 'utf8');
const imported = [...declarations.matchAll(/from ['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '');
const stray = imported.filter((name) => !dependencies.includes(name));
if (stray.length > 0) {
  console.error(
    `build: dist/index.d.ts imports ${[...new Set(stray)].join(', ')}, which the package does not depend on.`,
  );
  process.exit(1);
}
writeFileSync(path.join(dist, 'index.d.ts'), declarations);
