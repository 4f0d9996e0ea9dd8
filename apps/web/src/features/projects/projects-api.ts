import type { ProjectInput } from '@embodied/contracts';
import { api } from '../../lib/api-client';

/** The active workspace's projects, and the React Query key they cache under. */
export const PROJECTS_KEY = ['projects'] as const;

export const projectsApi = {
  list: () => api.call('listProjects'),
  create: (body: ProjectInput) => api.call('createProject', { body }),
  update: (id: string, body: ProjectInput) => api.call('updateProject', { params: { id }, body }),
  remove: (id: string) => api.call('deleteProject', { params: { id } }),
};
