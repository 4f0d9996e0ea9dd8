import { builtinModules } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import eslintConfigPrettier from 'eslint-config-prettier/flat';
import local from './tooling/eslint-rules/index.js';

const root = import.meta.dirname;
const sourceFiles = ['**/*.{ts,tsx,mts,cts,js,mjs}'];
const nodeBuiltins = builtinModules.filter((name) => !name.startsWith('_'));

/**
 * `local/import-boundaries` for `files`; `paths` and `features` are folders relative to the repository root.
 * @param {string[]} files
 * @param {{ forbid?: { packages?: string[], paths?: string[], message: string }[], features?: string[] }} options
 */
const boundaries = (files, options) => ({
  files,
  plugins: { local },
  rules: { 'local/import-boundaries': /** @type {const} */ (['error', { root, ...options }]) },
});

/**
 * An app never imports the other app or the browser tests, reaches the packages by their names, and
 * one of its features never imports another.
 * @param {'server' | 'web'} app
 * @param {'server' | 'web'} other
 * @param {string} message
 */
const appBoundaries = (app, other, message) =>
  boundaries([`apps/${app}/**/*.{ts,tsx}`], {
    forbid: [
      { packages: [`@embodied/${other}`, '@embodied/e2e'], paths: [`apps/${other}`, 'e2e'], message },
      {
        paths: ['packages'],
        message: 'import other workspaces by package name (@embodied/engine, @embodied/contracts).',
      },
    ],
    features: [`apps/${app}/src/features`],
  });

/**
 * `local/layers` for an app's source files (tests excluded: a test may assemble the pieces it checks).
 * @param {'server' | 'web'} app
 * @param {[string, string[]][]} stack each layer's name and its folders or files under apps/<app>/src, top first
 */
const appLayers = (app, stack) => ({
  files: [`apps/${app}/src/**/*.{ts,tsx,mts,js,mjs}`],
  ignores: ['**/*.test.{ts,tsx}'],
  plugins: { local },
  rules: {
    'local/layers': /** @type {const} */ ([
      'error',
      {
        root,
        layers: stack.map(([name, paths]) => ({ name, paths: paths.map((p) => `apps/${app}/src/${p}`) })),
      },
    ]),
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/report/**',
      // Build output and scratch folders of test runs (the dev-console spec builds the web app here).
      '**/.tmp/**',
      'apps/server/drizzle/**',
      // Deliberately broken code that tooling/lint-rules.test.ts feeds to the rules below.
      'tooling/lint-fixtures/**',
      // Written against types openapi-typescript generates at test time; the test type-checks it (NodeNext, --strict).
      'apps/server/test/generated-client/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  {
    // The repository's own lint rules and their test sit in no tsconfig: lint them without type information.
    ...tseslint.configs.disableTypeChecked,
    files: ['tooling/**'],
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The engine is pure: no clocks, no randomness, no I/O.
    files: ['packages/engine/src/**/*.ts'],
    ignores: ['packages/engine/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Date'][property.name='now']",
          message: 'The engine is pure: no Date.now.',
        },
        {
          selector: "MemberExpression[object.name='Math'][property.name='random']",
          message: 'The engine is pure: no Math.random.',
        },
      ],
      'no-restricted-imports': ['error', { paths: nodeBuiltins, patterns: ['node:*', '@embodied/*'] }],
    },
  },

  // ---- Guard rails: size, import cycles, one-way boundaries, file names ----
  {
    // A source file that grows past 400 lines has become a module (split it into operations or
    // parts); a function past 120 lines has named parts waiting to be named. Tests, browser specs
    // and test fixtures (data) are left out.
    files: [
      'apps/*/src/**/*.{ts,tsx,mjs,js}',
      'apps/server/bench/**/*.ts',
      'apps/server/chaos/**/*.ts',
      'packages/*/src/**/*.{ts,tsx}',
      'packages/*/bench/**/*.ts',
      'packages/*/scripts/**/*.{ts,mjs}',
      'tooling/**/*.{js,mjs}',
    ],
    ignores: ['**/*.test.{ts,tsx}', '**/__fixtures__/**', 'tooling/lint-fixtures/**', 'tooling/run-vitest-fixtures/**'],
    rules: {
      'max-lines': ['error', { max: 400 }],
      'max-lines-per-function': ['error', { max: 120 }],
    },
  },
  {
    files: sourceFiles,
    plugins: { local },
    rules: {
      // Any import cycle between the repository's modules, `import type` included (import-x/no-cycle skips those).
      'local/no-import-cycle': ['error', { root }],
    },
  },
  {
    files: ['packages/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    plugins: { local },
    rules: { 'local/filename-case': 'error' },
  },
  boundaries(['packages/engine/**/*.{ts,tsx}'], {
    forbid: [
      {
        packages: ['@embodied/contracts', '@embodied/server', '@embodied/web', '@embodied/e2e'],
        paths: ['packages/contracts', 'apps', 'e2e'],
        message: 'the engine depends on no other workspace.',
      },
    ],
  }),
  boundaries(['packages/contracts/**/*.{ts,tsx}'], {
    forbid: [
      {
        packages: ['@embodied/server', '@embodied/web', '@embodied/e2e'],
        paths: ['apps', 'e2e', 'packages/engine'],
        message: 'contracts may import only @embodied/engine (by its package name).',
      },
    ],
  }),
  // apps/web/src/app/** composes the features.
  appBoundaries('web', 'server', 'the web app never imports the server; share through @embodied/contracts.'),
  // apps/server/src/app.ts and apps/server/src/features/index.ts compose the features.
  appBoundaries('server', 'web', 'the server never imports the web app; share through @embodied/contracts.'),

  // The layers inside each app (docs/architecture.md, "Layers"). A layer imports itself and the layers
  // after it, never one before it.
  // Server: the composition roots build the process and the app; each feature declares its routes with
  // the HTTP layer's toolkit (the router, the request context, the error shape, the session guard, the
  // lifecycle's draining; auth's mount under /api/auth is HTTP too); the services below it know nothing
  // of HTTP: what every calculator shares, the better-auth set-up, the mail; then the data layer and
  // the plain code (configuration, the background-task tracker, lib/) beside it.
  appLayers('server', [
    ['composition', ['main.ts', 'server.ts', 'app.ts']],
    ['features', ['features']],
    ['http', ['http', 'lifecycle.ts', 'auth/mount-auth.ts']],
    ['services', ['calculations', 'auth', 'mail', 'takeoffs']],
    ['db/lib', ['db', 'lib', 'config.ts', 'background-tasks.ts']],
  ]),
  // Web: the shell (entry, providers, router, layouts, theme) composes the features; components and
  // lib are shared by every feature and know none of them.
  appLayers('web', [
    ['app', ['main.tsx', 'app']],
    ['features', ['features']],
    ['components/lib', ['components', 'lib', 'config', 'zod-config.ts']],
  ]),

  // Last: turn off every stylistic rule that would fight Prettier.
  eslintConfigPrettier,
);
