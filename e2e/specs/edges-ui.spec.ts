import { expect, test, type Page } from '@playwright/test';
import { signUpAndVerify } from '../support/users';

const CALCULATE_FOOTING = '/api/project/calculate-footing';

/** A new verified user, signed in on /slab (the sign-up call needs the app's own origin, so open it first). */
async function signedInOnSlab(page: Page, tag: string) {
  await page.goto('/login');
  return signUpAndVerify(page, tag);
}

async function fillSlab(page: Page, project: string) {
  await page.getByLabel('Project name').fill(project);
  await page.getByLabel('Slab Area (m2)').fill('150');
  await page.getByLabel('Founding Depth (mm)').fill('900');
}

test.describe('Offline (issue 47, point 14)', () => {
  test('Offline, the page says so at once; Calculate fails at once and is never sent later by itself', async ({
    page,
    context,
  }) => {
    await signedInOnSlab(page, 'offline');
    await fillSlab(page, 'Offline house');
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith(CALCULATE_FOOTING)) sent.push(r.method());
    });
    await expect(page.getByRole('alert').filter({ hasText: 'You are offline' })).toHaveCount(0);

    await context.setOffline(true);
    // At once: no request needs to fail first.
    const notice = page.getByTestId('offline-notice');
    await expect(notice).toBeVisible({ timeout: 2000 });
    await expect(notice).toContainText('You are offline');

    await page.getByRole('button', { name: 'Calculate' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Nothing was sent' });
    await expect(failure).toBeVisible({ timeout: 2000 });
    await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled();

    // Back online: the notice goes, and nothing is sent until the user asks.
    await context.setOffline(false);
    await expect(notice).toHaveCount(0);
    await page.waitForTimeout(2500);
    expect(sent).toEqual([]);
    await expect(page.getByText(/^Carbon Snapshot: #\d+$/)).toHaveCount(0);

    // The user asks again: it calculates and saves, once.
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText(/^Carbon Snapshot: #\d+$/)).toBeVisible();
    expect(sent).toEqual(['POST']);
  });
});
