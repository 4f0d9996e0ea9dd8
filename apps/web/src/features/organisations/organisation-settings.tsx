import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { organisationInputSchema, type Organisation, type OrganisationInput } from '@embodied/contracts';
import { FailureAlert } from '../../components/failure-alert';
import { paths } from '../../config/paths';
import { toApiError } from '../../lib/api-error';
import { useWorkspaceChanged, WORKSPACE_KEY } from '../../lib/workspace';
import { organisationKeys, organisationsApi } from './organisations-api';
import { SectionCard } from '../../components/section-card';
import { useFormMutation } from '../../lib/use-form-mutation';
import { TitledForm } from '../../components/titled-form';
import { OrganisationNameField } from './organisation-name-field';

/** Renames the organisation (admins and owners); the workspace menu and printouts show the new name. */
export function RenameForm({ organisation }: { organisation: Organisation }) {
  const client = useQueryClient();
  const form = useForm<OrganisationInput>({
    resolver: zodResolver(organisationInputSchema),
    values: { name: organisation.name },
  });
  const rename = useFormMutation(form, ['name'], 'The organisation could not be renamed.', {
    mutationFn: ({ name }: OrganisationInput) => organisationsApi.rename(organisation.id, name),
    meta: { silent: true },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['organisations'] });
      await client.invalidateQueries({ queryKey: WORKSPACE_KEY });
    },
  });
  const { failure, onFields, onSubmit } = rename;
  return (
    <TitledForm titleId="rename-title" title="Name" level={3} onSubmit={onSubmit}>
      <OrganisationNameField form={form}>
        <Button type="submit" variant="light" loading={rename.isPending} mt={{ base: 0, xs: 25 }}>
          Rename
        </Button>
      </OrganisationNameField>
      <FailureAlert failure={onFields ? null : failure} title="Not renamed" retry />
      {rename.isSuccess && !form.formState.isDirty && (
        <Text size="sm" c="forest.9" role="status">
          Renamed.
        </Text>
      )}
    </TitledForm>
  );
}

/**
 * The owner's danger zone: deleting the organisation, with its snapshots and projects. The name must
 * be typed exactly (the button waits for it, and the server checks it again).
 */
export function DangerZone({ organisation }: { organisation: Organisation }) {
  const [typed, setTyped] = useState('');
  const changed = useWorkspaceChanged();
  const client = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: () => organisationsApi.remove(organisation.id, typed),
    meta: { silent: true },
    onSuccess: async () => {
      // Away from this page first, so nothing asks for the organisation that is gone.
      await navigate(paths.organisations());
      client.removeQueries({ queryKey: organisationKeys.one(organisation.id) });
      client.removeQueries({ queryKey: organisationKeys.audit(organisation.id) });
      await changed();
      notifications.show({
        color: 'forest',
        title: 'Organisation deleted',
        message: `${organisation.name} and everything in it are deleted.`,
      });
    },
  });
  const matches = typed === organisation.name;
  return (
    <SectionCard roomy aria-labelledby="danger-title" style={{ borderColor: 'var(--mantine-color-red-7)' }}>
      <Stack gap="sm">
        <Title order={2} size="h3" id="danger-title" c="red.9">
          Danger zone
        </Title>
        <Text size="sm">
          Deleting {organisation.name} deletes its snapshots, projects, share links, invitations and audit trail for
          every member. It cannot be undone.
        </Text>
        <TextInput
          label={`Type “${organisation.name}” to confirm`}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          autoComplete="off"
          w={{ base: '100%', xs: 360 }}
        />
        <FailureAlert
          failure={remove.error ? toApiError(remove.error, 'The organisation could not be deleted.') : null}
          title="Not deleted"
        />
        <Group>
          <Button color="red" disabled={!matches} loading={remove.isPending} onClick={() => remove.mutate()}>
            Delete organisation
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}
