import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { toApiError } from '../lib/api-error';

/**
 * The end of a dialog that asks before something is removed for good: why the last try failed (if
 * it did), Cancel (focused first, so Enter does not destroy anything) and the red action.
 */
export function ConfirmActions({
  failure,
  busy,
  onCancel,
  onConfirm,
  confirmLabel,
}: {
  failure: { message: string } | null | undefined;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  confirmLabel: string;
}) {
  return (
    <>
      {failure && (
        <Alert color="red" role="alert">
          {failure.message}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm" mt="xs">
        <Button variant="default" onClick={onCancel} disabled={busy} data-autofocus>
          Cancel
        </Button>
        <Button color="red" loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </>
  );
}

/**
 * A dialog that asks before something is removed for good: `children` say what goes, then
 * {@link ConfirmActions}. It stays open while the removal runs (`busy`).
 */
export function ConfirmDialog({
  opened,
  onClose,
  title,
  children,
  ...actions
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  failure: { message: string } | null | undefined;
  busy: boolean;
  onConfirm: () => void;
  confirmLabel: string;
}) {
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!actions.busy) onClose();
      }}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        {children}
        <ConfirmActions {...actions} onCancel={onClose} />
      </Stack>
    </Modal>
  );
}

/**
 * A small red button that asks in a {@link ConfirmDialog} (`dialog`, the caller's, so that a
 * finished removal can close it) before `removal` runs; each opening starts without the last
 * attempt's failure, which the dialog words `failureMessage` when it has no message of its own.
 */
export function RemoveWithConfirm({
  label,
  ariaLabel,
  dialog,
  removal,
  failureMessage,
  title,
  confirmLabel,
  children,
}: {
  label: string;
  ariaLabel: string | undefined;
  dialog: { opened: boolean; open: () => void; close: () => void };
  removal: { mutate: () => void; reset: () => void; error: Error | null; isPending: boolean };
  failureMessage: string;
  title: string;
  confirmLabel: string;
  /** What the dialog says goes. */
  children: ReactNode;
}) {
  return (
    <>
      <Button
        size="compact-sm"
        variant="outline"
        color="red.9"
        onClick={() => {
          removal.reset();
          dialog.open();
        }}
        aria-label={ariaLabel}
      >
        {label}
      </Button>
      <ConfirmDialog
        opened={dialog.opened}
        onClose={dialog.close}
        title={title}
        failure={removal.error ? toApiError(removal.error, failureMessage) : null}
        busy={removal.isPending}
        onConfirm={() => removal.mutate()}
        confirmLabel={confirmLabel}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}
