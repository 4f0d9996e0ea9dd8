/**
 * Dataset `au-hybrid`, edition 2026.11: edition 2025.1 (ICM 2019 hybrid) with reinforcing mesh
 * apart from bar (ICM reinforcing steel + wire drawing, hybrid; corrections-2026-11.ts). Its
 * concrete was already a standard mix with a same-study fly-ash pair, and its windows whole
 * products. Never edit a published edition: a new one is a new file.
 */
import { AU_HYBRID_2025_1 } from './au-hybrid-2025-1';
import { EDITION_2026_11, reclaimedBrickWithConvention, meshFactor } from './corrections-2026-11';
import type { Dataset } from './dataset-types';

export const AU_HYBRID_2026_11: Dataset = {
  ...AU_HYBRID_2025_1,
  version: EDITION_2026_11,
  description:
    'ICM 2019 hybrid (process + input-output) factors, a system-complete upper basis; NMEFD Default where ICM lacks the material.',
  attribution: AU_HYBRID_2025_1.attribution.replace(
    '30 % fly-ash ratios derived by us',
    'mesh factors (bar plus wire drawing) derived by us',
  ),
  factors: {
    ...AU_HYBRID_2025_1.factors,
    reclaimedBrick_kg: reclaimedBrickWithConvention(AU_HYBRID_2025_1.factors.reclaimedBrick_kg!),
    reinforcingMesh_kg: meshFactor('icm-hybrid'),
  },
};
