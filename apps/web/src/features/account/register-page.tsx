import { useState } from 'react';
import { Anchor, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { registerFormSchema, type RegisterForm } from '@embodied/contracts';
import { FailureAlert } from '../../components/failure-alert';
import { HOME_PAGE, paths } from '../../config/paths';
import { toApiError, type ApiError } from '../../lib/api-error';
import { accountApi, registeredEmail, safeNext } from './account-api';
import { AccountForm, AccountPage } from './account-form';
import { EmailField } from './email-field';
import { NewPasswordFields } from './new-password-fields';

export function RegisterPage() {
  const navigate = useNavigate();
  // Where the verification link lands (e.g. back to an invitation), as the sign-in page does with ?next=.
  const next = safeNext(useSearchParams()[0].get('next'));
  const [failure, setFailure] = useState<ApiError | null>(null);
  // An invitation's "Create an account" brings the address it was sent to (in the history entry's
  // state, not the address bar, so it is not in any log); the field stays editable.
  const invited = (useLocation().state as { email?: unknown } | null)?.email;
  const form = useForm<RegisterForm>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { email: typeof invited === 'string' ? invited : '', password: '', confirmpassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      await accountApi.signUp(email, password, next);
      registeredEmail.set(email);
      await navigate(paths.verifyEmail(), { state: { email, next } });
    } catch (err) {
      // Sign-up failures are shown, never swallowed (the seed ignored them).
      setFailure(toApiError(err, 'Registering failed. Please try again.'));
    }
  });

  return (
    <AccountPage title="Sign Up">
      <FailureAlert failure={failure} title="Registration failed" />
      <AccountForm onSubmit={onSubmit} submitting={isSubmitting} submitLabel="Register">
        <EmailField {...form.register('email')} error={errors.email?.message} />
        <NewPasswordFields label="Password" confirmLabel="Confirm password" form={form} />
      </AccountForm>
      <Text size="sm">
        Already registered?{' '}
        <Anchor component={Link} to={paths.login(next === HOME_PAGE ? undefined : { next })} underline="always">
          Sign in
        </Anchor>
      </Text>
    </AccountPage>
  );
}
