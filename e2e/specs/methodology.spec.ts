import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { buildMethodology, getDataset, wallTypeFactor } from '@embodied/engine';
import { REPO_DIR } from '../support/env';

const METHODOLOGY_DOC = readFileSync(path.join(REPO_DIR, 'docs', 'methodology.md'), 'utf8');
const m = buildMethodology();

/** The doc's section for one dataset: from its heading to the next `### `. */
function docDatasetSection(datasetId: string): string {
  const start = METHODOLOGY_DOC.indexOf(`### ${datasetId}: `);
  expect(start, `docs/methodology.md has a section for ${datasetId}`).toBeGreaterThan(-1);
  const end = METHODOLOGY_DOC.indexOf('\n### ', start + 4);
  return METHODOLOGY_DOC.slice(start, end === -1 ? undefined : end);
}

async function openSignedOut(page: Page) {
  await page.goto('/methodology');
  await expect(page.getByRole('heading', { name: m.title })).toBeVisible();
  // The heading is in the HTML's first paint too; the contents are drawn by the page itself.
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
}

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations).toEqual([]);
}

test.describe('The methodology page', () => {
  test('A signed-out visitor reads the scope, the datasets with their licences and every model', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await openSignedOut(page);
    await expect(page).toHaveURL(/\/methodology$/);

    await expect(
      page.getByText(
        /Life-cycle stages: A1–A3 \(cradle to gate\) on every result, and beside it the upfront modules A4/,
      ),
    ).toBeVisible();
    await expect(page.getByText(/Biogenic carbon: never netted off a total/)).toBeVisible();
    await expect(page.getByText(/Quantities are net: wastage is not added to A1–A3/)).toBeVisible();
    for (const d of m.datasets) {
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: d.label }) });
      await expect(card.getByText(d.licenceStatus, { exact: true })).toBeVisible();
      await expect(card.getByText(d.attribution, { exact: true })).toBeVisible();
    }
    for (const s of m.models) await expect(page.getByRole('heading', { name: s.title, exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'The 13 wall types (kgCO2e per m² of wall)' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('Formulas are typeset as MathML, each with a sentence, and name quantities in words', async ({ page }) => {
    await openSignedOut(page);
    const formulas = [m.scope, ...m.models].flatMap((s) => s.formulas);
    await expect(page.locator('math')).toHaveCount(formulas.length);
    await expect(page.locator('math[display="block"]').first()).toBeVisible();
    // Every sentence is shown as text next to its formula.
    for (const f of formulas.slice(0, 5)) await expect(page.getByText(f.says, { exact: true })).toBeVisible();
    // The browser lays them out as maths: a fraction is taller than one line of text.
    const fraction = page.locator('#walls math mfrac').first();
    expect((await fraction.boundingBox())!.height).toBeGreaterThan(30);
    // No code identifiers in the formulas or the prose around them (factor keys stay in the tables).
    const words = await page
      .locator('main section')
      .evaluateAll((sections) =>
        sections.flatMap((s) =>
          [...s.querySelectorAll(':scope > ul, :scope > figure')].map((e) => e.textContent ?? ''),
        ),
      );
    expect(words.join(' ')).not.toMatch(/factor\[dataset\]|\?\?|slabN25_m3|resultMin|wallFactor/);
    expect(words.join(' ')).toContain('slab concrete (N25, in situ)');
  });

  test('A factor shows the same number as the engine and as docs/methodology.md', async ({ page }) => {
    await openSignedOut(page);
    const engineValue = getDataset('au-typical').factors.clayBrick_kg?.value;
    expect(engineValue).toBe(0.184);
    // The committed document carries the same number on the same dataset.
    expect(docDatasetSection('au-typical')).toContain(`| clayBrick_kg | ${engineValue} | kgCO2e/kg |`);

    await page.getByLabel('Search factors').fill('clayBrick_kg');
    await page.getByLabel('Dataset', { exact: true }).selectOption('au-typical');
    await expect(page.getByRole('status').filter({ hasText: /^Showing 1 of \d+ factors$/ })).toBeVisible();
    const row = page
      .getByRole('table', { name: /Emission factors of every dataset/ })
      .getByRole('row')
      .filter({ hasText: 'clayBrick_kg' });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').first()).toHaveText(String(engineValue));
    await expect(row).toContainText(
      'NABERS NMEFD v2025.1 · Brick / Clay brick · Average EF, unweighted mean of EPDs (row 41)',
    );

    // A model result: brick veneer per m² of wall, on every dataset, as in the doc.
    const veneer = page
      .getByRole('table', { name: 'The 13 wall types (kgCO2e per m² of wall)' })
      .getByRole('row', { name: /BrickVeneerVirginLocal/ });
    const typical = wallTypeFactor('BrickVeneerVirginLocal', 'au-typical');
    const cell = `${typical.perM2.toFixed(2)} (${typical.min.toFixed(2)}–${typical.max.toFixed(2)})`;
    expect(cell).toBe('42.87 (22.51–72.74)');
    await expect(veneer).toContainText(cell);
    expect(METHODOLOGY_DOC).toContain(`| BrickVeneerVirginLocal | Brick veneer (virgin, Local) |`);
    expect(METHODOLOGY_DOC).toContain(`| ${cell} | 83.76 | 65.45 |`);
    await expect(veneer).toContainText('83.76');
    await expect(veneer).toContainText('65.45');
  });

  test('Searching and filtering narrow the factor table, and the count says how many are shown', async ({ page }) => {
    await openSignedOut(page);
    const total = m.datasets.reduce((n, d) => n + d.factors.length, 0);
    const table = page.getByRole('table', { name: /Emission factors of every dataset/ });
    const bodyRows = table.locator('tbody tr');
    await expect(page.getByText(`Showing ${total} of ${total} factors`)).toBeVisible();
    await expect(bodyRows).toHaveCount(total);

    // The three 30 % fly-ash concretes exist in every dataset; only au-conservative derives them (estimates,
    // NMEFD Default × ICM ratio); au-typical and au-hybrid read them from ICM 2019 (edition 2026.11).
    await page.getByLabel('Search factors').fill('FA30');
    await expect(page.getByText(`Showing 9 of ${total} factors`)).toBeVisible();
    await expect(bodyRows).toHaveCount(9);
    await page.getByLabel('Confidence').selectOption('estimate');
    await expect(page.getByText(`Showing 3 of ${total} factors`)).toBeVisible();
    await page.getByLabel('Dataset', { exact: true }).selectOption('au-conservative');
    await expect(page.getByText(`Showing 3 of ${total} factors`)).toBeVisible();
    for (const key of ['concrete20MPaFA30_m3', 'concrete25MPaFA30_m3', 'concrete32MPaFA30_m3'])
      await expect(table.getByRole('rowheader', { name: new RegExp(`^${key}`) })).toBeVisible();
    await page.getByLabel('Dataset', { exact: true }).selectOption('au-typical');
    await expect(page.getByText(`Showing 0 of ${total} factors`)).toBeVisible();

    await page.getByLabel('Search factors').fill('no such material');
    await expect(page.getByText(`Showing 0 of ${total} factors`)).toBeVisible();
    await expect(table.getByText('No factor matches these filters.')).toBeVisible();

    await page.getByLabel('Search factors').fill('');
    await page.getByLabel('Confidence').selectOption('all');
    await page.getByLabel('Dataset', { exact: true }).selectOption('au-hybrid');
    const hybrid = m.datasets.find((d) => d.id === 'au-hybrid')!.factors.length;
    await expect(page.getByText(`Showing ${hybrid} of ${total} factors`)).toBeVisible();
    await expect(bodyRows).toHaveCount(hybrid);
  });

  test('Every link on the page leads somewhere: contents entries reach their sections', async ({ page }) => {
    await openSignedOut(page);
    // The main navigation reaches this page and marks it as the current one.
    const navLink = page
      .getByRole('navigation', { name: 'Main', exact: true })
      .getByRole('link', { name: 'Methodology' });
    await expect(navLink).toHaveAttribute('href', '/methodology');
    await expect(navLink).toHaveAttribute('aria-current', 'page');
    const contents = page.getByRole('navigation', { name: 'On this page' });
    const hrefs = await page
      .locator('main a[href^="#"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(m.models.length);
    // The sections after the first two render one per task (methodology-page.tsx): each target
    // must be there once the page has drawn them, not at the first look.
    for (const href of hrefs) await expect(page.locator(`[id="${href.slice(1)}"]`), href).toHaveCount(1);
    for (const s of m.models)
      await expect(contents.getByRole('link', { name: s.title, exact: true })).toHaveAttribute('href', `#${s.id}`);

    await contents.getByRole('link', { name: 'Every emission factor' }).click();
    await expect(page).toHaveURL(/\/methodology#factors$/);
    await expect(page.getByRole('heading', { name: 'Every emission factor' })).toBeInViewport();
    await contents.getByRole('link', { name: m.models[2]!.title, exact: true }).click();
    await expect(page.getByRole('heading', { name: m.models[2]!.title, exact: true })).toBeInViewport();

    // External links are real addresses; the page's other links go to real pages.
    for (const href of await page
      .locator('main a[href^="http"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
      expect(() => new URL(href)).not.toThrow();
    }
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test('Opening the page at an anchor scrolls to that section', async ({ page }) => {
    await page.goto('/methodology#decisions');
    await expect(page.getByRole('heading', { name: 'Resolved ambiguities' })).toBeInViewport();
    // Below the factor table, on a phone: the heading lands under the top bar and stays there while
    // the rest of the page is drawn (rows still to come above it would push it down).
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/methodology#limits');
    const limits = page.getByRole('heading', { name: 'Input bounds', exact: true });
    await expect(limits).toBeInViewport();
    const factorRows = page.getByRole('table', { name: /Emission factors of every dataset/ }).locator('tbody tr');
    await expect(factorRows).toHaveCount(m.datasets.reduce((n, d) => n + d.factors.length, 0));
    const top = (await limits.boundingBox())!.y;
    expect(top).toBeGreaterThanOrEqual(64);
    expect(top).toBeLessThan(160);
  });

  test('The page has no accessibility violations, on a desktop and on a 375 px phone without sideways scrolling', async ({
    page,
  }) => {
    // Two full axe runs over every table of the method (about 4,000 elements) take a while.
    test.slow();
    await openSignedOut(page);
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('heading', { name: m.title })).toBeVisible();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      view: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.view);
    // Wide tables scroll inside their own box instead.
    const box = page.getByRole('region', { name: /Emission factors of every dataset/ });
    expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expectNoAxeViolations(page);
  });
});
