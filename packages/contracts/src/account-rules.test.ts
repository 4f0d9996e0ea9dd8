import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  checkSignInForm,
  EMAIL_PATTERN,
  forgotPasswordFormSchema,
  MESSAGES,
  PASSWORD_PATTERN,
  PASSWORD_RULE_MESSAGE,
  PASSWORD_SPECIAL_CHARACTERS,
} from './index';

/** The rule the other account forms (and the server) apply to an address, as zod checks it. */
function zodEmailError(email: string): string | undefined {
  const result = forgotPasswordFormSchema.safeParse({ email });
  return result.success ? undefined : result.error.issues[0]?.message;
}

const addressLike = fc.oneof(
  fc.emailAddress(),
  fc.string(),
  fc.tuple(fc.string(), fc.constantFrom('@', '.', ' ', '..', "'"), fc.string()).map((parts) => parts.join('')),
  fc.emailAddress().map((a) => ` ${a}\t`),
);

describe('the sign-in form, checked without zod', () => {
  it('uses the very pattern zod checks an e-mail address with', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });

  it('says what the zod-built account forms say about any address', () => {
    fc.assert(
      fc.property(addressLike, (email) => {
        expect(checkSignInForm({ email, password: 'x' }).errors.email).toBe(zodEmailError(email));
      }),
      { numRuns: 2000 },
    );
  });

  it('names each empty or malformed field with the seed message, and nothing when all is well', () => {
    expect(checkSignInForm({ email: '', password: '' }).errors).toEqual({
      email: MESSAGES.emailRequired,
      password: MESSAGES.passwordRequired,
    });
    expect(checkSignInForm({ email: '   ', password: 'p' }).errors).toEqual({ email: MESSAGES.emailRequired });
    expect(checkSignInForm({ email: 'not-an-address', password: 'p' }).errors).toEqual({
      email: MESSAGES.emailInvalid,
    });
    // A password is sent as typed: spaces are characters of it.
    expect(checkSignInForm({ email: ' ada@example.com ', password: ' ' })).toEqual({
      values: { email: 'ada@example.com', password: ' ' },
      errors: {},
    });
  });
});

describe('the password rule', () => {
  it('names in its message exactly the special characters the pattern counts (issue #48)', () => {
    for (const special of PASSWORD_SPECIAL_CHARACTERS) {
      expect(PASSWORD_PATTERN.test(`Abcdefg1${special}`), special).toBe(true);
      expect(PASSWORD_RULE_MESSAGE).toContain(` ${special}`);
    }
    // Every other printable ASCII symbol is allowed in a password but does not count as the special one.
    const others = [...'^~`()[]{}<>-_=+|\\/:;"\',.'];
    for (const other of others) {
      expect(PASSWORD_PATTERN.test(`Abcdefg1${other}`), other).toBe(false);
      expect(PASSWORD_PATTERN.test(`Abcdefg1${other}#`), other).toBe(true);
    }
    expect(PASSWORD_RULE_MESSAGE).toBe(
      'Minimum 8 characters, at least one uppercase letter, one lowercase letter, one number and one special character (one of @ $ ! % * ? & #).',
    );
  });
});
