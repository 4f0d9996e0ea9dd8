import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { signUpAndVerify } from '../support/users';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function pick(page: Page, box: string, option: RegExp) {
  await page.getByRole('combobox', { name: box }).click();
  await page.getByRole('option', { name: option }).click();
}

async function recordProduct(
  page: Page,
  p: {
    material: RegExp;
    name: string;
    epd: string;
    until: string;
    unit?: RegExp;
    gwp: string;
    min?: string;
    max?: string;
  },
) {
  await pick(page, 'Replaces (material)', p.material);
  await page.getByLabel('Product name').fill(p.name);
  await page.getByLabel('EPD number').fill(p.epd);
  await page.getByLabel('Programme operator').fill('EPD Australasia');
  await page.getByLabel('Valid until').fill(p.until);
  if (p.unit) await pick(page, 'Declared unit', p.unit);
  await page.getByRole('textbox', { name: 'A1–A3 GWP' }).fill(p.gwp);
  if (p.min) await page.getByRole('textbox', { name: 'Minimum GWP (optional)' }).fill(p.min);
  if (p.max) await page.getByRole('textbox', { name: 'Maximum GWP (optional)' }).fill(p.max);
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByRole('listitem', { name: p.name })).toBeVisible();
}

test.describe('Custom products (user-supplied EPDs)', () => {
  test.describe.configure({ timeout: 150_000 });

  test('A user records EPDs, is told what is wrong, and the slab and wall pages use them, citing each as a user-supplied EPD', async ({
    page,
  }) => {
    await page.goto('/login');
    await signUpAndVerify(page, 'epd-user');
    await page.getByRole('link', { name: 'Products' }).first().click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page).toHaveTitle(/My products \(EPDs\)/);

    // Nothing filled in: every required field says what it needs, nothing is saved.
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect(page.getByText('Choose the material this product replaces.')).toBeVisible();
    await expect(page.getByText('Product name is required.')).toBeVisible();
    await expect(page.getByText('Valid until is required.')).toBeVisible();
    await expect(page.getByText('A1–A3 GWP is required.')).toBeVisible();
    // A per-kg material with a GWP per kg that is really per tonne: the bound names the rule.
    await pick(page, 'Replaces (material)', /^Clay brick \(/);
    await pick(page, 'Declared unit', /^1 kg$/);
    await page.getByRole('textbox', { name: 'A1–A3 GWP' }).fill('220');
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect(page.getByText('A1–A3 GWP must be greater than 0 and at most 100 kgCO2e/kg (got 220).')).toBeVisible();

    await recordProduct(page, {
      material: /^Clay brick \(/,
      name: 'Example clay brick',
      epd: 'S-P-00000',
      until: '2099-06-30',
      unit: /^1 tonne$/,
      gwp: '220',
    });
    // Concrete is counted in m³: the only unit that fits is chosen for the user.
    await recordProduct(page, {
      material: /^Concrete 25 MPa \(/,
      name: 'Example 25 MPa mix',
      epd: 'S-P-11111',
      until: '2020-12-31',
      gwp: '180',
      min: '170',
      max: '195',
    });
    const brick = page.getByRole('listitem', { name: 'Example clay brick' });
    await expect(brick).toContainText('= 0.22 kgCO2e/kg in place of 0.184 kgCO2e/kg');
    const concrete = page.getByRole('listitem', { name: 'Example 25 MPa mix' });
    await expect(concrete).toContainText('Expired');
    await expect(concrete).toContainText('A1–A3 GWP 180 kgCO2e per 1 m³ (range 170–195)');
    const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(axe.violations).toEqual([]);

    // The slab page: 200 m², 700 mm, blinded strip against waffle. The expired EPD warns but counts.
    await page.goto('/slab');
    await page.getByLabel('Project name').fill('EPD House');
    await page.getByRole('textbox', { name: /Slab Area/ }).fill('200');
    await page.getByRole('textbox', { name: /Founding Depth/ }).fill('700');
    await pick(page, 'Use my products (EPDs)', /Example 25 MPa mix/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('status').filter({ hasText: 'An EPD you chose has expired' })).toContainText(
      'Example 25 MPa mix (EPD S-P-11111) was valid until 31 Dec 2020.',
    );
    expect((await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations).toEqual([]);
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    const savedAs = page.getByText(/Carbon snapshot #\d+, saved/);
    await expect(savedAs).toBeVisible();
    const slabSnapshot = Number(/#(\d+)/.exec((await savedAs.textContent()) ?? '')?.[1]);
    await expect(page.getByRole('region', { name: 'Comparison' }).getByTestId('user-epd-note')).toContainText(
      'Figures use user-supplied EPDs in place of the dataset’s factors for their materials: Example 25 MPa mix (user-supplied EPD: EPD S-P-11111',
    );
    await page.getByRole('button', { name: 'Breakdown: every quantity, factor and source' }).click();
    await expect(
      page
        .getByText('Example 25 MPa mix (user-supplied EPD: EPD S-P-11111, EPD Australasia, valid until 2020-12-31)')
        .first(),
    ).toBeVisible();

    // The wall page: worked example 2's brick veneer goes from 1,389.13 to 1,545.51 kgCO2e with the brick EPD.
    await page.goto('/wall');
    await page.getByLabel('Project name').fill('EPD House');
    const one = page.getByRole('region', { name: 'Location 1', exact: true });
    await one.getByLabel('Description').fill('North');
    await one.getByLabel('Length (m)').fill('12');
    await one.getByLabel('Height (m)').fill('2.7');
    await one.getByRole('combobox', { name: 'Option A wall type' }).click();
    await page.getByRole('option', { name: /^Brick veneer \(virgin, Local\) — 42\.87/ }).click();
    await one.getByRole('combobox', { name: 'Option B wall type' }).click();
    await page.getByRole('option', { name: /^Lightweight \+ Timber clad — / }).click();
    await expect(one.getByText('1,389.13 kgCO2e').first()).toBeVisible();
    await pick(page, 'Use my products (EPDs)', /Example clay brick/);
    await page.keyboard.press('Escape');
    await expect(one.getByText('1,545.51 kgCO2e').first()).toBeVisible();
    // The wall type's own figure follows the product too.
    await expect(one.getByRole('combobox', { name: 'Option A wall type' })).toHaveValue(/— 47\.70 kgCO2e\/m²/);
    await page
      .getByRole('textbox', { name: /Target/ })
      .first()
      .fill('30');
    await page.getByRole('button', { name: 'Calculate the whole wall' }).click();
    await expect(page.getByText(/Saved in Carbon Snapshot #\d+/)).toBeVisible();
    await expect(page.getByTestId('user-epd-note').first()).toContainText('Example clay brick (user-supplied EPD');
    await page.getByRole('button', { name: /Breakdown of 1\. North/ }).click();
    await expect(
      page
        .getByText('Example clay brick (user-supplied EPD: EPD S-P-00000, EPD Australasia, valid until 2099-06-30)')
        .first(),
    ).toBeVisible();

    // Deleting a product changes no snapshot; reopening one that used it says so and offers to go on without it.
    await page.goto('/products');
    await page.getByRole('button', { name: 'Delete Example 25 MPa mix' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete product' }).click();
    await expect(page.getByRole('listitem', { name: 'Example 25 MPa mix' })).toHaveCount(0);
    await page.goto(`/slab?from=${slabSnapshot}`);
    const gone = page.getByRole('status').filter({ hasText: 'A product named here no longer exists' });
    await expect(gone).toBeVisible();
    await gone.getByRole('button', { name: 'Go on without it' }).click();
    await expect(gone).toHaveCount(0);
    await page.goto(`/snapshots/${slabSnapshot}`);
    await expect(page.getByText('Concrete 25 MPa: Example 25 MPa mix')).toBeVisible();
  });

  test('The optimizer estimates and searches with a chosen EPD, and the server agrees with the preview', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/login');
    await signUpAndVerify(page, 'epd-optimizer');
    await page.goto('/products');
    await recordProduct(page, {
      material: /^Plasterboard \(/,
      name: 'Example plasterboard',
      epd: 'S-P-33333',
      until: '2099-01-01',
      unit: /^1 kg$/,
      gwp: '0.5',
    });
    await page.goto('/optimizer');
    await page.getByLabel('Ground Floor Area (m²)').fill('140');
    await page.getByLabel('First Floor Area (m²)').fill('0');
    await page.getByLabel('Ceiling Height').fill('2.7');
    await page.getByLabel('Window % Area').fill('20');
    const estimate = page.getByRole('region', { name: 'Estimate and breakdown' });
    const total = estimate.locator('dt', { hasText: 'Total CO2E' }).first().locator('xpath=following-sibling::dd[1]');
    await expect(total).toBeVisible();
    const plain = await total.textContent();
    await pick(page, 'Use my products (EPDs)', /Example plasterboard/);
    await page.keyboard.press('Escape');
    // Plasterboard at 0.5 instead of 0.304 kgCO2e/kg: more carbon in every lined wall.
    await expect(total).not.toHaveText(plain ?? '');
    const withProduct = await total.textContent();
    const response = page.waitForResponse((r) => r.url().endsWith('/api/project/optimize'));
    await page.getByRole('button', { name: 'Calculate' }).click();
    const { snapshot } = (await (await response).json()) as { snapshot: number };
    await expect(estimate.getByText(`Saved as snapshot #${snapshot}`)).toBeVisible();
    await expect(estimate.getByTestId('user-epd-note')).toContainText('Example plasterboard (user-supplied EPD');
    await expect(total).toHaveText(withProduct ?? '');

    const optimizer = page.getByRole('region', { name: 'Best designs for carbon and cost' });
    await optimizer.getByRole('button', { name: 'Find the best designs' }).click();
    await expect(optimizer.getByText('Lowest carbon design').first()).toBeVisible({ timeout: 60_000 });
    await expect(optimizer.getByRole('alert')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('At 375 px the products page fits and passes axe', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/login');
    await signUpAndVerify(page, 'epd-phone');
    await page.goto('/products');
    await recordProduct(page, {
      material: /^Plasterboard \(/,
      name: 'Example plasterboard',
      epd: 'S-P-22222',
      until: '2099-01-01',
      unit: /^1 kg$/,
      gwp: '0.3',
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(axe.violations).toEqual([]);
  });
});
