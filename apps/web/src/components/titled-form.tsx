import type { FormEventHandler, ReactNode } from 'react';
import { Stack, Title } from '@mantine/core';

/**
 * A form named by its heading (`titleId`), its fields stacked under it. A page's own form is a
 * level-2 heading; a form inside a card, level 3.
 */
export function TitledForm({
  titleId,
  title,
  level = 2,
  onSubmit,
  children,
}: {
  titleId: string;
  title: ReactNode;
  level?: 2 | 3;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form noValidate aria-labelledby={titleId} onSubmit={onSubmit}>
      <Stack gap="sm">
        <Title order={level} size={level === 2 ? 'h3' : 'h4'} id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </form>
  );
}
