import { PASSWORD_RULE_MESSAGE } from '@embodied/contracts';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { PasswordField } from './password-field';

interface PasswordPair {
  password: string;
  confirmpassword: string;
}

/**
 * A new password and its confirmation. The rule shows under the first field until its own error
 * says the same thing.
 */
export function NewPasswordFields({
  label,
  confirmLabel,
  form,
}: {
  label: string;
  confirmLabel: string;
  /** The form both fields belong to: any form with `password` and `confirmpassword`. */
  form: { register: UseFormRegister<PasswordPair>; formState: { errors: FieldErrors<PasswordPair> } };
}) {
  const { errors } = form.formState;
  return (
    <>
      <PasswordField
        label={label}
        description={errors.password?.message === PASSWORD_RULE_MESSAGE ? undefined : PASSWORD_RULE_MESSAGE}
        autoComplete="new-password"
        required
        {...form.register('password')}
        error={errors.password?.message}
      />
      <PasswordField
        label={confirmLabel}
        autoComplete="new-password"
        required
        {...form.register('confirmpassword')}
        error={errors.confirmpassword?.message}
      />
    </>
  );
}
