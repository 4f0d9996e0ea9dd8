import { useState } from 'react';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { ConfirmActions } from '../../components/confirm-actions';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { toApiError, type ApiError } from '../../lib/api-error';
import { snapshotKeys, snapshotsApi } from './snapshots-api';
import { SNAPSHOTS_KEY } from '../../lib/first-requests';

/** What the snapshots page says after a deletion (carried in the navigation's state). */
export interface DeletedState {
  deleted: number;
}

/**
 * "Delete" on a snapshot's page: a dialog says what deleting does and asks to confirm (Cancel has
 * the focus, so Enter does not delete by accident); then back to the list, which says it is done.
 */
export function DeleteSnapshotButton({ number, project }: { number: number; project: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const client = useQueryClient();
  const navigate = useNavigate();

  const remove = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await snapshotsApi.remove(number);
      client.removeQueries({ queryKey: snapshotKeys.one(number) });
      await client.invalidateQueries({ queryKey: SNAPSHOTS_KEY });
      void navigate(paths.snapshots(), { state: { deleted: number } satisfies DeletedState });
    } catch (err) {
      setFailure(toApiError(err, 'The snapshot could not be deleted. Please try again.'));
      setBusy(false);
    }
  };

  return (
    <>
      <Button color="red" variant="outline" onClick={open}>
        Delete
      </Button>
      <Modal
        opened={opened}
        onClose={() => {
          if (!busy) close();
        }}
        title={`Delete snapshot #${number}?`}
        centered
        size="md"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="sm">
          <Text size="sm">
            Snapshot #{number} of {project} will be removed for good, with its share links: anyone who opens one of them
            will find nothing. Its number is not used again.
          </Text>
          <Text size="sm">
            A JSON export you downloaded stays checkable: verifying it will say the snapshot was deleted.
          </Text>
          <ConfirmActions
            failure={failure}
            busy={busy}
            onCancel={close}
            onConfirm={() => void remove()}
            confirmLabel="Delete snapshot"
          />
        </Stack>
      </Modal>
    </>
  );
}
