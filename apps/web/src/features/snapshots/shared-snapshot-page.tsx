import { Title } from '@mantine/core';

export function SharedSnapshotPage() {
  return <Title order={2}>Shared carbon snapshot</Title>;
}
