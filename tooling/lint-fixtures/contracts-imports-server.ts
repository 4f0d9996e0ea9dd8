// Linted as packages/contracts/src/lint-probe.ts
import type { AppEnv } from '@embodied/server';
import { loadConfig } from '../../../apps/server/src/config';
import { DEFAULT_DATASET_ID } from '@embodied/engine';

export const probe = (env: AppEnv): unknown => [env, loadConfig, DEFAULT_DATASET_ID];
