import path from 'node:path';
import { moduleSourceVisitors } from './module-sources.js';

/**
 * One-way boundaries between workspaces and between features, checked on every import, export-from
 * and literal dynamic import (type-only imports included).
 *
 * Options: { root, forbid?: [{ packages?: string[], paths?: string[], message }], features?: string[] }
 * - `root`: absolute repository root; the `paths` and `features` entries are relative to it.
 * - `forbid[].packages`: package names (an import of the name itself or of a sub-path is forbidden).
 * - `forbid[].paths`: folders; a relative import that resolves inside one is forbidden.
 * - `features`: folders whose sub-folders are features; a file in `<dir>/<a>/` must not import
 *   anything in `<dir>/<b>/`. Files directly in `<dir>` (an index that composes the features, shared
 *   types) belong to no feature; a feature importing the composing index is an import cycle instead.
 * Relative imports are resolved with path arithmetic only, so the files need not exist.
 * @type {import('eslint').Rule.RuleModule}
 */
export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce one-way import boundaries between workspaces and features' },
    schema: [
      {
        type: 'object',
        additionalProperties: false,
        required: ['root'],
        properties: {
          root: { type: 'string' },
          forbid: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['message'],
              properties: {
                packages: { type: 'array', items: { type: 'string' } },
                paths: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
            },
          },
          features: { type: 'array', items: { type: 'string' } },
        },
      },
    ],
    messages: {
      forbidden: "'{{source}}' crosses a boundary: {{message}}",
      crossFeature:
        "'{{source}}' reaches from feature '{{from}}' into '{{to}}'. Features do not import each other; move the shared piece to a shared folder or compose in the app/index file.",
    },
  },
  create(context) {
    const { root, forbid = [], features = [] } = context.options[0] ?? {};
    const toPosix = (p) => p.split(path.sep).join('/');
    const filename = path.resolve(context.cwd, context.physicalFilename ?? context.filename);
    const fileRel = toPosix(path.relative(root, filename));
    const inside = (rel, dir) => rel === dir || rel.startsWith(`${dir.replace(/\/$/, '')}/`);

    // The feature this file belongs to, per features folder.
    const ownFeature = new Map();
    for (const dir of features) {
      if (!inside(fileRel, dir)) continue;
      const rest = fileRel.slice(dir.length + 1).split('/');
      if (rest.length > 1) ownFeature.set(dir, rest[0]);
    }

    function check(node, source) {
      if (typeof source !== 'string') return;
      const spec = source.split('?')[0];
      const relative = spec.startsWith('./') || spec.startsWith('../') || spec === '.' || spec === '..';
      const targetRel = relative ? toPosix(path.relative(root, path.resolve(path.dirname(filename), spec))) : null;

      for (const rule of forbid) {
        const byPackage =
          !relative && (rule.packages ?? []).some((name) => spec === name || spec.startsWith(`${name}/`));
        const byPath = targetRel !== null && (rule.paths ?? []).some((dir) => inside(targetRel, dir));
        if (byPackage || byPath) {
          context.report({ node, messageId: 'forbidden', data: { source, message: rule.message } });
          return;
        }
      }

      if (targetRel === null) return;
      for (const [dir, from] of ownFeature) {
        if (!inside(targetRel, dir)) continue;
        // Files directly in the features folder (its index, shared types) belong to no feature.
        const rest = targetRel.slice(dir.length + 1).split('/');
        const to = rest[0];
        if (rest.length > 1 && to !== from) {
          context.report({ node, messageId: 'crossFeature', data: { source, from, to: `${dir}/${to}` } });
          return;
        }
      }
    }

    return moduleSourceVisitors(check);
  },
};
