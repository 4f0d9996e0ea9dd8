import { Alert, type AlertProps } from '@mantine/core';

/** Mantine's yellow title on its light yellow is too faint to read (2.7:1): the title is dark instead. */
const READABLE_TITLE = { title: { color: 'var(--mantine-color-gray-9)' } };

/** A warning that does not interrupt: yellow, announced politely, with a title that is readable. */
export function WarningAlert(props: Omit<AlertProps, 'color' | 'role' | 'styles'>) {
  return <Alert color="yellow" role="status" styles={READABLE_TITLE} {...props} />;
}
