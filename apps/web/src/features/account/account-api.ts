import type { UpdateUser, User, UserExport } from '@embodied/contracts';
import { api } from '../../lib/api-client';

/** Calls to better-auth under /api/auth (the session lives in an HttpOnly cookie). */
export const accountApi = {
  signIn: (email: string, password: string) => api<{ user: unknown }>('/api/auth/sign-in/email', { method: 'POST', body: { email, password, rememberMe: true } }),
  signUp: (email: string, password: string) =>
    api('/api/auth/sign-up/email', { method: 'POST', body: { email, password, name: email.split('@')[0] ?? email, callbackURL: '/slab' } }),
  resendVerification: (email: string) => api('/api/auth/send-verification-email', { method: 'POST', body: { email, callbackURL: '/slab' } }),
  requestPasswordReset: (email: string) => api('/api/auth/request-password-reset', { method: 'POST', body: { email, redirectTo: '/reset-password' } }),
  resetPassword: (token: string, newPassword: string) => api('/api/auth/reset-password', { method: 'POST', body: { token, newPassword } }),
  oidcSignIn: (callbackURL: string) =>
    api<{ url: string; redirect: boolean }>('/api/auth/sign-in/social', { method: 'POST', body: { provider: 'oidc', callbackURL, errorCallbackURL: '/login?error=oidc' } }),
  /** Creates the product user record (the seed's POST /user); idempotent. */
  ensureUser: () => api('/api/user', { method: 'POST', body: {} }),
  publicConfig: () => api<{ oidc: { label: string } | null }>('/api/config', { quiet: true }),
  changePassword: (currentPassword: string, newPassword: string) =>
    api('/api/auth/change-password', { method: 'POST', body: { currentPassword, newPassword, revokeOtherSessions: true } }),
};

/** The product user record and what hangs off it (seed section 7). */
export const userApi = {
  update: (changes: UpdateUser) => api<User>('/api/user', { method: 'PUT', body: changes }),
  uploadAvatar: (file: File) => {
    const form = new FormData();
    form.set('avatar', file);
    return api<User>('/api/user/avatar', { method: 'PUT', body: form });
  },
  removeAvatar: () => api<User>('/api/user/avatar', { method: 'DELETE' }),
  exportData: () => api<UserExport>('/api/user/export'),
  deleteAccount: (confirm: string) => api<undefined>('/api/user', { method: 'DELETE', body: { confirm } }),
};

/** Where to go after signing in: the page the user was headed for, if it is one of ours. */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/slab';
}

const EMAIL_KEY = 'embodied.registeredEmail';
export const registeredEmail = {
  set: (email: string) => sessionStorage.setItem(EMAIL_KEY, email),
  get: () => sessionStorage.getItem(EMAIL_KEY),
};
