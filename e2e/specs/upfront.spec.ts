import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpAndVerify } from '../support/users';

/*
 * Issue 51 in the browser: the optimizer page shows the estimate by module (A1–A3, A4, A5, A1–A5);
 * a transport distance moves A4 only; the whole-house scope adds the house's other parts and is the
 * only figure set beside the published house figures; the optimizer's front compares A1–A5 over the
 * chosen scope; Calculate saves both with the snapshot.
 */

const OPTIMIZE = '/api/project/optimize';

/** The text of a module's cell in the modules table's first column (the estimate). */
const moduleCell = (table: Locator, module: RegExp) =>
  table.getByRole('row', { name: module }).getByRole('cell').first();

async function typicalHouse(page: Page) {
  await page.getByLabel('Ground Floor Area (m²)').fill('200');
  await page.getByLabel('First Floor Area (m²)').fill('0');
  await page.getByLabel('Ceiling Height').fill('2.7');
  await page.getByLabel('Window % Area').fill('20');
}

test('A distance moves A4 only; the whole house is set beside the published house figures and saved with its scope', async ({
  page,
}) => {
  await page.goto('/login');
  await signUpAndVerify(page, 'upfront');
  await page.goto('/optimizer');
  await expect(page.getByRole('heading', { name: 'Optimizer Entry' })).toBeVisible();
  await typicalHouse(page);

  const table = page.getByRole('table', { name: 'The estimate by module' });
  await expect(table.getByRole('columnheader', { name: 'Cold shell' })).toBeVisible();
  const a1a3 = await moduleCell(table, /A1–A3 product stage/).innerText();
  const a4 = await moduleCell(table, /A4 transport to site/).innerText();
  const a5 = await moduleCell(table, /A5 construction/).innerText();
  expect(a4).toMatch(/^[\d,]+$/);

  // A local concrete plant 10 km away instead of the default 100 km.
  await page.getByRole('button', { name: 'Transport to site (A4): distances by material' }).click();
  await page.getByRole('textbox', { name: 'Ready-mix concrete and mortar (km)' }).fill('10');
  await expect(moduleCell(table, /A4 transport to site/)).not.toHaveText(a4);
  const nearA4 = Number((await moduleCell(table, /A4 transport to site/).innerText()).replace(/[^\d]/g, ''));
  expect(nearA4).toBeLessThan(Number(a4.replace(/[^\d]/g, '')));
  await expect(moduleCell(table, /A1–A3 product stage/)).toHaveText(a1a3);
  await expect(moduleCell(table, /A5 construction/)).toHaveText(a5);

  // The trade-off panel compares upfront carbon (A1–A5) over the scope chosen in the form.
  const panel = page.getByRole('region', { name: 'Best designs for carbon and cost' });
  await panel.getByRole('button', { name: 'Find the best designs' }).click();
  const front = panel.getByRole('table', { name: /best trade-offs among/ });
  await expect(front).toContainText('compared at A1–A5 (upfront carbon) of the cold shell');
  await expect(front.getByRole('columnheader', { name: 'Carbon A1–A5' })).toBeVisible();
  await expect(front.getByRole('columnheader', { name: 'A1–A3', exact: true })).toBeVisible();
  const lowest = front.getByRole('row').nth(1).getByRole('cell').first();
  const tonnes = (text: string) => Number(text.replace(/[^\d.]/g, ''));
  const shellLowest = tonnes(await lowest.innerText());

  // The cold shell is not set beside the published whole-house figures; the whole house is.
  const benchmarks = page.getByRole('group', { name: 'Against published house figures' });
  await expect(benchmarks).toContainText('which counts the cold shell only');
  await page.getByText('Whole house', { exact: true }).click();
  // The front follows the scope: the whole house's lowest-carbon design carries more carbon.
  await expect(front).toContainText('compared at A1–A5 (upfront carbon) of the whole house');
  await expect(panel).toContainText('A1–A5 (materials, transport to site and construction), of the whole house');
  expect(tonnes(await lowest.innerText())).toBeGreaterThan(shellLowest);
  await panel.screenshot({ path: test.info().outputPath('upfront-pareto-1280.png') });
  await expect(table.getByRole('columnheader', { name: 'Whole house' })).toBeVisible();
  await expect(benchmarks).toContainText(/This estimate, whole house at A1–A5: [\d,.]+ kgCO2e\/m² of floor/);
  const wholeA1a3 = await moduleCell(table, /A1–A3 product stage/).innerText();
  expect(Number(wholeA1a3.replace(/[^\d]/g, ''))).toBeGreaterThan(Number(a1a3.replace(/[^\d]/g, '')));

  const request = page.waitForRequest((r) => r.url().endsWith(OPTIMIZE) && r.method() === 'POST');
  const response = page.waitForResponse((r) => r.url().endsWith(OPTIMIZE));
  await page.getByRole('button', { name: 'Calculate', exact: true }).click();
  expect((await request).postDataJSON()).toMatchObject({
    scope: 'whole-house',
    upfront: { transportKm: { concrete: 10 } },
  });
  const answer = await response;
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { upfront: { scope: string; total: { a4: number } } };
  expect(body.upfront.scope).toBe('whole-house');
  await expect(page.getByText(/Saved as snapshot #\d+/)).toBeVisible();
  const { snapshot } = (await answer.json()) as { snapshot: number };
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: test.info().outputPath('upfront-375.png'), fullPage: true });
  await table.screenshot({ path: test.info().outputPath('upfront-modules-375.png') });
  await benchmarks.screenshot({ path: test.info().outputPath('upfront-benchmarks-375.png') });
  await panel.screenshot({ path: test.info().outputPath('upfront-pareto-375.png') });

  // The snapshot's report (the same view the share page and the PDF draw): the modules, the scope and its row.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/snapshots/${snapshot}`);
  // The headline is the snapshot's own scope at A1–A5, named; its A1–A3 and the cold shell's below it.
  const results = page.getByRole('table').filter({ hasText: 'Total CO2e, whole house, A1–A5 upfront carbon' });
  await expect(results).toContainText('Total CO2e, whole house, A4 transport to site');
  await expect(results).toContainText('Total CO2e, whole house, A1–A3 product stage');
  await expect(results).toContainText('Total CO2e, cold shell, A1–A3 product stage');
  await expect(results.getByRole('rowheader').first()).toHaveText('Total CO2e, whole house, A1–A5 upfront carbon');
  await expect(page.getByRole('table').filter({ hasText: 'Life-cycle modules' })).toContainText(
    'A4 (transport of the products to site)',
  );
  await expect(page.getByText('Whole house', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('a1-a3-only')).toHaveCount(0);
  await results.screenshot({ path: test.info().outputPath('upfront-report-results.png') });
});
