import { Alert, Anchor, Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { apiUrls, calculatorPath, paths, type SnapshotExportFormat } from '../../config/paths';
import { isNotFound } from '../../lib/api-error';
import { PageLoader } from '../../components/page-loader';
import { DeleteSnapshotButton } from './delete-snapshot-button';
import { RecalculatePanel } from './recalculate-panel';
import { SharePanel } from './share-panel';
import { SnapshotReportView } from './snapshot-report-view';
import { snapshotNumberOf, useSnapshot } from './use-snapshot';
import { useWorkspace } from '../../lib/workspace';
import { abilitiesOf, snapshotRole } from '../../lib/workspace-abilities';

function NotFound({ message }: { message: string }) {
  return (
    <Stack gap="sm" maw={640}>
      <Alert color="red" title="Snapshot not found">
        {message}
      </Alert>
      <Anchor component={Link} to={paths.snapshots()}>
        Back to your snapshots
      </Anchor>
    </Stack>
  );
}

/** The downloads a snapshot offers, in the order shown; `label` where the button's text alone says too little. */
const EXPORTS: readonly { format: SnapshotExportFormat; text: string; label?: string }[] = [
  { format: 'pdf', text: 'Download PDF' },
  { format: 'csv', text: 'CSV' },
  { format: 'json', text: 'JSON' },
  { format: 'lcax.json', text: 'LCAx', label: 'LCAx (open LCA exchange format, JSON)' },
  { format: 'xlsx', text: 'Excel', label: 'Excel workbook (XLSX)' },
];

/** /snapshots/:number: one snapshot, read-only, in the print layout, with its exports, recalculation and share links. */
export function SnapshotPage() {
  const raw = useParams().number ?? '';
  const number = snapshotNumberOf(raw);
  const query = useSnapshot(number);
  const workspace = useWorkspace();

  if (number === null) return <NotFound message={`"${raw}" is not a snapshot number.`} />;
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return isNotFound(query.error) ? (
      <NotFound message={query.error.message} />
    ) : (
      <Alert color="red" title="The snapshot could not be loaded">
        {query.error.message}
      </Alert>
    );
  }
  const snapshot = query.data;
  // The snapshot acts in its own workspace: what the user may do there (all, until it can be told).
  const role = snapshotRole(snapshot.report.workspace ?? null, workspace.data?.items ?? []);
  const can = abilitiesOf(role ?? 'owner');
  return (
    <Stack gap="lg" maw={1100}>
      <Group gap="xs" className="no-print" wrap="wrap">
        <Anchor component={Link} to={paths.snapshots()} mr="auto">
          ← All snapshots
        </Anchor>
        <Button onClick={() => window.print()}>Print</Button>
        {EXPORTS.map(({ format, text, label }) => (
          <Button
            key={format}
            component="a"
            href={apiUrls.snapshotExport(number, format)}
            download
            variant="light"
            aria-label={label}
          >
            {text}
          </Button>
        ))}
        <Button component={Link} to={calculatorPath(snapshot.kind, number)} variant="outline">
          Open in calculator
        </Button>
        {can.manage && <DeleteSnapshotButton number={number} project={snapshot.project} />}
      </Group>
      <SnapshotReportView snapshot={snapshot} />
      {can.calculate ? (
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} className="no-print">
          <Stack gap="lg">
            <RecalculatePanel snapshot={snapshot} />
            <Divider />
            <SharePanel number={number} />
          </Stack>
        </Paper>
      ) : (
        <Alert color="blue" role="status" className="no-print">
          You are a viewer in {snapshot.report.workspace?.name}: you can read, print and export this snapshot; editors
          recalculate and share it.
        </Alert>
      )}
      <Text size="xs" c="gray.7" className="no-print">
        Snapshots are immutable: nothing can change this record. The JSON export carries its content hash, which anyone
        can check.
      </Text>
    </Stack>
  );
}
