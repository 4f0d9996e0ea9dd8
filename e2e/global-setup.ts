import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startMailSink } from './support/mail-sink';
import { startOidcIssuer } from './support/oidc-issuer';
import {
  APP_PORT,
  APP_URL,
  chromiumPath,
  MAIL_DIR,
  OIDC_CLIENT,
  OIDC_ISSUER,
  OIDC_LABEL,
  OIDC_PORT,
  REPO_DIR,
  SMTP_PORT,
  TMP_DIR,
} from './support/env';

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app server exited early with code ${child.exitCode}.`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The app server did not answer ${url}/api/health within ${timeoutMs} ms.`);
}

/**
 * Starts the real parts the browser tests talk to: an SMTP receiver, an OIDC provider and the
 * built app on a fresh embedded database, configured to use both.
 */
export default async function globalSetup() {
  chromiumPath();
  rmSync(TMP_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  const mail = await startMailSink(SMTP_PORT, MAIL_DIR);
  const oidc = await startOidcIssuer({
    issuer: OIDC_ISSUER,
    port: OIDC_PORT,
    ...OIDC_CLIENT,
    redirectUri: `${APP_URL}/api/auth/oauth2/callback/oidc`,
  });

  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(APP_PORT),
      HOST: 'localhost',
      DATA_DIR: path.join(TMP_DIR, 'data'),
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      OIDC_ISSUER,
      OIDC_CLIENT_ID: OIDC_CLIENT.clientId,
      OIDC_CLIENT_SECRET: OIDC_CLIENT.clientSecret,
      OIDC_LABEL,
      LOG_LEVEL: 'warn',
      // Generous enough for a suite of sign-ins from one address; the API tests check the limit itself.
      AUTH_RATE_LIMIT_MAX: '200',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(APP_URL, child);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await oidc.close();
    await mail.close();
  };
}
