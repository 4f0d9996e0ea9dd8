/**
 * The redirect URI operators register with their OpenID Connect provider (documented in
 * .env.example): PUBLIC_URL/api/auth/oauth2/callback/oidc. better-auth 1.7 serves provider
 * callbacks at /api/auth/callback/:id, so that documented address is passed on to it.
 */
export const OIDC_CALLBACK_PATH = '/api/auth/oauth2/callback/';
