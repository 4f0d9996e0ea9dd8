import { Stack } from '@mantine/core';
import type { DatasetId } from '@embodied/engine';
import { DataQuality, LimitsStatement, ScopeTable } from '../../components/report-notes';
import { useReportNotes } from '../../lib/use-report-notes';

/**
 * The optimizer estimate's purpose and limits, scope table and data quality: the words its saved
 * snapshot's report and PDF give, on screen and in print.
 */
export function DwellingNotes({
  datasetId,
  productIds,
  createdAt,
  quantities,
  wholeHouse,
}: {
  datasetId: DatasetId;
  productIds: readonly string[] | null | undefined;
  createdAt: string;
  /** Where the quantities were measured (issue 52), for the scope table; null: the model. */
  quantities: string | null;
  /** The whole-house scope: the scope table lists its elements (as the snapshot's report does). */
  wholeHouse: boolean;
}) {
  const notes = useReportNotes('dwelling', datasetId, productIds, createdAt, { upfront: true, wholeHouse, quantities });
  return (
    <Stack gap="md">
      <LimitsStatement notes={notes} />
      <ScopeTable notes={notes} />
      <DataQuality notes={notes} />
    </Stack>
  );
}
