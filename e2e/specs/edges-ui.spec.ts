import { expect, test, type Page } from '@playwright/test';
import { linkIn, waitForMail } from '../support/mailbox';
import { newEmail, signUpAndVerify } from '../support/users';

const CALCULATE_FOOTING = '/api/project/calculate-footing';

/** A new verified user, signed in on /slab (the sign-up call needs the app's own origin, so open it first). */
async function signedInOnSlab(page: Page, tag: string) {
  await page.goto('/login');
  return signUpAndVerify(page, tag);
}

async function fillSlab(page: Page, project: string) {
  await page.getByLabel('Project name').fill(project);
  await page.getByLabel('Slab Area (m²)').fill('150');
  await page.getByLabel('Founding Depth (mm)').fill('900');
}

test.describe('Offline (issue 47, point 14)', () => {
  test('Offline, the page says so at once; Calculate fails at once and is never sent later by itself', async ({
    page,
    context,
  }) => {
    await signedInOnSlab(page, 'offline');
    await fillSlab(page, 'Offline house');
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith(CALCULATE_FOOTING)) sent.push(r.method());
    });
    await expect(page.getByRole('alert').filter({ hasText: 'You are offline' })).toHaveCount(0);

    await context.setOffline(true);
    // At once: no request needs to fail first.
    const notice = page.getByTestId('offline-notice');
    await expect(notice).toBeVisible({ timeout: 2000 });
    await expect(notice).toContainText('You are offline');

    await page.getByRole('button', { name: 'Calculate' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Nothing was sent' });
    await expect(failure).toBeVisible({ timeout: 2000 });
    await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled();

    // Back online: the notice goes, and nothing is sent until the user asks.
    await context.setOffline(false);
    await expect(notice).toHaveCount(0);
    await page.waitForTimeout(2500);
    expect(sent).toEqual([]);
    await expect(page.getByText(/^Carbon Snapshot: #\d+$/)).toHaveCount(0);

    // The user asks again: it calculates and saves, once.
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText(/^Carbon Snapshot: #\d+$/)).toBeVisible();
    expect(sent).toEqual(['POST']);
  });
});

/** Every element inside `selector` that reaches past its container's box, or a container that scrolls sideways. */
async function overflowsIn(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const found: string[] = [];
    const containers = [...document.querySelectorAll<HTMLElement>(sel)].filter((c) => c.offsetParent !== null);
    if (containers.length === 0) found.push(`nothing matches ${sel}`);
    for (const container of containers) {
      const box = container.getBoundingClientRect();
      const name = container.getAttribute('aria-label') ?? sel;
      if (container.scrollWidth > container.clientWidth + 1)
        found.push(`${name}: scrolls sideways (${container.scrollWidth} > ${container.clientWidth})`);
      for (const el of container.querySelectorAll<HTMLElement>('*')) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue;
        if (r.right > box.right + 1 || r.left < box.left - 1)
          found.push(`${name}: <${el.tagName.toLowerCase()}> "${(el.textContent ?? '').slice(0, 30)}" overflows`);
      }
    }
    return found;
  }, selector);
}

/** Pairs of text labels in the chart under `selector` whose boxes intersect. */
async function collidingLabels(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const texts = [...document.querySelectorAll<SVGTextElement>(`${sel} svg text`)]
      .filter((t) => (t.textContent ?? '').trim() !== '')
      .map((t) => ({ text: t.textContent ?? '', r: t.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0);
    const hits: string[] = [];
    for (let i = 0; i < texts.length; i++)
      for (let j = i + 1; j < texts.length; j++) {
        const a = texts[i]!.r;
        const b = texts[j]!.r;
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
          hits.push(`"${texts[i]!.text}" × "${texts[j]!.text}"`);
      }
    if (texts.length < 4) hits.push(`only ${texts.length} labels found under ${sel}`);
    return hits;
  }, selector);
}

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: field })).toHaveValue(option);
}

