import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { linkIn, waitForMail } from './mailbox';

export const TEST_PASSWORD = 'Carbon#2026ok';

export function newEmail(tag = 'user'): string {
  return `${tag}-${randomUUID().slice(0, 8)}@example.com`.toLowerCase();
}

/**
 * Registers a user through the API, follows the real verification e-mail in the page's browser
 * context (which signs it in), and returns the address. For tests whose subject is not sign-up.
 */
export async function signUpAndVerify(page: Page, tag = 'user'): Promise<string> {
  const email = newEmail(tag);
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: TEST_PASSWORD, name: tag, callbackURL: '/slab' },
    headers: { origin: new URL(page.url() === 'about:blank' ? 'http://localhost' : page.url()).origin },
  });
  if (!res.ok()) throw new Error(`Sign-up failed: ${res.status()} ${await res.text()}`);
  const mail = await waitForMail(email, 'confirm your e-mail');
  await page.goto(linkIn(mail));
  await page.waitForURL('**/slab');
  return email;
}
