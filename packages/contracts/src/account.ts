import { z } from 'zod';

/**
 * The seed's password rule (spec section 5), enforced by the forms and by the server:
 * at least 8 characters with a lowercase and an uppercase letter, a digit and one of @$!%*?&#.
 */
/**
 * The seed's rule (at least 8 characters, an upper- and a lowercase letter, a digit and one of
 * @$!%*?&#), without the seed's refusal of every other character: spaces, other symbols and
 * letters of any alphabet are welcome. Only control characters are refused.
 */
export const PASSWORD_PATTERN = /^(?=.*\p{Ll})(?=.*\p{Lu})(?=.*\d)(?=.*[@$!%*?&#])[^\p{Cc}]{8,}$/u;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most commonly used passwords (or one with a few characters changed), so it is among the first an attacker tries. Choose a less common one.';
export const PASSWORD_RULE_MESSAGE =
  'Minimum 8 characters, at least one uppercase letter, one lowercase letter, one number and one special character.';

export const MESSAGES = {
  emailRequired: 'Email is required.',
  emailInvalid: 'Invalid email address.',
  passwordRequired: 'Password is required.',
  passwordRule: PASSWORD_RULE_MESSAGE,
  confirmRequired: 'Confirm password is required.',
  confirmMin: 'You have to enter at least 8 characters.',
  confirmMatch: 'Password and confirm password must be match.',
} as const;

const email = z.string().trim().min(1, MESSAGES.emailRequired).pipe(z.email(MESSAGES.emailInvalid));

export const signInFormSchema = z.object({
  email,
  password: z.string().min(1, MESSAGES.passwordRequired),
});
export type SignInForm = z.infer<typeof signInFormSchema>;

export const newPasswordSchema = z
  .string()
  .min(1, MESSAGES.passwordRequired)
  .regex(PASSWORD_PATTERN, MESSAGES.passwordRule)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE);

export const registerFormSchema = z
  .object({
    email,
    password: newPasswordSchema,
    confirmpassword: z.string().min(1, MESSAGES.confirmRequired).min(8, MESSAGES.confirmMin),
  })
  .refine((v) => v.password === v.confirmpassword, { path: ['confirmpassword'], message: MESSAGES.confirmMatch });
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const forgotPasswordFormSchema = z.object({ email });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

export const resetPasswordFormSchema = z
  .object({
    password: newPasswordSchema,
    confirmpassword: z.string().min(1, MESSAGES.confirmRequired).min(8, MESSAGES.confirmMin),
  })
  .refine((v) => v.password === v.confirmpassword, { path: ['confirmpassword'], message: MESSAGES.confirmMatch });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required.'),
    password: newPasswordSchema,
    confirmpassword: z.string().min(1, MESSAGES.confirmRequired).min(8, MESSAGES.confirmMin),
  })
  .refine((v) => v.password === v.confirmpassword, { path: ['confirmpassword'], message: MESSAGES.confirmMatch });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
