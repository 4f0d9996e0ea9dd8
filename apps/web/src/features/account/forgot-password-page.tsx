import { useState } from 'react';
import { Alert, Anchor, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { forgotPasswordFormSchema, type ForgotPasswordForm } from '@embodied/contracts';
import { FailureAlert } from '../../components/failure-alert';
import { paths } from '../../config/paths';
import { toApiError, type ApiError } from '../../lib/api-error';
import { accountApi } from './account-api';
import { AccountForm, AccountPage } from './account-form';
import { EmailField } from './email-field';

export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const form = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    setSent(false);
    try {
      await accountApi.requestPasswordReset(email);
      setSent(true);
    } catch (err) {
      setFailure(toApiError(err, 'The reset e-mail could not be sent. Please try again.'));
    }
  });

  return (
    <AccountPage title="Reset Password">
      <Text size="sm">
        Enter the e-mail address of your account and we will send you a link to choose a new password.
      </Text>
      {sent && (
        <Alert color="forest" role="status" title="Check your inbox">
          Password reset email sent, check your inbox.
        </Alert>
      )}
      <FailureAlert failure={failure} title="That did not work" />
      <AccountForm onSubmit={onSubmit} submitting={isSubmitting} submitLabel="Reset my Password">
        <EmailField {...form.register('email')} error={errors.email?.message} />
      </AccountForm>
      <Anchor component={Link} to={paths.login()} size="sm">
        Back to Login
      </Anchor>
    </AccountPage>
  );
}
