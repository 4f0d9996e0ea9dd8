import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_RULE_MESSAGE, resetPasswordFormSchema, type ResetPasswordForm } from '@embodied/contracts';
import { paths } from '../../config/paths';
import { ApiError, toApiError } from '../../lib/api-error';
import { accountApi } from './account-api';
import { PasswordField } from './password-field';

/** Reached from the e-mailed link (better-auth adds ?token=… or ?error=INVALID_TOKEN). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
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
  const { errors, isSubmitting } = form.formState;

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
    <Stack>
      <Title order={1} size="h2">
        Choose a new password
      </Title>
      {failure && (
        <Alert color="red" role="alert" title="That did not work">
          {failure.message}
        </Alert>
      )}
      {!token ? (
        <Alert color="yellow" title="No reset link">
          Open this page from the link in your reset e-mail, or{' '}
          <Anchor component={Link} to={paths.forgotPassword()} underline="always">
            ask for a new link
          </Anchor>
          .
        </Alert>
      ) : (
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <Stack>
            <PasswordField
              label="New password"
              description={errors.password?.message === PASSWORD_RULE_MESSAGE ? undefined : PASSWORD_RULE_MESSAGE}
              autoComplete="new-password"
              required
              {...form.register('password')}
              error={errors.password?.message}
            />
            <PasswordField
              label="Confirm password"
              autoComplete="new-password"
              required
              {...form.register('confirmpassword')}
              error={errors.confirmpassword?.message}
            />
            <Button type="submit" loading={isSubmitting} fullWidth>
              Change my password
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to={paths.login()} size="sm">
        Back to Login
      </Anchor>
    </Stack>
  );
}
