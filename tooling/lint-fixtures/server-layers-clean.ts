// Linted as apps/server/src/features/walls/lint-probe.ts: every import goes down a layer or stays in one.
import { openApiRouter } from '../../http/openapi-app';
import { Lifecycle } from '../../lifecycle';
import { saveCalculation } from '../../calculations/save-calculation';
import { ensureProfile } from '../../db/queries/ensure-profile';
import { loadConfig } from '../../config';
import { canonicalJson } from '../../lib/canonical-json';
import { wallService } from './wall-service';

export const probe = (): unknown => [
  openApiRouter,
  Lifecycle,
  saveCalculation,
  ensureProfile,
  loadConfig,
  canonicalJson,
  wallService,
];
