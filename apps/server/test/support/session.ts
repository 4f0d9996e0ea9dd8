import type { TestApp } from './test-app';

export const PASSWORD = 'Carbon#2026ok';

/** Cookies from Set-Cookie headers, as one Cookie header value. */
export function cookiesFrom(res: Response, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((c) => c.split('=') as [string, string])
      .map(([k, ...v]) => [k, v.join('=')]),
  );
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const index = pair!.indexOf('=');
    jar.set(pair!.slice(0, index), pair!.slice(index + 1));
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

export interface SignedInUser {
  email: string;
  cookie: string;
  xsrf: string;
  /** Headers for a cookie-authenticated, state-changing call. */
  headers: Record<string, string>;
}

async function waitForOutbox(app: TestApp, email: string, subject: string) {
  if (app.mailSink) return { link: await app.mailSink.link(email, new RegExp(subject)) };
  for (let i = 0; i < 100; i++) {
    const mail = app.mailer.outbox().find((m) => m.to === email && m.subject.includes(subject));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no "${subject}" mail for ${email}`);
}

/** Registers through better-auth, follows the real verification link, and returns the session. */
export async function signUpVerified(
  app: TestApp,
  email = `u${Math.random().toString(36).slice(2, 10)}@example.com`,
): Promise<SignedInUser> {
  const origin = app.config.publicUrl;
  const res = await app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: PASSWORD, name: 'Test', callbackURL: '/slab' }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const mail = await waitForOutbox(app, email, 'confirm');
  const link = new URL(mail.link!);
  const verified = await app.request(`${link.pathname}${link.search}`, { redirect: 'manual' });
  return sessionFrom(app, email, verified);
}

/** The signed-in user of an answer that set the session cookie, with the anti-forgery token fetched. */
async function sessionFrom(app: TestApp, email: string, signedIn: Response): Promise<SignedInUser> {
  let cookie = cookiesFrom(signedIn);
  const probe = await app.request('/api/health', { headers: { cookie } });
  cookie = cookiesFrom(probe, cookie);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '';
  const origin = app.config.publicUrl;
  return { email, cookie, xsrf, headers: { cookie, 'x-xsrf-token': xsrf, 'content-type': 'application/json', origin } };
}

/** A second session of a verified user: signs in with the password through better-auth. */
export async function signIn(app: TestApp, email: string, password = PASSWORD): Promise<SignedInUser> {
  const res = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.config.publicUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return sessionFrom(app, email, res);
}

/**
 * A password reset the way a person makes one: asks for it, follows the mailed link (better-auth's
 * callback, which redirects to the page with its token), and sets `newPassword`. Answers what a test
 * may check: the mail, the link's token, the page's token and the reset's answer.
 */
export async function resetPassword(
  app: TestApp,
  email: string,
  newPassword: string,
): Promise<{ mail: { text: string; link?: string }; linkToken: string; token: string; reset: Response }> {
  const origin = app.config.publicUrl;
  const before = app.mailer.outbox().filter((m) => m.to === email && m.subject.includes('reset')).length;
  const asked = await app.request('/api/auth/request-password-reset', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, redirectTo: '/reset-password' }),
  });
  if (asked.status !== 200) throw new Error(`request-password-reset answered ${asked.status}`);
  let mail: { text: string; link?: string } | undefined;
  for (let i = 0; i < 100 && !mail; i++) {
    const mails = app.mailer.outbox().filter((m) => m.to === email && m.subject.includes('reset'));
    if (mails.length > before) mail = mails[0];
    else await new Promise((r) => setTimeout(r, 50));
  }
  if (!mail?.link) throw new Error(`no reset mail for ${email}`);
  const link = new URL(mail.link);
  const followed = await app.request(`${link.pathname}${link.search}`, { redirect: 'manual' });
  const token = new URL(followed.headers.get('location') ?? '/', origin).searchParams.get('token') ?? '';
  const reset = await app.request('/api/auth/reset-password', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ token, newPassword }),
  });
  return { mail, linkToken: link.pathname.split('/').pop()!, token, reset };
}
