import type { ReactNode } from 'react';
import { Paper, type PaperProps } from '@mantine/core';

/**
 * A bordered card that is a page section, named for screen readers by its heading
 * (`aria-labelledby`) or a label; padded less on a phone.
 */
export function SectionCard(
  props: PaperProps & {
    children: ReactNode;
    className?: string;
  } & ({ 'aria-labelledby': string } | { 'aria-label': string }),
) {
  return <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" {...props} />;
}
