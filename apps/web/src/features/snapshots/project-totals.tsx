import { Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SectionCard } from '../../components/section-card';
import { Link } from 'react-router';
import { apiUrls, paths } from '../../config/paths';
import type { ProjectLatest, ProjectTotals, SnapshotKind } from '@embodied/contracts';
import { formatCarbon } from '../../lib/format';
import { Figures } from './snapshot-list-items';
import { KIND_LABELS } from './snapshot-format';
import { useUserTime } from '../../lib/use-user-time';

function Latest({ kind, latest }: { kind: SnapshotKind; latest: ProjectLatest | null }) {
  const time = useUserTime();
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        Latest {KIND_LABELS[kind].toLowerCase()}
      </Title>
      {latest ? (
        <>
          <Anchor component={Link} to={paths.snapshot(latest.number)} size="sm">
            Snapshot #{latest.number}, {time(latest.createdAt)}
          </Anchor>
          <Figures figures={latest.headlines} />
        </>
      ) : (
        <Text size="sm" c="gray.7">
          None yet.
        </Text>
      )}
    </Stack>
  );
}

/** `?project=`: the project's latest wall, footing and dwelling figures, what its choices save, and its report as one PDF. */
export function ProjectTotalsCard({ totals }: { totals: ProjectTotals }) {
  return (
    <SectionCard aria-labelledby="project-totals-title" bg="forest.0">
      <Group justify="space-between" align="flex-start" gap="xs" mb="xs">
        <Title order={2} size="h4" id="project-totals-title">
          Project totals: {totals.project}
        </Title>
        <Button component="a" href={apiUrls.projectReport(totals.project)} download variant="light" size="sm">
          Download project report (PDF)
        </Button>
      </Group>
      <Text size="sm" mb="sm">
        {totals.count} snapshot{totals.count === 1 ? '' : 's'}.
        {totals.combinedReduction !== null && (
          <>
            {' '}
            Carbon saved by the latest wall and footing choices:{' '}
            <strong>{formatCarbon(totals.combinedReduction, 0)}</strong>.
          </>
        )}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <Latest kind="wall" latest={totals.wall} />
        <Latest kind="footing" latest={totals.footing} />
        <Latest kind="dwelling" latest={totals.dwelling} />
      </SimpleGrid>
    </SectionCard>
  );
}
