import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// One runner for every workspace's unit and API tests; browser tests live in e2e/ (Playwright).

/**
 * Real server processes stopped mid-load (SIGTERM behind nginx, a second server on the same data
 * folder): what they assert depends on when a signal lands, so `npm run test:unit` runs them on their
 * own, after the other files have run two at a time (docs/testing.md, "Two files at a time").
 */
const SERVER_PROCESS_TESTS = ['test/proxy.test.ts', 'test/process.test.ts'];

/**
 * The workspace's own packages from their TypeScript source: `@embodied/client`'s `exports` name its
 * built files (dist/, what its tarball ships) and, under the `embodied-source` condition, its source,
 * as tsconfig.base.json's `customConditions` does for tsc. The rest are Vite's default conditions.
 */
const FROM_SOURCE = {
  ssr: { resolve: { conditions: ['embodied-source', 'module', 'node', 'development|production'] } },
};

/** What both server projects share: the API tests start real databases and servers. */
const SERVER = { root: './apps/server', environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 } as const;

export default defineConfig({
  test: {
    // Two files at a time even on two cores (Vitest's default there is one): most of an API test's
    // time is spent waiting on a database, a socket or a child process, not on the processor.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'tooling', root: './tooling', include: ['**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'engine',
          root: './packages/engine',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        ...FROM_SOURCE,
        test: {
          name: 'client',
          root: './packages/client',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        ...FROM_SOURCE,
        test: {
          ...SERVER,
          name: 'server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...SERVER_PROCESS_TESTS],
          fileParallelism: true,
          // The files of a worker share one module cache, so the server's code (Hono, better-auth,
          // drizzle, the contracts' schemas) is evaluated once a worker, not once a file: vitest's
          // import time over the first half of `npm run test:unit` fell from 138 s to 37 s. Each file makes
          // its own apps and databases and closes them; none mocks a module or changes the
          // environment the server's modules read (docs/testing.md, "One module cache a worker").
          isolate: false,
        },
      },
      {
        ...FROM_SOURCE,
        test: {
          ...SERVER,
          name: 'server-processes',
          include: SERVER_PROCESS_TESTS,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
