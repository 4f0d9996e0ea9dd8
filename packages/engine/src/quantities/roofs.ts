/**
 * Roof build-ups per m² of roof surface: covering, battens, sarking and trusses; ceiling excluded
 * (data brief 2025.1-brief-1, section 7d). All quantities are estimates; the 45 and 42 kg/m² tile
 * masses agree with the sourced rule that metal weighs about 10 % of a tile roof (ROOF_WEIGHT).
 */
import type { QuantityLine } from '../breakdown/breakdown-types';
import type { RoofMaterialKey } from '../keys';

const SARKING: readonly QuantityLine[] = [
  {
    component: 'sarking foil layer',
    qty: 0.04,
    unit: 'kg',
    factorKey: 'aluminiumSheet_kg',
    confidence: 'estimate',
    basis: 'estimate',
  },
  {
    component: 'sarking film layer',
    qty: 0.12,
    unit: 'kg',
    factorKey: 'peFilm_kg',
    confidence: 'estimate',
    basis: 'estimate',
  },
];
const TILE_BATTENS: QuantityLine = {
  component: 'tile battens',
  qty: 0.0029,
  unit: 'm3',
  factorKey: 'softwood_m3',
  confidence: 'estimate',
  basis: 'estimate',
};
const HEAVY_TRUSSES: QuantityLine = {
  component: 'roof trusses (heavier)',
  qty: 0.015,
  unit: 'm3',
  factorKey: 'softwood_m3',
  confidence: 'estimate',
  basis: 'estimate: heavier trusses for a tile load',
};

export const ROOFS: Readonly<Record<RoofMaterialKey, readonly QuantityLine[]>> = {
  Metal: [
    {
      component: 'pre-painted corrugated steel 0.42 BMT',
      qty: 4.1,
      unit: 'kg',
      factorKey: 'steelSheetPainted_kg',
      confidence: 'estimate',
      basis: 'estimate: 0.42 BMT corrugated (ROOF_WEIGHT: ~10 % of a tile roof)',
    },
    {
      component: 'roof battens',
      qty: 0.0027,
      unit: 'm3',
      factorKey: 'softwood_m3',
      confidence: 'estimate',
      basis: 'estimate',
    },
    ...SARKING,
    {
      component: 'roof trusses',
      qty: 0.013,
      unit: 'm3',
      factorKey: 'softwood_m3',
      confidence: 'estimate',
      basis: 'estimate',
    },
  ],
  'Concrete Tile': [
    {
      component: 'concrete roof tiles',
      qty: 45,
      unit: 'kg',
      factorKey: 'concreteRoofTile_kg',
      confidence: 'estimate',
      basis: 'estimate: 45 kg/m² (consistent with ROOF_WEIGHT)',
    },
    TILE_BATTENS,
    ...SARKING,
    HEAVY_TRUSSES,
  ],
  'Clay Tile': [
    {
      component: 'clay roof tiles',
      qty: 42,
      unit: 'kg',
      factorKey: 'clayRoofTile_kg',
      confidence: 'estimate',
      basis: 'estimate: 42 kg/m² (consistent with ROOF_WEIGHT)',
    },
    TILE_BATTENS,
    ...SARKING,
    HEAVY_TRUSSES,
  ],
};
