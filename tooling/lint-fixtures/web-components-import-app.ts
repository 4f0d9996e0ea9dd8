// Linted as apps/web/src/components/lint-probe.ts: a shared component reaches up to the app shell.
import { theme } from '../app/theme';
import { formatNumber } from '../lib/format';

export const probe = (): unknown => [theme, formatNumber];
