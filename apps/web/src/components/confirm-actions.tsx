import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';

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
