import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { PASSWORD_RULE_MESSAGE, registerFormSchema, type RegisterForm } from '@embodied/contracts';
import { paths } from '../../config/paths';
import { toApiError, type ApiError } from '../../lib/api-error';
import { accountApi, registeredEmail } from './account-api';
import { PasswordField } from './password-field';

export function RegisterPage() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const form = useForm<RegisterForm>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { email: '', password: '', confirmpassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      await accountApi.signUp(email, password);
      registeredEmail.set(email);
      await navigate(paths.verifyEmail(), { state: { email } });
    } catch (err) {
      // Sign-up failures are shown, never swallowed (the seed ignored them).
      setFailure(toApiError(err, 'Registering failed. Please try again.'));
    }
  });

  return (
    <Stack>
      <Title order={1} size="h2">
        Sign Up
      </Title>
      {failure && (
        <Alert color="red" title="Registration failed" role="alert">
          {failure.message}
        </Alert>
      )}
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.register('email')}
            error={errors.email?.message}
          />
          <PasswordField
            label="Password"
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
            Register
          </Button>
        </Stack>
      </form>
      <Text size="sm">
        Already registered?{' '}
        <Anchor component={Link} to={paths.login()} underline="always">
          Sign in
        </Anchor>
      </Text>
    </Stack>
  );
}
