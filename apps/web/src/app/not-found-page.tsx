import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../config/paths';

export function NotFoundPage() {
  return (
    <Center mih="80vh" component="main">
      <Stack align="center" gap="sm">
        <Title order={1}>Page not found</Title>
        <Text>There is no page at this address. It may have moved, or the link may be mistyped.</Text>
        <Button component={Link} to={paths.footings()}>
          Go to the slab calculator
        </Button>
      </Stack>
    </Center>
  );
}
