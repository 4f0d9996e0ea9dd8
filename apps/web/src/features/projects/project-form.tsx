import { useEffect } from 'react';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { projectInputSchema, type Project, type ProjectInput } from '@embodied/contracts';
import { FailureAlert } from '../../components/failure-alert';
import { SaveActions } from '../../components/save-actions';
import { PROJECTS_KEY, projectsApi } from './projects-api';
import { SNAPSHOTS_KEY } from '../../lib/first-requests';
import { useFormMutation } from '../../lib/use-form-mutation';
import { TitledForm } from '../../components/titled-form';

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
  const save = useFormMutation(form, FIELDS, 'The project could not be saved. Please try again.', {
    mutationFn: (body: ProjectInput) => (editing ? projectsApi.update(editing.id, body) : projectsApi.create(body)),
    meta: { silent: true },
    onSuccess: async () => {
      // The snapshots page's project filter lists project names too.
      await client.invalidateQueries({ queryKey: PROJECTS_KEY });
      await client.invalidateQueries({ queryKey: SNAPSHOTS_KEY });
      form.reset(EMPTY);
      onDone();
    },
  });
  const { failure, onFields, onSubmit } = save;
  const { errors } = form.formState;
  const nameKept = !!editing && editing.snapshotCount > 0;
  return (
    <TitledForm
      titleId="project-form-title"
      title={editing ? `Change “${editing.name}”` : 'New project'}
      onSubmit={onSubmit}
    >
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
    </TitledForm>
  );
}
