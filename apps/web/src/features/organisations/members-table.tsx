import { Badge, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ROLE_LABELS, type Member, type Organisation, type OrganisationRole } from '@embodied/contracts';
import { RemoveWithConfirm } from '../../components/confirm-actions';
import { TableHead } from '../../components/table-parts';
import { paths } from '../../config/paths';
import { useUserTime } from '../../lib/use-user-time';
import { useWorkspaceChanged } from '../../lib/workspace';
import { assignableRoles } from '../../lib/workspace-abilities';
import { organisationKeys, organisationsApi } from './organisations-api';

/** Remove a member (an admin's action) or leave (one's own): a dialog asks first and shows the server's refusal. */
function RemoveButton({ organisation, member, self }: { organisation: Organisation; member: Member; self: boolean }) {
  const [opened, { open, close }] = useDisclosure(false);
  const client = useQueryClient();
  const changed = useWorkspaceChanged();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: () => organisationsApi.removeMember(organisation.id, member.userId),
    meta: { silent: true },
    onSuccess: async () => {
      close();
      if (self) {
        // Leaving the active organisation makes the personal workspace active: every page's data
        // changes. Away from this page first, so nothing asks for the organisation left behind.
        await navigate(paths.organisations());
        await changed();
      } else await client.invalidateQueries({ queryKey: organisationKeys.one(organisation.id) });
    },
  });
  const title = self ? `Leave ${organisation.name}?` : `Remove ${member.name || member.email}?`;
  return (
    <RemoveWithConfirm
      label={self ? 'Leave organisation' : 'Remove'}
      ariaLabel={self ? undefined : `Remove ${member.name || member.email}`}
      dialog={{ opened, open, close }}
      removal={remove}
      failureMessage="That did not work. Please try again."
      title={title}
      confirmLabel={self ? 'Leave organisation' : 'Remove member'}
    >
      <Text size="sm">
        {self
          ? `You will no longer see ${organisation.name}'s snapshots and projects. What you made there stays with the organisation. To come back, someone must invite you again.`
          : `${member.name || member.email} will no longer see ${organisation.name}'s snapshots and projects. What they made stays with the organisation.`}
      </Text>
    </RemoveWithConfirm>
  );
}

/** A member's role: a choice for those who may change it (the server answers with the new role or a refusal). */
function RoleCell({ organisation, member, self }: { organisation: Organisation; member: Member; self: boolean }) {
  const client = useQueryClient();
  const changeRole = useMutation({
    mutationFn: (role: OrganisationRole) => organisationsApi.changeRole(organisation.id, member.userId, role),
    onSettled: () => client.invalidateQueries({ queryKey: organisationKeys.one(organisation.id) }),
  });
  const choices = self ? [] : assignableRoles(organisation.role, member.role);
  if (choices.length === 0) return <Text size="sm">{ROLE_LABELS[member.role]}</Text>;
  return (
    <NativeSelect
      aria-label={`Role of ${member.name || member.email}`}
      size="xs"
      w={110}
      value={changeRole.isPending ? changeRole.variables : member.role}
      disabled={changeRole.isPending}
      data={choices.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
      onChange={(e) => changeRole.mutate(e.currentTarget.value as OrganisationRole)}
    />
  );
}

/**
 * The members, owners first: name with e-mail and when they joined, role (a choice for admins and
 * owners) with Remove (admins and owners) or Leave (oneself) under it: two columns, so it fits a phone.
 */
export function MembersTable({ organisation, userId }: { organisation: Organisation; userId: string | undefined }) {
  const time = useUserTime();
  const manager = organisation.role === 'owner' || organisation.role === 'admin';
  const owners = organisation.members.filter((m) => m.role === 'owner').length;
  return (
    <Table fz="sm" verticalSpacing={6} withTableBorder>
      <Table.Caption>
        {organisation.members.length} member{organisation.members.length === 1 ? '' : 's'}
      </Table.Caption>
      <TableHead columns={['Member', 'Role']} />
      <Table.Tbody>
        {organisation.members.map((m) => {
          const self = m.userId === userId;
          // The only owner cannot leave (the organisation would have nobody to own it): not offered, and said why.
          const soleOwner = self && m.role === 'owner' && owners === 1;
          const removable =
            (self && !soleOwner) || (!self && manager && assignableRoles(organisation.role, m.role).length > 0);
          return (
            <Table.Tr key={m.userId}>
              <Table.Th scope="row" fw={500} style={{ overflowWrap: 'anywhere' }}>
                <Text span fw={600} size="sm">
                  {m.name || m.email}
                </Text>{' '}
                {self && (
                  <Badge size="xs" variant="light" color="gray" tt="none">
                    You
                  </Badge>
                )}
                <Text size="xs">{m.email}</Text>
                <Text size="xs" c="gray.7">
                  Joined {time(m.joinedAt)}
                </Text>
              </Table.Th>
              <Table.Td>
                {/* The role and what can be done about the member share a column, so the table fits a phone. */}
                <Stack gap={6} align="flex-start">
                  <RoleCell organisation={organisation} member={m} self={self} />
                  {removable && <RemoveButton organisation={organisation} member={m} self={self} />}
                  {soleOwner && (
                    <Text size="xs" c="gray.8" maw={220}>
                      You are its only owner, so you cannot leave it: make another member an owner first, or delete the
                      organisation.
                    </Text>
                  )}
                </Stack>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
