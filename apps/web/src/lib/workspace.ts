import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Workspace } from '@embodied/contracts';
import { api } from './api-client';
import { fetchWorkspace } from './first-requests';
import { abilitiesOf, type WorkspaceAbilities } from './workspace-abilities';

/*
 * The active workspace (the personal one or an organisation), kept on the server: every snapshot
 * list, calculation and project acts in it. Switching it changes what every page shows, so every
 * cached answer is dropped and asked again.
 */
export const WORKSPACE_KEY = ['workspace'] as const;

/**
 * The active workspace and those the user may switch to. Asked again when a page that shows it
 * mounts (after 15 s): a membership an admin removed shows as the personal workspace soon after.
 */
export const workspaceQuery = queryOptions({
  queryKey: WORKSPACE_KEY,
  queryFn: fetchWorkspace,
  staleTime: 15_000,
  meta: { silent: true },
});

export function useWorkspace({ enabled = true }: { enabled?: boolean } = {}) {
  const query = useQuery({ ...workspaceQuery, enabled });
  const active: Workspace | undefined = query.data?.active;
  /** The organisation the user had chosen but no longer belongs to: no workspace is in force until they choose. */
  const lostAccess = query.data?.lostAccess ?? null;
  // Until the answer comes, nothing is disabled: the server refuses what the role does not allow.
  const abilities: WorkspaceAbilities = active ? abilitiesOf(active.role) : abilitiesOf('owner');
  return { ...query, active, lostAccess, abilities };
}

/** Switches the active workspace, then drops every cached answer so each page shows the new workspace's data. */
export function useSwitchWorkspace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (organisationId: string | null) => api.call('switchWorkspace', { body: { organisationId } }),
    onSuccess: () => client.invalidateQueries(),
  });
}

/**
 * What to call after the server changed the active workspace itself (joining, leaving or deleting
 * an organisation): every cached answer is asked again.
 */
export function useWorkspaceChanged(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries();
}
