import type { ReactNode } from 'react';
import { Badge, Group, Stack, Text } from '@mantine/core';

/**
 * The row of one thing in a list of the user's own (a token, a product, a project): its name with
 * its tags (and Expired, when it is), the lines about it under them, and its actions beside them
 * (below, on a narrow screen).
 */
export function ListItemRow({
  name,
  nameWeight = 600,
  minWidth,
  tags,
  expired = false,
  details,
  actions,
}: {
  name: string;
  nameWeight?: number;
  /** The width, px, under which the actions go below. */
  minWidth: number;
  /** Short facts beside the name, each a badge (in capitals unless `asWritten`). */
  tags: readonly { label: string; asWritten?: boolean }[];
  expired?: boolean;
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
          {tags.map((tag) => (
            <Badge key={tag.label} variant="outline" color="gray.8" tt={tag.asWritten ? 'none' : undefined}>
              {tag.label}
            </Badge>
          ))}
          {expired && (
            <Badge variant="outline" color="red.9">
              Expired
            </Badge>
          )}
        </Group>
        {details}
      </Stack>
      {actions}
    </Group>
  );
}
