import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { signUpAndVerify } from '../support/users';

/** axe on the whole page, top bar included. */
async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations).toEqual([]);
}

async function xsrfHeader(page: Page) {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'x-xsrf-token': decodeURIComponent(xsrf) };
}

/** A calculator call from the signed-in page, as the page itself would make it (cookie plus anti-forgery header). */
async function calculate(page: Page, path: string, data: unknown): Promise<number> {
  const res = await page.request.post(path, { data, headers: await xsrfHeader(page) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { snapshot: number }).snapshot;
}

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The text lines a PDF draws (pdf-lib writes each as a hex string shown with Tj, in Flate streams). */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const parts: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    try {
      const content = inflateSync(bytes.subarray(start, raw.indexOf('endstream', start))).toString('latin1');
      for (const t of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
        parts.push(Buffer.from(t[1]!, 'hex').toString('latin1'));
    } catch {
      // not a compressed content stream (fonts, metadata)
    }
  }
  return parts.join('\n');
}

const footingBody = (project: string, area: number) => ({
  project,
  area,
  depth: 700,
  complexity: 0,
  businessAsUsual: 'BlindedRaft',
  alternateFootingSystem: 'Waffle',
  lowCarbonConcrete: 'FlyAshSubstitution30',
});

test.describe('Managing carbon snapshots', () => {
  test('A user deletes a snapshot after confirming: it leaves the list, its share link dies, its number is not reused', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/login');
    await signUpAndVerify(page, 'delete');
    const project = `Delete House ${randomUUID().slice(0, 6)}`;
    const kept = await calculate(page, '/api/project/calculate-footing', footingBody(project, 120));
    const doomed = await calculate(page, '/api/project/calculate-footing', footingBody(project, 200));
    const share = await page.request.post(`/api/snapshots/${doomed}/share`, { headers: await xsrfHeader(page) });
    const { url } = (await share.json()) as { url: string };

    await page.goto(`/snapshots/${doomed}`);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Delete snapshot #${doomed}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('removed for good, with its share links');
    // Cancel has the focus: Enter or Escape never deletes by accident.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeFocused();
    await expect(page.getByRole('article', { name: `Footing Data Carbon Snapshot #${doomed}` })).toBeVisible();

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.getByRole('button', { name: 'Delete snapshot' }).click();
    await expect(page).toHaveURL(/\/snapshots$/);
    await expect(page.getByRole('status').filter({ hasText: `Snapshot #${doomed} is deleted` })).toBeVisible();
    const items = page.getByRole('list', { name: 'Snapshots' }).getByRole('listitem');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText(`Snapshot #${kept}`);
    await expectNoAxeViolations(page);

    // Its page and its share link find nothing now.
    await page.goto(`/snapshots/${doomed}`);
    await expect(page.getByText(`There is no snapshot #${doomed} among your snapshots.`)).toBeVisible();
    const stranger = await browser.newContext();
    const shared = await stranger.newPage();
    await shared.goto(url);
    await expect(shared.getByText('This shared snapshot is not available')).toBeVisible();
    await stranger.close();

    // The next Calculate gets a new number, never the deleted one.
    const next = await calculate(page, '/api/project/calculate-footing', footingBody(project, 200));
    expect(next).toBeGreaterThan(doomed);
  });

  test('A user selects two snapshots and compares them side by side; two of different kinds are refused with a message', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/login');
    await signUpAndVerify(page, 'compare');
    const project = `Compare House ${randomUUID().slice(0, 6)}`;
    const small = await calculate(page, '/api/project/calculate-footing', footingBody(project, 120));
    const large = await calculate(page, '/api/project/calculate-footing', footingBody(project, 200));
    const wall = await calculate(page, '/api/project/calculate-wall', {
      project,
      targetReduction: 30,
      locations: [
        {
          description: 'North',
          length: 10,
          height: 2.4,
          materialA: 'BrickVeneerVirginLocal',
          materialB: 'Block190CoreCF',
        },
      ],
    });

    await page.goto('/snapshots');
    const compare = page.getByRole('button', { name: 'Compare', exact: true });
    await expect(compare).toBeDisabled();
    await page.getByRole('checkbox', { name: `Compare snapshot #${small}` }).check();
    await expect(
      page.getByText(
        `Snapshot #${small} (Footing (slab)) selected: select one more Footing (slab) snapshot to compare.`,
      ),
    ).toBeVisible();
    // Only snapshots of one kind compare: the wall's box is off at once, and says why.
    const wallBox = page.getByRole('checkbox', { name: `Compare snapshot #${wall}` });
    await expect(wallBox).toBeDisabled();
    await expect(wallBox).toHaveAccessibleDescription(`Only another Footing (slab) snapshot compares with #${small}.`);
    // The reason fits a phone: the list does not scroll sideways.
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('checkbox', { name: `Compare snapshot #${large}` }).check();
    // Two at most: the third box waits until one is cleared.
    await expect(page.getByRole('checkbox', { name: `Compare snapshot #${wall}` })).toBeDisabled();
    await expectNoAxeViolations(page);
    await compare.click();
    await expect(page).toHaveURL(new RegExp(`/snapshots/compare\\?a=${small}&b=${large}$`));
    await expect(page.getByRole('heading', { name: `Snapshot #${small} and snapshot #${large}` })).toBeVisible();

    const inputs = page.getByRole('table', { name: 'Inputs' });
    await expect(inputs.getByRole('columnheader', { name: `Snapshot #${small}` })).toBeVisible();
    await expect(inputs.getByRole('columnheader', { name: `Snapshot #${large}` })).toBeVisible();
    const area = inputs.getByRole('row', { name: /Slab Area/ });
    await expect(area).toContainText('120 m²');
    await expect(area).toContainText('200 m²');
    // A difference is said in words, not by colour alone.
    await expect(area).toContainText('≠ differs');
    await expect(inputs.getByRole('row', { name: /Founding Depth/ })).toContainText('same');
    const results = page.getByRole('table', { name: 'Results' });
    const reduction = results.getByRole('row', { name: /^CO2 (Reduction|Increase), A1–A3 product stage / });
    await expect(reduction).toContainText('≠ differs');
    await expect(reduction).toContainText(/\+[\d,]+ kgCO2e/);
    await expect(page.getByText(/differ, marked “≠ differs”/)).toBeVisible();
    await expectNoAxeViolations(page);

    // At 375 px the page does not scroll sideways (the tables scroll inside their own box).
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('heading', { name: `Snapshot #${small} and snapshot #${large}` })).toBeVisible();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Different kinds: a clear message, no table.
    await page.goto(`/snapshots/compare?a=${small}&b=${wall}`);
    await expect(page.getByText('These snapshots cannot be compared')).toBeVisible();
    await expect(page.getByText('only snapshots of the same kind', { exact: false })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("A user downloads a project's report: one PDF with its latest wall, footing and dwelling snapshots", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/login');
    await signUpAndVerify(page, 'report');
    const project = `Report House ${randomUUID().slice(0, 6)}`;
    await calculate(page, '/api/project/calculate-footing', footingBody(project, 120));
    const footing = await calculate(page, '/api/project/calculate-footing', footingBody(project, 200));
    const wall = await calculate(page, '/api/project/calculate-wall', {
      project,
      targetReduction: 30,
      locations: [
        {
          description: 'North',
          length: 10,
          height: 2.4,
          materialA: 'BrickVeneerVirginLocal',
          materialB: 'Block190CoreCF',
        },
      ],
    });

    await page.goto(`/snapshots?project=${encodeURIComponent(project)}`);
    const totals = page.getByRole('region', { name: `Project totals: ${project}` });
    await expect(totals).toContainText('3 snapshots.');
    await expectNoAxeViolations(page);
    const pending = page.waitForEvent('download');
    await totals.getByRole('link', { name: 'Download project report (PDF)' }).click();
    const file = await pending;
    expect(file.suggestedFilename()).toMatch(/^embodied-project-report-report-house-[a-z0-9]+\.pdf$/);
    const bytes = readFileSync(await file.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain(`Project report: ${project}`);
    expect(text).toContain(`Wall Embodied Carbon Snapshot #${wall}`);
    expect(text).toContain(`Footing Data Carbon Snapshot #${footing}`);
    expect(text).toContain('Dwelling (optimizer)');
    expect(text).toContain('None yet');
  });
});
