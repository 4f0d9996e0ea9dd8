// Linted as apps/web/src/features/walls/lint-probe.ts
import type { AppEnv } from '@embodied/server';
import { loadConfig } from '../../../../server/src/config';

export const probe = (env: AppEnv): unknown => [env, loadConfig];
