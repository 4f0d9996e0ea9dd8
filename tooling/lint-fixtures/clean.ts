// Linted as apps/web/src/features/walls/lint-probe.ts (and elsewhere): breaks no rule.
import type * as engine from '@embodied/engine';
import { formatWall } from './wall-format';
import { formatNumber } from '../../lib/format';

export type Engine = typeof engine;
export const probe = (): unknown => [formatWall, formatNumber];
