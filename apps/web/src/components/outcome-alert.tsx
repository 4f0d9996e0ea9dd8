import { Alert, type AlertProps } from '@mantine/core';
import type { Outcome } from '../lib/api-error';

/** Says what became of an action: green and polite when it worked, red and read out at once when it failed. */
export function OutcomeAlert({
  outcome,
  ...props
}: { outcome: Outcome | null } & Omit<AlertProps, 'color' | 'role' | 'children'>) {
  if (!outcome) return null;
  return (
    <Alert color={outcome.ok ? 'forest' : 'red'} role={outcome.ok ? 'status' : 'alert'} {...props}>
      {outcome.ok ? outcome.text : outcome.error.message}
    </Alert>
  );
}
