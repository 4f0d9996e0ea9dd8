import { randomUUID } from 'node:crypto';
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
    await expect(page.getByRole('article', { name: `Footing Data Carbon Snapshot#${doomed}` })).toBeVisible();

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
});
