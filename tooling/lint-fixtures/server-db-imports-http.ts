// Linted as apps/server/src/db/queries/lint-probe.ts: the data layer reaches up to the HTTP layer.
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/app-env';
import { profile } from '../schema';

export const probe = (env: AppEnv): unknown => [env, AppError, profile];
