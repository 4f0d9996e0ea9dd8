import { Alert, Badge } from '@mantine/core';
import { useWorkspace } from '../lib/workspace';
import { PERSONAL_WORKSPACE_NAME } from '@embodied/contracts';
import { workspaceLabel } from '../lib/workspace-abilities';

/** "Workspace: Smith Building Co · Editor" beside a calculator's title: where Calculate saves. */
export function WorkspaceBadge() {
  const { active, lostAccess } = useWorkspace();
  if (!active) return null;
  if (lostAccess)
    return (
      <Badge variant="light" color="yellow.9" tt="none" size="lg" fw={600} className="no-print">
        Workspace: none chosen
      </Badge>
    );
  return (
    <Badge
      variant="light"
      color={active.organisationId === null ? 'gray' : 'forest'}
      tt="none"
      size="lg"
      fw={600}
      maw="100%"
      className="no-print"
      styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
    >
      Workspace: {workspaceLabel(active)}
    </Badge>
  );
}

/**
 * The badge's room before the session is known (a page's first paint, app/first-paint.tsx): unseen
 * and out of the accessibility tree, the size of the personal workspace's badge, so the text under
 * it does not move when the badge comes.
 */
export function WorkspaceBadgeRoom() {
  return (
    <Badge variant="light" tt="none" size="lg" fw={600} aria-hidden style={{ visibility: 'hidden' }}>
      Workspace: {PERSONAL_WORKSPACE_NAME}
    </Badge>
  );
}

/** Says, on a calculator page, that a viewer reads but does not calculate (their Calculate is disabled). */
export function ViewerNotice() {
  const { active, abilities } = useWorkspace();
  if (!active || abilities.calculate) return null;
  return (
    <Alert color="blue" role="status" title="Read-only workspace" className="no-print">
      You are a viewer in {active.name}: you can read, print and export, but not calculate.
    </Alert>
  );
}
