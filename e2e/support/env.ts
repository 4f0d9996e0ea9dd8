import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_DIR = path.resolve(E2E_DIR, '..');
export const TMP_DIR = process.env.E2E_TMP_DIR ?? path.join(E2E_DIR, '.tmp');
export const MAIL_DIR = path.join(TMP_DIR, 'mail');

export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3210);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 4411);
export const APP_URL = `http://localhost:${APP_PORT}`;
export const OIDC_ISSUER = `http://localhost:${OIDC_PORT}`;
export const OIDC_CLIENT = { clientId: 'embodied-e2e', clientSecret: 'embodied-e2e-secret-value-0123456789' };
export const OIDC_LABEL = 'Test SSO';

/** Debian's Chromium (never a downloaded browser). Fails loudly, with the fix, when it is missing. */
export function chromiumPath(): string {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(candidate)) {
    throw new Error(
      `Browser tests need Chromium, and none was found at ${candidate}.\n` +
        'Install it with: sudo apt-get install -y chromium   (or set CHROMIUM_PATH to a Chromium binary).',
    );
  }
  return candidate;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
