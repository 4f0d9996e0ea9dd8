import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { CopyableText } from '../../components/copyable-text';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShareLink } from '@embodied/contracts';
import { snapshotKeys, snapshotsApi } from './snapshots-api';
import { useUserTime } from '../../lib/use-user-time';

function LinkRow({ link, number }: { link: ShareLink; number: number }) {
  const time = useUserTime();
  const client = useQueryClient();
  const revoke = useMutation({
    mutationFn: () => snapshotsApi.revoke(number, link.token),
    onSuccess: () => client.invalidateQueries({ queryKey: snapshotKeys.shares(number) }),
  });
  const created = time(link.createdAt);
  if (link.revokedAt) {
    return (
      <Text size="sm" c="gray.7">
        <Badge color="gray.8" variant="outline" mr="xs">
          Revoked
        </Badge>
        Link made {created}, revoked {time(link.revokedAt)}.
      </Text>
    );
  }
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <CopyableText
        label={`Share link made ${created}`}
        value={link.url}
        copyLabel="Copy link"
        style={{ flex: '1 1 260px' }}
      />
      <Button variant="outline" color="red.9" onClick={() => revoke.mutate()} loading={revoke.isPending}>
        Revoke link
      </Button>
    </Group>
  );
}

/** Read-only links to this snapshot: make one, copy it, see them all, revoke any. */
export function SharePanel({ number }: { number: number }) {
  const client = useQueryClient();
  const links = useQuery({
    queryKey: snapshotKeys.shares(number),
    queryFn: () => snapshotsApi.shares(number),
    meta: { silent: true },
  });
  const create = useMutation({
    mutationFn: () => snapshotsApi.share(number),
    onSuccess: () => client.invalidateQueries({ queryKey: snapshotKeys.shares(number) }),
  });
  const items = links.data?.items ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="share-title">
      <Title order={3} size="h4" id="share-title">
        Share
      </Title>
      <Text size="sm">
        Anyone with a link can view this snapshot without signing in; they see the snapshot only, nothing else of yours.
        Revoke a link to close it.
      </Text>
      <Group>
        <Button onClick={() => create.mutate()} loading={create.isPending}>
          Create share link
        </Button>
      </Group>
      {links.isError && <Alert color="red">The share links could not be loaded: {links.error.message}</Alert>}
      {items.length === 0 && links.isSuccess && (
        <Text size="sm" c="gray.7">
          No share links yet.
        </Text>
      )}
      <Stack gap="sm">
        {items.map((link) => (
          <LinkRow key={link.token} link={link} number={number} />
        ))}
      </Stack>
    </Stack>
  );
}
