import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { REPO_DIR, TMP_DIR } from '../support/env';
import { signUpAndVerify } from '../support/users';

/**
 * React only reports its mistakes (an unknown prop on a DOM element, a missing key, a bad hook
 * call…) in a development build, and the production build the other specs use is silent. This
 * spec builds the web app in development mode (unminified, React's development runtime) into its
 * own folder and serves it in place of the production build, while every /api call still reaches
 * the real test server, so each page runs exactly as in `npm start` with NODE_ENV=development.
 */
const DEV_DIST = path.join(TMP_DIR, 'web-dev');
const WEB_DIR = path.join(REPO_DIR, 'apps', 'web');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/** Serves the development build for every address the SPA owns; the API and the dev mailbox go to the server. */
async function serveDevBuild(page: Page) {
  await page.context().route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/dev/'),
    async (route) => {
      const { pathname } = new URL(route.request().url());
      const file = path.join(DEV_DIST, decodeURIComponent(pathname));
      const isFile = file.startsWith(DEV_DIST) && existsSync(file) && statSync(file).isFile();
      const served = isFile ? file : path.join(DEV_DIST, 'index.html');
      await route.fulfill({
        status: 200,
        body: readFileSync(served),
        contentType: CONTENT_TYPES[path.extname(served)] ?? 'application/octet-stream',
      });
    },
  );
}

/** Every console error and warning, and every uncaught error; a signed-out session check's 401 is expected. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() !== 'error' && m.type() !== 'warning') return;
    if (/Failed to load resource: the server responded with a status of 401/.test(m.text())) return;
    problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  return problems;
}

/** Opens a page, waits for its heading and for its requests to settle, and returns nothing it logged. */
async function visit(page: Page, problems: string[], address: string, heading: RegExp | string) {
  problems.length = 0;
  await page.goto(address);
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems, `${address} logged to the console`).toEqual([]);
}

test.describe('The development build', () => {
  test.beforeAll(() => {
    // Vite picks React's development runtime from NODE_ENV, and --mode development keeps import.meta.env.DEV.
    // The web workspace's own Vite, wherever npm installed it.
    const vite = path.join(
      path.dirname(createRequire(path.join(WEB_DIR, 'package.json')).resolve('vite/package.json')),
      'bin',
      'vite.js',
    );
    const build = spawnSync(
      process.execPath,
      [
        vite,
        'build',
        '--mode',
        'development',
        '--minify',
        'false',
        '--sourcemap',
        'false',
        '--outDir',
        DEV_DIST,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      { cwd: WEB_DIR, env: { ...process.env, NODE_ENV: 'development' }, encoding: 'utf8', timeout: 120_000 },
    );
    if (build.status !== 0) throw new Error(`The development build failed:\n${build.stdout}\n${build.stderr}`);
    // A production bundle would hide React's warnings, and this spec would pass for nothing.
    const index = readFileSync(path.join(DEV_DIST, 'index.html'), 'utf8');
    const entry = /src="(\/assets\/[^"]+\.js)"/.exec(index)?.[1];
    if (!entry || !readFileSync(path.join(DEV_DIST, entry), 'utf8').includes('react-dom-client.development')) {
      throw new Error('The build in e2e/.tmp/web-dev is not a development build of React.');
    }
  });

  test('Every page renders with no React error or warning in the console', async ({ page }) => {
    test.setTimeout(120_000);
    await serveDevBuild(page);
    const problems = watchConsole(page);

    await visit(page, problems, '/login', 'Sign In');
    await visit(page, problems, '/register', 'Sign Up');
    await visit(page, problems, '/forgot-password', 'Reset Password');
    await visit(page, problems, '/no-such-page', 'Page not found');

    await signUpAndVerify(page, 'devconsole');
    await visit(page, problems, '/slab', 'Foundation System');
    // A Calculate, so that an answer which strays from its contract is reported too (the client checks them in development).
    await page.getByLabel('Project name').fill('Dev console');
    await page.getByLabel('Slab Area (m²)').fill('200');
    await page.getByLabel('Founding Depth (mm)').fill('700');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByText(/^Carbon Snapshot: #\d+$/)).toBeVisible();
    expect(problems, 'calculating on /slab logged to the console').toEqual([]);
    await visit(page, problems, '/wall', 'Wall Embodied Carbon Comparison');
    await visit(page, problems, '/optimizer', 'Optimizer Entry');
    await visit(page, problems, '/methodology', 'Methodology');
    await visit(page, problems, '/profile', 'Your details');

    // A snapshot to open, made the way the slab page makes one.
    const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const res = await page.request.post('/api/project/calculate-footing', {
      data: {
        project: 'Dev console',
        area: 200,
        depth: 700,
        complexity: 0,
        businessAsUsual: 'BlindedRaft',
        alternateFootingSystem: 'Waffle',
        lowCarbonConcrete: 'StandardConcrete',
      },
      headers: { 'x-xsrf-token': decodeURIComponent(xsrf) },
    });
    expect(res.status(), await res.text()).toBe(200);
    const { snapshot } = (await res.json()) as { snapshot: number };

    await visit(page, problems, '/snapshots', 'Verify a JSON export');
    await visit(page, problems, `/snapshots/${snapshot}`, `Footing Data Carbon Snapshot #${snapshot}`);
    await visit(page, problems, `/slab?from=${snapshot}`, 'Foundation System');
    await expect(page.getByText(`Carbon Snapshot: #${snapshot}`)).toBeVisible();
    expect(problems, 'reopening a snapshot logged to the console').toEqual([]);
  });
});
