import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins/bearer';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE } from '@embodied/contracts';
import type { Config } from '../config';
import type { Db } from '../db/database';
import * as schema from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { resetPasswordMail, verificationMail } from '../mail/templates';

export const OIDC_PROVIDER_ID = 'oidc';

/** Paths (below /api/auth) that are limited per client address against brute force. */
const RATE_LIMITED_PATHS = ['/sign-in/email', '/sign-up/email', '/request-password-reset', '/reset-password', '/send-verification-email'];

export interface AuthDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  onMailError: (err: unknown) => void;
}

/**
 * better-auth does the password hashing, sessions, e-mail verification, reset and OAuth.
 * Settings that it relaxes under NODE_ENV=test (origin check, rate limits) are set explicitly here,
 * so that tests exercise what production runs.
 */
export function createAuth({ config, db, mailer, onMailError }: AuthDeps) {
  const send = (message: Parameters<Mailer['send']>[0]) => {
    // better-auth does not wait for the mail; a failure must still be seen in the logs.
    mailer.send(message).catch(onMailError);
    return Promise.resolve();
  };
  const rule = { window: config.authRateLimit.windowSeconds, max: config.authRateLimit.max };

  return betterAuth({
    appName: 'Embodied',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: ({ user, url }) => send({ to: user.email, ...resetPasswordMail(url) }),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: ({ user, url }) => send({ to: user.email, ...verificationMail(url) }),
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    account: {
      accountLinking: { enabled: true, trustedProviders: [OIDC_PROVIDER_ID] },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: Object.fromEntries(RATE_LIMITED_PATHS.map((p) => [p, rule])),
    },
    advanced: {
      useSecureCookies: config.env === 'production',
      disableCSRFCheck: false,
      disableOriginCheck: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.env === 'production' },
      // The HTTP layer writes the socket's address (or the trusted proxy's view of it) into this header.
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    hooks: {
      before: createAuthMiddleware((ctx) => {
        if (ctx.path === '/sign-up/email' || ctx.path === '/reset-password' || ctx.path === '/change-password') {
          const body = (ctx.body ?? {}) as { password?: unknown; newPassword?: unknown };
          const password = ctx.path === '/sign-up/email' ? body.password : body.newPassword;
          if (typeof password !== 'string' || !PASSWORD_PATTERN.test(password)) {
            throw new APIError('BAD_REQUEST', { message: PASSWORD_RULE_MESSAGE, code: 'PASSWORD_RULE' });
          }
        }
        return Promise.resolve();
      }),
    },
    plugins: [
      bearer(),
      ...(config.oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: OIDC_PROVIDER_ID,
                  discoveryUrl: `${config.oidc.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
                  clientId: config.oidc.clientId,
                  clientSecret: config.oidc.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
