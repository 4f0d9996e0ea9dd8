import { Title } from '@mantine/core';

export function MethodologyPage() {
  return <Title order={2}>Methodology</Title>;
}
