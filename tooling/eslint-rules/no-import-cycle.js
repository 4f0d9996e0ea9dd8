import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { moduleSourceVisitors } from './module-sources.js';

/*
 * Import cycles between the repository's own modules. Unlike import-x/no-cycle this counts
 * `import type` and `export type … from` too: a type-only cycle is still a cycle between modules.
 *
 * Modules are resolved the way TypeScript resolves them (moduleResolution "bundler", so
 * extensionless paths and the workspaces' `exports` work); anything that resolves into
 * node_modules or outside the repository root is a leaf. Other files' imports are read from disk
 * with ts.preProcessFile (a scanner, no full parse) and kept per process; a file's entry is
 * re-checked against its mtime at most every RECHECK_MS, which keeps editor sessions fresh.
 */

const RECHECK_MS = 2000;
const followed = /\.(?:[cm]?tsx?|[cm]?jsx?)$/;

const compilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowJs: true,
  resolveJsonModule: false,
  allowImportingTsExtensions: true,
  noEmit: true,
};
const resolutionCache = ts.createModuleResolutionCache(import.meta.dirname, (name) => name, compilerOptions);

/** @type {Map<string, { deps: string[], mtimeMs: number, checkedAt: number }>} */
const graph = new Map();
/** @type {Map<string, string | null>} */
const resolved = new Map();

function resolveFrom(file, spec, root) {
  const key = `${path.dirname(file)}\0${spec}`;
  if (resolved.has(key)) return resolved.get(key);
  const hit = ts.resolveModuleName(spec.split('?')[0], file, compilerOptions, ts.sys, resolutionCache).resolvedModule;
  let target = null;
  if (hit && followed.test(hit.resolvedFileName) && !hit.resolvedFileName.endsWith('.d.ts')) {
    const real = path.resolve(ts.sys.realpath?.(hit.resolvedFileName) ?? hit.resolvedFileName);
    const rel = path.relative(root, real);
    if (!rel.startsWith('..') && !path.isAbsolute(rel) && !real.split(path.sep).includes('node_modules')) target = real;
  }
  resolved.set(key, target);
  return target;
}

function depsOf(file, root) {
  const now = Date.now();
  let entry = graph.get(file);
  if (entry && now - entry.checkedAt < RECHECK_MS) return entry.deps;
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    graph.delete(file);
    return [];
  }
  if (entry && entry.mtimeMs === stat.mtimeMs) {
    entry.checkedAt = now;
    return entry.deps;
  }
  const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  const deps = new Set();
  for (const ref of info.importedFiles) {
    const target = resolveFrom(file, ref.fileName, root);
    if (target) deps.add(target);
  }
  entry = { deps: [...deps], mtimeMs: stat.mtimeMs, checkedAt: now };
  graph.set(file, entry);
  return entry.deps;
}

/** Shortest import path from `start` back to `goal`, or null. */
function pathBack(start, goal, root) {
  const parent = new Map([[start, null]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const current = queue[i];
    for (const next of depsOf(current, root)) {
      if (next === goal) {
        const route = [goal, current];
        for (let p = parent.get(current); p; p = parent.get(p)) route.push(p);
        return route.reverse();
      }
      if (!parent.has(next)) {
        parent.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between modules of the repository, type-only imports included' },
    schema: [{ type: 'object', additionalProperties: false, properties: { root: { type: 'string' } } }],
    messages: { cycle: 'Import cycle: {{route}}' },
  },
  create(context) {
    const root = path.resolve(context.options[0]?.root ?? context.cwd);
    const filename = path.resolve(context.cwd, context.physicalFilename ?? context.filename);
    if (!path.isAbsolute(filename) || filename.endsWith('<text>')) return {};
    const seen = new Set();
    const rel = (file) => path.relative(root, file).split(path.sep).join('/');
    return moduleSourceVisitors((node, spec) => {
      const target = resolveFrom(filename, spec, root);
      if (!target || target === filename || seen.has(target)) return;
      seen.add(target);
      const route = pathBack(target, filename, root);
      if (route)
        context.report({ node, messageId: 'cycle', data: { route: [filename, ...route].map(rel).join(' → ') } });
    });
  },
};
