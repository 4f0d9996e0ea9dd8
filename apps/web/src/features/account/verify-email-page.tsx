import { useState } from 'react';
import { Anchor, Button, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { OutcomeAlert } from '../../components/outcome-alert';
import { paths } from '../../config/paths';
import { failed, succeeded, type Outcome } from '../../lib/api-error';
import { accountApi, registeredEmail, safeNext } from './account-api';
import { AccountPage } from './account-form';

export function VerifyEmailPage() {
  const location = useLocation();
  const state = location.state as { email?: string; next?: string } | null;
  const email = state?.email ?? registeredEmail.get();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const resend = async () => {
    if (!email) return;
    setOutcome(null);
    try {
      await accountApi.resendVerification(email, safeNext(state?.next ?? null));
      setOutcome(succeeded('We sent the verification e-mail again. Check your inbox.'));
    } catch (err) {
      setOutcome(failed(err, 'The e-mail could not be sent. Please try again.'));
    }
  };

  return (
    <AccountPage title="Verify your e-mail address">
      {email ? (
        <>
          <Text fw={700} size="lg">
            Thank You for Registering
          </Text>
          <Text style={{ overflowWrap: 'anywhere' }}>
            We sent a confirmation e-mail to <strong>{email}</strong>. Click the link in it to verify your address; you
            will then be signed in.
          </Text>
          <OutcomeAlert outcome={outcome} />
          <Button variant="light" onClick={() => void resend()}>
            Resend Verification Email
          </Button>
        </>
      ) : (
        <Text>Register first, then follow the link in the e-mail we send you.</Text>
      )}
      <Anchor component={Link} to={paths.login()}>
        Sign in
      </Anchor>
    </AccountPage>
  );
}
