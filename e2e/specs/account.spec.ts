import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { countMail, linkIn, waitForMail } from '../support/mailbox';
import { newEmail, signInWithForm, signUpAndVerify, signUpOnly, TEST_PASSWORD } from '../support/users';

const RULE =
  'Minimum 8 characters, at least one uppercase letter, one lowercase letter, one number and one special character (one of @ $ ! % * ? & #).';
/** A valid 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function expectAccessible(page: Page) {
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A form field by its accessible name (labels carry a decorative " *" for required fields). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** The field's error is shown with it: announced as its description and marked invalid. */
async function expectFieldError(page: Page, label: string, message: string) {
  const input = field(page, label);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}

test.describe('Accounts', () => {
  test('A new user registers, follows the link in the e-mail, lands on the slab page, signs out and signs in again', async ({
    page,
  }) => {
    const email = newEmail('register');
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(TEST_PASSWORD);
    await field(page, 'Confirm password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(page).toHaveURL(/\/verify-email-address$/);
    await expect(page.getByText('Thank You for Registering')).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend Verification Email' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expectAccessible(page);

    const mail = await waitForMail(email, 'confirm your e-mail');
    expect(mail.subject).toContain('Embodied');
    expect(mail.html).toContain('Confirm my e-mail address');
    await page.goto(linkIn(mail));
    await expect(page).toHaveURL(/\/slab$/);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/slab');
    await expect(page).toHaveURL(/\/login\?next=%2Fslab$/);

    await signInWithForm(page, email);
    await expect(page).toHaveURL(/\/slab$/);
  });

  test('A wrong password is refused with a message in the page', async ({ page }) => {
    const email = await signUpAndVerify(page, 'wrongpw');
    await page.context().clearCookies();
    await page.goto('/login');
    await signInWithForm(page, email, 'Not#theRight1');
    await expect(page.getByRole('alert')).toContainText('Sign-in failed');
    await expect(page.getByRole('alert')).toContainText(/invalid email or password/i);
    await expect(page).toHaveURL(/\/login$/);
    await expectAccessible(page);
  });

  test('Signing in before verifying says so and sends the verification e-mail again on request', async ({ page }) => {
    await page.goto('/login');
    const email = await signUpOnly(page, 'unverified');
    await waitForMail(email, 'confirm your e-mail');
    await signInWithForm(page, email);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Please verify your e-mail address');
    await expect(alert).toContainText('Your e-mail address is not verified yet.');
    await alert.getByRole('button', { name: 'Resend Verification Email' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'We sent a new verification e-mail' })).toBeVisible();
    await expect.poll(() => countMail(email, 'confirm your e-mail')).toBe(2);
    await expect(page).toHaveURL(/\/login$/);
    // The second link works too.
    await page.goto(linkIn(await waitForMail(email, 'confirm your e-mail', { after: 1 })));
    await expect(page).toHaveURL(/\/slab$/);
  });

  test('A user who forgot the password gets an e-mail, chooses a new password and signs in with it', async ({
    page,
  }) => {
    const email = await signUpAndVerify(page, 'forgot');
    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await field(page, 'Email').fill(email);
    await page.getByRole('button', { name: 'Reset my Password' }).click();
    await expect(page.getByRole('status')).toContainText('Password reset email sent, check your inbox.');

    const mail = await waitForMail(email, 'reset your password');
    await page.goto(linkIn(mail));
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await field(page, 'New password').fill('weakpass');
    await field(page, 'Confirm password').fill('weakpass');
    await page.getByRole('button', { name: 'Change my password' }).click();
    await expectFieldError(page, 'New password', RULE);
    await expectAccessible(page);

    const fresh = 'Fresh#Start2026';
    await field(page, 'New password').fill(fresh);
    await field(page, 'Confirm password').fill(fresh);
    await page.getByRole('button', { name: 'Change my password' }).click();
    await expect(page).toHaveURL(/\/login\?reset=done$/);
    await expect(page.getByText('Your password has been changed.')).toBeVisible();

    await signInWithForm(page, email, TEST_PASSWORD);
    await expect(page.getByRole('alert')).toContainText(/invalid email or password/i);
    await signInWithForm(page, email, fresh);
    await expect(page).toHaveURL(/\/slab$/);
  });

  test('Signing in with the organisation account (OpenID Connect) lands on the slab page', async ({ page }) => {
    const email = newEmail('sso');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Test SSO' }).click();
    await page.getByPlaceholder('Enter any login').fill(email);
    await page.getByPlaceholder('and password').fill('anything');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/slab$/);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    // The product record exists and has no password to change.
    await page.goto('/profile');
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    await expect(page.getByText('there is no password here to change')).toBeVisible();
  });

  test('Every seed validation message appears at its field after a submit attempt, and not before', async ({
    page,
  }) => {
    // Sign In
    await page.goto('/login');
    await expect(page.getByText('Email is required.')).toHaveCount(0);
    await page.getByRole('button', { name: "Let's get started" }).click();
    await expectFieldError(page, 'Email', 'Email is required.');
    await expectFieldError(page, 'Password', 'Password is required.');
    // The attempt puts the focus on the first wrong field; from then on each message follows what is typed.
    await expect(field(page, 'Email')).toBeFocused();
    await field(page, 'Email').fill('not-an-address');
    await expectFieldError(page, 'Email', 'Invalid email address.');
    await field(page, 'Password').fill('anything');
    await expect(field(page, 'Password')).not.toHaveAttribute('aria-invalid', 'true');
    await expectFieldError(page, 'Email', 'Invalid email address.');
    await page.getByRole('button', { name: "Let's get started" }).click();
    await expect(field(page, 'Email')).toBeFocused();
    await expectAccessible(page);
    await field(page, 'Email').fill('  someone@example.com ');
    await expect(field(page, 'Email')).not.toHaveAttribute('aria-invalid', 'true');

    // Sign Up
    await page.goto('/register');
    await expect(page.getByText('Password is required.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Register' }).click();
    await expectFieldError(page, 'Email', 'Email is required.');
    await expectFieldError(page, 'Password', 'Password is required.');
    await expectFieldError(page, 'Confirm password', 'Confirm password is required.');
    await field(page, 'Email').fill('also bad');
    await field(page, 'Password').fill('short');
    await field(page, 'Confirm password').fill('short');
    await page.getByRole('button', { name: 'Register' }).click();
    await expectFieldError(page, 'Email', 'Invalid email address.');
    await expectFieldError(page, 'Password', RULE);
    await expectFieldError(page, 'Confirm password', 'You have to enter at least 8 characters.');
    await field(page, 'Password').fill(TEST_PASSWORD);
    await field(page, 'Confirm password').fill('Different#2026');
    await page.getByRole('button', { name: 'Register' }).click();
    await expectFieldError(page, 'Confirm password', 'Password and confirm password must be match.');
    await expect(page).toHaveURL(/\/register$/);
    await expectAccessible(page);

    // Reset Password
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Reset my Password' }).click();
    await expectFieldError(page, 'Email', 'Email is required.');
    await field(page, 'Email').fill('nope');
    await page.getByRole('button', { name: 'Reset my Password' }).click();
    await expectFieldError(page, 'Email', 'Invalid email address.');
    await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    await expectAccessible(page);
  });

  test('Signed-out visits to each guarded page end on the sign-in page and return there after signing in', async ({
    page,
  }) => {
    const email = await signUpAndVerify(page, 'guard');
    for (const path of ['/wall', '/slab', '/optimizer', '/profile']) {
      await page.context().clearCookies();
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path)}$`));
      // The tab names the sign-in page, not the page the visitor asked for.
      await expect(page).toHaveTitle('Sign In · Embodied');
      await signInWithForm(page, email);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test('When the server ends the session, the next API call signs the page out and goes to sign in', async ({
    page,
    playwright,
  }) => {
    const email = await signUpAndVerify(page, 'revoked');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();

    // Elsewhere (another client, with a bearer token), the user signs out of every session.
    const other = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
    const signIn = await other.post('/api/auth/sign-in/email', {
      data: { email, password: TEST_PASSWORD },
      headers: { origin: new URL(page.url()).origin },
    });
    const token = signIn.headers()['set-auth-token'];
    expect(token).toBeTruthy();
    const revoke = await other.post('/api/auth/revoke-sessions', {
      data: {},
      headers: { authorization: `Bearer ${token}`, origin: new URL(page.url()).origin },
    });
    expect(revoke.ok()).toBe(true);
    await other.dispose();

    await field(page, 'Organisation').fill('Still here?');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile&expired=1$/);
    await expect(page.getByRole('status').filter({ hasText: 'Your session ended' })).toBeVisible();
    await signInWithForm(page, email);
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('On the profile page a user edits the details, uploads an avatar and sees it, changes the password and downloads the data', async ({
    page,
  }) => {
    const email = await signUpAndVerify(page, 'profile');
    await page.getByRole('link', { name: 'Your profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    await expectAccessible(page);

    // Details
    await field(page, 'Display name').fill('Ada Builder');
    await field(page, 'Organisation').fill('Green Homes Pty Ltd');
    // One currency has sourced rates, so there is no Currency choice to make: the page says what costs are in.
    await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveCount(0);
    await expect(page.getByText('Costs are in Australian dollar (AUD), ex GST')).toBeVisible();
    await page.getByRole('combobox', { name: 'Locale' }).click();
    await page.getByRole('option', { name: 'English (New Zealand)' }).click();
    await page.getByRole('combobox', { name: 'Default carbon dataset' }).click();
    await page.getByRole('option').nth(1).click();
    const dataset = await page.getByRole('combobox', { name: 'Default carbon dataset' }).inputValue();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your profile is saved.' })).toBeVisible();
    await page.reload();
    await expect(field(page, 'Display name')).toHaveValue('Ada Builder');
    await expect(field(page, 'Organisation')).toHaveValue('Green Homes Pty Ltd');
    await expect(page.getByRole('combobox', { name: 'Locale' })).toHaveValue('English (New Zealand)');
    await expect(page.getByRole('combobox', { name: 'Default carbon dataset' })).toHaveValue(dataset);

    // Avatar: an SVG is refused, a PNG is previewed, uploaded and shown (here and in the top bar).
    await expect(page.getByText('You have no avatar yet.')).toBeVisible();
    let chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose an image' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await expect(page.getByRole('alert').filter({ hasText: 'SVG images are not accepted' })).toBeVisible();
    // A file that only starts like a PNG passes the browser's check; the server decodes it and its refusal is shown.
    chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose an image' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([PNG.subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')]),
    });
    await page.getByRole('button', { name: 'Upload avatar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The avatar could not be read as an image' })).toBeVisible();
    chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose another image' }).click();
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Preview of the new avatar' })).toBeVisible();
    await page.getByRole('button', { name: 'Upload avatar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your new avatar is saved.' })).toBeVisible();
    const avatar = page.getByRole('img', { name: 'Your avatar' });
    await expect(avatar).toHaveAttribute('src', /^\/api\/user\/avatar\?v=\d+$/);
    // What is shown is the server's re-encoding (a 256 × 256 WebP), not the 1 × 1 PNG sent.
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(256);
    const topBar = page.getByRole('link', { name: 'Your profile' }).locator('img');
    await expect(topBar).toHaveAttribute('src', /^\/api\/user\/avatar\?v=\d+$/);
    await page.reload();
    await expect(page.getByRole('img', { name: 'Your avatar' })).toBeVisible();
    await expectAccessible(page);

    // Password
    await field(page, 'Current password').fill('Wrong#pass2026');
    await field(page, 'New password').fill('Better#Pass2026');
    await field(page, 'Confirm new password').fill('Better#Pass2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectFieldError(page, 'Current password', 'The current password is not right.');
    await field(page, 'Current password').fill(TEST_PASSWORD);
    await field(page, 'New password').fill('lowercaseonly');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectFieldError(page, 'New password', RULE);
    await field(page, 'New password').fill('Better#Pass2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your password is changed.' })).toBeVisible();

    // My data
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^embodied-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync(await file.path(), 'utf8')) as {
      account: { email: string };
      profile: { displayName: string };
      avatar: { contentType: string };
    };
    expect(data.account.email).toBe(email);
    expect(data.profile.displayName).toBe('Ada Builder');
    expect(data.avatar.contentType).toBe('image/webp');

    // The new password works.
    await page.getByRole('button', { name: 'Logout' }).click();
    await signInWithForm(page, email, 'Better#Pass2026');
    await expect(page).toHaveURL(/\/slab$/);
  });

  test('A user deletes the account by typing the e-mail address, and is signed out for good', async ({ page }) => {
    const email = await signUpAndVerify(page, 'delete');
    // A draft on the slab page, kept in this browser.
    await page.goto('/slab');
    await page.getByLabel('Project name').fill('Kept until the account goes');
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('embodied:draft')).length))
      .toBe(1);
    await page.goto('/profile');
    const button = page.getByRole('button', { name: 'Delete my account' });
    await expect(button).toBeDisabled();
    await field(page, 'Type your e-mail address to confirm').fill('someone@else.example');
    await expect(button).toBeDisabled();
    await field(page, 'Type your e-mail address to confirm').fill(email);
    await button.click();
    await expect(page).toHaveURL(/\/login\?deleted=1$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Your account and everything that was yours have been deleted.' }),
    ).toBeVisible();
    // No draft of the deleted account is left in this browser.
    const drafts = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('embodied:draft')));
    expect(drafts).toEqual([]);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
    await signInWithForm(page, email);
    await expect(page.getByRole('alert')).toContainText(/invalid email or password/i);
  });
});
