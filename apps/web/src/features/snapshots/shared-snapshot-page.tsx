import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { apiUrls } from '../../config/paths';
import { isNotFound } from '../../lib/api-error';
import { PageLoader } from '../../components/page-loader';
import { SnapshotReportView } from './snapshot-report-view';
import { snapshotKeys, snapshotsApi } from './snapshots-api';

/** /shared/:token: a snapshot someone shared, read-only, no sign-in needed. */
export function SharedSnapshotPage() {
  const token = useParams().token ?? '';
  const query = useQuery({
    queryKey: snapshotKeys.shared(token),
    queryFn: () => snapshotsApi.shared(token),
    meta: { silent: true },
    retry: false,
  });
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    const missing = isNotFound(query.error);
    return (
      <Alert
        color={missing ? 'gray' : 'red'}
        title={missing ? 'This shared snapshot is not available' : 'The snapshot could not be loaded'}
        maw={640}
      >
        {missing ? 'The link is unknown or its owner has revoked it. Ask them for a new link.' : query.error.message}
      </Alert>
    );
  }
  return (
    <Stack gap="lg" maw={1100}>
      <Group gap="xs" className="no-print">
        <Text size="sm" mr="auto">
          A read-only snapshot shared with you.
        </Text>
        <Button onClick={() => window.print()}>Print</Button>
        <Button component="a" href={apiUrls.sharedPdf(token)} download variant="light">
          Download PDF
        </Button>
      </Group>
      <SnapshotReportView snapshot={query.data} />
    </Stack>
  );
}
