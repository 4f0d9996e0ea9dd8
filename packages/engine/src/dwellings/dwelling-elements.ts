import { scaleLines } from '../breakdown/compute-lines';
import type { UnitCarbon } from '../breakdown/unit-carbon';
import { COST_RATES, type CostRate } from '../costs/cost-rates';
import type { DatasetId } from '../datasets/dataset-ids';
import { aud, kgCO2e, m2 } from '../units';
import type { DwellingGeometry } from './dwelling-geometry';
import type { DwellingElement, DwellingElementId, DwellingInput } from './dwelling-types';
import { floorFactor } from './floor-factor';
import { climateZoneOr } from '../thermal/floor-insulation';
import { roofFactor } from './roof-factor';
import { wallMaterialFactor } from './wall-material-factor';
import { windowFactor } from './window-factor';
import type { CustomProduct } from '../custom-products/custom-products';
import { upfrontBasis } from '../upfront/upfront-modules';
import { elementModules } from '../upfront/dwelling-upfront';
import type { UpfrontBasis } from '../upfront/upfront-modules';

const LABELS: Readonly<Record<DwellingElementId, string>> = {
  wallsGround: 'Ground floor walls (opaque)',
  wallsFirst: 'First floor walls (opaque)',
  windows: 'Windows',
  roof: 'Roof',
  floorGround: 'Ground floor',
  floorFirst: 'First floor',
};

/** area × per-m² factor (carbon and lines) and area × cost rate. */
function elementOf(
  id: DwellingElementId,
  area: number,
  unit: UnitCarbon,
  rate: CostRate,
  basis: UpfrontBasis,
  products: readonly CustomProduct[],
): DwellingElement {
  // A window arrives as one made-to-measure unit: its transport and waste are the window class's.
  const a1a3 = unit.perM2 * area;
  return {
    element: id,
    label: `${LABELS[id]}: ${unit.label}`,
    area: m2(area),
    perM2: unit.perM2,
    kgCO2e: kgCO2e(a1a3),
    min: kgCO2e(unit.min * area),
    max: kgCO2e(unit.max * area),
    cost: aud(rate.value * area),
    costMin: aud(rate.min * area),
    costMax: aud(rate.max * area),
    lines: scaleLines(unit.lines, area),
    upfront: elementModules(unit, area, a1a3, basis, products, id === 'windows' ? 'windows' : undefined),
  };
}

/**
 * The six elements of a dwelling (brief 7d, 7f): walls per storey on opaque area, windows on the
 * total window area, roof on R, floors on each storey's area (first floor mapped), a suspended
 * ground floor with its underfloor insulation (carbon and cost) for the input's climate zone. Each
 * carries its modules (A4, A5 waste; issue 51) with the input's transport and waste overrides.
 */
export function dwellingElements(
  input: DwellingInput,
  g: DwellingGeometry,
  datasetId: DatasetId,
  products: readonly CustomProduct[] = [],
): DwellingElement[] {
  const net = input.brickworksNetOfOffsets ?? false;
  const wall = (m: DwellingInput['groundFloorWallMaterial']) =>
    wallMaterialFactor(m, datasetId, input.brickSupplier, input.concreteSupplier, net, products);
  const zone = climateZoneOr(input.climateZone);
  const ground = floorFactor(input.groundFloorStructure, 'ground', datasetId, input.concreteSupplier, products, zone);
  const first = floorFactor(input.firstFloorStructure, 'first', datasetId, input.concreteSupplier, products, zone);
  const rates = COST_RATES;
  const basis = upfrontBasis(datasetId, input.upfront);
  const element = (id: DwellingElementId, area: number, unit: UnitCarbon, rate: CostRate) =>
    elementOf(id, area, unit, rate, basis, products);
  return [
    element(
      'wallsGround',
      g.opaqueGround,
      wall(input.groundFloorWallMaterial),
      rates.wallMaterials[input.groundFloorWallMaterial],
    ),
    element(
      'wallsFirst',
      g.opaqueFirst,
      wall(input.firstFloorWallMaterial),
      rates.wallMaterials[input.firstFloorWallMaterial],
    ),
    element(
      'windows',
      g.windowGround + g.windowFirst,
      windowFactor(input.windowFrameType, input.glazing, datasetId, products),
      rates.windows[`${input.windowFrameType}|${input.glazing}`],
    ),
    element('roof', g.roofArea, roofFactor(input.roofMaterial, datasetId, products), rates.roofs[input.roofMaterial]),
    element('floorGround', input.groundFloorArea, ground, ground.costRate),
    element('floorFirst', input.firstFloorArea, first, first.costRate),
  ];
}
