import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { signUpAndVerify } from '../support/users';
import { EXAMPLE_5, footingFigures } from '../support/expected-figures';

/**
 * A signed-in page's first paint (apps/web/src/app/first-paint.tsx): the HTML the server sends
 * for it already holds the top bar and the page's heading, so they show before the app's code
 * has arrived, and the page that replaces them keeps them where they were.
 */

/** Where the page's heading and its first paragraph are drawn. */
async function headingBoxes(page: Page, heading: string) {
  const title = await page.getByRole('heading', { level: 2, name: heading, exact: true }).boundingBox();
  const bar = await page.getByRole('banner').getByRole('heading', { level: 1 }).boundingBox();
  return { title, bar };
}

const PAGES = [
  {
    path: '/slab',
    bar: 'Foundation Data Entry Page',
    heading: 'Foundation System',
    text: /Compare the embodied carbon/,
  },
  { path: '/wall', bar: 'Wall Data Entry Page', heading: 'Wall Embodied Carbon Comparison', text: null },
  {
    path: '/optimizer',
    bar: 'Optimizer',
    heading: 'Optimizer',
    text: /Estimate a house’s embodied carbon and cold-shell cost/,
  },
  { path: '/methodology', bar: 'Methodology', heading: 'Embodied carbon methodology', text: /How every number/ },
];

test.describe('A signed-in page before its code arrives', () => {
  test('shows the top bar and its heading from the HTML alone, accessible, and the page keeps them in place', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/login');
    await signUpAndVerify(page, 'first-paint');
    await expect(page).toHaveURL(/\/slab$/);

    for (const p of PAGES) {
      // The app's code never arrives: what shows is the HTML the server sent.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(p.path);
      await expect(page).toHaveTitle(`${p.bar} · Embodied`);
      await expect(page.getByRole('banner').getByRole('heading', { level: 1, name: p.bar })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: p.heading, exact: true })).toBeVisible();
      if (p.text) await expect(page.getByText(p.text)).toBeVisible();
      // The menu's links are plain links: they work before the code does.
      await expect(page.getByRole('link', { name: 'Embodied home' })).toHaveAttribute('href', '/');
      // Nothing of the account is drawn yet: its place is kept, unseen, out of the accessibility tree.
      await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
      const axe = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(axe.violations, p.path).toEqual([]);
      const before = await headingBoxes(page, p.heading);

      await page.unrouteAll();
      await page.goto(p.path);
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: p.heading, exact: true })).toBeVisible();
      const after = await headingBoxes(page, p.heading);
      // The page drawn by the app puts the heading and the title where the first paint had them.
      expect(after.title?.y, `${p.path} heading`).toBeCloseTo(before.title!.y, 0);
      expect(after.title?.x, `${p.path} heading`).toBeCloseTo(before.title!.x, 0);
      expect(after.bar?.y, `${p.path} top bar title`).toBeCloseTo(before.bar!.y, 0);
    }
  });

  test('a keyboard user who tabs into the first paint keeps focus when the page replaces it', async ({ page }) => {
    await page.goto('/login');
    await signUpAndVerify(page, 'first-paint-keys');
    await expect(page).toHaveURL(/\/slab$/);

    // The app's entry is held back until the user has tabbed into the first paint.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/slab', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 2, name: 'Foundation System' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();

    release();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    // The page's own skip link has focus now, and works.
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('a visitor without a session gets the loading shell, not a signed-in page, and then the sign-in page', async ({
    page,
  }) => {
    const html = await (await page.request.get('/slab')).text();
    expect(html).toContain('class="boot-shell"');
    expect(html).not.toContain('Foundation System');

    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/slab');
    await expect(page.getByRole('status')).toContainText('Loading');
    await expect(page.getByRole('heading', { name: 'Foundation System' })).toHaveCount(0);
    await page.unrouteAll();
    await page.goto('/slab');
    await expect(page).toHaveURL(/\/login\?next=%2Fslab$/);
  });
});

