import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { signUpAndVerify } from '../support/users';

const FOOTING = {
  project: 'Token house',
  area: 100,
  depth: 700,
  complexity: 0,
  businessAsUsual: 'BlindedRaft',
  alternateFootingSystem: 'Waffle',
  lowCarbonConcrete: 'StandardConcrete',
};

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('A user creates an API token on the profile page, sees it once, calculates a footing with it, revokes it, and the next call is refused', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpAndVerify(page, 'tokens');
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'API tokens' });
  await expect(section.getByText('No API tokens yet.')).toBeVisible();

  // A name is needed: the form says so by the field.
  await section.getByRole('button', { name: 'Create token' }).click();
  await expect(section.getByText('Give the token a name')).toBeVisible();

  await section.getByRole('textbox', { name: 'Name' }).fill('Footing script');
  await section.getByRole('radio', { name: 'Read and calculate' }).check();
  await section.getByRole('textbox', { name: 'Expires after (days)' }).fill('30');
  await section.getByRole('button', { name: 'Create token' }).click();

  const secretField = section.getByRole('textbox', { name: 'Your new API token' });
  await expect(secretField).toHaveValue(/^emb_[A-Za-z0-9_-]{43}$/);
  const secret = await secretField.inputValue();
  await expect(section.getByText('this is the only time it is shown')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Copy token' })).toBeVisible();
  const row = section.getByRole('listitem', { name: 'API token Footing script' });
  await expect(row).toContainText('Read and calculate');
  await expect(row).toContainText('Never used');
  // It acts in the workspace chosen on the form (the active one unless another was picked), for good.
  await expect(section.getByRole('combobox', { name: 'Workspace' })).toHaveValue('Personal (your own)');
  await expect(row).toContainText('Acts in: Personal');
  expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations).toEqual([]);

  // Once dismissed, the secret is gone for good: a reload does not show it either.
  await section.getByRole('button', { name: 'I have copied it' }).click();
  await expect(secretField).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(secret)).toHaveCount(0);

  // The token calculates a footing from outside the browser: no cookie, no anti-forgery header.
  const auth = { authorization: `Bearer ${secret}` };
  const calculated = await request.post('/api/project/calculate-footing', { data: FOOTING, headers: auth });
  expect(calculated.status(), await calculated.text()).toBe(200);
  const { snapshot } = (await calculated.json()) as { snapshot: number };
  expect(snapshot).toBeGreaterThan(0);
  // It is the user's snapshot: the page's own session sees it.
  expect((await page.request.get(`/api/snapshots/${snapshot}`)).status()).toBe(200);
  // A token cannot manage tokens.
  expect((await request.get('/api/user/tokens', { headers: auth })).status()).toBe(403);

  await page.reload();
  await expect(section.getByRole('listitem', { name: 'API token Footing script' })).toContainText('Last used');

  // Revoke, after confirming.
  await section.getByRole('button', { name: 'Revoke Footing script' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke “Footing script”?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Revoke token' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(section.getByText('No API tokens yet.')).toBeVisible();

  const refused = await request.post('/api/project/calculate-footing', { data: FOOTING, headers: auth });
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { error: { reason?: string } }).error.reason).toBe('TOKEN_REVOKED');
});
