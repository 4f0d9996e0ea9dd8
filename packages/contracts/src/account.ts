import { z } from 'zod';

/**
 * The seed's password rule (spec section 5), enforced by the forms and by the server:
 * at least 8 characters with a lowercase and an uppercase letter, a digit and one of @$!%*?&#.
 */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&#])[A-Za-z\d@$!%*?&#]{8,}$/;
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
  .regex(PASSWORD_PATTERN, MESSAGES.passwordRule);

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
