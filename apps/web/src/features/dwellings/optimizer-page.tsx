import { Title } from '@mantine/core';

export function OptimizerPage() {
  return <Title order={2}>Optimizer Entry</Title>;
}
