import { Group, Image, Stack, Text, Title } from '@mantine/core';
import { getDataset, type DatasetId } from '@embodied/engine';
import { formatDateInZone } from '../lib/format';
import { useCurrentUser } from '../lib/use-current-user';
import { PRODUCT_NAME, TAGLINE } from '../app/theme';

/** The head of a printed snapshot (A4): logo, title with its number, project, date, dataset. */
export function PrintHeader({
  title,
  project,
  createdAt,
  datasetId,
}: {
  title: string;
  project: string;
  createdAt?: string;
  datasetId: DatasetId;
}) {
  const dataset = getDataset(datasetId);
  // The signed-in user's time zone if their record is loaded (never fetched here: a shared
  // snapshot is open to visitors), else this browser's; named either way.
  const timeZone = useCurrentUser({ enabled: false }).data?.timeZone;
  return (
    <Stack gap={4} mb="md">
      <Group justify="space-between" align="flex-start">
        <Group gap="xs">
          <Image src="/logo.svg" alt="" w={40} h={40} />
          <div>
            <Text fw={800}>{PRODUCT_NAME}</Text>
            <Text size="xs">{TAGLINE}</Text>
          </div>
        </Group>
        <Text size="sm">{formatDateInZone(createdAt ?? new Date().toISOString(), timeZone)}</Text>
      </Group>
      <Title order={2}>{title}</Title>
      <Text>
        Project: <strong>{project}</strong>
      </Text>
      <Text size="sm">
        Dataset: {dataset.label} ({dataset.id} {dataset.version})
      </Text>
    </Stack>
  );
}

/** The foot of a printed snapshot: every source cited with its edition (licence status is on the Methodology page). */
export function DatasetAttribution({ datasetId }: { datasetId: DatasetId }) {
  const dataset = getDataset(datasetId);
  return (
    <Stack gap={2} mt="md">
      <Text size="xs" fw={700}>
        Sources
      </Text>
      <Text size="xs">{dataset.attribution}</Text>
      <Text size="xs">
        Scope: A1–A3 (cradle to gate), no biogenic carbon credit. See the Methodology page for every formula and factor.
      </Text>
    </Stack>
  );
}
