import type { ReactNode } from 'react';
import { Alert, Anchor, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { SNAPSHOT_KIND_LABELS, type SnapshotDetail } from '@embodied/contracts';
import { PageLoader } from '../../components/page-loader';
import { paths } from '../../config/paths';
import { isNotFound } from '../../lib/api-error';
import { formatDateInZone } from '../../lib/format';
import { useCurrentUser } from '../../lib/use-current-user';
import { compareSnapshots, type CompareRow } from './compare-snapshots';
import { snapshotNumberOf, useSnapshot } from './use-snapshot';
import './snapshots.css';

function Back() {
  return (
    <Anchor component={Link} to={paths.snapshots()} className="no-print">
      ← All snapshots
    </Anchor>
  );
}

/** A difference says so in words and with a mark, not by colour alone. */
function DiffersMark() {
  return (
    <Text size="sm" fw={700} span className="compare-differs">
      ≠ differs
    </Text>
  );
}

function CompareTable({
  caption,
  a,
  b,
  rows,
  difference,
}: {
  caption: string;
  a: number;
  b: number;
  rows: CompareRow[];
  difference: (row: CompareRow) => ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={560} type="native" tabIndex={0} role="region" aria-label={caption}>
      <Table withTableBorder fz="sm" verticalSpacing={4} captionSide="top" className="compare-table">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Field</Table.Th>
            <Table.Th scope="col">Snapshot #{a}</Table.Th>
            <Table.Th scope="col">Snapshot #{b}</Table.Th>
            <Table.Th scope="col">Difference</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.key}
              data-differs={row.differs || undefined}
              className={row.differs ? 'differs' : undefined}
            >
              <Table.Th scope="row" fw={row.differs ? 700 : 500}>
                {row.label}
              </Table.Th>
              <Table.Td>{row.a}</Table.Td>
              <Table.Td>{row.b}</Table.Td>
              <Table.Td>{row.differs ? difference(row) : <Text size="xs">same</Text>}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** b − a of a figure, as a person reads it: a signed amount with a true minus sign. */
function signedDelta(row: CompareRow): ReactNode {
  return (
    <Group gap={6} wrap="nowrap">
      <DiffersMark />
      {row.delta !== null && (
        <Text size="sm" span>
          {row.delta}
        </Text>
      )}
    </Group>
  );
}

function Comparison({ a, b }: { a: SnapshotDetail; b: SnapshotDetail }) {
  const timeZone = useCurrentUser({ enabled: false }).data?.timeZone;
  const when = (s: SnapshotDetail) => formatDateInZone(s.createdAt, timeZone);
  const result = compareSnapshots(a, b, when);
  const marked = () => <DiffersMark />;
  const changed = result.inputs.filter((r) => r.differs).length + result.figures.filter((r) => r.differs).length;
  return (
    <Stack gap="lg">
      <Text aria-live="polite">
        {changed === 0
          ? 'The two snapshots have the same inputs and figures.'
          : `${changed} input${changed === 1 ? '' : 's'} and figure${changed === 1 ? '' : 's'} differ, marked “≠ differs”. The difference column is snapshot #${b.number} minus snapshot #${a.number}.`}
      </Text>
      <CompareTable caption="Snapshot" a={a.number} b={b.number} rows={result.identity} difference={marked} />
      <CompareTable caption="Inputs" a={a.number} b={b.number} rows={result.inputs} difference={marked} />
      <CompareTable caption="Results" a={a.number} b={b.number} rows={result.figures} difference={signedDelta} />
    </Stack>
  );
}

/** /snapshots/compare?a=1&b=2: two snapshots of one kind side by side, their differences marked. */
export function CompareSnapshotsPage() {
  const [params] = useSearchParams();
  const aNumber = snapshotNumberOf(params.get('a'));
  const bNumber = snapshotNumberOf(params.get('b'));
  const a = useSnapshot(aNumber);
  const b = useSnapshot(bNumber);

  if (aNumber === null || bNumber === null || aNumber === bNumber)
    return (
      <Stack gap="sm" maw={640}>
        <Alert color="red" title="Choose two snapshots to compare">
          Select two different snapshots on the snapshots page, then choose Compare.
        </Alert>
        <Back />
      </Stack>
    );
  if (a.isPending || b.isPending) return <PageLoader />;
  const failed = [a, b].find((q) => q.isError);
  if (a.isError || b.isError) {
    const number = a.isError ? aNumber : bNumber;
    return (
      <Stack gap="sm" maw={640}>
        <Alert
          color="red"
          title={isNotFound(failed?.error) ? 'Snapshot not found' : 'The snapshots could not be loaded'}
        >
          {isNotFound(failed?.error)
            ? `There is no snapshot #${number} among your snapshots.`
            : (failed?.error?.message ?? 'Please try again.')}
        </Alert>
        <Back />
      </Stack>
    );
  }
  const [left, right] = [a.data, b.data];
  return (
    <Stack gap="md" maw={1100}>
      <Back />
      <Title order={2} size="h3">
        Snapshot #{left.number} and snapshot #{right.number}
      </Title>
      {left.kind !== right.kind ? (
        <Alert color="red" title="These snapshots cannot be compared">
          Snapshot #{left.number} is a {SNAPSHOT_KIND_LABELS[left.kind].toLowerCase()} snapshot and snapshot #
          {right.number} is a {SNAPSHOT_KIND_LABELS[right.kind].toLowerCase()} snapshot: only snapshots of the same kind
          have the same inputs and figures to compare. Open{' '}
          <Anchor component={Link} to={paths.snapshot(left.number)}>
            snapshot #{left.number}
          </Anchor>{' '}
          or{' '}
          <Anchor component={Link} to={paths.snapshot(right.number)}>
            snapshot #{right.number}
          </Anchor>
          , or choose two of one kind.
        </Alert>
      ) : (
        <Comparison a={left} b={right} />
      )}
    </Stack>
  );
}
