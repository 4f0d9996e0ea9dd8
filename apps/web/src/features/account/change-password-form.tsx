import { useState } from 'react';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  changePasswordFormSchema,
  PASSWORD_RULE_MESSAGE,
  type ChangePasswordForm as Values,
} from '@embodied/contracts';
import { OutcomeAlert } from '../../components/outcome-alert';
import { failed, succeeded, toApiError, type Outcome } from '../../lib/api-error';
import { accountApi } from './account-api';
import { PasswordField } from './password-field';

/** Current password, then the new one twice, under the same rule as registration (the server enforces it too). */
export function ChangePasswordForm() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', password: '', confirmpassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, password }) => {
    setOutcome(null);
    try {
      await accountApi.changePassword(currentPassword, password);
      form.reset();
      setOutcome(succeeded('Your password is changed. Other devices signed in to your account have been signed out.'));
    } catch (err) {
      const failure = toApiError(err, 'The password could not be changed. Please try again.');
      if (failure.reason === 'INVALID_PASSWORD') {
        form.setError('currentPassword', { message: 'The current password is not right.' });
        return;
      }
      if (failure.reason === 'PASSWORD_RULE') form.setError('password', { message: failure.message });
      setOutcome(failed(failure));
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Change password">
      <Stack>
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          required
          {...form.register('currentPassword')}
          error={errors.currentPassword?.message}
          maw={420}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordField
            label="New password"
            description={errors.password?.message === PASSWORD_RULE_MESSAGE ? undefined : PASSWORD_RULE_MESSAGE}
            autoComplete="new-password"
            required
            {...form.register('password')}
            error={errors.password?.message}
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            required
            {...form.register('confirmpassword')}
            error={errors.confirmpassword?.message}
          />
        </SimpleGrid>
        <OutcomeAlert outcome={outcome} />
        <Group>
          <Button type="submit" loading={isSubmitting}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
