import { expect, test, type Request } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { signUpAndVerify } from '../support/users';

test.describe('The app shell', () => {
  test('A visitor opening the app is sent to sign in, with no console errors and no accessibility violations', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto('/');
    await expect(page).toHaveURL(/\/login\?next=%2Fslab$/);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByText('Building a Sustainable Future')).toBeVisible();

    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(axe.violations).toEqual([]);
    // A signed-out visit answers 401 from the session check; nothing else may fail.
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
  });

  test('A keyboard user can skip the top bar: the first Tab reaches "Skip to main content", which moves focus to the page', async ({
    page,
  }) => {
    await page.goto('/login');
    await signUpAndVerify(page, 'skip');
    await expect(page).toHaveURL(/\/slab$/);
    await page.reload();
    // Tab only once the page is drawn, or the key press lands before there is anything to focus.
    await expect(page.getByRole('heading', { name: 'Foundation System' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
    // The next Tab lands in the page, not in the top bar.
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() => !!document.activeElement?.closest('#main-content'));
    expect(inMain).toBe(true);
  });

  test('An unknown page shows a helpful 404 page', async ({ page }) => {
    await page.goto('/no-such-page');
    // Inside the app shell: the top bar names the page, and its menu and sign-in are at hand.
    await expect(page.getByRole('banner').getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'There is no page at this address' })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
    expect(axe.violations).toEqual([]);
    await page.getByRole('link', { name: 'Go to the slab calculator' }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test('A page whose code cannot be loaded says so inside the shell and offers a reload, which brings the page once the network is back', async ({
    page,
  }) => {
    // The methodology page's own chunk is refused, as after a dropped connection.
    const refuse = /\/assets\/methodology-page-[^/]*\.js$/;
    await page.route(refuse, (route) => route.abort());
    await page.goto('/no-such-page');
    await page.getByRole('link', { name: 'How the figures are calculated' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Nothing you saved is lost.');
    // The shell stays: its menu still leads elsewhere.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
    expect(axe.violations).toEqual([]);
    // Going back to a page whose code did arrive shows it again.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 2, name: 'There is no page at this address' })).toBeVisible();
    await expect(alert).toHaveCount(0);
    await page.goForward();
    await expect(alert).toBeVisible();
    await page.unroute(refuse);
    await alert.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page.getByRole('banner').getByRole('heading', { level: 1, name: 'Methodology' })).toBeVisible();
    await expect(alert).toHaveCount(0);
    await expect(page).toHaveTitle('Methodology · Embodied');
  });

  test('Each page of the shell names itself in the top bar and the tab as the user moves between them', async ({
    page,
  }) => {
    await signUpAndVerify(page, 'titles');
    for (const [link, title] of [
      ['Wall', 'Wall Data Entry Page'],
      ['Methodology', 'Methodology'],
      ['Slab', 'Foundation Data Entry Page'],
      ['Snapshots', 'Carbon snapshots'],
    ] as const) {
      await page.getByRole('banner').getByRole('link', { name: link, exact: true }).click();
      await expect(page.getByRole('banner').getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} · Embodied`);
    }
  });

  test('Opening a signed-in page asks the server for the session, workspace and account once each (a calculator its custom products too, the snapshots page its list), and the sign-in page for none of them', async ({
    page,
  }) => {
    await signUpAndVerify(page, 'early');
    const identityCalls = (calls: string[]) =>
      calls.filter((c) => /\/api\/(auth\/get-session|workspace|user|products|snapshots)$/.test(c)).sort();
    // Signing up ends on a signed-in page whose own requests must not be counted for the next one.
    await page.waitForLoadState('networkidle');
    for (const [path, own] of [
      ['/slab', ['/api/products']],
      ['/snapshots', ['/api/snapshots']],
    ] as const) {
      let calls: string[] = [];
      // Counted from the new page's document on: the page before it may still be finishing its own requests.
      const record = (r: Request) => {
        if (r.resourceType() === 'document') calls = [];
        calls.push(new URL(r.url()).pathname);
      };
      page.on('request', record);
      await page.goto(path);
      await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      page.off('request', record);
      // Asked while the page's code loaded, then handed to the query cache: no page asks again.
      expect(identityCalls(calls)).toEqual(['/api/auth/get-session', '/api/user', '/api/workspace', ...own].sort());
    }
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    const calls: string[] = [];
    page.on('request', (r) => calls.push(new URL(r.url()).pathname));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(identityCalls(calls)).toEqual([]);
  });

  test('A calculator asks for the custom products with the session, without waiting for its code, and shows them', async ({
    page,
  }) => {
    await signUpAndVerify(page, 'early-products');
    await page.waitForLoadState('networkidle');
    // The slab page's own code arrives late, as on a slow link.
    await page.route(/\/assets\/footings-page-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    let productsAskedAt = Infinity;
    let codeArrivedAt = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/products') productsAskedAt = Math.min(productsAskedAt, Date.now());
    });
    page.on('requestfinished', (r) => {
      if (/\/footings-page-[^/]+\.js$/.test(r.url())) codeArrivedAt = Date.now();
    });
    await page.goto('/slab');
    await expect(page.getByLabel('Project name')).toBeVisible();
    expect(codeArrivedAt).toBeGreaterThan(0);
    expect(productsAskedAt).toBeLessThan(codeArrivedAt);
    // The product picker has the user's (empty) list.
    await expect(page.getByText('You have no custom products yet.', { exact: false })).toBeAttached();
  });

  test('The snapshots page asks for its list with the session, without waiting for its code, and a Calculate made since is in it at once', async ({
    page,
  }) => {
    await signUpAndVerify(page, 'early-list');
    await page.waitForLoadState('networkidle');
    // The snapshots page's own code arrives late, as on a slow link.
    await page.route(/\/assets\/snapshots-page-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    let listAskedAt = Infinity;
    let codeArrivedAt = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/snapshots') listAskedAt = Math.min(listAskedAt, Date.now());
    });
    page.on('requestfinished', (r) => {
      if (/\/snapshots-page-[^/]+\.js$/.test(r.url())) codeArrivedAt = Date.now();
    });
    await page.goto('/snapshots');
    await expect(page.getByText('No snapshots yet.', { exact: false })).toBeVisible();
    expect(codeArrivedAt).toBeGreaterThan(0);
    expect(listAskedAt).toBeLessThan(codeArrivedAt);

    // To the slab page and back through the menu, without a reload: the new snapshot is listed.
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Slab' }).click();
    await page.getByLabel('Project name').fill('Listed At Once');
    await page.getByLabel('Slab Area (m²)').fill('150');
    await page.getByLabel('Founding Depth (mm)').fill('700');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByText(/^Carbon Snapshot: #\d+$/)).toBeVisible();
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Snapshots' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Carbon snapshots' })).toBeVisible();
    await expect(page.getByText('Listed At Once').first()).toBeVisible();
  });

  test('The API reference page lists the API', async ({ page }) => {
    await page.goto('/api/reference');
    await expect(page.getByRole('heading', { name: 'Embodied API reference' })).toBeVisible();
    await expect(page.getByText('/api/health').first()).toBeVisible();
  });
});
