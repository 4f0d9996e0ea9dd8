// Linted as apps/server/src/http/lint-probe.ts: the HTTP toolkit reaches up to a feature, and to the app.
import { wallRoutes } from '../features/walls/walls-routes';
import { createApp } from '../app';
import { resolveWorkspace } from '../db/queries/workspace-scope';

export const probe = (): unknown => [wallRoutes, createApp, resolveWorkspace];
