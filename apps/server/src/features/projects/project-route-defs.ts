import { endpoints } from '@embodied/contracts';
import { jsonBody, routeOf } from '../../http/endpoint-route';

const PROJECTS = 'Projects';
export const listProjectsRoute = routeOf('listProjects', {}, PROJECTS, "The active workspace's projects", {
  status: 200,
  description: 'A–Z, with how many snapshots each holds',
});
export const createProjectRoute = routeOf(
  'createProject',
  { body: jsonBody(endpoints.createProject.body) },
  PROJECTS,
  'Create a project',
  { status: 201, description: 'The project' },
  { 409: 'The name is taken in this workspace' },
);
export const updateProjectRoute = routeOf(
  'updateProject',
  { params: endpoints.updateProject.params, body: jsonBody(endpoints.updateProject.body) },
  PROJECTS,
  "Change a project's details (a project that holds snapshots keeps its name)",
  { status: 200, description: 'The project' },
  { 409: 'The name is taken, or the project holds snapshots and so keeps its name' },
);
export const deleteProjectRoute = routeOf(
  'deleteProject',
  { params: endpoints.deleteProject.params },
  PROJECTS,
  'Delete an empty project',
  { status: 204, description: 'Deleted' },
  { 409: 'The project holds snapshots' },
);
