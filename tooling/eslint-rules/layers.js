import path from 'node:path';
import { moduleSourceVisitors } from './module-sources.js';

const EXTENSION = /\.(?:[cm]?[jt]sx?)$/;

/**
 * The layers inside one app: a file may import its own layer and the layers below it, never one above
 * (imports, export-from, literal dynamic imports and import types are all checked).
 *
 * Options: { root, layers: [{ name, paths }] } with the layers listed top first.
 * - `root`: absolute repository root; every entry of `paths` is relative to it.
 * - `paths`: folders, or single files (an entry with an extension: `apps/server/src/app.ts`). A file
 *   belongs to the layer of the longest entry that holds it; a file no entry holds is not checked,
 *   nor is an import that resolves outside every entry (packages, other workspaces).
 * Relative imports are resolved with path arithmetic only, so the files need not exist.
 * @type {import('eslint').Rule.RuleModule}
 */
export const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the order of the layers inside an app' },
    schema: [
      {
        type: 'object',
        additionalProperties: false,
        required: ['root', 'layers'],
        properties: {
          root: { type: 'string' },
          layers: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['name', 'paths'],
              properties: {
                name: { type: 'string' },
                paths: { type: 'array', items: { type: 'string' } },
              },
            },
          },
        },
      },
    ],
    messages: {
      upward:
        "'{{source}}' reaches up from layer '{{from}}' to layer '{{to}}'. The order is {{order}}: a layer imports only itself and the layers after it; move the shared piece down, or pass it in from above.",
    },
  },
  create(context) {
    const { root, layers: stack } = context.options[0];
    const toPosix = (p) => p.split(path.sep).join('/');
    const filename = path.resolve(context.cwd, context.physicalFilename ?? context.filename);
    const order = stack.map((layer) => layer.name).join(' → ');

    /** The index (0: top) of the layer holding `rel`, or -1. */
    function layerOf(rel) {
      let best = { index: -1, length: -1 };
      stack.forEach((layer, index) => {
        for (const entry of layer.paths) {
          const holds = EXTENSION.test(entry)
            ? rel.replace(EXTENSION, '') === entry.replace(EXTENSION, '')
            : rel === entry || rel.startsWith(`${entry.replace(/\/$/, '')}/`);
          if (holds && entry.length > best.length) best = { index, length: entry.length };
        }
      });
      return best.index;
    }

    const own = layerOf(toPosix(path.relative(root, filename)));
    if (own === -1) return {};

    return moduleSourceVisitors((node, source) => {
      if (typeof source !== 'string') return;
      const spec = source.split('?')[0];
      if (!(spec.startsWith('./') || spec.startsWith('../') || spec === '.' || spec === '..')) return;
      const target = layerOf(toPosix(path.relative(root, path.resolve(path.dirname(filename), spec))));
      if (target === -1 || target >= own) return;
      context.report({
        node,
        messageId: 'upward',
        data: { source, from: stack[own].name, to: stack[target].name, order },
      });
    });
  },
};
