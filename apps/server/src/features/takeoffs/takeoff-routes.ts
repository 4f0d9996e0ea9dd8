import type { MeasuredTakeoff, Takeoff } from '@embodied/contracts';
import type { Db } from '../../db/database';
import {
  deleteTakeoff,
  getTakeoff,
  insertTakeoff,
  listTakeoffs,
  rememberedMappings,
  rememberMappings,
  type StoredTakeoff,
} from '../../db/queries/takeoffs';
import type { WorkspaceScope } from '../../db/queries/workspace-scope';
import type { Router } from '../../http/openapi-app';
import { runTakeoff, warmTakeoffReader } from '../../takeoffs/run-takeoff';
import { mappingSources, mappingsOf } from '../../takeoffs/takeoff-mappings';
import type { FeatureDeps } from '../feature-deps';
import {
  createTakeoffRoute,
  deleteTakeoffRoute,
  getTakeoffRoute,
  listTakeoffsRoute,
  updateTakeoffMappingsRoute,
} from './takeoff-route-defs';
import { receiveModel } from './takeoff-upload';

/** The take-off with its names' mappings: as the workspace mapped them before, else suggested. */
async function withMappings(db: Db, scope: WorkspaceScope, stored: StoredTakeoff): Promise<Takeoff> {
  const sources = mappingSources(stored);
  const remembered = await rememberedMappings(
    db,
    scope,
    sources.map((s) => s.source),
  );
  return { ...stored, mappings: mappingsOf(sources, remembered) };
}

/** Model take-offs: upload and read an IFC model, list, read, map and delete (below /api/takeoffs). */
export function registerTakeoffRoutes(router: Router, { database }: FeatureDeps) {
  const { db } = database;

  router.openapi(listTakeoffsRoute, async (c) => {
    // The take-off page lists take-offs when it opens: the model reader starts now, so the upload
    // that usually follows finds web-ifc's WebAssembly compiled (run-takeoff.ts).
    warmTakeoffReader();
    return c.json({ items: await listTakeoffs(db, c.get('workspace')) }, 200);
  });

  router.openapi(createTakeoffRoute, async (c) => {
    const scope = c.get('workspace');
    const model = await receiveModel(c.req.raw);
    let measured: MeasuredTakeoff;
    try {
      measured = await runTakeoff(model);
    } finally {
      await model.discard();
    }
    const file = { fileName: model.fileName, sha256: model.sha256, sizeBytes: model.sizeBytes };
    const stored = await insertTakeoff(db, scope, file, measured);
    return c.json(await withMappings(db, scope, stored), 201);
  });

  router.openapi(getTakeoffRoute, async (c) => {
    const scope = c.get('workspace');
    return c.json(await withMappings(db, scope, await getTakeoff(db, scope, c.req.valid('param').id)), 200);
  });

  router.openapi(updateTakeoffMappingsRoute, async (c) => {
    const scope = c.get('workspace');
    const stored = await getTakeoff(db, scope, c.req.valid('param').id);
    await rememberMappings(db, scope, c.req.valid('json').mappings);
    return c.json(await withMappings(db, scope, stored), 200);
  });

  router.openapi(deleteTakeoffRoute, async (c) => {
    await deleteTakeoff(db, c.get('workspace'), c.req.valid('param').id);
    return c.body(null, 204);
  });
}
