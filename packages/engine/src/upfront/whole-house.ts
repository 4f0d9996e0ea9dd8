/**
 * The parts a whole house adds to the cold shell (issue 51): internal walls, ceilings, ceiling
 * insulation and a building services allowance. Floor insulation and floor coverings are not
 * added: the suspended floors already carry their insulation and particleboard (issue 49), and a
 * floor covering laid over every floor choice alike would not change a comparison.
 * Quantities are per m² of the element; the element areas come from the floor areas (estimates,
 * stated below). Factors come from the calculation's dataset (user EPDs included), the services
 * from NMEFD v2025.1 row 125.
 */
import type { BreakdownLine, QuantityLine } from '../breakdown/breakdown-types';
import { computeLines } from '../breakdown/compute-lines';
import { memoize, unitCarbonOf, type UnitCarbon } from '../breakdown/unit-carbon';
import { productResolver } from '../custom-products/custom-products';
import type { DatasetId } from '../datasets/dataset-ids';
import { WALL_PARTS } from '../quantities/wall-parts';
import { SERVICES_FACTOR_KEY } from './material-classes';
import { SERVICES_RESIDENTIAL } from './upfront-data';

export const WHOLE_HOUSE_ELEMENT_IDS = ['internalWalls', 'ceilings', 'ceilingInsulation', 'services'] as const;
export type WholeHouseElementId = (typeof WHOLE_HOUSE_ELEMENT_IDS)[number];

export const WHOLE_HOUSE_LABELS: Readonly<Record<WholeHouseElementId, string>> = {
  internalWalls: 'Internal walls: timber stud frame lined with plasterboard both sides',
  ceilings: 'Ceilings: plasterboard on timber battens, painted',
  ceilingInsulation: 'Ceiling insulation: R4.0 glasswool batts under the roof',
  services: 'Building services (electrical, mechanical, plumbing): NMEFD residential allowance',
};

/** A geometry constant of the whole-house parts: its value and why (all estimates). */
export interface WholeHouseConstant {
  readonly label: string;
  readonly value: number;
  readonly unit: string;
  readonly basis: string;
}

export const WHOLE_HOUSE_GEOMETRY = {
  internalWallLengthPerFloorArea: {
    label: 'Internal wall length',
    value: 0.45,
    unit: 'm of internal wall per m² of floor area',
    basis:
      'estimate: a four-bedroom 200 m² single-storey plan has about 90 m of internal walls (rooms of 10–20 m² with shared walls); each storey’s walls are its floor area × 0.45 × the ceiling height',
  },
  ceilingBattensM3PerM2: {
    label: 'Ceiling battens',
    value: 0.0041,
    unit: 'm³ of softwood per m² of ceiling',
    basis: 'estimate: 70 × 35 mm battens at 600 mm centres, 1.67 m per m² × 0.00245 m²',
  },
  ceilingBattsKgPerM2: {
    label: 'Ceiling batts',
    value: 2.0,
    unit: 'kg of glasswool per m² of ceiling',
    basis:
      'estimate: R4.0 ceiling batts about 190 mm thick at about 10.5 kg/m³; the NCC’s ceiling R-value for each climate zone was not read for this, so one R4.0 batt is used everywhere',
  },
} as const satisfies Record<string, WholeHouseConstant>;

const PAINT_SIDE: QuantityLine = {
  component: 'paint, 2 coats',
  qty: 0.2,
  unit: 'kg',
  factorKey: 'paint_kg',
  confidence: 'estimate',
  basis: 'estimate: 2 coats × 0.1 kg/m² (as the external walls’ paint)',
};

/** Build-ups per m² of each element (services are a factor per m² of floor area, below). */
export const WHOLE_HOUSE_QUANTITIES: Readonly<
  Record<Exclude<WholeHouseElementId, 'services'>, readonly QuantityLine[]>
