import type { ReactNode } from 'react';
import { Alert, Anchor, Box, Button, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import type { ApiError } from '../lib/api-error';

/** "Carbon Snapshot: #12", or that nothing is saved yet; read out when it changes. */
export function SavedSnapshotLabel({ snapshot }: { snapshot: number | undefined }) {
  return (
    <Text fw={700} size="lg" aria-live="polite">
      Carbon Snapshot:{' '}
      {snapshot !== undefined ? (
        `#${snapshot}`
      ) : (
        <Text span c="gray.7" fw={500}>
          not saved yet
        </Text>
      )}
    </Text>
  );
}

/** Why the snapshot in `?from=` could not be opened, when it could not. */
export function PrefillAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert color="yellow" title="Snapshot not opened">
      {message}
    </Alert>
  );
}

/** The end of a calculator form: the last failure, the Calculate button and what it does. */
export function CalculateActions({
  failure,
  busy,
  help,
}: {
  failure: ApiError | undefined;
  busy: boolean;
  help: ReactNode;
}) {
  return (
    <>
      {failure && (
        <Alert color="red" title="Not calculated" role="alert">
          {failure.message}
        </Alert>
      )}
      <Box>
        <Button type="submit" size="md" loading={busy}>
          Calculate
        </Button>
        <Text size="xs" c="gray.7" mt={6}>
          {help}
        </Text>
      </Box>
    </>
  );
}

/**
 * A calculator page's heading: its title, what it does (with the methodology link), the saved
 * snapshot's number, and why a `?from=` snapshot could not be opened.
 */
export function CalculatorHeading({
  title,
  intro,
  introWidth,
  snapshot,
  prefillMessage,
}: {
  title: string;
  intro: ReactNode;
  introWidth: number;
  snapshot: number | undefined;
  prefillMessage: string | undefined;
}) {
  return (
    <>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={2}>{title}</Title>
          <Text c="gray.8" maw={introWidth}>
            {intro}{' '}
            <Anchor component={Link} to={paths.methodology()} underline="always">
              How it is calculated
            </Anchor>
          </Text>
        </div>
        <SavedSnapshotLabel snapshot={snapshot} />
      </Group>
      <PrefillAlert message={prefillMessage} />
    </>
  );
}
