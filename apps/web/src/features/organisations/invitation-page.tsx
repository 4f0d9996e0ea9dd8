import { Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, type InvitationPreview } from '@embodied/contracts';
import { FailureAlert } from '../../components/failure-alert';
import { PageLoader } from '../../components/page-loader';
import { paths } from '../../config/paths';
import { isNotFound, toApiError } from '../../lib/api-error';
import { useSession } from '../../lib/use-session';
import { useUserTime } from '../../lib/use-user-time';
import { useWorkspaceChanged } from '../../lib/workspace';
import { organisationKeys, organisationsApi } from './organisations-api';
import { SectionCard } from '../../components/section-card';

const STATUS_TEXT: Record<Exclude<InvitationPreview['status'], 'pending'>, string> = {
  accepted: 'This invitation has been accepted already. If it was you, the organisation is in your workspace menu.',
  revoked: 'This invitation was revoked. Ask whoever invited you for a new one.',
  expired: 'This invitation has expired. Ask whoever invited you for a new one.',
};

function PreviewTable({ preview }: { preview: InvitationPreview }) {
  const time = useUserTime();
  const rows: Array<[string, string]> = [
    ['Organisation', preview.organisationName],
    ['Role', `${ROLE_LABELS[preview.role]}: ${ROLE_DESCRIPTIONS[preview.role]}`],
    ['Invited by', preview.invitedBy],
    ['Sent to', preview.email],
    [preview.status === 'expired' ? 'Expired' : 'Link works until', time(preview.expiresAt)],
  ];
  return (
    <Table fz="sm" verticalSpacing={6} withTableBorder>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={600}>
              {label}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Accept, when signed in: the organisation becomes the active workspace and its page opens. */
function AcceptButton({ token }: { token: string }) {
  const navigate = useNavigate();
  const changed = useWorkspaceChanged();
  const join = useMutation({
    mutationFn: () => organisationsApi.join(token),
    meta: { silent: true },
    onSuccess: async (organisation) => {
      await changed();
      await navigate(paths.organisation(organisation.id));
    },
  });
  return (
    <Stack gap="sm">
      <FailureAlert
        failure={join.error ? toApiError(join.error, 'The invitation could not be accepted.') : null}
        title="Not accepted"
      />
      <Group>
        <Button onClick={() => join.mutate()} loading={join.isPending}>
          Accept invitation
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * /invitations/:token: what an invitation link invites to (open to anyone with the link), then
 * Accept when signed in, or Sign in / Create an account, which come back here.
 */
export function InvitationPage() {
  const token = useParams().token ?? '';
  const session = useSession();
  const preview = useQuery({
    queryKey: organisationKeys.invitation(token),
    queryFn: () => organisationsApi.preview(token),
    meta: { silent: true },
    retry: false,
  });
  if (preview.isPending || session.isPending) return <PageLoader />;
  if (preview.isError)
    return (
      <Alert
        color={isNotFound(preview.error) ? 'gray' : 'red'}
        role="alert"
        title={isNotFound(preview.error) ? 'This invitation link does not work' : 'The invitation could not be loaded'}
        maw={640}
        mx="auto"
      >
        {preview.error.message}
      </Alert>
    );
  const invitation = preview.data;
  const user = session.data?.user;
  const signedIn = Boolean(user?.emailVerified);
  const here = paths.invitation(token);
  return (
    <SectionCard roomy maw={640} mx="auto" aria-labelledby="invitation-title">
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} id="invitation-title" style={{ overflowWrap: 'anywhere' }}>
            Join {invitation.organisationName}
          </Title>
          <Badge variant="outline" color={invitation.status === 'pending' ? 'forest.9' : 'gray.8'} tt="none">
            {invitation.status === 'pending'
              ? 'Pending'
              : invitation.status[0]!.toUpperCase() + invitation.status.slice(1)}
          </Badge>
        </Group>
        <Text>
          {invitation.invitedBy} invited {invitation.email} to work in {invitation.organisationName} as{' '}
          {ROLE_LABELS[invitation.role].toLowerCase()}.
        </Text>
        <PreviewTable preview={invitation} />
        {invitation.status !== 'pending' ? (
          <Alert color="gray" role="status">
            {STATUS_TEXT[invitation.status]}
          </Alert>
        ) : signedIn ? (
          <>
            <Text size="sm" c="gray.8" style={{ overflowWrap: 'anywhere' }}>
              You are signed in as {user?.email}. The invitation must be accepted by the account it was sent to.
            </Text>
            <AcceptButton token={token} />
          </>
        ) : (
          <>
            <Text size="sm">
              Sign in as {invitation.email} to accept, or create an account with that address. You come back here
              afterwards.
            </Text>
            <Group gap="sm">
              <Button component={Link} to={paths.login({ next: here })}>
                Sign in
              </Button>
              <Button
                component={Link}
                to={paths.register({ next: here })}
                state={{ email: invitation.email }}
                variant="light"
              >
                Create an account
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </SectionCard>
  );
}
