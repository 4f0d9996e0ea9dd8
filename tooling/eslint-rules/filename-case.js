import path from 'node:path';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Every file name is kebab-case. Each dot-separated part before the extension is checked on its
 * own, so `optimizer.worker.ts`, `walls.property.test.ts` and `vite-env.d.ts` pass while
 * `WallPage.tsx` and `wall_page.ts` fail.
 * @type {import('eslint').Rule.RuleModule}
 */
export const filenameCase = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Require kebab-case file names' },
    schema: [],
    messages: { notKebab: 'File name "{{name}}" is not kebab-case (use e.g. "{{suggestion}}").' },
  },
  create(context) {
    return {
      Program(node) {
        const name = path.basename(context.physicalFilename ?? context.filename);
        const parts = name.split('.');
        const stems = parts.length > 1 ? parts.slice(0, -1) : parts;
        if (stems.every((part) => KEBAB.test(part))) return;
        const suggestion = stems
          .map((part) =>
            part
              .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
              .replace(/[_\s]+/g, '-')
              .toLowerCase(),
          )
          .concat(parts.length > 1 ? parts.slice(-1) : [])
          .join('.');
        context.report({ node, loc: { line: 1, column: 0 }, messageId: 'notKebab', data: { name, suggestion } });
      },
    };
  },
};
