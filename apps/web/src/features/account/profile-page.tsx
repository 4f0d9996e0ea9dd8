import { Title } from '@mantine/core';

export function ProfilePage() {
  return <Title order={2}>Profile</Title>;
}
