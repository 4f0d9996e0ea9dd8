import { Button, Group } from '@mantine/core';

/**
 * The end of a record's form: its submit button ("Save changes" when a record is being changed,
 * else `createLabel`) and, while changing one, Cancel. Both wait while the save runs.
 */
export function SaveActions({
  editing,
  saving,
  createLabel,
  onCancel,
}: {
  editing: boolean;
  saving: boolean;
  createLabel: string;
  onCancel: () => void;
}) {
  return (
    <Group>
      <Button type="submit" loading={saving}>
        {editing ? 'Save changes' : createLabel}
      </Button>
      {editing && (
        <Button variant="default" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      )}
    </Group>
  );
}
