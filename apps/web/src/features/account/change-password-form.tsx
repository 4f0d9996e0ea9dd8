import { SimpleGrid } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema, type ChangePasswordForm as Values } from '@embodied/contracts';
import { failed, succeeded, toApiError, type Outcome } from '../../lib/api-error';
import { accountApi } from './account-api';
import { ProfileForm } from './account-form';
import { NewPasswordFields } from './new-password-fields';
import { CurrentPasswordField } from './password-field';

/** Current password, then the new one twice, under the same rule as registration (the server enforces it too). */
export function ChangePasswordForm() {
  const form = useForm<Values>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', password: '', confirmpassword: '' },
  });
  const { errors } = form.formState;

  const save = async ({ currentPassword, password }: Values): Promise<Outcome | null> => {
    try {
      await accountApi.changePassword(currentPassword, password);
      form.reset();
      return succeeded('Your password is changed. Other devices signed in to your account have been signed out.');
    } catch (err) {
      const failure = toApiError(err, 'The password could not be changed. Please try again.');
      if (failure.reason === 'INVALID_PASSWORD') {
        form.setError('currentPassword', { message: 'The current password is not right.' });
        return null;
      }
      if (failure.reason === 'PASSWORD_RULE') form.setError('password', { message: failure.message });
      return failed(failure);
    }
  };

  return (
    <ProfileForm label="Change password" form={form} save={save} submitLabel="Change password">
      <CurrentPasswordField
        label="Current password"
        {...form.register('currentPassword')}
        error={errors.currentPassword?.message}
        maw={420}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NewPasswordFields label="New password" confirmLabel="Confirm new password" form={form} />
      </SimpleGrid>
    </ProfileForm>
  );
}
