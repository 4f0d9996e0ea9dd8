import { Stack, Table, Text } from '@mantine/core';
import { NO_EPD_DEFAULT_DATASET_ID, type DatasetId } from '@embodied/engine';
import { formatNumber } from '../lib/format';

/** One total beside its no-EPD default twin (issue 49). */
export interface BasisRow {
  readonly label: string;
  readonly value: number;
  /** Absent in a snapshot saved before the no-EPD default was recorded. */
  readonly noEpdDefault: number | undefined;
}

/** One option's carbon stored in timber, kgCO2e (reported apart, never netted). */
export interface StoredRow {
  readonly label: string;
  readonly stored: number | undefined;
}

/** What the chosen basis is called for a client. */
const BASIS_NAMES: Readonly<Record<DatasetId, string>> = {
  'au-typical': 'Typical product with an EPD',
  'au-hybrid': 'ICM hybrid basis',
  'au-conservative': 'No EPD known (NABERS default)',
};

/**
 * The typical figure and the NMEFD Default figure side by side, wherever a total goes to a person,
 * and the carbon stored in timber as its own line. The Default is what a NABERS assessor uses for
 * a product without an EPD; the user's own EPDs count at their own value in both columns.
 */
export function BasisFigures({
  datasetId,
  rows,
  stored,
  decimals = 0,
  unit = 'kgCO2e',
}: {
  datasetId: DatasetId;
  rows: readonly BasisRow[];
  stored: readonly StoredRow[];
  decimals?: number;
  unit?: string;
}) {
  const same = datasetId === NO_EPD_DEFAULT_DATASET_ID;
  const known = rows.every((r) => r.noEpdDefault !== undefined);
  const storedKnown = stored.filter((s): s is StoredRow & { stored: number } => s.stored !== undefined);
  // No timber in any option: nothing stored to report.
  const anyStored = storedKnown.some((s) => s.stored > 0);
  if (!known && !anyStored) return null;
  return (
    <Stack gap={6} className="basis-figures">
      {known && (
        <Table withTableBorder withColumnBorders striped fz="sm" layout="fixed" captionSide="top">
          <Table.Caption style={{ textAlign: 'left', fontWeight: 600 }}>
            With and without supplier EPDs ({unit})
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Figure</Table.Th>
              <Table.Th scope="col">{BASIS_NAMES[datasetId]}</Table.Th>
              {!same && <Table.Th scope="col">No EPD known (NABERS default)</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.label}>
                <Table.Th scope="row" fw={500}>
                  {r.label}
                </Table.Th>
                <Table.Td>{formatNumber(r.value, decimals)}</Table.Td>
                {!same && <Table.Td>{formatNumber(r.noEpdDefault ?? 0, decimals)}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {known && (
        <Text size="xs" c="gray.8">
          {same
            ? 'These figures already use the NMEFD v2025.1 Default, which a NABERS assessor uses for a product without an EPD.'
            : 'The NABERS default is the NMEFD v2025.1 Default value, which a NABERS assessor uses for a product without an EPD; ask suppliers for EPDs to claim the typical figure. Your own EPDs count at their own value in both columns.'}
        </Text>
      )}
      {anyStored && (
        <Text size="sm">
          <Text span fw={600}>
            Carbon stored in timber
          </Text>{' '}
          (reported apart, never subtracted from the totals):{' '}
          {storedKnown.map((s) => `${s.label} ${formatNumber(s.stored, 0)} kgCO2e`).join('; ')}.
        </Text>
      )}
    </Stack>
  );
}