test.describe('A public page before its code arrives', () => {
  test('shows a visitor without a session the top bar with Sign in and the heading, accessible, kept in place by the page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const p = PAGES.find((candidate) => candidate.path === '/methodology')!;
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(p.path);
    await expect(page).toHaveTitle(`${p.bar} · Embodied`);
    await expect(page.getByRole('banner').getByRole('heading', { level: 1, name: p.bar })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: p.heading, exact: true })).toBeVisible();
    await expect(page.getByText(p.text!)).toBeVisible();
    // Sign in is a plain link before the code arrives, and nothing of a signed-in account is drawn.
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(axe.violations).toEqual([]);
    const before = await headingBoxes(page, p.heading);
    const signIn = await page.getByRole('link', { name: 'Sign in' }).boundingBox();

    await page.unrouteAll();
    await page.goto(p.path);
    // The page drawn by the app: its first section follows, and the heading, the title and Sign in stay put.
    await expect(page.getByRole('heading', { name: 'Datasets', exact: true })).toBeVisible();
    const after = await headingBoxes(page, p.heading);
    expect(after.title?.y).toBeCloseTo(before.title!.y, 0);
    expect(after.title?.x).toBeCloseTo(before.title!.x, 0);
    expect(after.bar?.y).toBeCloseTo(before.bar!.y, 0);
    const signInAfter = await page.getByRole('link', { name: 'Sign in' }).boundingBox();
    expect(signInAfter?.x).toBeCloseTo(signIn!.x, 0);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('Intl on a signed-in page', () => {
  /** The mark the page sets once its own first formatters are made (app/intl-warm-up.ts). */
  const intlReady = (page: Page) =>
    page
      .waitForFunction(
        () =>
          (performance.getEntriesByName('embodied:intl-ready')[0] as PerformanceMark | undefined)?.detail as unknown,
      )
      .then((handle) => handle.jsonValue());

  test('is set up on another thread before the page formats; without workers the page does it itself and still formats its figures', async ({
    page,
  }) => {
    await page.goto('/login');
    await signUpAndVerify(page, 'intl-warm-up');
    // A blob worker, which the content security policy allows, made the first formatter.
    expect(await intlReady(page)).toEqual({ inWorker: true });

    // A browser without workers: the warm-up gives up at once and the page's figures are formatted as ever.
    await page.addInitScript(() => Object.defineProperty(window, 'Worker', { value: undefined, configurable: true }));
    await page.reload();
    expect(await intlReady(page)).toEqual({ inWorker: false });
    await page.getByLabel('Project name').fill('No workers');
    await page.getByLabel('Slab Area (m²)').fill('180');
    await page.getByLabel('Founding Depth (mm)').fill('700');
    await page.getByRole('button', { name: 'Calculate' }).click();
    const results = page.getByRole('region', { name: 'Results' });
    const expected = footingFigures({ ...EXAMPLE_5, area: 180 });
    await expect(results).toContainText(`${expected.bau} kgCO2e`);
    await expect(results).toContainText(`${expected.afs} kgCO2e`);
  });
});

test.describe("A page's code", () => {
  test('is preloaded whole: every script file the page fetched after the entry had its preload link, added a few at a time', async ({
    page,
  }) => {
    await page.goto('/login');
    await signUpAndVerify(page, 'preload');
    await page.goto('/wall');
    await expect(page.getByRole('heading', { name: 'Wall Embodied Carbon Comparison' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { fetched, linked, entry } = await page.evaluate(() => ({
      fetched: performance
        .getEntriesByType('resource')
        .map((r) => new URL(r.name).pathname)
        .filter((p) => p.startsWith('/assets/') && p.endsWith('.js')),
      linked: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')).map(
        (l) => new URL(l.href).pathname,
      ),
      entry: new URL(document.querySelector<HTMLScriptElement>('script[type="module"]')!.src).pathname,
    }));
    const afterEntry = fetched.filter((p) => p !== entry);
    // More than one group of links (src/lib/module-preload.ts adds eight per task): the later groups came too.
    expect(afterEntry.length).toBeGreaterThan(8);
    expect(afterEntry.filter((p) => !linked.includes(p))).toEqual([]);
  });
});

test.describe("A page's first commit", () => {
  test('is rendered once: every field keeps the id it was drawn with, and its label still names it', async ({
    page,
  }) => {
    await page.goto('/login');
    await signUpAndVerify(page, 'ids-once');
    // Every id given to an element of the page's form, or taken from it, as it happens.
    await page.addInitScript(() => {
      const changes: string[] = [];
      (window as unknown as { idChanges: string[] }).idChanges = changes;
      new MutationObserver((records) => {
        for (const r of records) {
          if (r.oldValue && (r.target as Element).isConnected)
            changes.push(`${r.oldValue} → ${(r.target as Element).id}`);
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['id'], attributeOldValue: true });
    });
    await page.goto('/wall');
    const project = page.getByLabel('Project name');
    await expect(project).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Mantine's own useId gives each field a second, random id in a layout effect, re-rendering the
    // page at once (src/lib/mantine-use-id.ts); the build's replacement keeps the first.
    expect(await page.evaluate(() => (window as unknown as { idChanges: string[] }).idChanges)).toEqual([]);
    expect(await project.getAttribute('id')).toMatch(/^mantine-/);
    await project.fill('Ids once');
    await expect(project).toHaveValue('Ids once');
  });
});
