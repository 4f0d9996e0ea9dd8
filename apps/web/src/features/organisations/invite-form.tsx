import { useState } from 'react';
import { Alert, Button, Group, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { INVITATION_DAYS, inviteSchema, ROLE_LABELS, type InviteInput, type Organisation } from '@embodied/contracts';
import { FailureAlert } from '../../components/failure-alert';
import { FormSelect } from '../../components/form-select';
import { assignableRoles } from '../../lib/workspace-abilities';
import { organisationKeys, organisationsApi } from './organisations-api';
import { useFormMutation } from '../../lib/use-form-mutation';
import { TitledForm } from '../../components/titled-form';

const FIELDS = ['email', 'role'] as const;

/** Invites someone by e-mail, with a role (an admin offers any but owner); the link works for INVITATION_DAYS days. */
export function InviteForm({ organisation }: { organisation: Organisation }) {
  const client = useQueryClient();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<InviteInput>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { email: '', role: 'editor' },
  });
  const invite = useFormMutation(form, FIELDS, 'The invitation could not be sent.', {
    mutationFn: (body: InviteInput) => organisationsApi.invite(organisation.id, body),
    meta: { silent: true },
    onMutate: () => setSentTo(null),
    onSuccess: async (invitation) => {
      setSentTo(invitation.email);
      form.reset({ email: '', role: form.getValues('role') });
      await client.invalidateQueries({ queryKey: organisationKeys.one(organisation.id) });
    },
  });
  const { failure, onFields: fieldFailure, onSubmit } = invite;
  const roles = assignableRoles(organisation.role, 'viewer');
  return (
    <TitledForm titleId="invite-title" title="Invite a member" level={3} onSubmit={onSubmit}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          type="email"
          label="E-mail"
          description={`We e-mail them a link that works for ${INVITATION_DAYS} days.`}
          required
          autoComplete="off"
          w={{ base: '100%', xs: 320 }}
          {...form.register('email')}
          error={form.formState.errors.email?.message}
        />
        <FormSelect
          control={form.control}
          name="role"
          label="Role"
          data={roles.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
          maw={200}
        />
      </Group>
      <FailureAlert failure={fieldFailure ? null : failure} title="The invitation was not sent" retry />
      {sentTo && (
        <Alert color="forest" role="status" title="Invitation sent">
          We e-mailed an invitation to {sentTo}. It is listed under pending invitations until they accept it.
        </Alert>
      )}
      <Group>
        <Button type="submit" loading={invite.isPending}>
          Send invitation
        </Button>
      </Group>
    </TitledForm>
  );
}