> = {
  internalWalls: [
    ...WALL_PARTS.frame,
    ...WALL_PARTS.plasterboard.map((l) => ({ ...l, component: `${l.component}, side 1` })),
    ...WALL_PARTS.plasterboard.map((l) => ({ ...l, component: `${l.component}, side 2` })),
    { ...PAINT_SIDE, component: 'paint, 2 coats, both sides', qty: 0.4 },
  ],
  ceilings: [
    ...WALL_PARTS.plasterboard.map((l) => ({ ...l, component: '10 mm plasterboard ceiling' })),
    PAINT_SIDE,
    {
      component: 'ceiling battens 70 × 35 @600',
      qty: WHOLE_HOUSE_GEOMETRY.ceilingBattensM3PerM2.value,
      unit: 'm3',
      factorKey: 'softwood_m3',
      confidence: 'estimate',
      basis: WHOLE_HOUSE_GEOMETRY.ceilingBattensM3PerM2.basis,
    },
  ],
  ceilingInsulation: [
    {
      component: 'glasswool ceiling batts R4.0',
      qty: WHOLE_HOUSE_GEOMETRY.ceilingBattsKgPerM2.value,
      unit: 'kg',
      factorKey: 'glasswool_kg',
      confidence: 'estimate',
      basis: WHOLE_HOUSE_GEOMETRY.ceilingBattsKgPerM2.basis,
    },
  ],
};

export const WHOLE_HOUSE_UNITS: Readonly<Record<WholeHouseElementId, string>> = {
  internalWalls: 'kgCO2e/m² of internal wall',
  ceilings: 'kgCO2e/m² of ceiling',
  ceilingInsulation: 'kgCO2e/m² of insulated ceiling',
  services: 'kgCO2e/m² of floor area',
};

/**
 * The services line per m² of floor area on a dataset: NMEFD's Average (with Min and Max) on
 * au-typical, its Default on au-conservative, and the Default as the stand-in on au-hybrid (ICM 2019
 * has no services factor; the data brief's stand-in rule).
 */
export function servicesLine(datasetId: DatasetId): BreakdownLine {
  const s = SERVICES_RESIDENTIAL;
  const typical = datasetId === 'au-typical';
  const value = typical ? s.average : s.default;
  const column = typical
    ? 'Average'
    : datasetId === 'au-hybrid'
      ? 'Default (stand-in: ICM has no services factor)'
      : 'Default';
  const sourceRow = `NMEFD v2025.1 row ${s.row}: ${s.name} (${column})`;
  return {
    component: 'building services allowance (electrical, mechanical, plumbing)',
    quantity: 1,
    unit: 'm2',
    factorKey: SERVICES_FACTOR_KEY,
    factor: value,
    factorUnit: s.unit,
    kgCO2e: value,
    min: typical ? s.min : value,
    max: typical ? s.max : value,
    sourceId: 'NMEFD2025_1',
    sourceRow,
    citation: `NABERS NMEFD v2025.1 · ${s.name} · ${column} (row ${s.row})`,
    confidence: 'sourced',
    factorConfidence: 'sourced',
    quantityConfidence: 'sourced',
  };
}

/**
 * Carbon per m² of a whole-house element on a dataset, with the products a products key stands
 * for (memoised; frozen).
 * @example wholeHouseFactor('services', 'au-typical', '').perM2 // 46.8
 */
export const wholeHouseFactor = memoize(
  (id: WholeHouseElementId, datasetId: DatasetId, products: string): UnitCarbon<WholeHouseElementId> =>
    unitCarbonOf(
      id,
      WHOLE_HOUSE_LABELS[id],
      WHOLE_HOUSE_UNITS[id],
      id === 'services'
        ? [servicesLine(datasetId)]
        : computeLines(WHOLE_HOUSE_QUANTITIES[id], 1, productResolver(datasetId, products)),
    ),
);

/**
 * The area each whole-house element applies to, m². Internal walls are modelled from the floor
 * area unless a measured area is given (issue 52: a take-off's internal walls, one side).
 */
export function wholeHouseAreas(
  groundArea: number,
  firstArea: number,
  ceilingHeight: number,
  measuredInternalWallArea?: number | null,
): Readonly<Record<WholeHouseElementId, number>> {
  const floor = groundArea + firstArea;
  return {
    internalWalls:
      typeof measuredInternalWallArea === 'number'
        ? measuredInternalWallArea
        : WHOLE_HOUSE_GEOMETRY.internalWallLengthPerFloorArea.value * floor * ceilingHeight,
    ceilings: floor,
    ceilingInsulation: Math.max(groundArea, firstArea),
    services: floor,
  };
}
