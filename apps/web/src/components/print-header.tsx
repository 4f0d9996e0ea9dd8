import { Group, Image, Stack, Text, Title } from '@mantine/core';
import { datasetForPeople, getDataset, type DatasetId } from '@embodied/engine';
import { formatDateInZone } from '../lib/format';
import { useCurrentUser } from '../lib/use-current-user';
import { useSession } from '../lib/use-session';
import { useWorkspace } from '../lib/workspace';
import { PRODUCT_NAME, TAGLINE } from '../lib/brand';

/** The organisation a printed snapshot belongs to, and who made it. */
export interface PrintWorkspace {
  name: string;
  createdBy: string;
}

/**
 * The organisation a calculator page's result was just saved in: the active workspace when it is
 * an organisation (null when personal), prepared by the signed-in user. Read from the cache only.
 */
function useActiveOrganisation(): PrintWorkspace | null {
  const { active } = useWorkspace({ enabled: false });
  // The member's name as the organisation's pages and saved snapshots give it (the account's name).
  const user = useSession().data?.user;
  if (!active || active.organisationId === null) return null;
  return { name: active.name, createdBy: user ? user.name || user.email : '' };
}

/**
 * The head of a printed snapshot (A4): logo, title with its number, project, date, dataset, and the
 * organisation it belongs to with who prepared it. `workspace`: the saved snapshot's own (null for
 * a personal one); left out on a calculator page, which prints the active organisation.
 */
export function PrintHeader({
  title,
  project,
  createdAt,
  datasetId,
  workspace,
}: {
  title: string;
  project: string;
  createdAt?: string;
  datasetId: DatasetId;
  workspace?: PrintWorkspace | null;
}) {
  const dataset = getDataset(datasetId);
  // The signed-in user's time zone if their record is loaded (never fetched here: a shared
  // snapshot is open to visitors), else this browser's; named either way.
  const timeZone = useCurrentUser({ enabled: false }).data?.timeZone;
  const active = useActiveOrganisation();
  const organisation = workspace === undefined ? active : workspace;
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
      {organisation && <OrganisationLine organisation={organisation} />}
      <Text size="sm">Dataset: {datasetForPeople(dataset.label, dataset.version)}</Text>
    </Stack>
  );
}

/** "Organisation: Smith Building Co · prepared by Jo Smith" on a printed snapshot. */
export function OrganisationLine({ organisation }: { organisation: PrintWorkspace }) {
  return (
    <Text size="sm">
      Organisation: <strong>{organisation.name}</strong>
      {organisation.createdBy && ` · prepared by ${organisation.createdBy}`}
    </Text>
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
      <Text size="xs">See the Methodology page for every formula and factor.</Text>
    </Stack>
  );
}
