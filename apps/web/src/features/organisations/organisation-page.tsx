import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ORGANISATION_ROLES, ROLE_DESCRIPTIONS, ROLE_LABELS } from '@embodied/contracts';
import { PageLoader } from '../../components/page-loader';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../lib/use-current-user';
import { useSwitchWorkspace, useWorkspace } from '../../lib/workspace';
import { abilitiesOf } from '../../lib/workspace-abilities';
import { AuditTrail } from './audit-trail';
import { InviteForm } from './invite-form';
import { MembersTable } from './members-table';
import { DangerZone, RenameForm } from './organisation-settings';
import { PendingInvitations } from './pending-invitations';
import { organisationKeys, organisationsApi } from './organisations-api';
import { SectionCard } from '../../components/section-card';

/** What each role may do, as the server enforces it. */
function RoleDescriptions() {
  return (
    <Stack gap="xs" component="section" aria-labelledby="roles-title">
      <Title order={3} size="h4" id="roles-title">
        What each role may do
      </Title>
      <Stack component="dl" gap={6} m={0}>
        {ORGANISATION_ROLES.map((r) => (
          <div key={r}>
            <Text component="dt" fw={700} size="sm">
              {ROLE_LABELS[r]}
            </Text>
            <Text component="dd" m={0} size="sm">
              {ROLE_DESCRIPTIONS[r]}
            </Text>
          </div>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * /organisations/:id: an organisation's members and roles; for admins and owners, renaming,
 * inviting, pending invitations and the audit trail; for the owner, deleting it.
 */
export function OrganisationPage() {
  const id = useParams().id ?? '';
  const me = useCurrentUser();
  const workspace = useWorkspace();
  const switchTo = useSwitchWorkspace();
  const query = useQuery({
    queryKey: organisationKeys.one(id),
    queryFn: () => organisationsApi.one(id),
    meta: { silent: true },
    retry: false,
  });
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <Stack gap="sm" maw={640} mx="auto">
        <Alert color="red" role="alert" title="The organisation could not be opened">
          {query.error.message}
        </Alert>
        <Anchor component={Link} to={paths.organisations()}>
          Back to your organisations
        </Anchor>
      </Stack>
    );
  const organisation = query.data;
  const can = abilitiesOf(organisation.role);
  const working = workspace.active?.organisationId === organisation.id;
  return (
    <Stack maw={960} mx="auto" gap="lg">
      <Anchor component={Link} to={paths.organisations()} w="fit-content">
        ← All organisations
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <div style={{ minWidth: 0 }}>
          <Title order={2} style={{ overflowWrap: 'anywhere' }}>
            {organisation.name}
          </Title>
          <Group gap="xs" mt={4}>
            <Badge variant="outline" color="gray.8" tt="none">
              Your role: {ROLE_LABELS[organisation.role]}
            </Badge>
            {working && (
              <Badge variant="light" color="forest" tt="none">
                Working in it
              </Badge>
            )}
          </Group>
        </div>
        {!working && (
          <Button variant="light" loading={switchTo.isPending} onClick={() => switchTo.mutate(organisation.id)}>
            Work in this organisation
          </Button>
        )}
      </Group>
      {can.manage && (
        <SectionCard roomy aria-label="Organisation name">
          <RenameForm organisation={organisation} />
        </SectionCard>
      )}
      <SectionCard roomy aria-labelledby="members-title">
        <Stack gap="md">
          <Title order={2} size="h3" id="members-title">
            Members
          </Title>
          <MembersTable organisation={organisation} userId={me.data?.id} />
          {can.manage && <InviteForm organisation={organisation} />}
          {can.manage && <PendingInvitations organisation={organisation} />}
          <RoleDescriptions />
        </Stack>
      </SectionCard>
      {can.manage && (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <AuditTrail organisationId={organisation.id} />
        </Paper>
      )}
      {can.own && <DangerZone organisation={organisation} />}
    </Stack>
  );
}
