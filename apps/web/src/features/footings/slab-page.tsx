import { Title } from '@mantine/core';

export function SlabPage() {
  return <Title order={2}>Foundation System</Title>;
}
