import { Suspense } from 'react';
import { Center, Container, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { OfflineNotice } from '../components/offline-notice';
import { PageLoader } from '../components/page-loader';
import { paths } from '../config/paths';
import { PRODUCT_NAME, TAGLINE } from '../lib/brand';

/** The frame of the open pages (sign in, register, reset, verify): logo, tagline and one card. */
export function AuthLayout() {
  return (
    <Center mih="100vh" bg="forest.0" p="md">
      <Container size={440} w="100%" px={0}>
        <Stack gap="md">
          <Link to={paths.home()} style={{ textDecoration: 'none' }} aria-label={`${PRODUCT_NAME} home`}>
            <Group justify="center" gap="sm">
              <Image src="/logo.svg" alt="" w={44} h={44} />
              <div>
                <Text fw={800} size="xl" c="forest.9">
                  {PRODUCT_NAME}
                </Text>
                <Text size="sm" c="gray.8">
                  {TAGLINE}
                </Text>
              </div>
            </Group>
          </Link>
          <OfflineNotice />
          <Paper withBorder shadow="sm" p="xl" radius="md" component="main">
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </Paper>
        </Stack>
      </Container>
    </Center>
  );
}
