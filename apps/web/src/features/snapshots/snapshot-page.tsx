import { Title } from '@mantine/core';

export function SnapshotPage() {
  return <Title order={2}>Carbon snapshot</Title>;
}
