import { useEffect } from 'react';
import { SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectInputSchema, type Project, type ProjectInput } from '@embodied/contracts';
import { FailureAlert } from '../../components/failure-alert';
import { SaveActions } from '../../components/save-actions';
import { toApiError } from '../../lib/api-error';
import { issuesAllOnFields, showIssuesOnFields } from '../../lib/field-issues';
import { PROJECTS_KEY, projectsApi } from './projects-api';
import { SNAPSHOTS_KEY } from '../../lib/first-requests';

const FIELDS = ['name', 'address', 'client', 'notes'] as const;
const EMPTY: ProjectInput = { name: '', address: '', client: '', notes: '' };

const fromProject = ({ name, address, client, notes }: Project): ProjectInput => ({ name, address, client, notes });

/** Creates a project in the active workspace, or changes one's details (editors and above). */
export function ProjectForm({ editing, onDone }: { editing: Project | null; onDone: () => void }) {
  const client = useQueryClient();
  const form = useForm<ProjectInput>({
    resolver: zodResolver(projectInputSchema),
    defaultValues: editing ? fromProject(editing) : EMPTY,
  });
  useEffect(() => form.reset(editing ? fromProject(editing) : EMPTY), [editing, form]);
  const save = useMutation({
    mutationFn: (body: ProjectInput) => (editing ? projectsApi.update(editing.id, body) : projectsApi.create(body)),
    meta: { silent: true },
    onSuccess: async () => {
      // The snapshots page's project filter lists project names too.
      await client.invalidateQueries({ queryKey: PROJECTS_KEY });
      await client.invalidateQueries({ queryKey: SNAPSHOTS_KEY });
      form.reset(EMPTY);
      onDone();
    },
    onError: (err) => showIssuesOnFields(form.setError, err, FIELDS),
  });
  const failure = save.error ? toApiError(save.error, 'The project could not be saved. Please try again.') : null;
  const onFields = issuesAllOnFields(failure, FIELDS);
  const { errors } = form.formState;
  const nameKept = !!editing && editing.snapshotCount > 0;
  return (
    <form
      noValidate
      aria-labelledby="project-form-title"
      onSubmit={(e) => void form.handleSubmit((b) => save.mutate(b))(e)}
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="project-form-title">
          {editing ? `Change “${editing.name}”` : 'New project'}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Project name"
            required
            autoComplete="off"
            // Its snapshots carry the name in their hashed content, so a project that holds any keeps it.
            readOnly={nameKept}
            description={nameKept ? 'It holds snapshots, so its name stays.' : undefined}
            {...form.register('name')}
            error={errors.name?.message}
          />
          <TextInput label="Client" autoComplete="off" {...form.register('client')} error={errors.client?.message} />
        </SimpleGrid>
        <TextInput label="Address" autoComplete="off" {...form.register('address')} error={errors.address?.message} />
        <Textarea
          label="Notes"
          autosize
          minRows={2}
          maxRows={8}
          {...form.register('notes')}
          error={errors.notes?.message}
        />
        <FailureAlert failure={onFields ? null : failure} title="The project was not saved" retry />
        <SaveActions editing={!!editing} saving={save.isPending} createLabel="Create project" onCancel={onDone} />
      </Stack>
    </form>
  );
}
