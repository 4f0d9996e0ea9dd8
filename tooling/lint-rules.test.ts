import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Each guard rail in eslint.config.js can fail: the fixtures in lint-fixtures/ break one rule each and
// are linted with the real config, pretending (via filePath) to live in the guarded folder.
const root = path.resolve(import.meta.dirname, '..');
const fixture = (name: string) => path.join(root, 'tooling/lint-fixtures', name);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({
    cwd: root,
    overrideConfigFile: path.join(root, 'eslint.config.js'),
    // The fixtures folder is ignored by the normal lint; the probes pretend to be files no tsconfig lists,
    // so the type-aware rules (not under test here) are switched off.
    ignore: false,
    overrideConfig: [{ ...tseslint.configs.disableTypeChecked, files: ['**/*.{ts,tsx,js}'] }],
  });
});

type Problem = { ruleId: string | null; line: number; message: string };

async function lintAs(fixtureName: string, pretendPath: string): Promise<Problem[]> {
  const [result] = await eslint.lintText(readFileSync(fixture(fixtureName), 'utf8'), {
    filePath: path.join(root, pretendPath),
  });
  return (result?.messages ?? []).map(({ ruleId, line, message }) => ({ ruleId, line, message }));
}

async function lintFile(fixtureName: string): Promise<Problem[]> {
  const [result] = await eslint.lintFiles([fixture(fixtureName)]);
  return (result?.messages ?? []).map(({ ruleId, line, message }) => ({ ruleId, line, message }));
}

const rules = (problems: Problem[]) => problems.map((p) => `${p.line}:${p.ruleId}`);

describe('import cycles', () => {
  it('reports a two-file cycle on both files', async () => {
    const a = await lintFile('cycle/cycle-a.ts');
    const b = await lintFile('cycle/cycle-b.ts');
    expect(rules(a)).toEqual(['1:local/no-import-cycle']);
    expect(a[0]?.message).toBe(
      'Import cycle: tooling/lint-fixtures/cycle/cycle-a.ts → tooling/lint-fixtures/cycle/cycle-b.ts → tooling/lint-fixtures/cycle/cycle-a.ts',
    );
    expect(rules(b)).toEqual(['1:local/no-import-cycle']);
  });

  it('counts type-only imports', async () => {
    expect(rules(await lintFile('type-cycle/type-cycle-a.ts'))).toEqual(['1:local/no-import-cycle']);
  });
});

describe('workspace boundaries', () => {
  it('reports the web app importing the server, by package name or by relative path', async () => {
    const problems = await lintAs('web-imports-server.ts', 'apps/web/src/features/walls/lint-probe.ts');
    expect(rules(problems)).toEqual(['2:local/import-boundaries', '3:local/import-boundaries']);
    expect(problems[0]?.message).toContain('the web app never imports the server');
  });

  it('reports the server importing the web app', async () => {
    const problems = await lintAs('server-imports-web.ts', 'apps/server/src/features/walls/lint-probe.ts');
    expect(rules(problems)).toEqual(['2:local/import-boundaries']);
  });

  it('reports contracts importing the server but not the engine', async () => {
    const problems = await lintAs('contracts-imports-server.ts', 'packages/contracts/src/lint-probe.ts');
    expect(rules(problems)).toEqual(['2:local/import-boundaries', '3:local/import-boundaries']);
  });

  it('reports the engine importing node builtins or another workspace', async () => {
    const problems = await lintAs('engine-imports-node.ts', 'packages/engine/src/lint-probe.ts');
    expect(rules(problems)).toEqual([
      '2:no-restricted-imports',
      '3:no-restricted-imports',
      '4:no-restricted-imports',
      '4:local/import-boundaries',
    ]);
  });
});

describe('feature boundaries', () => {
  it('reports one server feature importing another, not its own files or shared files beside the features', async () => {
    const problems = await lintAs('server-cross-feature.ts', 'apps/server/src/features/walls/lint-probe.ts');
    expect(rules(problems)).toEqual(['2:local/import-boundaries']);
    expect(problems[0]?.message).toContain("from feature 'walls' into 'apps/server/src/features/footings'");
  });

  it('lets the server composition files import every feature', async () => {
    const composers = {
      'apps/server/src/features/index.ts': './walls/walls-routes',
      'apps/server/src/app.ts': './features/walls/walls-routes',
    };
    for (const [file, walls] of Object.entries(composers)) {
      const source = `import { a } from '${walls}';\nimport { b } from '${walls.replace('walls', 'footings')}';\n\nexport const all = [a, b];\n`;
      const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
      expect(result?.messages.filter((m) => m.ruleId === 'local/import-boundaries')).toEqual([]);
    }
  });

  it('reports one web feature importing another', async () => {
    const problems = await lintAs('web-cross-feature.ts', 'apps/web/src/features/walls/lint-probe.ts');
    expect(rules(problems)).toEqual(['2:local/import-boundaries']);
  });

  it('lets apps/web/src/app import every feature', async () => {
    expect(await lintAs('web-app-composes-features.ts', 'apps/web/src/app/lint-probe.ts')).toEqual([]);
  });
});

