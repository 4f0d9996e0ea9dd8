import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { organisationInputSchema, ROLE_LABELS, type OrganisationInput } from '@embodied/contracts';
import { FailureAlert, LoadFailedAlert } from '../../components/failure-alert';
import { PageLoader } from '../../components/page-loader';
import { paths } from '../../config/paths';
import { useWorkspace, useWorkspaceChanged } from '../../lib/workspace';
import { organisationKeys, organisationsApi } from './organisations-api';
import { SectionCard } from '../../components/section-card';
import { useFormMutation } from '../../lib/use-form-mutation';
import { TitledForm } from '../../components/titled-form';
import { OrganisationNameField } from './organisation-name-field';

/** Names a new organisation; its creator is its owner, and the page of the new organisation opens. */
function CreateOrganisationForm() {
  const navigate = useNavigate();
  const changed = useWorkspaceChanged();
  const form = useForm<OrganisationInput>({
    resolver: zodResolver(organisationInputSchema),
    defaultValues: { name: '' },
  });
  const create = useFormMutation(form, ['name'], 'The organisation could not be created.', {
    mutationFn: ({ name }: OrganisationInput) => organisationsApi.create(name),
    meta: { silent: true },
    onSuccess: async (organisation) => {
      await changed();
      await navigate(paths.organisation(organisation.id));
    },
  });
  const { failure, onFields, onSubmit } = create;
  return (
    <TitledForm titleId="create-org-title" title="Create an organisation" onSubmit={onSubmit}>
      <Text size="sm" c="gray.8">
        You become its owner. Invite your team from its page; snapshots and projects made while you work in it belong to
        it.
      </Text>
      <OrganisationNameField form={form} placeholder="e.g. Smith Building Co">
        <Button type="submit" loading={create.isPending} mt={{ base: 0, xs: 25 }}>
          Create organisation
        </Button>
      </OrganisationNameField>
      <FailureAlert failure={onFields ? null : failure} title="Not created" retry />
    </TitledForm>
  );
}

/** /organisations: the organisations the user belongs to, with their role, and a form to create one. */
export function OrganisationsPage() {
  const list = useQuery({ queryKey: organisationKeys.list, queryFn: organisationsApi.list, meta: { silent: true } });
  const { active } = useWorkspace();
  return (
    <Stack maw={860} mx="auto" gap="lg">
      <Text>
        An organisation is a shared workspace: its members see and print its snapshots and projects, each as their role
        allows. Switch between your personal workspace and your organisations with the workspace button at the top.
      </Text>
      <Stack gap="sm" component="section" aria-labelledby="org-list-title">
        <Title order={2} size="h3" id="org-list-title">
          Your organisations
        </Title>
        {list.isPending && <PageLoader />}
        {list.isError && (
          <LoadFailedAlert title="Your organisations could not be loaded" error={list.error} onRetry={list.refetch} />
        )}
        {list.data && list.data.items.length === 0 && (
          <Text size="sm" c="gray.8">
            None yet. Create one below, or accept an invitation someone sent you by e-mail.
          </Text>
        )}
        {list.data && list.data.items.length > 0 && (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.data.items.map((o) => (
              <Paper component="li" key={o.organisationId} withBorder p="sm" radius="md">
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Anchor
                    component={Link}
                    to={paths.organisation(o.organisationId)}
                    fw={700}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {o.name}
                  </Anchor>
                  <Group gap="xs">
                    {active?.organisationId === o.organisationId && (
                      <Badge variant="light" color="forest" tt="none">
                        Working in it
                      </Badge>
                    )}
                    <Badge variant="outline" color="gray.8" tt="none">
                      {ROLE_LABELS[o.role]}
                    </Badge>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
      <SectionCard roomy aria-labelledby="create-org-title">
        <CreateOrganisationForm />
      </SectionCard>
    </Stack>
  );
}
