/**
 * Dataset `au-conservative`, edition 2026.11: edition 2025.1 (NMEFD v2025.1 Default, what a NABERS
 * rating uses for a product without an EPD) with the corrections of the November 2026 data review
 * (issue 49): reinforcing mesh gets its own key (NMEFD's 'Bar & mesh' Default, which NABERS applies
 * to mesh as well), and timber window frames and double-glazed units are whole products (ICM 2019
 * process gap-fill). Concrete stays at the Default, which is at or above a standard GP mix by
 * construction. Never edit a published edition: a new one is a new file.
 */
import { AU_CONSERVATIVE_2025_1 } from './au-conservative-2025-1';
import { EDITION_2026_11, reclaimedBrickWithConvention, WINDOW_UNITS_PROCESS } from './corrections-2026-11';
import type { Dataset } from './dataset-types';
import { nmefdFactor } from './nmefd-2025-1';

export const AU_CONSERVATIVE_2026_11: Dataset = {
  ...AU_CONSERVATIVE_2025_1,
  version: EDITION_2026_11,
  description:
    'NMEFD v2025.1 Default: what NABERS uses for a product without an EPD (at or above Max); gaps from ICM 2019 process.',
  windowBuildUp: 'components-whole-units',
  factors: {
    ...AU_CONSERVATIVE_2025_1.factors,
    reclaimedBrick_kg: reclaimedBrickWithConvention(AU_CONSERVATIVE_2025_1.factors.reclaimedBrick_kg!),
    ...WINDOW_UNITS_PROCESS,
    reinforcingMesh_kg: {
      ...nmefdFactor('reinforcingSteel_kg', 'Default (uncertainty adjusted)', 3.65),
      key: 'reinforcingMesh_kg',
      note: "NMEFD v2025.1 row 24 'Bar & mesh' covers mesh too: a NABERS rating uses this Default for mesh without an EPD",
    },
  },
};
