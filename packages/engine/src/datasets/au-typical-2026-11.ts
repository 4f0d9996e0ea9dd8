/**
 * Dataset `au-typical`, edition 2026.11: edition 2025.1 with the corrections of the November 2026
 * data review (issue 49), each cited in corrections-2026-11.ts:
 * - business-as-usual concrete is a standard 100 % GP mix (ICM 2019 process), and the 30 % fly-ash
 *   mixes come from the same study, so the saving is not counted twice;
 * - NMEFD's Average EF for in-situ concrete stays available as `concrete…EpdAverage_m3`, named for
 *   what it is (a mean of EPD'd mixes);
 * - reinforcing mesh has its own factor; bar stays bar;
 * - timber window frames and double-glazed units are whole products (fittings, spacer, seals).
 * Everything else is edition 2025.1's. Never edit a published edition: a new one is a new file.
 */
import { AU_TYPICAL_2025_1 } from './au-typical-2025-1';
import {
  EDITION_2026_11,
  reclaimedBrickWithConvention,
  STANDARD_MIX_PROCESS,
  WINDOW_UNITS_PROCESS,
  epdAverageConcrete,
  meshFactor,
} from './corrections-2026-11';
import type { Dataset } from './dataset-types';

export const AU_TYPICAL_2026_11: Dataset = {
  ...AU_TYPICAL_2025_1,
  version: EDITION_2026_11,
  attribution: AU_TYPICAL_2025_1.attribution.replace(
    '30 % fly-ash ratios derived by us',
    'mesh factors (bar plus wire drawing) derived by us',
  ),
  edition:
    'NMEFD v2025.1 Average EF (Min and Max for ranges); standard-mix concrete, mesh and whole window units from ICM 2019 process',
  description:
    'A typical product with an EPD: NMEFD v2025.1 Average EF (mean of EPDs), Min–Max ranges; standard GP concrete and gaps from ICM 2019.',
  centralColumn: 'NMEFD Average EF (mean of EPDs; not a median)',
  windowBuildUp: 'components-whole-units',
  factors: {
    ...AU_TYPICAL_2025_1.factors,
    reclaimedBrick_kg: reclaimedBrickWithConvention(AU_TYPICAL_2025_1.factors.reclaimedBrick_kg!),
    ...STANDARD_MIX_PROCESS,
    ...epdAverageConcrete(),
    ...WINDOW_UNITS_PROCESS,
    reinforcingMesh_kg: meshFactor('nmefd-average'),
  },
};
