import { useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Project } from '@embodied/contracts';
import { RemoveWithConfirm } from '../../components/confirm-actions';
import { PageLoader } from '../../components/page-loader';
import { WorkspaceBadge } from '../../components/workspace-badge';
import { paths } from '../../config/paths';
import { useUserTime } from '../../lib/use-user-time';
import { useWorkspace } from '../../lib/workspace';
import { ProjectForm } from './project-form';
import { PROJECTS_KEY, projectsApi } from './projects-api';
import { LoadFailedAlert } from '../../components/failure-alert';
import { SNAPSHOTS_KEY } from '../../lib/first-requests';
import { SectionCard } from '../../components/section-card';
import { ListItemRow } from '../../components/list-item-row';

function DeleteProjectButton({ project }: { project: Project }) {
  const [opened, { open, close }] = useDisclosure(false);
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: () => projectsApi.remove(project.id),
    meta: { silent: true },
    onSuccess: async () => {
      close();
      await client.invalidateQueries({ queryKey: PROJECTS_KEY });
      await client.invalidateQueries({ queryKey: SNAPSHOTS_KEY });
    },
  });
  return (
    <RemoveWithConfirm
      label="Delete"
      ariaLabel={`Delete ${project.name}`}
      dialog={{ opened, open, close }}
      removal={remove}
      failureMessage="The project could not be deleted. Please try again."
      title={`Delete “${project.name}”?`}
      confirmLabel="Delete project"
    >
      <Text size="sm">
        Its details (address, client, notes) are removed. A project that holds snapshots cannot be deleted.
      </Text>
    </RemoveWithConfirm>
  );
}

function ProjectRow({
  project,
  canEdit,
  canDelete,
  onEdit,
}: {
  project: Project;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: () => void;
}) {
  const time = useUserTime();
  const details = [
    project.address && `Address: ${project.address}`,
    project.client && `Client: ${project.client}`,
  ].filter(Boolean);
  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-label={project.name}>
      <ListItemRow
        name={project.name}
        nameWeight={700}
        minWidth={280}
        tags={[
          { label: `${project.snapshotCount} snapshot${project.snapshotCount === 1 ? '' : 's'}`, asWritten: true },
        ]}
        details={
          <>
            {details.length > 0 && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {details.join(' · ')}
              </Text>
            )}
            {project.notes && (
              <Text size="sm" c="gray.8" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {project.notes}
              </Text>
            )}
            <Text size="xs" c="gray.7">
              Created by {project.createdBy} on {time(project.createdAt)}
              {project.updatedAt !== project.createdAt ? `; changed ${time(project.updatedAt)}` : ''}
            </Text>
            <Anchor component={Link} to={paths.snapshots({ project: project.name })} size="sm" w="fit-content">
              Its snapshots
            </Anchor>
          </>
        }
        actions={
          <Group gap="xs">
            {canEdit && (
              <Button variant="default" size="compact-sm" onClick={onEdit} aria-label={`Change ${project.name}`}>
                Change
              </Button>
            )}
            {canDelete && <DeleteProjectButton project={project} />}
          </Group>
        }
      />
    </Paper>
  );
}

/**
 * /projects: the active workspace's projects, A–Z, each linked to its snapshots; editors create
 * and change them, admins delete those without snapshots.
 */
export function ProjectsPage() {
  const list = useQuery({ queryKey: PROJECTS_KEY, queryFn: projectsApi.list, meta: { silent: true } });
  const { abilities } = useWorkspace();
  const [editing, setEditing] = useState<Project | null>(null);
  return (
    <Stack maw={860} mx="auto" gap="lg">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text maw={620}>
          A project holds the snapshots saved under its name in this workspace, with its address, client and notes.
        </Text>
        <WorkspaceBadge />
      </Group>
      {abilities.calculate ? (
        <SectionCard roomy aria-labelledby="project-form-title">
          <ProjectForm editing={editing} onDone={() => setEditing(null)} />
        </SectionCard>
      ) : (
        <Alert color="blue" role="status">
          As a viewer you can read the projects; editors create and change them.
        </Alert>
      )}
      <Stack gap="sm" component="section" aria-labelledby="project-list-title">
        <Title order={2} size="h3" id="project-list-title">
          Projects
        </Title>
        {list.isPending && <PageLoader />}
        {list.isError && (
          <LoadFailedAlert title="The projects could not be loaded" error={list.error} onRetry={list.refetch} />
        )}
        {list.data && list.data.items.length === 0 && (
          <Text size="sm" c="gray.8">
            No projects yet in this workspace.
          </Text>
        )}
        {list.data && list.data.items.length > 0 && (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.data.items.map((p) => (
              <ProjectRow
                key={p.id}
                project={p}
                canEdit={abilities.calculate}
                canDelete={abilities.manage}
                onEdit={() => {
                  setEditing(p);
                  document.getElementById('project-form-title')?.scrollIntoView({ behavior: 'smooth' });
                }}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
