import { z } from 'zod';
import {
  authUserSchema,
  EMAIL_PATTERN,
  errorBodySchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_PATTERN,
  PASSWORD_RULE_MESSAGE,
  PASSWORD_SPECIAL_CHARACTERS,
} from '@embodied/contracts';
import type { Router } from './openapi-app';

/*
 * The sign-up, sign-in, e-mail verification and password calls the web app makes, which better-auth
 * serves under /api/auth (auth/mount-auth.ts): described here so that the OpenAPI document covers a
 * stranger's whole path from sign-up to a personal API token (issue #48). Only the document: the
 * handlers are better-auth's. Their names are the web app's (contracts' endpoint table);
 * apps/server/test/openapi-answers.test.ts validates their real answers against these schemas.
 */

const TAGS = ['Sign-in'];

const email = z
  .string()
  .regex(EMAIL_PATTERN)
  .meta({ description: 'The account’s e-mail address.', example: 'you@example.com' });

/** The rule better-auth's sign-up, reset and change-password hooks apply (auth/auth.ts). */
const newPassword = z
  .string()
  .min(8)
  .max(PASSWORD_MAX_LENGTH)
  .meta({
    // The pattern as JSON Schema writes one (ECMA-262 with Unicode, as the server tests it).
    pattern: PASSWORD_PATTERN.source,
    description:
      `${PASSWORD_RULE_MESSAGE} The special characters it counts are ${[...PASSWORD_SPECIAL_CHARACTERS].join(' ')}; ` +
      `any other character is welcome too (spaces, symbols, any alphabet), but for control characters. At most ${PASSWORD_MAX_LENGTH} characters. ` +
      'A password among the most common ones (also with capitals or l33t changes) is refused (reason PASSWORD_COMMON).',
    example: 'Carbon#2026ok',
  });

const callbackURL = (what: string) =>
  z
    .string()
    .optional()
    .meta({ description: `${what} A path of this site, e.g. /slab.`, example: '/slab' });

const sessionUser = authUserSchema.extend({
  createdAt: z.string().meta({ description: 'When the account was made (ISO 8601).' }),
  updatedAt: z.string(),
});

const AuthUser = sessionUser.meta({ id: 'AuthUser', description: 'The account, as better-auth answers it.' });
const AuthSession = z
  .object({
    user: AuthUser,
    session: z.looseObject({
      id: z.string(),
      expiresAt: z.string().meta({ description: 'When the session ends unless used (ISO 8601).' }),
    }),
  })
  .nullable()
  .meta({ id: 'AuthSession', description: 'The signed-in user and session; null when not signed in.' });
const Status = z.looseObject({ status: z.boolean() }).meta({ id: 'AuthStatus' });

const json = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const failure = (description: string) => json(errorBodySchema, description);
const body = <S extends z.ZodType>(schema: S) => ({
  required: true,
  content: { 'application/json': { schema } },
});
const tooMany = failure(
  'Too many attempts from this address or for this account (reason RATE_LIMITED); the retry-after header says when to try again.',
);
const invalid = failure('A field is missing or invalid (better-auth’s code as `reason`, e.g. PASSWORD_RULE).');

type Register = Router['openAPIRegistry']['registerPath'];

/** The /api/auth operations of the web app, added to the router's document. */
export function registerAuthDocs(router: Router): void {
  const register: Register = router.openAPIRegistry.registerPath.bind(router.openAPIRegistry);
  registerSignUpDocs(register);
  registerSessionDocs(register);
  registerPasswordDocs(register);
}

/** Sign-up and e-mail verification. */
function registerSignUpDocs(register: Register): void {
  register({
    method: 'post',
    path: '/api/auth/sign-up/email',
    operationId: 'signUpEmail',
    tags: TAGS,
    summary: 'Create an account: a verification mail is sent, and the account signs in once it is verified',
    description:
      'Always answers 200 with the user (also for an address that has an account already: that one gets a mail saying so, so that nobody learns which addresses have accounts). The mail’s link (GET /api/auth/verify-email) verifies the address and signs the user in; until then sign-in answers 403 (reason EMAIL_NOT_VERIFIED).',
    request: {
      body: body(
        z
          .object({
            email,
            password: newPassword,
            name: z.string().meta({
              description: 'The display name (the web app sends the address’s part before @).',
              example: 'Alex',
            }),
            callbackURL: callbackURL('Where the verification link lands, signed in.'),
          })
          .meta({ id: 'SignUpRequest' }),
      ),
    },
    responses: {
      200: json(
        z.looseObject({ token: z.string().nullable(), user: AuthUser }).meta({ id: 'SignUpResponse' }),
        'The new account (not signed in: token null until the address is verified)',
      ),
      400: invalid,
      429: tooMany,
    },
  });

  register({
    method: 'get',
    path: '/api/auth/verify-email',
    operationId: 'verifyEmail',
    tags: TAGS,
    summary: 'Verify the e-mail address: the link in the verification mail',
    description:
      'The mail carries this address with its token. With callbackURL it redirects there (302) with the session cookie set; without, it answers 200 with { status: true }.',
    request: {
      query: z.object({
        token: z.string().meta({ description: 'The token from the mail’s link.' }),
        callbackURL: callbackURL('Where to go once verified (a 302 there).'),
      }),
    },
    responses: {
      200: json(Status, 'Verified'),
      302: { description: 'Verified: redirected to callbackURL, signed in (set-cookie)' },
      400: failure('The token is invalid or expired (reason INVALID_TOKEN or TOKEN_EXPIRED).'),
    },
  });

  register({
    method: 'post',
    path: '/api/auth/send-verification-email',
    operationId: 'sendVerificationEmail',
    tags: TAGS,
    summary: 'Send the verification mail again',
    request: {
      body: body(
        z
          .object({ email, callbackURL: callbackURL('Where the link lands, signed in.') })
          .meta({ id: 'SendVerificationEmailRequest' }),
      ),
    },
    responses: { 200: json(Status, 'Sent (whether or not the address has an account)'), 400: invalid, 429: tooMany },
  });
}

