import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { signUpAndVerify } from '../support/users';
import { placeholderHouseFigures } from '../support/expected-figures';

/** The placeholder house's figures on the current dataset edition. */
const HOUSE = placeholderHouseFigures();

const OPTIMIZE = '/api/project/optimize';

/** A new verified user, signed in, on the optimizer page. */
async function signedInOnOptimizer(page: Page, tag: string) {
  await page.goto('/login');
  await signUpAndVerify(page, tag);
  await page.goto('/optimizer');
  await expect(page.getByRole('heading', { name: 'Optimizer Entry' })).toBeVisible();
}

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: field })).toHaveValue(option);
}

/**
 * The spec's placeholder house (section 9: 100 m², 700 m², 2.7 m, 35 %) as a brick-veneer house on
 * a slab with a timber first floor, concrete tiles and double-glazed aluminium windows. On au-typical
 * its figures are the engine's (HOUSE below).
 */
async function enterPlaceholderHouse(page: Page) {
  await page.getByLabel('Ground Floor Area (m²)').fill('100');
  await page.getByLabel('First Floor Area (m²)').fill('700');
  await page.getByLabel('Ceiling Height').fill('2.7');
  await page.getByLabel('Window % Area').fill('35');
  await choose(page, 'Double Glazed', 'Double Glazed');
  await choose(page, 'Ground Floor Wall Area (wall material)', 'brick veneer');
  await choose(page, 'First Floor Wall Area (wall material)', 'brick veneer');
  await choose(page, 'Ground Floor Structure', 'concrete slab');
  await choose(page, 'First Floor Structure', 'timber');
  await choose(page, 'Roof Material', 'Concrete Tile');
  await choose(page, 'Window Frame Type', 'Aluminium');
  await choose(page, 'Brick Supplier', 'Adbri VIC (mid)');
  await choose(page, 'Concrete Supplier', 'Boral Normal GP');
}

async function calculate(page: Page): Promise<number> {
  const response = page.waitForResponse((r) => r.url().endsWith(OPTIMIZE));
  await page.getByRole('button', { name: 'Calculate' }).click();
  const answer = await response;
  expect(answer.status()).toBe(200);
  // The number comes from the server's answer; the page must then show that one (not the previous
  // snapshot's heading, which is still on screen until React renders the new answer).
  const { snapshot } = (await answer.json()) as { snapshot: number };
  await expect(page.getByText(`Carbon Snapshot: #${snapshot}`, { exact: true })).toBeVisible();
  return snapshot;
}

/** axe on the whole page, app-shell header included. */
async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations).toEqual([]);
}

const estimate = (page: Page) => page.getByRole('region', { name: 'Estimate and breakdown' });
const optimizer = (page: Page) => page.getByRole('region', { name: 'Best designs for carbon and cost' });

