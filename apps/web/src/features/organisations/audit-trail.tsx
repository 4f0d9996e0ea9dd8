import { Alert, Button, Table, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { TableHead } from '../../components/table-parts';
import { useUserTime } from '../../lib/use-user-time';
import { organisationKeys, organisationsApi } from './organisations-api';
import { LoadFailedAlert } from '../../components/failure-alert';
import { TitledSection } from '../../components/titled-section';

/** What happened in the organisation, newest first, 50 at a time ("Load older" asks for the page before the last id). */
export function AuditTrail({ organisationId }: { organisationId: string }) {
  const time = useUserTime();
  const trail = useInfiniteQuery({
    queryKey: organisationKeys.audit(organisationId),
    queryFn: ({ pageParam }) => organisationsApi.audit(organisationId, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.more ? last.items.at(-1)?.id : undefined),
    meta: { silent: true },
  });
  const events = trail.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <TitledSection titleId="audit-title" title="Audit trail" gap="xs">
      {trail.isPending && (
        <Text size="sm" role="status">
          Loading the audit trail…
        </Text>
      )}
      {trail.isError && !trail.data && (
        <LoadFailedAlert title="The audit trail could not be loaded" error={trail.error} onRetry={trail.refetch} />
      )}
      {trail.isSuccess && events.length === 0 && (
        <Text size="sm" c="gray.8">
          Nothing has happened yet.
        </Text>
      )}
      {events.length > 0 && (
        <Table fz="sm" verticalSpacing={4} withTableBorder>
          <TableHead columns={['When', 'Who', 'What']} />
          <Table.Tbody>
            {events.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td fz="xs">{time(e.at)}</Table.Td>
                <Table.Td>{e.actorName}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{e.summary}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {trail.hasNextPage && (
        <Button
          variant="light"
          w="fit-content"
          loading={trail.isFetchingNextPage}
          onClick={() => void trail.fetchNextPage()}
        >
          Load older
        </Button>
      )}
      {trail.isFetchNextPageError && (
        <Alert color="red" role="alert">
          {trail.error.message}
        </Alert>
      )}
    </TitledSection>
  );
}
