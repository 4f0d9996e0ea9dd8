import type { ReactNode } from 'react';
import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { SavedSnapshotLabel } from '../../components/calculator-parts';
import { WorkspaceBadge, WorkspaceBadgeRoom } from '../../components/workspace-badge';
import { printTitle } from './wall-snapshot';
import { takeoffProvenanceSchema } from '@embodied/contracts';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { WallFormOutput, WallFormValues } from './wall-form';
import { TakeoffNotice } from '../../components/takeoff-notice';

/** Prints the snapshot section; the document title names the PDF a browser saves. */
function printSnapshot(snapshot: number) {
  const previous = document.title;
  document.title = printTitle(snapshot);
  window.print();
  document.title = previous;
}

/** The column the page is laid out in. */
export function WallColumn({ children }: { children: ReactNode }) {
  return (
    <Stack gap="lg" maw={1200} mx="auto" className="wall-page">
      {children}
    </Stack>
  );
}

/**
 * The page's title, with the workspace beside it once the session is `known`, and `children` (the
 * saved snapshot and Print) across from it.
 */
export function WallHeading({ known, children }: { known: boolean; children?: ReactNode }) {
  return (
    <Group justify="space-between" align="center" gap="sm">
      <Group gap="sm" align="center" wrap="wrap">
        <Title order={2}>Wall Embodied Carbon Comparison</Title>
        {known ? <WorkspaceBadge /> : <WorkspaceBadgeRoom />}
      </Group>
      {children}
    </Group>
  );
}

/** The saved snapshot's number and Print (enabled once a Calculate saved one), with what Print does. */
export function WallPrintControls({ snapshot }: { snapshot: number | undefined }) {
  return (
    <Stack gap={2} align="flex-end">
      <Group gap="sm" align="center">
        <SavedSnapshotLabel snapshot={snapshot} />
        <Button
          variant="outline"
          disabled={snapshot === undefined}
          aria-describedby="wall-print-help"
          onClick={() => snapshot !== undefined && printSnapshot(snapshot)}
        >
          Print
        </Button>
      </Group>
      <Text id="wall-print-help" size="xs" c="gray.7">
        {snapshot !== undefined
          ? `Prints carbon snapshot #${snapshot} on A4.`
          : 'Calculate first: you print a saved carbon snapshot.'}
      </Text>
    </Stack>
  );
}

/** After a whole-wall Calculate: the cards that stop it, in words (their fields say the rest). */
export function StoppedByAlert({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" role="alert" title="The wall was not calculated">
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <List size="sm">
          {messages.map((m) => (
            <List.Item key={m}>{m}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

/**
 * The wall page's notice that its locations were filled from a take-off (issue 52): the snapshot and
 * its printout will say so until the user removes it (after retyping the locations, say).
 */
export function WallTakeoffNotice({ form }: { form: UseFormReturn<WallFormValues, unknown, WallFormOutput> }) {
  const source = useWatch({ control: form.control, name: 'takeoff' });
  const onRemove = () => form.setValue('takeoff', null, { shouldDirty: true });
  const parsed = takeoffProvenanceSchema.safeParse(source);
  if (!parsed.success) return null;
  return (
    <TakeoffNotice source={parsed.data} what="Wall locations" removeLabel="Entered by hand instead" onRemove={onRemove}>
      <Text size="sm">
        The saved snapshot and its printout will say the lengths and heights were taken off{' '}
        {parsed.data.kind === 'manual' ? 'by hand' : 'this model'}. That stays so if you change a location: remove it
        once the locations are no longer the take-off’s.
      </Text>
    </TakeoffNotice>
  );
}
