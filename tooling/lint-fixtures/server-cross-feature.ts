// Linted as apps/server/src/features/walls/lint-probe.ts
import { footingRoutes } from '../footings/footings-routes';
import type { FeatureDeps } from '../feature-deps';
import { wallService } from './wall-service';

export const probe = (deps: FeatureDeps): unknown => [deps, footingRoutes, wallService];