/** The wall page with one location (North, 12 × 2.7 m, brick veneer against timber clad), not calculated. */
async function fillOneLocationWall(page: Page, project: string) {
  await page.getByLabel('Project name').fill(project);
  await page.getByLabel('Target Embodied Carbon (CO2e/m²)').fill('30');
  for (const n of [4, 3, 2])
    await page
      .getByRole('region', { name: `Location ${n}`, exact: true })
      .getByRole('button', { name: `Remove location ${n}` })
      .click();
  const location = page.getByRole('region', { name: 'Location 1', exact: true });
  await location.getByLabel('Description').fill('North');
  await location.getByLabel('Length (m)').fill('12');
  await location.getByLabel('Height (m)').fill('2.7');
  for (const [side, name] of [
    ['A', 'Brick veneer (virgin, Local)'],
    ['B', 'Lightweight + Timber clad'],
  ] as const) {
    await location.getByRole('combobox', { name: `Option ${side} wall type` }).click();
    await page.getByRole('option', { name: new RegExp(`^${name.replace(/[()+]/g, '\\$&')} — `) }).click();
  }
}

test.describe('Tables and charts fit a phone (issue 47, point 15)', () => {
  test.slow();

  test('The slab breakdown shows its Source column whole at 1280 px and stacks at 375 px', async ({ page }) => {
    await signedInOnSlab(page, 'fit-slab');
    await fillSlab(page, 'Fit house');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByText(/^Carbon Snapshot: #\d+$/)).toBeVisible();
    await page.getByRole('button', { name: /Breakdown: every quantity/ }).click();
    const table = page.getByRole('table', { name: /^Business as usual:/ });
    await expect(table).toBeVisible();
    await expect(table.getByRole('row').first()).toBeVisible();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expect
        .poll(() => overflowsIn(page, '[role=region][aria-label*=": "]:has(table)'), { message: `at ${width} px` })
        .toEqual([]);
      // The Source column is there, whole, as a cell of the table (its roles survive the stacking).
      const source = table.getByRole('cell', { name: /ICM Database 2019/ }).first();
      await source.scrollIntoViewIfNeeded();
      // Whole from left to right on the screen (the top bar may cover a sliver of it vertically).
      const box = await source.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width + 0.5 && box.width > 40).toBe(true);
    }
  });

  test('The wall page’s saved tables fit at 375 px', async ({ page }) => {
    await page.goto('/login');
    await signUpAndVerify(page, 'fit-wall');
    await page.goto('/wall');
    await fillOneLocationWall(page, 'Fit wall');
    await page.getByRole('button', { name: 'Calculate the whole wall' }).click();
    await expect(page.getByText(/^Carbon Snapshot: #\d+$/)).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    const saved = page.getByRole('region', { name: 'Inputs and results per location' });
    await expect(saved).toBeVisible();
    await expect.poll(() => overflowsIn(page, '.wall-snapshot [role=region]:has(table)')).toEqual([]);
    await expect(saved.getByRole('row', { name: /North/ })).toContainText('1,389.13 kgCO2e');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => overflowsIn(page, '.wall-snapshot [role=region]:has(table)')).toEqual([]);
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => overflowsIn(page, '.wall-snapshot [role=region]:has(table)')).toEqual([]);
  });

  test('The optimizer chart’s labels never overlap at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/login');
    await signUpAndVerify(page, 'fit-optimizer');
    await page.goto('/optimizer');
    await page.getByLabel('Ground Floor Area (m²)').fill('100');
    await page.getByLabel('First Floor Area (m²)').fill('700');
    await page.getByLabel('Ceiling Height').fill('2.7');
    await page.getByLabel('Window % Area').fill('35');
    await choose(page, 'Ground Floor Wall Area (wall material)', 'brick veneer');
    await choose(page, 'First Floor Wall Area (wall material)', 'brick veneer');
    await choose(page, 'Ground Floor Structure', 'concrete slab');
    await choose(page, 'First Floor Structure', 'timber');
    await choose(page, 'Roof Material', 'Concrete Tile');
    await choose(page, 'Window Frame Type', 'Aluminium');
    const optimizer = page.getByRole('region', { name: 'Best designs for carbon and cost' });
    await optimizer.getByRole('button', { name: 'Find the best designs' }).click();
    await expect(optimizer.getByText(/^Searched [\d,]+ designs in /)).toBeVisible({ timeout: 60_000 });
    await expect(optimizer.locator('svg text', { hasText: '−20 %' })).toHaveCount(1);
    await expect.poll(() => collidingLabels(page, '.recharts-wrapper')).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => collidingLabels(page, '.recharts-wrapper')).toEqual([]);
  });
});

