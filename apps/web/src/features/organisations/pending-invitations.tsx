import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ROLE_LABELS, type Invitation, type Organisation } from '@embodied/contracts';
import { useUserTime } from '../../lib/use-user-time';
import { organisationKeys, organisationsApi } from './organisations-api';

function InvitationRow({ organisation, invitation }: { organisation: Organisation; invitation: Invitation }) {
  const time = useUserTime();
  const client = useQueryClient();
  // A refusal shows as a notification with the server's message (the query cache's default).
  const revoke = useMutation({
    mutationFn: () => organisationsApi.revoke(organisation.id, invitation.id),
    onSettled: () => client.invalidateQueries({ queryKey: organisationKeys.one(organisation.id) }),
  });
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {invitation.email} · {ROLE_LABELS[invitation.role]}
          </Text>
          <Text size="xs" c="gray.7">
            Invited by {invitation.invitedBy} on {time(invitation.createdAt)}; the link works until{' '}
            {time(invitation.expiresAt)}.
          </Text>
        </Stack>
        <Button
          size="compact-sm"
          variant="outline"
          color="red.9"
          loading={revoke.isPending}
          onClick={() => revoke.mutate()}
          aria-label={`Revoke the invitation to ${invitation.email}`}
        >
          Revoke
        </Button>
      </Group>
    </Paper>
  );
}

/** Invitations not yet accepted, each with Revoke (which closes its link). */
export function PendingInvitations({ organisation }: { organisation: Organisation }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="pending-title">
      <Title order={3} size="h4" id="pending-title">
        Pending invitations
      </Title>
      {organisation.invitations.length === 0 ? (
        <Text size="sm" c="gray.8">
          None. An invitation you send is listed here until it is accepted.
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {organisation.invitations.map((i) => (
            <InvitationRow key={i.id} organisation={organisation} invitation={i} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
