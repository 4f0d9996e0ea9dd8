import type { ReactNode } from 'react';
import { Stack, Title, type MantineSpacing } from '@mantine/core';

/**
 * A section named by its heading (`titleId`), its content stacked under it. A page's own section
 * is a level-2 heading; a section inside a card, level 3.
 */
export function TitledSection({
  titleId,
  title,
  level = 2,
  gap,
  children,
}: {
  titleId: string;
  title: string;
  level?: 2 | 3;
  gap: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Stack gap={gap} component="section" aria-labelledby={titleId}>
      <Title order={level} size={level === 2 ? 'h3' : 'h4'} id={titleId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
