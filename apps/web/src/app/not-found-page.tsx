import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../config/paths';

/** An address with no page: shown inside the app shell (top bar, navigation), titled "Page not found". */
export function NotFoundPage() {
  return (
    <Stack align="center" gap="sm" py="xl" maw={560} mx="auto" ta="center">
      <Title order={2}>There is no page at this address</Title>
      <Text>It may have moved, or the link may be mistyped. The menu above leads to every calculator.</Text>
      <Group justify="center" gap="sm">
        <Button component={Link} to={paths.footings()}>
          Go to the slab calculator
        </Button>
        <Anchor component={Link} to={paths.methodology()}>
          How the figures are calculated
        </Anchor>
      </Group>
    </Stack>
  );
}