test.describe('Rough edges (issue 47, point 17)', () => {
  test.slow();

  test('Start again on the wall asks first; a reload shows the saved snapshot until the form changes', async ({
    page,
  }) => {
    await page.goto('/login');
    await signUpAndVerify(page, 'wall-edges');
    await page.goto('/wall');
    await fillOneLocationWall(page, 'Kept wall');

    // Start again asks before it wipes the locations; Cancel keeps everything.
    await page.getByRole('button', { name: 'Start again' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start again?' });
    await expect(dialog).toContainText('This clears the project name and the inputs of the 1 location on this page');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByLabel('Project name')).toHaveValue('Kept wall');

    // Saved: the address names the snapshot, so a reload shows the page as that snapshot.
    await page.getByRole('button', { name: 'Calculate the whole wall' }).click();
    const status = page.getByText(/^Carbon Snapshot: #\d+$/);
    await expect(status).toBeVisible();
    const snapshot = Number((await status.textContent())?.replace(/\D/g, ''));
    await expect(page).toHaveURL(new RegExp(`/wall\\?from=${snapshot}$`));
    await page.reload();
    await expect(page.getByText(`Carbon Snapshot: #${snapshot}`, { exact: true })).toBeVisible();
    await expect(page.getByText(`Saved in Carbon Snapshot #${snapshot}.`)).toBeVisible();
    await expect(page.getByLabel('Project name')).toHaveValue('Kept wall');
    await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled();

    // Changed: the address stops naming it, and a reload brings back what was typed, unsaved.
    const length = page.getByRole('region', { name: 'Location 1', exact: true }).getByLabel('Length (m)');
    await length.fill('13');
    await expect(page.getByText('The form has changed since this snapshot')).toBeVisible();
    await expect(page).toHaveURL(/\/wall$/);
    await page.reload();
    await expect(length).toHaveValue('13');
    await expect(page.getByText('Carbon Snapshot: not saved yet')).toBeVisible();

    // Confirmed, Start again clears the form.
    await page.getByRole('button', { name: 'Start again' }).click();
    await page.getByRole('dialog', { name: 'Start again?' }).getByRole('button', { name: 'Clear the form' }).click();
    await expect(page.getByLabel('Project name')).toHaveValue('');
  });

  test('A reset link used twice says one thing, once', async ({ page, context }) => {
    await page.goto('/login');
    const email = await signUpAndVerify(page, 'reset-twice');
    await context.clearCookies();
    await page.goto('/forgot-password');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Reset my Password' }).click();
    const link = linkIn(await waitForMail(email, 'reset your password'));
    await page.goto(link);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Second#Start2026');
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Second#Start2026');
    await page.getByRole('button', { name: 'Change my password' }).click();
    await expect(page).toHaveURL(/\/login\?reset=done$/);

    await page.goto(link);
    await expect(page.getByText('This reset link is not valid any more')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(1);
    await expect(page.getByText('No reset link')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  test('The only owner is not offered Leave, and is told why; an invitation pre-fills the address to register', async ({
    page,
    browser,
  }) => {
    await page.goto('/login');
    await signUpAndVerify(page, 'sole-owner');
    await page.goto('/organisations');
    await page.getByRole('textbox', { name: 'Organisation name' }).fill('Only Owner Pty');
    await page.getByRole('button', { name: 'Create organisation' }).click();
    await expect(page.getByRole('heading', { name: 'Only Owner Pty', exact: true })).toBeVisible();
    await expect(page.getByText('You are its only owner, so you cannot leave it')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Leave organisation' })).toHaveCount(0);
    // The reason fits a phone.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByText('You are its only owner, so you cannot leave it')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
      .toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });

    const invited = newEmail('invited');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(invited);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    const link = linkIn(await waitForMail(invited, 'invited you'));
    const guest = await (await browser.newContext()).newPage();
    await guest.goto(link);
    await guest.getByRole('link', { name: 'Create an account' }).click();
    await expect(guest).toHaveURL(/\/register\?next=/);
    await expect(guest.getByRole('textbox', { name: 'Email' })).toHaveValue(invited);
    await guest.context().close();
  });
});

test.describe('Rough edges, continued (issue 47, point 17)', () => {
  test.slow();

  test('The slab page and its snapshot break the footing down the same way, by element', async ({ page }) => {
    await signedInOnSlab(page, 'one-breakdown');
    await fillSlab(page, 'One breakdown');
    await page.getByRole('button', { name: 'Calculate' }).click();
    const status = page.getByText(/^Carbon Snapshot: #\d+$/);
    await expect(status).toBeVisible();
    const snapshot = Number((await status.textContent())?.replace(/\D/g, ''));
    const onPage = (
      await page
        .getByRole('figure', { name: /^Embodied carbon by/ })
        .getByRole('table')
        .getByRole('rowheader')
        .allTextContents()
    ).map((t) => t.trim());
    expect(onPage.at(-1)).toBe('Total');
    await page.goto(`/snapshots/${snapshot}`);
    const bars = page.locator('.snapshot-bar-group > p');
    await expect(bars.first()).toBeVisible();
    const onSnapshot = (await bars.allTextContents()).map((t) => t.trim());
    expect(onPage).toEqual(onSnapshot);
    expect(onPage).toContain('Slab');
  });

  test('What was typed in the products form survives leaving the page and a reload', async ({ page }) => {
    await page.goto('/login');
    await signUpAndVerify(page, 'product-draft');
    await page.goto('/products');
    await page.getByRole('textbox', { name: 'Product name' }).fill('Half-typed brick');
    await page.getByRole('textbox', { name: 'EPD number' }).fill('S-P-09999');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await nav.getByRole('link', { name: 'Slab' }).click();
    await expect(page).toHaveURL(/\/slab$/);
    await nav.getByRole('link', { name: 'Products' }).click();
    await expect(page.getByRole('textbox', { name: 'Product name' })).toHaveValue('Half-typed brick');
    await expect(page.getByRole('textbox', { name: 'EPD number' })).toHaveValue('S-P-09999');
    await expect(page.getByText('What you typed last time is back.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Product name' })).toHaveValue('Half-typed brick');
  });

  test('In print, no heading is left alone at the foot of a page', async ({ page }) => {
    await page.goto('/login');
    await signUpAndVerify(page, 'print-headings');
    await page.goto('/wall');
    await fillOneLocationWall(page, 'Print wall');
    await page.getByRole('button', { name: 'Calculate the whole wall' }).click();
    await expect(page.getByText(/^Carbon Snapshot: #\d+$/)).toBeVisible();
    // The saved snapshot's tables load after the Calculate (their code comes then): wait for one.
    await expect(page.locator('.print-area caption').first()).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    const loose = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.print-area :is(h1, h2, h3, h4, h5, h6)')]
        .filter((h) => h.getClientRects().length > 0)
        .filter((h) => getComputedStyle(h).breakAfter !== 'avoid')
        .map((h) => h.textContent),
    );
    expect(loose).toEqual([]);
    // A caption heads its table on paper, so it never starts a page alone under the table it names.
    const captions = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.print-area caption')]
        .filter((c) => c.getClientRects().length > 0)
        .map((c) => getComputedStyle(c).captionSide),
    );
    expect(captions.length).toBeGreaterThan(0);
    expect(new Set(captions)).toEqual(new Set(['top']));
  });
});

test.describe('Times in the browser’s zone (issue 47, point 17)', () => {
  test.use({ timezoneId: 'Australia/Perth' });

  test('A new account made in a Perth browser reads times in Perth, and the profile shows that choice', async ({
    page,
  }) => {
    await signedInOnSlab(page, 'perth');
    await fillSlab(page, 'Perth house');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByText(/^Carbon Snapshot: #\d+$/)).toBeVisible();
    await page.goto('/snapshots');
    await expect(page.getByText(/^\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} (am|pm) AWST · dataset /).first()).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Australia/Perth');
  });
});