/** Signing in and out, and the session. */
function registerSessionDocs(register: Register): void {
  register({
    method: 'post',
    path: '/api/auth/sign-in/email',
    operationId: 'signInEmail',
    tags: TAGS,
    summary: 'Sign in with e-mail and password: sets the session cookie and the XSRF-TOKEN cookie',
    description:
      'The answer sets the HttpOnly session cookie (sessionCookie) and the readable XSRF-TOKEN cookie whose value a cookie call that changes something sends as X-XSRF-TOKEN. The session’s token is also in the set-auth-token header.',
    request: {
      body: body(
        z
          .object({
            email,
            password: z.string().meta({ description: 'The account’s password.' }),
            rememberMe: z.boolean().optional().meta({ description: 'false: the session ends with the browser.' }),
            callbackURL: callbackURL('Where the web app goes next.'),
          })
          .meta({ id: 'SignInRequest' }),
      ),
    },
    responses: {
      200: json(
        z.looseObject({ redirect: z.boolean(), token: z.string(), user: AuthUser }).meta({ id: 'SignInResponse' }),
        'Signed in (set-cookie: the session and XSRF-TOKEN cookies)',
      ),
      400: invalid,
      401: failure('Wrong e-mail address or password (reason INVALID_EMAIL_OR_PASSWORD).'),
      403: failure('The e-mail address is not verified yet (reason EMAIL_NOT_VERIFIED): a new mail is sent.'),
      429: tooMany,
    },
  });

  register({
    method: 'get',
    path: '/api/auth/get-session',
    operationId: 'getSession',
    tags: TAGS,
    summary: 'The signed-in user and session, or null',
    responses: { 200: json(AuthSession, 'The session, or null when there is none') },
  });

  register({
    method: 'post',
    path: '/api/auth/sign-out',
    operationId: 'signOut',
    tags: TAGS,
    summary: 'Sign out: ends the session and clears its cookies',
    security: [{ sessionCookie: [] }],
    request: { body: body(z.object({}).meta({ id: 'SignOutRequest' })) },
    responses: { 200: json(z.looseObject({ success: z.boolean() }).meta({ id: 'SignOutResponse' }), 'Signed out') },
  });
}

/** Forgotten, reset and changed passwords. */
function registerPasswordDocs(register: Register): void {
  register({
    method: 'post',
    path: '/api/auth/request-password-reset',
    operationId: 'requestPasswordReset',
    tags: TAGS,
    summary: 'Ask for a password reset mail',
    description:
      'Answers the same whether or not the address has an account. The mail’s link opens redirectTo with ?token=…, valid for an hour; send that token to POST /api/auth/reset-password.',
    request: {
      body: body(
        z
          .object({
            email,
            redirectTo: z.string().optional().meta({
              description: 'The page the mail’s link opens, with ?token=… (the web app’s /reset-password).',
              example: '/reset-password',
            }),
          })
          .meta({ id: 'RequestPasswordResetRequest' }),
      ),
    },
    responses: { 200: json(Status, 'Sent if the address has an account'), 400: invalid, 429: tooMany },
  });

  register({
    method: 'post',
    path: '/api/auth/reset-password',
    operationId: 'resetPassword',
    tags: TAGS,
    summary: 'Set a new password with the token of a reset mail',
    request: {
      body: body(
        z
          .object({
            token: z.string().meta({ description: 'The token of the reset mail’s link.' }),
            newPassword,
          })
          .meta({ id: 'ResetPasswordRequest' }),
      ),
    },
    responses: {
      200: json(Status, 'The password is changed; sign in with it'),
      400: failure('The token is invalid or expired (reason INVALID_TOKEN), or the new password breaks the rule.'),
      429: tooMany,
    },
  });

  register({
    method: 'post',
    path: '/api/auth/change-password',
    operationId: 'changePassword',
    tags: TAGS,
    summary: 'Change the password of the signed-in user',
    security: [{ sessionCookie: [] }],
    request: {
      body: body(
        z
          .object({
            currentPassword: z.string(),
            newPassword,
            revokeOtherSessions: z.boolean().optional().meta({ description: 'Sign out every other session.' }),
          })
          .meta({ id: 'ChangePasswordRequest' }),
      ),
    },
    responses: {
      200: json(
        z.looseObject({ token: z.string().nullable(), user: AuthUser }).meta({ id: 'ChangePasswordResponse' }),
        'Changed',
      ),
      400: failure('The current password is wrong (reason INVALID_PASSWORD), or the new one breaks the rule.'),
      401: failure('Not signed in.'),
      429: tooMany,
    },
  });
}
