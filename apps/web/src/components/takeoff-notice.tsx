import type { ReactNode } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { TakeoffProvenanceBody } from '@embodied/contracts';
import { takeoffWords } from '@embodied/engine';

/** "Measured quantities from house.ifc" or "Quantities measured by hand": a notice's title. */
function takeoffTitle(source: TakeoffProvenanceBody, what: string): string {
  return source.kind === 'manual' ? `${what} measured by hand` : `${what} from ${source.fileName}`;
}

/**
 * A calculator page's notice that its quantities came from a take-off (issue 52): where from (file,
 * schema, SHA-256, elements read and skipped), what that means for the result, and a button that
 * stops using them. The saved snapshot and its printout record the same provenance.
 */
export function TakeoffNotice({
  source,
  what,
  children,
  removeLabel,
  onRemove,
}: {
  source: TakeoffProvenanceBody;
  /** What came from the take-off, for the title: "Measured quantities" → "Measured quantities from house.ifc". */
  what: string;
  children: ReactNode;
  removeLabel: string;
  onRemove: () => void;
}) {
  return (
    <Alert color="blue" title={takeoffTitle(source, what)} role="status" aria-live="polite">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">Quantities {takeoffWords(source)}.</Text>
        {children}
        <Button size="xs" variant="light" onClick={onRemove}>
          {removeLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
