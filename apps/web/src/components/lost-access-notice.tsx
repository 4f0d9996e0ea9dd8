import { Button, Text } from '@mantine/core';
import { useSwitchWorkspace, useWorkspace } from '../lib/workspace';
import { WarningAlert } from './warning-alert';

/**
 * Says, on every signed-in page, that the organisation the user had chosen is no longer theirs
 * (removed, or deleted while they worked in it): the server answers 404 in it until they choose a
 * workspace, so the page offers the personal one at once (others are in the workspace menu).
 */
export function LostAccessNotice() {
  const workspace = useWorkspace();
  const switchTo = useSwitchWorkspace();
  const lost = workspace.data?.lostAccess;
  if (!lost) return null;
  return (
    <WarningAlert title={`You are no longer a member of “${lost}”`} mb="md" className="no-print">
      <Text size="sm">
        Its snapshots and projects are not open to you any more. Choose where to work: your personal workspace, or
        another organisation in the workspace menu at the top.
      </Text>
      <Button mt="sm" size="xs" variant="white" loading={switchTo.isPending} onClick={() => switchTo.mutate(null)}>
        Work in my personal workspace
      </Button>
    </WarningAlert>
  );
}
