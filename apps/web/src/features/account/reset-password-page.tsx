import { useState } from 'react';
import { Alert, Anchor } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { resetPasswordFormSchema, type ResetPasswordForm } from '@embodied/contracts';
import { FailureAlert } from '../../components/failure-alert';
import { paths } from '../../config/paths';
import { ApiError, toApiError } from '../../lib/api-error';
import { accountApi } from './account-api';
import { AccountForm, AccountPage } from './account-form';
import { NewPasswordFields } from './new-password-fields';

/** Reached from the e-mailed link (better-auth adds ?token=… or ?error=INVALID_TOKEN). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  // A used or expired link: one message, which says what to do (not a second "No reset link" under it).
  const refused = params.get('error');
  const [failure, setFailure] = useState<ApiError | null>(
    params.get('error')
      ? new ApiError(
          400,
          'invalid_request',
          'This reset link is not valid any more. Ask for a new one.',
          [],
          params.get('error') ?? undefined,
        )
      : null,
  );
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmpassword: '' },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    if (!token) return;
    setFailure(null);
    try {
      await accountApi.resetPassword(token, password);
      await navigate(paths.login({ reset: 'done' }), { replace: true });
    } catch (err) {
      setFailure(toApiError(err, 'The password could not be changed. Please try again.'));
    }
  });

  return (
    <AccountPage title="Choose a new password">
      {refused && !token ? (
        <Alert color="red" title="That did not work" role="alert">
          This reset link is not valid any more: it was used already, or it expired.{' '}
          <Anchor component={Link} to={paths.forgotPassword()} underline="always">
            Ask for a new link
          </Anchor>
          .
        </Alert>
      ) : (
        <FailureAlert failure={failure} title="That did not work" />
      )}
      {refused && !token ? null : !token ? (
        <Alert color="yellow" title="No reset link">
          Open this page from the link in your reset e-mail, or{' '}
          <Anchor component={Link} to={paths.forgotPassword()} underline="always">
            ask for a new link
          </Anchor>
          .
        </Alert>
      ) : (
        <AccountForm onSubmit={onSubmit} submitting={isSubmitting} submitLabel="Change my password">
          <NewPasswordFields label="New password" confirmLabel="Confirm password" form={form} />
        </AccountForm>
      )}
      <Anchor component={Link} to={paths.login()} size="sm">
        Back to Login
      </Anchor>
    </AccountPage>
  );
}
