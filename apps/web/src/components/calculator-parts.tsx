import type { BaseSyntheticEvent, ComponentProps, ReactNode } from 'react';
import { Alert, Anchor, Box, Button, Grid, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import type { ApiError } from '../lib/api-error';
import { useWorkspace } from '../lib/workspace';
import { ConfirmDialog } from './confirm-actions';
import { FailureAlert } from './failure-alert';
import { ViewerNotice, WorkspaceBadge, WorkspaceBadgeRoom } from './workspace-badge';

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

/**
 * The user's draft: the inputs are kept as they are typed (lib/use-draft.ts); when they came back
 * from last time the page says so, and Start again clears them.
 */
export function DraftControls({
  restored,
  onStartAgain,
  confirm,
}: {
  restored: boolean;
  onStartAgain: () => void;
  /** What Start again would wipe, in a sentence: given, it asks first (a form with much in it). */
  confirm?: string;
}) {
  const [asking, { open, close }] = useDisclosure(false);
  return (
    <Group gap="xs" wrap="wrap">
      {restored && (
        <Text size="sm" c="gray.8" role="status">
          Your inputs from last time are back.
        </Text>
      )}
      <Button type="button" variant="subtle" size="compact-sm" onClick={confirm ? open : onStartAgain}>
        Start again
      </Button>
      {confirm && (
        <ConfirmDialog
          opened={asking}
          onClose={close}
          title="Start again?"
          failure={null}
          busy={false}
          onConfirm={() => {
            close();
            onStartAgain();
          }}
          confirmLabel="Clear the form"
        >
          <Text size="sm">{confirm} Saved snapshots are kept.</Text>
        </ConfirmDialog>
      )}
    </Group>
  );
}

/** The end of a calculator form: the last failure, the Calculate button and what it does, and Start again. */
export function CalculateActions({
  failure,
  busy,
  help,
  draftRestored,
  startAgain,
}: {
  failure: ApiError | undefined;
  busy: boolean;
  help: ReactNode;
  draftRestored: boolean;
  startAgain: () => void;
}) {
  // A viewer previews but does not calculate (the server would refuse; ViewerNotice says why).
  const canCalculate = useWorkspace().abilities.calculate;
  return (
    <>
      <FailureAlert failure={failure} title="Not calculated" retry />
      <Box>
        <Group gap="md" align="center">
          <Button type="submit" size="md" loading={busy} disabled={!canCalculate}>
            Calculate
          </Button>
          <DraftControls restored={draftRestored} onStartAgain={startAgain} />
        </Group>
        <Text size="xs" c="gray.7" mt={6}>
          {help}
        </Text>
      </Box>
    </>
  );
}

/** A calculator page's title, what it does (`intro`) and how wide that reads. */
export interface CalculatorHeadingText {
  title: string;
  intro: ReactNode;
  introWidth: number;
}

/** A calculator page's column class and heading, as the page and its first paint (app/first-paint.tsx) show them. */
export interface CalculatorPageText {
  className: string;
  heading: CalculatorHeadingText;
}

/** The page text of a calculator, written once for the page and its first paint. */
export function calculatorPageText(className: string, heading: CalculatorHeadingText): CalculatorPageText {
  return { className, heading };
}

/**
 * A calculator page's heading: its title, what it does (with the methodology link), the saved
 * snapshot's number, and why a `?from=` snapshot could not be opened. Without `calculator` (the
 * page's first paint, before the session and the draft are known) only the title and the text.
 */
export function CalculatorHeading({
  title,
  intro,
  introWidth,
  calculator,
}: CalculatorHeadingText & {
  calculator?: { saved: { snapshot: number } | undefined; prefillMessage: string | undefined };
}) {
  return (
    <>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Group gap="sm" align="center" wrap="wrap">
            <Title order={2}>{title}</Title>
            {calculator ? <WorkspaceBadge /> : <WorkspaceBadgeRoom />}
          </Group>
          <Text c="gray.8" maw={introWidth}>
            {intro}{' '}
            <Anchor component={Link} to={paths.methodology()} underline="always">
              How it is calculated
            </Anchor>
          </Text>
        </div>
        {calculator && <SavedSnapshotLabel snapshot={calculator.saved?.snapshot} />}
      </Group>
      {calculator && <ViewerNotice />}
      {calculator && <PrefillAlert message={calculator.prefillMessage} />}
    </>
  );
}

/**
 * A calculator's entry form in its card, named by its heading (`headingId`): the fields, then the
 * last failure and Calculate.
 */
export function CalculatorForm({
  headingId,
  calculator,
  help,
  children,
}: {
  headingId: string;
  calculator: {
    submit: (event?: BaseSyntheticEvent) => Promise<void>;
    failure: ApiError | undefined;
    busy: boolean;
    draftRestored: boolean;
    startAgain: () => void;
  };
  help: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <form onSubmit={(e) => void calculator.submit(e)} noValidate aria-labelledby={headingId}>
        <Stack gap="md">
          {children}
          <CalculateActions
            failure={calculator.failure}
            busy={calculator.busy}
            help={help}
            draftRestored={calculator.draftRestored}
            startAgain={calculator.startAgain}
          />
        </Stack>
      </form>
    </Paper>
  );
}

/** The project-name field every calculator starts with (its other props: required, a description, a width). */
export function ProjectNameInput(props: Omit<ComponentProps<typeof TextInput>, 'label'>) {
  return <TextInput label="Project name" autoComplete="off" {...props} />;
}

/** The column a calculator page is laid out in (its class names the page for its styles and print). */
function CalculatorColumn({ className, children }: { className: string; children: ReactNode }) {
  return (
    <Stack gap="lg" maw={1320} mx="auto" className={className}>
      {children}
    </Stack>
  );
}

/**
 * A calculator page: its heading, then two columns (stacked on a phone), the first `leftSpan` of
 * 12 wide on a desktop, then whatever follows on the full width.
 */
export function CalculatorLayout({
  className,
  heading,
  calculator,
  leftSpan,
  left,
  right,
  children,
}: {
  className: string;
  heading: CalculatorHeadingText;
  calculator: { saved: { snapshot: number } | undefined; prefillMessage: string | undefined };
  leftSpan: number;
  left: ReactNode;
  right: ReactNode;
  children?: ReactNode;
}) {
  return (
    <CalculatorColumn className={className}>
      <CalculatorHeading {...heading} calculator={calculator} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: leftSpan }}>{left}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 12 - leftSpan }}>{right}</Grid.Col>
      </Grid>
      {children}
    </CalculatorColumn>
  );
}

/** A calculator page's first paint: its heading's title and text where the page will show them. */
export function CalculatorFirstPaint({ className, heading }: { className: string; heading: CalculatorHeadingText }) {
  return (
    <CalculatorColumn className={className}>
      <CalculatorHeading {...heading} />
    </CalculatorColumn>
  );
}
