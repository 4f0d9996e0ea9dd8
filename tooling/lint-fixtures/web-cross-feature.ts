// Linted as apps/web/src/features/walls/lint-probe.ts
import { DwellingResults } from '../dwellings/dwelling-results';
import { formatWall } from './wall-format';
import { formatNumber } from '../../lib/format';

export const probe = (): unknown => [DwellingResults, formatWall, formatNumber];
