import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { accountApi, registeredEmail } from './account-api';

export function VerifyEmailPage() {
  const location = useLocation();
  const email = (location.state as { email?: string } | null)?.email ?? registeredEmail.get();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const resend = async () => {
    if (!email) return;
    setStatus(null);
    try {
      await accountApi.resendVerification(email);
      setStatus({ ok: true, text: 'We sent the verification e-mail again. Check your inbox.' });
    } catch (err) {
      setStatus({ ok: false, text: err instanceof ApiError ? err.message : 'The e-mail could not be sent. Please try again.' });
    }
  };

  return (
    <Stack>
      <Title order={1} size="h2">Verify your e-mail address</Title>
      {email ? (
        <>
          <Text fw={700} size="lg">Thank You for Registering</Text>
          <Text style={{ overflowWrap: 'anywhere' }}>
            We sent a confirmation e-mail to <strong>{email}</strong>. Click the link in it to verify your address; you will then be signed in.
          </Text>
          {status && <Alert color={status.ok ? 'forest' : 'red'} role={status.ok ? 'status' : 'alert'}>{status.text}</Alert>}
          <Button variant="light" onClick={() => void resend()}>Resend Verification Email</Button>
        </>
      ) : (
        <Text>Register first, then follow the link in the e-mail we send you.</Text>
      )}
      <Anchor component={Link} to="/login">Sign in</Anchor>
    </Stack>
  );
}
