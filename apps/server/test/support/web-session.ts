import { cookiesFrom, signUpVerified, type SignedInUser } from './session';
import type { TestApp } from './test-app';

/**
 * A verified, signed-in user whose anti-forgery token is got the way the web app gets it: the
 * XSRF-TOKEN cookie the server sets (or keeps) on a GET made after sign-in.
 */
export async function signedInLikeTheWebApp(app: TestApp): Promise<SignedInUser> {
  const user = await signUpVerified(app);
  const res = await app.request('/api/user', { headers: { cookie: user.cookie } });
  if (res.status !== 200) throw new Error(`GET /api/user after sign-in answered ${res.status}`);
  const cookie = cookiesFrom(res, user.cookie);
  const xsrf = /(?:^|; )XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1];
  if (!xsrf) throw new Error('the server set no XSRF-TOKEN cookie');
  return { ...user, cookie, xsrf, headers: { ...user.headers, cookie, 'x-xsrf-token': xsrf } };
}
