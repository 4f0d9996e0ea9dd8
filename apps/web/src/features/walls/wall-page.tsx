import { Title } from '@mantine/core';

export function WallPage() {
  return <Title order={2}>Wall Embodied Carbon Comparison</Title>;
}
