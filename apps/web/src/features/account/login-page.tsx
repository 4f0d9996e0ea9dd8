import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Divider, Group, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { HOME_PAGE, paths } from '../../config/paths';
import { toApiError, type ApiError } from '../../lib/api-error';
import { forgetCachedAnswers } from '../../lib/forget-cached-answers';
import { accountApi, registeredEmail, safeNext } from './account-api';
import { AccountForm, AccountPage } from './account-form';
import { EmailField } from './email-field';
import { CurrentPasswordField } from './password-field';
import { useSignInForm } from './use-sign-in-form';

type PublicConfig = Awaited<ReturnType<typeof accountApi.publicConfig>>;

/**
 * What the server says about signing in (whether an organisation's sign-in is offered). Without
 * an answer the page offers the password sign-in alone: nothing to report.
 */
function usePublicConfig(): PublicConfig | undefined {
  const [config, setConfig] = useState<PublicConfig>();
  useEffect(() => {
    let current = true;
    accountApi.publicConfig().then(
      (answer) => current && setConfig(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return config;
}

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [resent, setResent] = useState(false);
  const config = usePublicConfig();
  const next = safeNext(params.get('next'));

  const form = useSignInForm(async ({ email, password }) => {
    setFailure(null);
    setResent(false);
    try {
      await accountApi.signIn(email, password);
      await accountApi.ensureUser();
      // A new identity: nothing cached for a previous one (or for "signed out") may survive, or the guard would send the user back here.
      forgetCachedAnswers();
      await navigate(next, { replace: true });
    } catch (err) {
      setFailure(toApiError(err, 'Signing in failed. Please try again.'));
    }
  });

  const unverified = failure?.reason === 'EMAIL_NOT_VERIFIED';
  const resend = async () => {
    const email = form.values.email.trim();
    try {
      await accountApi.resendVerification(email);
      registeredEmail.set(email);
      setResent(true);
    } catch (err) {
      setFailure(toApiError(err, 'The e-mail could not be sent. Please try again.'));
    }
  };

  const oidcSignIn = async () => {
    try {
      const { url } = await accountApi.oidcSignIn(next);
      window.location.assign(url);
    } catch (err) {
      setFailure(toApiError(err, 'Signing in with your organisation did not start. Please try again.'));
    }
  };

  return (
    <AccountPage title="Sign In">
      {params.get('deleted') === '1' && (
        <Alert color="forest" role="status" title="Account deleted">
          Your account and everything that was yours have been deleted.
        </Alert>
      )}
      {params.get('expired') === '1' && (
        <Alert color="blue" role="status" title="Please sign in again">
          Your session ended, so we need you to sign in again. What you typed on the calculator pages is kept and will
          be there when you return.
        </Alert>
      )}
      {params.get('reset') === 'done' && (
        <Alert color="forest" role="status" title="Password changed">
          Your password has been changed. Sign in with your new password. Your other sessions were signed out and your
          personal API tokens revoked: create new tokens on your profile page if you need them.
        </Alert>
      )}
      {params.get('error') === 'oidc' && (
        <Alert color="red" title="Sign-in did not finish">
          The sign-in with your organisation's account did not finish. Please try again.
        </Alert>
      )}
      {failure && (
        <Alert
          color={unverified ? 'yellow' : 'red'}
          title={unverified ? 'Please verify your e-mail address' : 'Sign-in failed'}
          role="alert"
        >
          <Text size="sm">
            {unverified
              ? 'Your e-mail address is not verified yet. Follow the link in the e-mail we sent you, or send it again.'
              : failure.message}
          </Text>
          {unverified && (
            <Button mt="sm" size="xs" variant="light" onClick={() => void resend()}>
              Resend Verification Email
            </Button>
          )}
        </Alert>
      )}
      {resent && (
        <Alert color="forest" role="status">
          We sent a new verification e-mail. Check your inbox.
        </Alert>
      )}
      <AccountForm onSubmit={form.onSubmit} submitting={form.submitting} submitLabel="Let's get started">
        <EmailField {...form.field('email')} />
        <CurrentPasswordField label="Password" {...form.field('password')} />
        <Group justify="space-between">
          <Anchor component={Link} to={paths.forgotPassword()} size="sm">
            Forgot password
          </Anchor>
          <Anchor component={Link} to={paths.register(next === HOME_PAGE ? undefined : { next })} size="sm">
            Sign up
          </Anchor>
        </Group>
      </AccountForm>
      {config?.oidc && (
        <>
          <Divider
            label={
              <Text size="sm" c="gray.8">
                or
              </Text>
            }
            labelPosition="center"
          />
          <Button variant="default" onClick={() => void oidcSignIn()} fullWidth>
            Sign in with {config.oidc.label}
          </Button>
        </>
      )}
    </AccountPage>
  );
}
