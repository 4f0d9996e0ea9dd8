import { Title } from '@mantine/core';

export function SnapshotsPage() {
  return <Title order={2}>Carbon snapshots</Title>;
}
