import { operationRoutes } from '../../http/endpoint-route';

/** The projects' routes: what each says besides the endpoint table's method, path and schemas. */
export const projectRoutes = operationRoutes('Projects', {
  listProjects: { summary: "The active workspace's projects", ok: [200, 'A–Z, with how many snapshots each holds'] },
  createProject: {
    summary: 'Create a project',
    ok: [201, 'The project'],
    errors: { 409: 'The name is taken in this workspace' },
  },
  updateProject: {
    summary: "Change a project's details (a project that holds snapshots keeps its name)",
    ok: [200, 'The project'],
    errors: { 409: 'The name is taken, or the project holds snapshots and so keeps its name' },
  },
  deleteProject: {
    summary: 'Delete an empty project',
    ok: [204, 'Deleted'],
    errors: { 409: 'The project holds snapshots' },
  },
});
