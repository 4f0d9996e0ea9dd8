import { createProject, deleteProject, listProjects, updateProject } from '../../db/queries/projects';
import { recordAudit } from '../../db/queries/organisations/record-audit';
import type { Router } from '../../http/openapi-app';
import type { FeatureDeps } from '../feature-deps';
import { projectRoutes as routes } from './project-route-defs';

const details = (p: { address?: string; client?: string }) =>
  [p.address, p.client].filter((x) => x && x.length > 0).join(', ');

/** Projects as records of the active workspace (below /api/projects, behind the guard and the role check). */
export function registerProjectRoutes(router: Router, { database }: FeatureDeps) {
  const { db } = database;

  router.openapi(routes.listProjects, async (c) => c.json({ items: await listProjects(db, c.get('workspace')) }, 200));

  router.openapi(routes.createProject, async (c) => {
    const ws = c.get('workspace');
    const input = c.req.valid('json');
    const created = await createProject(db, ws, input, (tx) =>
      recordAudit(
        tx,
        ws,
        c.get('user').name,
        'project.created',
        `Created project “${input.name}”${details(input) ? ` (${details(input)})` : ''}.`,
      ),
    );
    return c.json(created, 201);
  });

  router.openapi(routes.updateProject, async (c) => {
    const ws = c.get('workspace');
    const input = c.req.valid('json');
    const updated = await updateProject(db, ws, c.req.valid('param').id, input, (tx, before) =>
      recordAudit(
        tx,
        ws,
        c.get('user').name,
        'project.updated',
        before.name === input.name
          ? `Changed the details of project “${input.name}”.`
          : `Renamed project “${before.name}” to “${input.name}”.`,
      ),
    );
    return c.json(updated, 200);
  });

  router.openapi(routes.deleteProject, async (c) => {
    const ws = c.get('workspace');
    await deleteProject(db, ws, c.req.valid('param').id, (tx, gone) =>
      recordAudit(tx, ws, c.get('user').name, 'project.deleted', `Deleted project “${gone.name}”.`),
    );
    return c.body(null, 204);
  });
}
