import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { signUpAndVerify } from '../support/users';
import { EXAMPLE_6, EXAMPLE_10_HOUSE, footingFigures, houseTotal, wallTotals } from '../support/expected-figures';

/** Worked example 6 on the current dataset edition. */
const EX6 = footingFigures(EXAMPLE_6);
/** The wall snapshot below (North: brick veneer vs 190 core filled; East: double brick vs timber clad) adds carbon on edition 2026.11. */
const WALL_CHANGE = wallTotals(
  [
    { length: 10, height: 2.4, a: 'BrickVeneerVirginLocal', b: 'Block190CoreCF' },
    { length: 6, height: 2.7, a: 'DoubleBrickVirginLocal', b: 'LightWeightTimberClad' },
  ],
  30,
).label;

/** axe on the whole page, top bar included. */
async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations).toEqual([]);
}

/** A calculator call from the signed-in page, as the page itself would make it (cookie plus anti-forgery header). */
async function calculate(page: Page, path: string, data: unknown): Promise<number> {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await page.request.post(path, { data, headers: { 'x-xsrf-token': decodeURIComponent(xsrf) } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { snapshot: number }).snapshot;
}

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

async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const pending = page.waitForEvent('download');
  await page.getByRole('link', { name: button, exact: true }).click();
  const file = await pending;
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

test.describe('Carbon snapshots', () => {
  test('A user makes one snapshot of each kind, finds them, opens, prints, downloads, reopens in the calculator, shares and revokes one', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await page.goto('/login');
    await signUpAndVerify(page, 'snapshots');
    const project = `Snapshot House ${randomUUID().slice(0, 6)}`;

    // A footing snapshot through the slab page (worked example 6), then a wall and a dwelling through their calculator calls.
    await page.getByLabel('Project name').fill(project);
    await page.getByLabel('Slab Area (m²)').fill('200');
    await page.getByLabel('Founding Depth (mm)').fill('700');
    await page.getByRole('combobox', { name: 'Change to Low Carbon Concrete' }).click();
    await page.getByRole('option', { name: '30% Fly Ash Substitution', exact: true }).click();
    await page.getByRole('button', { name: 'Calculate' }).click();
    const heading = await page.getByText(/^Carbon Snapshot: #\d+$/).textContent();
    const footing = Number(/#(\d+)/.exec(heading ?? '')?.[1]);
    expect(footing).toBeGreaterThan(0);
    const wall = await calculate(page, '/api/project/calculate-wall', {
      project,
      targetReduction: 30,
      actualReduction: 0,
      percentage: 0,
      locations: [
        {
          description: 'North',
          length: 10,
          height: 2.4,
          materialA: 'BrickVeneerVirginLocal',
          materialB: 'Block190CoreCF',
        },
        {
          description: 'East',
          length: 6,
          height: 2.7,
          materialA: 'DoubleBrickVirginLocal',
          materialB: 'LightWeightTimberClad',
        },
      ],
    });
    const dwelling = await calculate(page, '/api/project/optimize', { project, ...EXAMPLE_10_HOUSE });

    // The list: newest first, with kind, project, headline figures and date.
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Snapshots' }).click();
    await expect(page).toHaveURL(/\/snapshots$/);
    const items = page.getByRole('list', { name: 'Snapshots' }).getByRole('listitem');
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText(`Snapshot #${dwelling} · ${project}`);
    await expect(items.nth(0)).toContainText('Dwelling (optimizer)');
    await expect(items.nth(0)).toContainText(
      `Total CO2e, cold shell, A1–A3 product stage${houseTotal(EXAMPLE_10_HOUSE)} kgCO2e`,
    );
    await expect(items.nth(1)).toContainText(`Snapshot #${wall} · ${project}`);
    await expect(items.nth(1)).toContainText(WALL_CHANGE);
    await expect(items.nth(2)).toContainText(`Snapshot #${footing} · ${project}`);
    await expect(items.nth(2)).toContainText(`CO2 Reduction, A1–A3 product stage${EX6.change} kgCO2e`);
    await expectNoAxeViolations(page);

    // Filter by kind, search by number, and the project's totals.
    await page.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'Wall', exact: true }).click();
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText(`Snapshot #${wall}`);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('textbox', { name: 'Search' }).fill(`#${footing}`);
    await expect(page).toHaveURL(new RegExp(`q=%23${footing}`));
    await expect(items).toHaveCount(1);
    await page.goto(`/snapshots?project=${encodeURIComponent(project)}`);
    const totals = page.getByRole('region', { name: `Project totals: ${project}` });
    await expect(totals).toContainText('3 snapshots.');
    await expect(totals).toContainText(`Snapshot #${wall}`);
    await expect(totals).toContainText(`Snapshot #${footing}`);
    await expect(totals).toContainText(`Snapshot #${dwelling}`);

    // Open the footing snapshot: the print layout with its number.
    await page.getByRole('link', { name: `Snapshot #${footing} · ${project}` }).click();
    await expect(page).toHaveURL(new RegExp(`/snapshots/${footing}$`));
    const report = page.getByRole('article', { name: `Footing Data Carbon Snapshot #${footing}` });
    await expect(report.getByRole('heading', { name: `Footing Data Carbon Snapshot #${footing}` })).toBeVisible();
    await expect(report).toContainText(`Project: ${project}`);
    await expect(report).toContainText('Slab Area200 m²');
    await expect(report).toContainText(`CO2 Reduction, A1–A3 product stage${EX6.change} kgCO2e`);
    await expect(
      report.getByRole('figure', { name: 'Business as usual and alternate by element (kgCO2e)' }),
    ).toBeVisible();
    await expect(report.getByRole('table', { name: 'Business as usual: Blinded Strip Footing' })).toBeVisible();
    // Sources with their editions; licence status and notes meant for us stay off a client's report.
    await expect(report).toContainText('NABERS National Material Emission Factors Database v2025.1');
    // Purpose and limits, the scope table and data quality in words (issue 49), never an internal edition label.
    await expect(report.getByRole('heading', { name: 'Purpose and limits' })).toBeVisible();
    await expect(report).toContainText('not a NABERS Embodied Carbon rating');
    await expect(report.getByRole('table').filter({ hasText: 'Life-cycle modules' })).toContainText(
      'A4 (transport of the products to site)',
    );
    await expect(report.getByRole('heading', { name: 'Data quality' })).toBeVisible();
    // The percentage change, with Green Star for scale (issue 49, point 9).
    await expect(
      report.getByRole('group', { name: 'Percentage change, with published figures for scale' }),
    ).toContainText(`The alternate emits ${EX6.percent1} % less than business as usual at A1–A5.`);
    await expect(report).not.toContainText(/brief|worked example/i);
    await expect(report).not.toContainText('Licence status');
    await expect(report).not.toContainText('to be confirmed');
    await expect(report).toContainText('Content hash (SHA-256)');
    await expectNoAxeViolations(page);

    // Print: the browser's dialog is called, and print media shows the report alone.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(report.getByRole('heading', { name: `Footing Data Carbon Snapshot #${footing}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Recalculate with current data' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Download PDF' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    // Downloads: the PDF (same content as the print layout) and the CSV.
    const pdf = await download(page, 'Download PDF');
    expect(pdf.name).toBe(`embodied-snapshot-${footing}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.bytes);
    expect(text).toContain(`Footing Data Carbon Snapshot #${footing}`);
    expect(text).toContain(`Project: ${project}`);
    expect(text).toContain(`${EX6.change} kgCO2e`);
    const csv = await download(page, 'CSV');
    expect(csv.name).toBe(`embodied-snapshot-${footing}.csv`);
    const lines = csv.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe('Section,Field,Value,Unit,Field key,Value key');
    expect(lines).toContain(`Snapshot,Number,${footing},,number,`);
    expect(lines).toContain('Input,Slab Area,200,m²,area,');
    expect(lines).toContain(`Result,"CO2 Reduction, A1–A3 product stage",${EX6.reduction},kgCO2e,c02Reduction,`);
    const json = await download(page, 'JSON');
    const exported = JSON.parse(json.bytes.toString('utf8')) as {
      number: number;
      project: string;
      contentHash: string;
    };
    expect(exported.number).toBe(footing);
    expect(exported.contentHash).toMatch(/^[0-9a-f]{64}$/);
    // The open formats: LCAx (for LCA tools) and an Excel workbook.
    const lcax = await download(page, 'LCAx (open LCA exchange format, JSON)');
    expect(lcax.name).toBe(`embodied-snapshot-${footing}.lcax.json`);
    const lcaxProject = JSON.parse(lcax.bytes.toString('utf8')) as {
      formatVersion: string;
      name: string;
      lifeCycleModules: string[];
      assemblies: Array<{ products: unknown[] }>;
    };
    expect(lcaxProject.formatVersion).toBe('3.5.0');
    expect(lcaxProject.name).toBe(project);
    expect(lcaxProject.lifeCycleModules).toEqual(['a1a3', 'a4', 'a5']);
    expect(lcaxProject.assemblies).toHaveLength(2);
    expect(lcaxProject.assemblies[0]!.products.length).toBeGreaterThan(0);
    const xlsx = await download(page, 'Excel workbook (XLSX)');
    expect(xlsx.name).toBe(`embodied-snapshot-${footing}.xlsx`);
    expect(xlsx.bytes.length).toBeGreaterThan(1000);
    expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');

    // Recalculate with current data: the same engine and data give the same figures.
    await page.getByRole('button', { name: 'Recalculate with current data' }).click();
    await expect(page.getByText('Same figures with current data')).toBeVisible();
    await expectNoAxeViolations(page);

    // The JSON export verifies on the list page; a changed copy does not.
    await page.goto('/snapshots');
    const check = async (name: string, content: unknown) => {
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'JSON export to check' }).click();
      await (
        await chooser
      ).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(content)) });
    };
    await check('original.json', exported);
    await expect(page.getByText(`Snapshot #${footing}: unchanged`)).toBeVisible();
    await expect(page.getByText(`The content matches its hash and snapshot #${footing} on record.`)).toBeVisible();
    await expectNoAxeViolations(page);
    await check('changed.json', { ...exported, project: 'Someone else' });
    await expect(page.getByText(`Snapshot #${footing}: changed`)).toBeVisible();
    await expect(page.getByText('The content does not match its hash', { exact: false })).toBeVisible();
    await page.goto(`/snapshots/${footing}`);

    // Reopen in the calculator: the slab page fills itself from the snapshot.
    await page.getByRole('link', { name: 'Open in calculator' }).click();
    await expect(page).toHaveURL(new RegExp(`/slab\\?from=${footing}$`));
    await expect(page.getByLabel('Project name')).toHaveValue(project);
    await expect(page.getByLabel('Slab Area (m²)')).toHaveValue('200');

    // Share it, open the link signed out, revoke it, and the link answers "not available".
    await page.goto(`/snapshots/${footing}`);
    await page.getByRole('button', { name: 'Create share link' }).click();
    const linkField = page.getByRole('textbox', { name: /^Share link made/ });
    await expect(linkField).toHaveValue(/\/shared\/[A-Za-z0-9_-]{43}$/);
    const url = await linkField.inputValue();

    const stranger = await browser.newContext();
    const shared = await stranger.newPage();
    await shared.goto(url);
    await expect(shared.getByRole('heading', { name: `Footing Data Carbon Snapshot #${footing}` })).toBeVisible();
    await expect(shared.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(shared.getByRole('button', { name: 'Create share link' })).toHaveCount(0);
    await expectNoAxeViolations(shared);

    await page.getByRole('button', { name: 'Revoke link' }).click();
    await expect(page.getByText('Revoked', { exact: true })).toBeVisible();
    await shared.reload();
    await expect(shared.getByText('This shared snapshot is not available')).toBeVisible();
    await expect(shared.getByText('The link is unknown or its owner has revoked it.', { exact: false })).toBeVisible();
    await expectNoAxeViolations(shared);
    await stranger.close();

    // The list and the view fit a 375 px wide screen (wide breakdown tables scroll inside their own box).
    await page.setViewportSize({ width: 375, height: 812 });
    for (const path of ['/snapshots', `/snapshots/${footing}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(
        page
          .getByText(`Snapshot #${footing}`)
          .or(page.getByRole('heading', { name: `Footing Data Carbon Snapshot #${footing}` }))
          .first(),
      ).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        path,
      ).toBeLessThanOrEqual(0);
    }
  });
});
