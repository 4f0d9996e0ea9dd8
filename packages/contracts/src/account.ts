import { z } from 'zod';

import {
  EMAIL_PATTERN,
  MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_PATTERN,
  PASSWORD_TOO_LONG_MESSAGE,
} from './account-rules';

const email = z
  .string()
  .trim()
  .min(1, MESSAGES.emailRequired)
  .pipe(z.email({ pattern: EMAIL_PATTERN, message: MESSAGES.emailInvalid }));

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
