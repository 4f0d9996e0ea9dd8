import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { ifcHouse } from '../../apps/server/test/support/ifc-house';
import { signUpAndVerify } from '../support/users';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test.describe('Model take-off (IFC)', () => {
  test.describe.configure({ timeout: 150_000 });

  test('A user uploads a model, sees its quantities per storey, changes a mapping and sends the walls to the wall calculator', async ({
    page,
  }) => {
    await page.goto('/login');
    await signUpAndVerify(page, 'ifc-user');
    await page.getByRole('link', { name: 'Take-off', exact: true }).first().click();
    await expect(page).toHaveURL(/\/takeoffs$/);
    await expect(page.getByRole('heading', { name: 'Model take-off', level: 1 })).toHaveCount(1);

    // The generated two-storey house (10 × 8 m, 2.7 m walls), IFC4 with base quantities.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'house.ifc',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(ifcHouse({ schema: 'IFC4', baseQuantities: true })),
    });
    await page.getByRole('button', { name: 'Take off quantities' }).click();
    await expect(page.getByRole('heading', { name: 'house.ifc' })).toBeVisible({ timeout: 60_000 });
    const storeys = page.getByRole('table', { name: 'Quantities per storey' });
    await expect(storeys.getByRole('row', { name: /Ground floor/ })).toContainText('80.0 m²');
    await expect(storeys.getByRole('row', { name: /Whole model/ })).toContainText('182.9 m²');
    expect((await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations).toEqual([]);

    // The brick veneer wall type was suggested from its layers; this office builds double brick.
    const wallType = page.getByRole('combobox', { name: 'Wall type: Brick veneer 270' });
    await expect(wallType).toHaveValue('Brick veneer (virgin, Local)');
    await wallType.click();
    await page.getByRole('option', { name: 'Double Brick (virgin, Local)' }).click();
    await page.getByRole('button', { name: 'Save mappings' }).click();
    await expect(page.getByText('as your workspace mapped it').first()).toBeVisible();

    await page
      .getByRole('region', { name: 'house.ifc' })
      .getByRole('button', { name: 'Use in the wall calculator' })
      .click();
    await expect(page).toHaveURL(/\/wall$/);
    const north = page.getByRole('region', { name: 'Location 1', exact: true });
    await expect(north.getByLabel('Description')).toHaveValue('North walls (house.ifc)');
    // North: 2 × 10 m × 2.7 m less 1.2 × 1.2 and 1.8 × 1.2 windows = 50.4 m² → 18.67 m at 2.7 m.
    await expect(north.getByLabel('Length (m)')).toHaveValue('18.67');
    await expect(north.getByLabel('Height (m)')).toHaveValue('2.7');
    await expect(north.getByRole('combobox').first()).toHaveValue(/^Double Brick \(virgin, Local\)/);
  });
});
