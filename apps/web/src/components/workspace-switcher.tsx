import { Button, Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useSwitchWorkspace, useWorkspace } from '../lib/workspace';
import { PERSONAL_WORKSPACE_NAME } from '@embodied/contracts';
import { workspaceLabel } from '../lib/workspace-abilities';

/**
 * The workspace the user works in, and a menu to switch to another one (or manage organisations).
 * Switching asks every page's data again, from the new workspace. `fullWidth` in the phone menu.
 */
export function WorkspaceSwitcher({ fullWidth = false, onDone }: { fullWidth?: boolean; onDone?: () => void }) {
  const workspace = useWorkspace();
  const switchTo = useSwitchWorkspace();
  const { active, lostAccess } = workspace;
  const items = workspace.data?.items ?? [];
  const label = lostAccess
    ? 'Choose a workspace'
    : active
      ? workspaceLabel(active)
      : workspace.isError
        ? 'Workspace unavailable'
        : 'Loading workspace…';

  const choose = (organisationId: string | null) => {
    onDone?.();
    // Asked even for the workspace shown as active: after a removal from the active organisation the
    // server shows the personal workspace but keeps the old choice until the user makes one.
    switchTo.mutate(organisationId, {
      onSuccess: (now) =>
        notifications.show({
          color: 'forest',
          title: 'Workspace switched',
          message: `You are working in ${workspaceLabel(now)}.`,
          autoClose: 4000,
        }),
    });
  };

  return (
    <Menu
      position="bottom-end"
      width={fullWidth ? 'target' : 280}
      shadow="md"
      onOpen={() => void workspace.refetch()}
      // Mantine's focus placeholder (role="presentation") is not a menu item: axe flags it inside role="menu".
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <Button
          variant="default"
          size={fullWidth ? 'sm' : 'compact-md'}
          fullWidth={fullWidth}
          loading={switchTo.isPending}
          maw={fullWidth ? undefined : 180}
          title={label}
          aria-label={`Workspace: ${label}. Switch workspace`}
          styles={{ label: { overflow: 'hidden' } }}
        >
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{label}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Work in</Menu.Label>
        {workspace.isError && (
          <Text size="sm" c="red.9" px="sm" py={4} role="alert">
            {workspace.error.message}
          </Text>
        )}
        {items.map((w) => {
          const current = !lostAccess && active?.organisationId === w.organisationId;
          return (
            <Menu.Item
              key={w.organisationId ?? 'personal'}
              onClick={() => choose(w.organisationId)}
              aria-current={current ? 'true' : undefined}
              fw={current ? 700 : undefined}
              leftSection={
                <span aria-hidden="true" style={{ display: 'inline-block', width: '1em' }}>
                  {current ? '✓' : ''}
                </span>
              }
            >
              {workspaceLabel(w)}
            </Menu.Item>
          );
        })}
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.organisations()} onClick={onDone}>
          Manage organisations
        </Menu.Item>
        <Menu.Item component={Link} to={paths.projects()} onClick={onDone}>
          Projects
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The menu's room before the session is known (a page's first paint, app/first-paint.tsx): unseen
 * and out of the accessibility tree, the size of the personal workspace's button.
 */
export function WorkspaceSwitcherRoom() {
  return (
    <Button variant="default" size="compact-md" maw={180} tabIndex={-1} aria-hidden style={{ visibility: 'hidden' }}>
      {PERSONAL_WORKSPACE_NAME}
    </Button>
  );
}
