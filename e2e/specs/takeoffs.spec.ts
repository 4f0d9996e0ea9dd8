import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { ifcHouse } from '../../apps/server/test/support/ifc-house';
import { signUpAndVerify } from '../support/users';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test.describe('Model take-off (IFC)', () => {
  test.describe.configure({ timeout: 150_000 });

  test('A user uploads a model, sees its quantities per storey, changes a mapping, sends the walls to the wall calculator and the measured house to the optimizer', async ({
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
    // The page says where its locations came from (the snapshot will record it).
    await expect(page.getByText('Wall locations from house.ifc')).toBeVisible();

    // The same model into the optimizer: it prices the measured walls, windows and roof, not 4.5·√A.
    await page.getByRole('link', { name: 'Take-off', exact: true }).first().click();
    await page.getByRole('listitem', { name: 'house.ifc' }).getByRole('button', { name: 'house.ifc' }).click();
    await page.getByRole('region', { name: 'house.ifc' }).getByRole('button', { name: 'Use in the optimizer' }).click();
    await expect(page).toHaveURL(/\/optimizer$/);
    const notice = page.getByRole('status').filter({ hasText: 'Measured quantities from house.ifc' });
    // Each storey: 2 × (10 + 8) m × 2.7 m of external wall, gross.
    await expect(notice).toContainText('External walls (gross): ground floor 97.2 m², first floor 97.2 m²');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/project/optimize'));
    await page.getByRole('button', { name: 'Calculate' }).click();
    const sent = (await answer).request().postDataJSON() as { measuredQuantities?: { source?: { fileName?: string } } };
    expect(sent.measuredQuantities?.source?.fileName).toBe('house.ifc');
    const estimate = page.getByRole('region', { name: 'Estimate and breakdown' });
    await expect(estimate.getByText(/^Quantities taken off house\.ifc \(IFC4, SHA-256 [0-9a-f]{12}…/)).toBeVisible();
    expect((await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations).toEqual([]);
    await notice.getByRole('button', { name: 'Use modelled quantities instead' }).click();
    await expect(notice).toHaveCount(0);
    await expect(estimate.getByText(/^Modelled from the floor areas/)).toBeVisible();
  });
});
