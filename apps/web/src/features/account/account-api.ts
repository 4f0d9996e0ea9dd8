import type { UpdateUser } from '@embodied/contracts';
import { HOME_PAGE, paths } from '../../config/paths';
import { api } from '../../lib/api-client';

/** Calls to better-auth under /api/auth (the session lives in an HttpOnly cookie). */
export const accountApi = {
  signIn: (email: string, password: string) => api.call('signInEmail', { body: { email, password, rememberMe: true } }),
  /** `callbackURL`: where the verification link lands, signed in (a page of ours, see safeNext). */
  signUp: (email: string, password: string, callbackURL: string = HOME_PAGE) =>
    api.call('signUpEmail', { body: { email, password, name: email.split('@')[0] ?? email, callbackURL } }),
  resendVerification: (email: string, callbackURL: string = HOME_PAGE) =>
    api.call('sendVerificationEmail', { body: { email, callbackURL } }),
  requestPasswordReset: (email: string) =>
    api.call('requestPasswordReset', { body: { email, redirectTo: paths.resetPassword() } }),
  resetPassword: (token: string, newPassword: string) => api.call('resetPassword', { body: { token, newPassword } }),
  oidcSignIn: (callbackURL: string) =>
    api.call('signInSocial', {
      body: { provider: 'oidc', callbackURL, errorCallbackURL: paths.login({ error: 'oidc' }) },
    }),
  /** Creates the product user record (the seed's POST /user); idempotent. */
  ensureUser: () => api.call('createUser', { body: {} }),
  publicConfig: () => api.call('publicConfig', {}, { quiet: true }),
  changePassword: (currentPassword: string, newPassword: string) =>
    api.call('changePassword', { body: { currentPassword, newPassword, revokeOtherSessions: true } }),
};

/** The product user record and what hangs off it (seed section 7). */
export const userApi = {
  update: (changes: UpdateUser) => api.call('updateUser', { body: changes }),
  uploadAvatar: (file: File) => {
    const form = new FormData();
    form.set('avatar', file);
    return api.call('uploadAvatar', { body: form });
  },
  removeAvatar: () => api.call('removeAvatar'),
  exportData: () => api.call('exportUser'),
  deleteAccount: (confirm: string) => api.call('deleteUser', { body: { confirm } }),
};

/** Where to go after signing in: the page the user was headed for, if it is one of ours. */
export function safeNext(next: string | null): string {
  // Never back to the sign-in page itself (a loop), and never off the site ("//host" and "/\host" are
  // other sites to a browser).
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') && !next.startsWith('/login')
    ? next
    : HOME_PAGE;
}

const EMAIL_KEY = 'embodied.registeredEmail';
export const registeredEmail = {
  set: (email: string) => sessionStorage.setItem(EMAIL_KEY, email),
  get: () => sessionStorage.getItem(EMAIL_KEY),
};
