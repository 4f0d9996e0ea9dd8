// Linted as apps/web/src/lib/lint-probe.ts: shared code reaches up to a feature (and to the app's entry).
import { WallPage } from '../features/walls/wall-page';
import { router } from '../main';
import { SectionCard } from '../components/section-card';

export const probe = (): unknown => [WallPage, router, SectionCard];
