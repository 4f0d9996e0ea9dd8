// Linted as apps/server/src/features/walls/lint-probe.ts
import { formatNumber } from '../../../../web/src/lib/format';

export const probe = (): unknown => formatNumber;
