/*
 * The account forms' rules and messages, with no schema library behind them: the sign-in page
 * checks its form with `checkSignInForm` and loads no zod (measured then, decision 020); account.ts
 * builds the zod schemas of the other forms and of the server from the
 * same constants.
 */

/**
 * The seed's rule (at least 8 characters, an upper- and a lowercase letter, a digit and one of
 * @$!%*?&#), without the seed's refusal of every other character: spaces, other symbols and
 * letters of any alphabet are welcome. Only control characters are refused.
 */
export const PASSWORD_PATTERN = /^(?=.*\p{Ll})(?=.*\p{Lu})(?=.*\d)(?=.*[@$!%*?&#])[^\p{Cc}]{8,}$/u;
/** The special characters PASSWORD_PATTERN counts (one is needed), as the messages and docs name them. */
export const PASSWORD_SPECIAL_CHARACTERS = '@$!%*?&#';
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most commonly used passwords (or one with a few characters changed), so it is among the first an attacker tries. Choose a less common one.';
export const PASSWORD_RULE_MESSAGE = `Minimum 8 characters, at least one uppercase letter, one lowercase letter, one number and one special character (one of ${[...PASSWORD_SPECIAL_CHARACTERS].join(' ')}).`;

/**
 * What an e-mail address must look like: zod's own `z.email()` pattern (its `regexes.email`,
 * which a test holds this to), written out so the sign-in page needs no zod to check it.
 */
export const EMAIL_PATTERN =
  // eslint-disable-next-line no-useless-escape -- zod's pattern character for character: the test compares the sources.
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export const MESSAGES = {
  emailRequired: 'Email is required.',
  emailInvalid: 'Invalid email address.',
  passwordRequired: 'Password is required.',
  passwordRule: PASSWORD_RULE_MESSAGE,
  confirmRequired: 'Confirm password is required.',
  confirmMin: 'You have to enter at least 8 characters.',
  confirmMatch: 'Password and confirm password must be match.',
} as const;

export interface SignInForm {
  email: string;
  password: string;
}

/** The sign-in form's fields, each with the first rule it breaks (none when it breaks none). */
export type SignInFormErrors = Partial<Record<keyof SignInForm, string>>;

/**
 * The sign-in form as the seed checks it: the e-mail address is required (after trimming) and
 * must look like one; the password is required. `values` is what is sent (the address trimmed)
 * when `errors` is empty.
 */
export function checkSignInForm(form: SignInForm): { values: SignInForm; errors: SignInFormErrors } {
  const email = form.email.trim();
  const errors: SignInFormErrors = {};
  if (email === '') errors.email = MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.email = MESSAGES.emailInvalid;
  if (form.password === '') errors.password = MESSAGES.passwordRequired;
  return { values: { email, password: form.password }, errors };
}
