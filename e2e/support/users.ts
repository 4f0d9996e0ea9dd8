import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { APP_URL } from './env';
import { linkIn, waitForMail } from './mailbox';

export const TEST_PASSWORD = 'Carbon#2026ok';

export function newEmail(tag = 'user'): string {
  return `${tag}-${randomUUID().slice(0, 8)}@example.com`.toLowerCase();
}

/** Creates an account through the API without verifying it (the verification e-mail is sent). */
export async function signUpOnly(page: Page, tag = 'user', password = TEST_PASSWORD): Promise<string> {
  const email = newEmail(tag);
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password, name: tag, callbackURL: '/slab' },
    headers: { origin: APP_URL },
  });
  if (!res.ok()) throw new Error(`Sign-up failed: ${res.status()} ${await res.text()}`);
  return email;
}

/**
 * Registers a user through the API, follows the real verification e-mail in the page's browser
 * context (which signs it in), and returns the address. For tests whose subject is not sign-up.
 */
export async function signUpAndVerify(page: Page, tag = 'user'): Promise<string> {
  const email = await signUpOnly(page, tag);
  const mail = await waitForMail(email, 'confirm your e-mail');
  await page.goto(linkIn(mail));
  await page.waitForURL('**/slab');
  return email;
}

/** Fills and submits the sign-in form of the page that is open (/login). */
export async function signInWithForm(page: Page, email: string, password = TEST_PASSWORD): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: "Let's get started" }).click();
}
