import { useState } from 'react';
import { Alert, Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { datasetForPeople, editionForPeople, listDatasets } from '@embodied/engine';
import type { Recalculation, SnapshotDetail } from '@embodied/contracts';
import { IssuesAlert } from '../../components/failure-alert';
import { numeric, RowHead, TableHead } from '../../components/table-parts';
import { toApiError } from '../../lib/api-error';
import { datasetName, formatFigure } from './snapshot-format';
import { snapshotsApi, type RecalculateDataset } from './snapshots-api';

/** The snapshot's own dataset, the user's default, or a named dataset. */
type Basis = 'snapshot' | NonNullable<RecalculateDataset>;

function signed(f: Recalculation['figures'][number]): string {
  if (f.difference === null) return '—';
  const text = formatFigure({ value: Math.abs(f.difference), unit: f.unit, decimals: f.decimals });
  return f.difference > 0 ? `+${text}` : f.difference < 0 ? `−${text}` : text;
}

function Comparison({ result }: { result: Recalculation }) {
  const notes: string[] = [];
  if (result.datasetChanged)
    notes.push(
      `Recalculated on ${datasetName(result.current.datasetId)} instead of ${datasetName(result.stored.datasetId)}.`,
    );
  if (result.datasetVersionChanged)
    notes.push(
      `The data edition changed: ${editionForPeople(result.stored.datasetVersion)} → ${editionForPeople(result.current.datasetVersion)}.`,
    );
  if (result.engineVersionChanged)
    notes.push(`The engine changed: ${result.stored.engineVersion} → ${result.current.engineVersion}.`);
  // What the recalculation assumed that the snapshot does not record (e.g. its climate zone).
  notes.push(...(result.notes ?? []));
  return (
    <Stack gap="xs">
      <Alert
        color={result.changed ? 'yellow' : 'forest'}
        title={result.changed ? 'The figures differ with current data' : 'Same figures with current data'}
      >
        {notes.length > 0
          ? notes.join(' ')
          : 'The dataset, its edition and the engine are the ones this snapshot used.'}
      </Alert>
      <Table.ScrollContainer minWidth={520}>
        <Table withTableBorder fz="sm" verticalSpacing={4} className="snapshot-recalculation">
          <Table.Caption>
            Snapshot ({datasetForPeople(datasetName(result.stored.datasetId), result.stored.datasetVersion)}, engine{' '}
            {result.stored.engineVersion}) and now (
            {datasetForPeople(datasetName(result.current.datasetId), result.current.datasetVersion)}, engine{' '}
            {result.current.engineVersion})
          </Table.Caption>
          <TableHead columns={['Figure', numeric('Snapshot'), numeric('Current data'), numeric('Difference')]} />
          <Table.Tbody>
            {result.figures.map((f) => (
              <Table.Tr key={f.key}>
                <RowHead>{f.label}</RowHead>
                <Table.Td ta="right">{f.old === null ? '—' : formatFigure({ ...f, value: f.old })}</Table.Td>
                <Table.Td ta="right">{f.new === null ? '—' : formatFigure({ ...f, value: f.new })}</Table.Td>
                <Table.Td ta="right">{signed(f)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** 'Recalculate with current data': the stored figures next to the current engine's, on a chosen dataset. */
export function RecalculatePanel({ snapshot }: { snapshot: SnapshotDetail }) {
  const [basis, setBasis] = useState<Basis>('snapshot');
  const run = useMutation({
    mutationFn: () => snapshotsApi.recalculate(snapshot.number, basis === 'snapshot' ? undefined : basis),
    meta: { silent: true },
  });
  const failure = run.error && toApiError(run.error);
  const options: { value: Basis; label: string }[] = [
    { value: 'snapshot', label: `This snapshot's dataset (${datasetName(snapshot.datasetId)})` },
    { value: 'default', label: 'My default dataset' },
    ...listDatasets().map((d) => ({ value: d.id, label: d.label })),
  ];
  return (
    <Stack gap="sm" component="section" aria-labelledby="recalculate-title">
      <Title order={3} size="h4" id="recalculate-title">
        Recalculate with current data
      </Title>
      <Text size="sm">Runs the current engine on this snapshot&apos;s inputs. The snapshot itself never changes.</Text>
      <Group align="flex-end" gap="sm">
        <Select
          label="Dataset to recalculate on"
          data={options}
          value={basis}
          onChange={(v) => setBasis(options.find((o) => o.value === v)?.value ?? basis)}
          allowDeselect={false}
          w={{ base: '100%', xs: 320 }}
        />
        <Button onClick={() => run.mutate()} loading={run.isPending}>
          Recalculate with current data
        </Button>
      </Group>
      <IssuesAlert failure={failure} title="Could not recalculate" />
      {run.data && <Comparison result={run.data} />}
    </Stack>
  );
}
