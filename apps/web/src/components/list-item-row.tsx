import type { ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';

/**
 * The row of one thing in a list of the user's own (a token, a product, a project): its name with
 * its badges, the lines about it under them, and its actions beside them (below, on a narrow screen).
 */
export function ListItemRow({
  name,
  nameWeight = 600,
  minWidth,
  badges,
  details,
  actions,
}: {
  name: string;
  nameWeight?: number;
  /** The width, px, under which the actions go below. */
  minWidth: number;
  badges: ReactNode;
  details: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
      <Stack gap={2} style={{ minWidth: 0, flex: `1 1 ${minWidth}px` }}>
        <Group gap="xs">
          <Text fw={nameWeight} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          {badges}
        </Group>
        {details}
      </Stack>
      {actions}
    </Group>
  );
}
