import type { ReactNode } from 'react';
import { Paper, type PaperProps } from '@mantine/core';

/**
 * A bordered card that is a page section, named for screen readers by its heading
 * (`aria-labelledby`) or a label; padded less on a phone. `roomy` for a page's main card (a form,
 * the estimate): more padding on each side.
 */
export function SectionCard({
  roomy = false,
  ...props
}: PaperProps & {
  children: ReactNode;
  className?: string;
  roomy?: boolean;
} & ({ 'aria-labelledby': string } | { 'aria-label': string })) {
  return (
    <Paper
      withBorder
      p={roomy ? { base: 'md', sm: 'lg' } : { base: 'sm', sm: 'md' }}
      radius="md"
      component="section"
      {...props}
    />
  );
}
