import { Alert, Button, Group } from '@mantine/core';

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