describe('layers inside each app', () => {
  const upward = (problems: Problem[]) => problems.filter((p) => p.ruleId === 'local/layers');

  it.each([
    [
      'the data layer importing the HTTP layer',
      'server-db-imports-http.ts',
      'apps/server/src/db/queries/lint-probe.ts',
      [2, 3],
      "from layer 'db/lib' to layer 'http'",
    ],
    [
      'a calculation importing the HTTP layer',
      'server-calculations-import-http.ts',
      'apps/server/src/calculations/lint-probe.ts',
      [2],
      "from layer 'services' to layer 'http'",
    ],
    [
      'the data layer importing a calculation',
      'server-db-imports-calculations.ts',
      'apps/server/src/db/lint-probe.ts',
      [2],
      "from layer 'db/lib' to layer 'services'",
    ],
    [
      'the HTTP toolkit importing a feature or the app',
      'server-http-imports-feature.ts',
      'apps/server/src/http/lint-probe.ts',
      [2, 3],
      "from layer 'http' to layer 'features'",
    ],
    [
      'a web component importing the app shell',
      'web-components-import-app.ts',
      'apps/web/src/components/lint-probe.ts',
      [2],
      "from layer 'components/lib' to layer 'app'",
    ],
    [
      'web lib importing a feature or the entry',
      'web-lib-imports-feature.ts',
      'apps/web/src/lib/lint-probe.ts',
      [2, 3],
      "from layer 'components/lib' to layer 'features'",
    ],
  ])('reports %s', async (_what, fixtureName, pretendPath, lines, first) => {
    const problems = await lintAs(fixtureName, pretendPath);
    expect(rules(problems)).toEqual(lines.map((line) => `${line}:local/layers`));
    expect(problems[0]?.message).toContain(first);
  });

  it('passes imports that go down a layer or stay in one', async () => {
    expect(await lintAs('server-layers-clean.ts', 'apps/server/src/features/walls/lint-probe.ts')).toEqual([]);
    expect(upward(await lintAs('clean.ts', 'apps/web/src/features/walls/lint-probe.ts'))).toEqual([]);
    expect(upward(await lintAs('web-app-composes-features.ts', 'apps/web/src/app/lint-probe.ts'))).toEqual([]);
  });

  it('lets the composition roots import every layer', async () => {
    const source =
      "import { wallRoutes } from './features/walls/walls-routes';\nimport { sendError } from './http/app-error';\n\nexport const all = [wallRoutes, sendError];\n";
    for (const file of ['apps/server/src/app.ts', 'apps/server/src/server.ts']) {
      const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
      expect(
        upward(result?.messages.map(({ ruleId, line, message }) => ({ ruleId, line, message })) ?? []),
        file,
      ).toEqual([]);
    }
  });

  it('leaves tests out: a test may assemble the pieces it checks', async () => {
    const problems = await lintAs('web-components-import-app.ts', 'apps/web/src/components/lint-probe.test.ts');
    expect(upward(problems)).toEqual([]);
  });
});

describe('file names', () => {
  it('reports a file name that is not kebab-case', async () => {
    for (const name of ['WallPage.tsx', 'wallPage.ts', 'wall_page.ts', 'Wall-page.test.ts']) {
      const problems = await lintAs('clean.ts', `apps/web/src/features/walls/${name}`);
      expect(rules(problems), name).toEqual(['1:local/filename-case']);
    }
  });

  it('accepts kebab-case names with dotted suffixes', async () => {
    for (const file of [
      'apps/web/src/features/walls/wall-page.tsx',
      'apps/web/src/features/walls/optimizer.worker.ts',
      'apps/web/src/features/walls/walls.property.test.ts',
    ]) {
      expect(await lintAs('clean.ts', file), file).toEqual([]);
    }
  });
});

it('passes a clean file', async () => {
  expect(await lintAs('clean.ts', 'apps/web/src/features/walls/lint-probe.ts')).toEqual([]);
});
