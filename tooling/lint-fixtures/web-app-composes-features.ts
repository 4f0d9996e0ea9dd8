// Linted as apps/web/src/app/lint-probe.ts: the app shell may import every feature.
import { WallPage } from '../features/walls/wall-page';
import { SlabPage } from '../features/footings/slab-page';

export const probe = (): unknown => [WallPage, SlabPage];
