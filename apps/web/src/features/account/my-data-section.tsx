import { useState } from 'react';
import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import type { User } from '@embodied/contracts';
import { OutcomeAlert } from '../../components/outcome-alert';
import { paths } from '../../config/paths';
import { failed, succeeded, toApiError, type ApiError, type Outcome } from '../../lib/api-error';
import { forgetDrafts } from '../../lib/use-draft';
import { userApi } from './account-api';

/** Saves a JSON document as a file, the way a download link would. */
function saveJson(data: unknown, filename: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "Download my data" (GET /api/user/export). */
export function DownloadDataCard() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const data = await userApi.exportData();
      saveJson(data, `embodied-my-data-${data.exportedAt.slice(0, 10)}.json`);
      setOutcome(
        succeeded(
          `Downloaded: your account, profile and ${data.snapshots.length} carbon snapshot${data.snapshots.length === 1 ? '' : 's'}.`,
        ),
      );
    } catch (err) {
      setOutcome(failed(err, 'The download did not work. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack align="flex-start">
      <Text size="sm">
        Everything we hold about you, as one JSON file: your account, profile, avatar, sign-in sessions, carbon
        snapshots and share links.
      </Text>
      <OutcomeAlert outcome={outcome} w="100%" />
      <Button variant="default" loading={busy} onClick={() => void download()}>
        Download my data
      </Button>
    </Stack>
  );
}

/** Delete my account, after typing its e-mail address (DELETE /api/user); then signed out, on the sign-in page. */
export function DeleteAccountCard({ user }: { user: User }) {
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const matches = typed.trim().toLowerCase() === user.email.toLowerCase();

  const remove = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await userApi.deleteAccount(typed.trim());
      // The calculators' drafts of this account, kept in this browser, go with it.
      forgetDrafts(user.id);
      // A full page load: nothing of the account may survive in memory, and no request still in
      // flight for it (answered 401 now) can send the page anywhere else.
      window.location.replace(paths.login({ deleted: '1' }));
    } catch (err) {
      setFailure(toApiError(err, 'Your account could not be deleted. Please try again.'));
      setBusy(false);
    }
  };

  return (
    <Stack align="flex-start">
      <Title order={3} size="h4" c="red.9">
        Delete my account
      </Title>
      <Text size="sm">
        This removes your account and everything that is yours — profile, avatar, carbon snapshots and share links — at
        once and for good. Download your data first if you want to keep it.
      </Text>
      <TextInput
        label="Type your e-mail address to confirm"
        description={user.email}
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        autoComplete="off"
        w="100%"
        maw={420}
      />
      {failure && (
        <Alert color="red" role="alert" w="100%">
          {failure.message}
        </Alert>
      )}
      <Button color="red" disabled={!matches} loading={busy} onClick={() => void remove()}>
        Delete my account
      </Button>
    </Stack>
  );
}