test.describe('The optimizer page', () => {
  // Each test signs up, fills thirteen fields and searches 1.5 million designs; axe on a long page adds more.
  test.describe.configure({ timeout: 180_000 });

  test('A user enters the placeholder house, calculates, runs the optimizer, applies a suggested change and sees the estimate update', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signedInOnOptimizer(page, 'optimizer');
    await expect(page.getByLabel('Ground Floor Area (m²)')).toHaveAttribute('placeholder', '100');
    await expect(page.getByLabel('First Floor Area (m²)')).toHaveAttribute('placeholder', '80');
    await expect(
      page.getByText('The material of the ground floor’s external walls', {
        exact: false,
      }),
    ).toBeVisible();
    await enterPlaceholderHouse(page);

    // The engine previews in the browser before anything is saved.
    await expect(estimate(page).getByText('Preview — not saved')).toBeVisible();
    await expect(estimate(page)).toContainText(`Total CO2E${HOUSE.total} kgCO2e`);

    const snapshot = await calculate(page);
    expect(snapshot).toBeGreaterThan(0);
    const results = estimate(page);
    await expect(results.getByText(`Saved as snapshot #${snapshot}`)).toBeVisible();
    await expect(results).toContainText(`Total CO2E${HOUSE.total} kgCO2e`);
    await expect(results).toContainText(`CO2e/m²${HOUSE.perM2} kgCO2e/m²`);
    await expect(results).toContainText(`Cold Shell Cost$${HOUSE.cost} estimate`);
    await expect(results).toContainText(`Cold Shell Cost/m²$${HOUSE.costPerM2} per m², estimate`);
    await expect(results).toContainText('Costs: Indicative supply-and-install trade rates');
    await expect(results).toContainText('Wall Footprint as % of total footprint19 %');
    await expect(results).toContainText('Wall footprint as cost of project19 %');
    await expect(results.getByRole('table', { name: 'Carbon and cold-shell cost by element' })).toContainText(
      'Ground floor walls (opaque): brick veneer',
    );

    // The optimizer searches every design in a worker; the page stays usable while it does.
    await optimizer(page).getByRole('button', { name: 'Find the best designs' }).click();
    await expect(
      optimizer(page).getByText(
        new RegExp(`^Searched 1,555,200 designs in [\\d.,]+ ms: ${HOUSE.frontSize} best trade-offs\\.$`),
      ),
    ).toBeVisible();
    const front = optimizer(page).getByRole('table', { name: /best trade-offs among 1,555,200 designs/ });
    await expect(front.getByRole('row')).toHaveCount(HOUSE.frontSize + 1);
    await expect(optimizer(page).getByRole('region', { name: 'Lowest carbon design' })).toBeVisible();
    await expect(optimizer(page).getByRole('region', { name: 'Cheapest design' })).toBeVisible();
    await expect(optimizer(page).getByText('Switch brick supplier to Recycled Brick')).toBeVisible();
    await expect(optimizer(page).getByText(HOUSE.recycledBrick)).toBeVisible();
    await expectNoAxeViolations(page);

    // Applying the suggestion changes the form, and the estimate follows (as a preview until calculated).
    await optimizer(page).getByRole('button', { name: 'Apply: Switch brick supplier to Recycled Brick' }).click();
    await expect(page.getByRole('combobox', { name: 'Brick Supplier' })).toHaveValue('Recycled Brick');
    await expect(estimate(page).getByText('Preview — not saved')).toBeVisible();
    await expect(estimate(page)).toContainText(`Total CO2E${HOUSE.afterRecycledBrick} kgCO2e`);
    await expect(estimate(page)).toContainText(`Cold Shell Cost$${HOUSE.cost}`);
    // The optimizer follows the form: that change is no longer suggested.
    await expect(optimizer(page).getByText('Switch brick supplier to Recycled Brick')).toHaveCount(0);

    // Keyboard users reach every design through the table: show one, then apply it.
    await front.getByRole('button', { name: 'Show design 1', exact: true }).click();
    await expect(optimizer(page).getByRole('heading', { name: `Design 1 of ${HOUSE.frontSize}` })).toBeVisible();
    await optimizer(page).getByRole('button', { name: 'Apply design 1 to the form' }).click();
    await expect(page.getByRole('combobox', { name: 'Ground Floor Wall Area (wall material)' })).toHaveValue(
      HOUSE.design1GroundWall,
    );
    await expect(estimate(page)).toContainText(`Total CO2E${HOUSE.design1Total} kgCO2e`);

    // Calculate saves the applied design as a new snapshot.
    const next = await calculate(page);
    expect(next).toBeGreaterThan(snapshot);
    await expect(estimate(page).getByText(`Saved as snapshot #${next}`)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('The optimizer says what a change gives up, keeps the choices the user locks, and says it counts embodied carbon only', async ({
    page,
  }) => {
    await signedInOnOptimizer(page, 'optimizer-locks');
    await enterPlaceholderHouse(page);
    await expect(optimizer(page).getByText(/^Embodied carbon only\./)).toBeVisible();
    await expect(optimizer(page)).toContainText('do not check NCC energy-efficiency compliance');

    await optimizer(page).getByRole('button', { name: 'Find the best designs' }).click();
    await expect(optimizer(page).getByText(/^Searched 1,555,200 designs in /)).toBeVisible();
    const showAll = optimizer(page).getByRole('button', { name: /^Show all \d+ changes$/ });
    if (await showAll.isVisible()) await showAll.click();
    // Single glazing saves carbon and money, and costs energy in use: the suggestion says so.
    const singleGlazing = optimizer(page).getByRole('listitem').filter({ hasText: 'Switch glazing to Single Glazed' });
    await expect(singleGlazing).toContainText('Gives up: Single glazing lets more heat through than double glazing');
    const recycledBrick = optimizer(page)
      .getByRole('listitem')
      .filter({ hasText: 'Switch brick supplier to Recycled Brick' });
    await expect(recycledBrick).toBeVisible();
    await expect(recycledBrick.getByText(/^Gives up:/)).toHaveCount(0);

    // Locking the glazing and the brick supplier: the search keeps them, and so do the suggestions.
    await optimizer(page).getByRole('checkbox', { name: 'Glazing: Double Glazed' }).check();
    await optimizer(page).getByRole('checkbox', { name: 'Brick supplier: Adbri VIC (mid)' }).check();
    // 1,555,200 designs ÷ 2 glazing options ÷ the brick suppliers: fewer designs, all with the kept choices.
    // (Each lock re-runs the search: wait for the one with both.)
    const searchedCount = async () =>
      Number(
        /Searched ([\d,]+)/
          .exec(
            (await optimizer(page)
              .getByText(/^Searched [\d,]+ designs in /)
              .textContent()) ?? '',
          )?.[1]
          ?.replace(/,/g, ''),
      );
    await expect.poll(searchedCount).toBeLessThan(1_555_200 / 2);
    if (await showAll.isVisible()) await showAll.click();
    await expect(optimizer(page).getByText('Switch glazing to Single Glazed')).toHaveCount(0);
    await expect(optimizer(page).getByText('Switch brick supplier to Recycled Brick')).toHaveCount(0);
    const front = optimizer(page).getByRole('table', { name: /best trade-offs among/ });
    await expect(front).not.toContainText('Single Glazed');
    await expectNoAxeViolations(page);
  });

  test('A saved estimate reopens from its snapshot number, and an unknown number is explained politely', async ({
    page,
  }) => {
    await signedInOnOptimizer(page, 'optimizer-from');
    await enterPlaceholderHouse(page);
    await page.getByLabel('Project name').fill('Placeholder house');
    const snapshot = await calculate(page);

    await page.goto(`/optimizer?from=${snapshot}`);
    await expect(page.getByText(`Carbon Snapshot: #${snapshot}`)).toBeVisible();
    await expect(page.getByLabel('Project name')).toHaveValue('Placeholder house');
    await expect(page.getByLabel('First Floor Area (m²)')).toHaveValue('700');
    await expect(estimate(page).getByText(`Saved as snapshot #${snapshot}`)).toBeVisible();
    await expect(estimate(page)).toContainText(`Total CO2E${HOUSE.total} kgCO2e`);

    await page.goto('/optimizer?from=987654');
    await expect(page.getByText('We could not find carbon snapshot #987654.', { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Optimizer Entry' })).toBeVisible();
  });

  test('The page works at 375 px wide without horizontal scrolling, and passes axe', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signedInOnOptimizer(page, 'optimizer-narrow');
    await enterPlaceholderHouse(page);
    await calculate(page);
    await optimizer(page).getByRole('button', { name: 'Find the best designs' }).click();
    await expect(optimizer(page).getByText(/^Searched 1,555,200 designs/)).toBeVisible();
    await expect(optimizer(page).getByText('Switch brick supplier to Recycled Brick')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
