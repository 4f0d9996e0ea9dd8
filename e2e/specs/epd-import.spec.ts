import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { ilcdJson, openEpd } from '../../apps/server/test/support/epd-documents';
import { signUpAndVerify } from '../support/users';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function chooseMaterial(page: Page, card: string, material: RegExp) {
  await page.getByRole('listitem', { name: card }).getByRole('combobox', { name: 'Replaces' }).click();
  await page.getByRole('option', { name: material }).click();
}

test.describe('Importing digital EPDs', () => {
  test.describe.configure({ timeout: 150_000 });

  test('A user imports an ILCD+EPD file and an openEPD file, reads each preview, maps them and uses one in the slab calculator, which cites it', async ({
    page,
  }) => {
    await page.goto('/login');
    await signUpAndVerify(page, 'epd-import');
    await page.goto('/products');
    const section = page.getByRole('region', { name: 'Import from a digital EPD' });

    // An ILCD+EPD data set (JSON), uploaded: the preview says what it declares, per tonne.
    await section.locator('input[type=file]').setInputFiles({
      name: 'brick.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(ilcdJson())),
    });
    await section.getByRole('button', { name: 'Read the EPD' }).click();
    const brick = page.getByRole('listitem', { name: 'Test clay brick, 230 mm' });
    await expect(brick).toContainText('Registration number: S-P-99901');
    await expect(brick).toContainText('Programme operator: EPD Australasia');
    await expect(brick).toContainText('Standard: EN 15804+A2');
    await expect(brick).toContainText('Valid until: 31 Dec 2099');
    await expect(brick.getByRole('table')).toContainText('GWP in kgCO2e per 1 tonne');
    await expect(brick.getByRole('row', { name: /GWP-total/ })).toContainText('221.37');
    await expect(brick).toContainText('Declared but not used by a product: GWP-total in C1, C2, D');
    expect((await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations).toEqual([]);
    // On a phone the preview fits the screen: nothing wider than 375 px.
    await page.setViewportSize({ width: 375, height: 900 });
    await brick.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: test.info().outputPath('epd-preview-375.png'), fullPage: false });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: test.info().outputPath('epd-preview-1280.png'), fullPage: false });
    await chooseMaterial(page, 'Test clay brick, 230 mm', /^Clay brick \(/);
    await section.getByRole('button', { name: 'Record the product' }).click();
    await expect(section.getByRole('status')).toContainText('Recorded 1 product');
    const recorded = page.getByRole('listitem', { name: 'Test clay brick, 230 mm' });
    await expect(recorded).toContainText('EPD S-P-99901 · EPD Australasia · valid until 31 Dec 2099');
    await expect(recorded).toContainText('A1–A3 GWP 221.37 kgCO2e per 1 tonne');
    await expect(recorded).toContainText(
      'Imported from ILCD+EPD (JSON) 6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b, EN 15804+A2',
    );

    // An openEPD document, pasted: a 32 MPa concrete per m³.
    await section.getByLabel('Or paste the file’s text').fill(JSON.stringify(openEpd()));
    await section.getByRole('button', { name: 'Read the EPD' }).click();
    const concrete = page.getByRole('listitem', { name: 'Test 32 MPa concrete' });
    await expect(concrete).toContainText('Registration number: S-P-99932');
    await expect(concrete.getByRole('row', { name: /GWP-total/ })).toContainText('305.4');
    await chooseMaterial(page, 'Test 32 MPa concrete', /^Concrete 32 MPa \(/);
    await section.getByRole('button', { name: 'Record the product' }).click();
    await expect(section.getByRole('status')).toContainText('Recorded 1 product');
    await expect(page.getByRole('listitem', { name: 'Test 32 MPa concrete' })).toContainText(
      'Imported from openEPD EC3TEST32, EN 15804+A2, Test Concrete Co',
    );

    // A file that is no EPD: the preview says what is wrong, nothing is recorded.
    await section.getByLabel('Or paste the file’s text').fill('{"hello":"world"}');
    await section.getByRole('button', { name: 'Read the EPD' }).click();
    await expect(section.getByText('The file could not be read')).toBeVisible();
    await expect(section.getByText(/neither an ILCD\+EPD data set/).first()).toBeVisible();

    // The slab calculator uses the imported concrete and cites its EPD.
    await page.goto('/slab');
    await page.getByLabel('Project name').fill('Imported EPD house');
    await page.getByRole('textbox', { name: /Slab Area/ }).fill('200');
    await page.getByRole('textbox', { name: /Founding Depth/ }).fill('700');
    await page.getByRole('combobox', { name: 'Use my products (EPDs)' }).click();
    await page.getByRole('option', { name: /Test 32 MPa concrete/ }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    const savedAs = page.getByText(/Carbon snapshot #\d+, saved/);
    await expect(savedAs).toBeVisible();
    const snapshot = Number(/#(\d+)/.exec((await savedAs.textContent()) ?? '')?.[1]);
    await page.goto(`/snapshots/${snapshot}`);
    await expect(
      page.getByText(/EPD S-P-99932 \(EPD Australasia\).*valid until 2099-02-28; imported from openEPD EC3TEST32/),
    ).toBeVisible();
  });
});
