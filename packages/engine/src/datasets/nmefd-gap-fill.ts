/**
 * What the two NMEFD-based datasets of edition 2025.1 (au-typical, au-conservative) take from
 * elsewhere, identically: ICM 2019 process factors for the materials NMEFD v2025.1 has no row for,
 * and the Reclaimed Brick Company EPD for reclaimed bricks. Values transcribed from the data brief
 * 2025.1-brief-1 (factors-au.json), like the datasets themselves.
 */
import type { Factor, FactorKey } from './dataset-types';
import { icmFactor } from './icm-2019';

const GAP_FILL = 'gap-fill: NMEFD v2025.1 has no factor for this material';

export const NMEFD_GAP_FILL = {
  cement_kg: icmFactor(
    'cement_kg',
    363,
    'process',
    0.959,
    `${GAP_FILL}; not used by the current models (mortar is a composite factor)`,
  ),
  cementMortar_kg: icmFactor('cementMortar_kg', 59, 'process', 0.24, GAP_FILL),
  eps_kg: icmFactor('eps_kg', 506, 'process', 4.78, GAP_FILL),
  glasswool_kg: icmFactor('glasswool_kg', 370, 'process', 3.63, GAP_FILL),
  paint_kg: icmFactor('paint_kg', 20, 'process', 2.96, GAP_FILL),
  peFilm_kg: icmFactor('peFilm_kg', 447, 'process', 3.14, GAP_FILL),
  reclaimedBrick_kg: {
    key: 'reclaimedBrick_kg',
    value: 0.0204,
    unit: 'kgCO2e/kg',
    sourceId: 'EPD_RECLAIMED_BRICK',
    sourceRow: 'Reclaimed Brick Company EPD summary: A1-A3 = 20.4 kgCO2e per tonne',
    citation: 'Reclaimed Brick Company EPD (UK), A1-A3 · 20.4 kgCO2e/t',
    confidence: 'sourced',
    note: 'UK product, not Australian',
  },
  sand_kg: icmFactor('sand_kg', 540, 'process', 0.005004, `${GAP_FILL}; not used by the current models`),
} as const satisfies Partial<Record<FactorKey, Factor>>;
