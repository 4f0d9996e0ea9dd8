import { betterAuth } from 'better-auth';
import { eq } from 'drizzle-orm';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins/bearer';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import {
  COMMON_PASSWORD_MESSAGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_PATTERN,
  PASSWORD_RULE_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
} from '@embodied/contracts';
import { isCommonPassword } from './common-passwords';
import type { Config } from '../config';
import type { Db } from '../db/database';
import * as schema from '../db/schema';
import type { Mailer } from '../mail/mailer';
import type { BackgroundTasks } from '../background-tasks';
import { existingAccountMail, resetPasswordMail, verificationMail } from '../mail/templates';
import { revokeAllApiTokens } from '../db/queries/api-tokens';
import { OIDC_CALLBACK_PATH } from './oidc-callback-path';
import { ensureProfile } from '../db/queries/ensure-profile';

export const OIDC_PROVIDER_ID = 'oidc';

/**
 * Paths (below /api/auth) that are limited per client address against brute force, all by the same
 * configurable rule (AUTH_RATE_LIMIT_MAX per AUTH_RATE_LIMIT_WINDOW_SECONDS). Change-password guesses
 * the current password, so it is here too.
 */
const RATE_LIMITED_PATHS = [
  '/sign-in/email',
  '/sign-up/email',
  '/request-password-reset',
  '/reset-password',
  '/send-verification-email',
  '/change-password',
];

/**
 * The password rules better-auth does not know (the pattern, the length in characters, the common
 * passwords), checked on every path that sets a password.
 */
const passwordRules = createAuthMiddleware(async (ctx) => {
  if (ctx.path === '/sign-up/email' || ctx.path === '/reset-password' || ctx.path === '/change-password') {
    const body = (ctx.body ?? {}) as { password?: unknown; newPassword?: unknown };
    const password = ctx.path === '/sign-up/email' ? body.password : body.newPassword;
    if (typeof password !== 'string' || !PASSWORD_PATTERN.test(password)) {
      throw new APIError('BAD_REQUEST', { message: PASSWORD_RULE_MESSAGE, code: 'PASSWORD_RULE' });
    }
    if ([...password].length > PASSWORD_MAX_LENGTH) {
      throw new APIError('BAD_REQUEST', { message: PASSWORD_TOO_LONG_MESSAGE, code: 'PASSWORD_TOO_LONG' });
    }
    if (await isCommonPassword(password)) {
      throw new APIError('BAD_REQUEST', { message: COMMON_PASSWORD_MESSAGE, code: 'PASSWORD_COMMON' });
    }
  }
});

export interface AuthDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  onMailError: (err: unknown) => void;
  /** Work better-auth and the mailer finish after the response (sessions, mail): shutdown waits for it. */
  background: BackgroundTasks;
}

/**
 * better-auth does the password hashing, sessions, e-mail verification, reset and OAuth.
 * Settings that it relaxes under NODE_ENV=test (origin check, rate limits) are set explicitly here,
 * so that tests exercise what production runs.
 */
export function createAuth({ config, db, mailer, onMailError, background }: AuthDeps) {
  const send = (message: Parameters<Mailer['send']>[0]) => {
    // better-auth does not wait for the mail; a failure must still be seen in the logs.
    background.track(mailer.send(message).catch(onMailError));
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
      // Counted in bytes by better-auth: room for 128 characters of any alphabet (ours counts characters).
      maxPasswordLength: PASSWORD_MAX_LENGTH * 4,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      // A reset means the password may have been known to someone else: the personal API tokens
      // made with it go too (the mail and the sign-in page after the reset say so).
      onPasswordReset: async ({ user }) => {
        await revokeAllApiTokens(db, user.id);
      },
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: ({ user, url }) => send({ to: user.email, ...resetPasswordMail(url) }),
      // Registering an address that has an account answers as for a new one; its owner gets a mail saying so.
      onExistingUserSignUp: ({ user }) =>
        send({
          to: user.email,
          ...existingAccountMail(`${config.publicUrl}/login`, `${config.publicUrl}/forgot-password`),
        }),
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
      backgroundTasks: { handler: (promise) => background.track(promise) },
      // PUBLIC_URL https (TLS at the proxy): Secure, `__Secure-` prefixed cookies; plain http: neither.
      useSecureCookies: config.https,
      disableCSRFCheck: false,
      disableOriginCheck: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.https },
      // The HTTP layer writes the socket's address (or the trusted proxy's view of it) into this header.
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    databaseHooks: {
      session: {
        create: {
          // The product user record is made on first verified sign-in (the seed's POST /user), whichever
          // way the user signed in; the web app's POST /api/user afterwards finds it there.
          after: async (session) => {
            const [owner] = await db
              .select({ emailVerified: schema.user.emailVerified })
              .from(schema.user)
              .where(eq(schema.user.id, session.userId))
              .limit(1);
            if (owner?.emailVerified) await ensureProfile(db, session.userId);
          },
        },
      },
    },
    hooks: { before: passwordRules },
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
                  redirectURI: `${config.publicUrl}${OIDC_CALLBACK_PATH}${OIDC_PROVIDER_ID}`,
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
