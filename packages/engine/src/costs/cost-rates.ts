/**
 * Cold-shell cost rates, AUD excluding GST, supply and install. Priced 2023–25 (data brief
 * 2025.1-brief-1, section 7f: "supply and install, 2023-25"; no rate there names a narrower date)
 * and escalated to the March quarter 2026 with the ABS house construction output price index
 * (`cost-index.ts`). Nearly all are estimates; only the slab rate, the stump rate and the roofing
 * part of the roof rates rest on consumer cost guides. Replace them with a licensed QS rate book if
 * the product needs defensible costs. Suppliers do not change cost. Wall cost rates cover
 * structure, cladding and wrap only, while wall carbon also counts insulation and lining (an
 * accepted scope mismatch).
 */
import type { Confidence } from '../datasets/dataset-types';
import type { FloorKey, GlazingKey, RoofMaterialKey, WallMaterialKey, WallTypeKey, WindowFrameKey } from '../keys';
import { audPerM2, type AudPerM2 } from '../units';
import { COST_INDEX_SOURCE, costEscalation, ESCALATED_TO, PRICED_PERIOD } from './cost-index';

export interface CostRate {
  /** Central rate, AUD ex GST per m² (of wall, floor, roof or window). */
  readonly value: AudPerM2;
  readonly min: AudPerM2;
  readonly max: AudPerM2;
  /** Source id(s): a cost guide (COST_*) and/or ESTIMATE. */
  readonly sourceId: string;
  readonly confidence: Confidence;
  /** The date the rate is priced at: the latest quarter of the index it is escalated with. */
  readonly baseDate: string;
  /**
   * The central rate as priced in its source, before escalation, and that pricing's period (for a
   * floor with underfloor insulation: the floor's own rate).
   */
  readonly priced: { readonly value: AudPerM2; readonly period: string };
  readonly note?: string;
}

/** The base date of every rate today: priced 2023–25, escalated to the latest quarter of the index. */
export const COST_BASE_DATE = ESCALATED_TO;

/** What every rate priced in 2023–25 is multiplied by (ABS house construction output prices). */
export const COST_ESCALATION = costEscalation();

/** A priced amount escalated to the base date, to the whole dollar (a rate's precision). */
function escalated(priced: number): AudPerM2 {
  return audPerM2(Math.round(priced * COST_ESCALATION));
}

/**
 * What every cost figure is, said once and shown beside each (issue 49, point 10): the source,
 * base date, region and what the rates include.
 */
export const COST_BASIS = `Indicative supply-and-install trade rates for the cold shell, in AUD excluding GST, builder’s margin and preliminaries; national, not region-specific; priced ${PRICED_PERIOD} and escalated to the ${COST_BASE_DATE} by ${((COST_ESCALATION - 1) * 100).toFixed(1)} % with the ${COST_INDEX_SOURCE}; mostly the product’s own estimates (only the slab, stump and roofing rates rest on consumer cost guides). An estimate, not a quote.`;

/** The words said next to a cost figure, pointing to {@link COST_BASIS}. */
export const COST_ESTIMATE_NOTE = `estimate, AUD ex GST, ${COST_BASE_DATE} prices`;

export type WindowCostKey = `${WindowFrameKey}|${GlazingKey}`;

export interface CostRates {
  readonly wallTypes: Readonly<Record<WallTypeKey, CostRate>>;
  readonly wallMaterials: Readonly<Record<WallMaterialKey, CostRate>>;
  readonly floors: Readonly<Record<FloorKey, CostRate>>;
  readonly roofs: Readonly<Record<RoofMaterialKey, CostRate>>;
  readonly windows: Readonly<Record<WindowCostKey, CostRate>>;
}

function rate(
  value: number,
  min: number,
  max: number,
  sourceId = 'ESTIMATE',
  confidence: Confidence = 'estimate',
  note?: string,
): CostRate {
  const r = {
    value: escalated(value),
    min: escalated(min),
    max: escalated(max),
    sourceId,
    confidence,
    baseDate: COST_BASE_DATE,
    priced: { value: audPerM2(value), period: PRICED_PERIOD },
  };
  return note ? { ...r, note } : r;
}

const ROOF_NOTE = 'estimate on a sourced roofing-only range (COST_ROOF) plus ~$65/m² structure';
const WINDOW_NOTE = 'no $/m² source found';

export const COST_RATES: CostRates = {
  wallTypes: {
    LightWeightTimberClad: rate(230, 180, 280),
    LightWeightMetalClad: rate(220, 170, 270),
    LightWeightFCClad: rate(240, 190, 300),
    LightWeightHebel: rate(270, 220, 330),
    BrickVeneerVirginLocal: rate(230, 190, 280, 'COST_BRICK'),
    BrickVeneerVirginRecycled: rate(270, 220, 350),
    DoubleBrickVirginLocal: rate(270, 230, 330),
    DoubleBrickVirginRecycled: rate(330, 270, 420),
    Block90: rate(220, 180, 270),
    Block140HC: rate(190, 150, 230, 'COST_BRICK'),
    Block190HC: rate(210, 170, 250),
    Block190CoreCF: rate(270, 220, 320),
    Block140CoreCF: rate(250, 200, 300),
  },
  wallMaterials: {
    'brick veneer': rate(230, 190, 280),
    'clad AAC': rate(270, 220, 330),
    'clad fibre cement': rate(240, 190, 300),
    'clad insulated panel system': rate(250, 200, 320),
    'clad metal': rate(220, 170, 270),
    'clad weatherboard': rate(230, 180, 280),
    'concrete block': rate(270, 220, 320),
    'concrete other (insitu wall)': rate(330, 260, 420),
    'concrete panel (precast)': rate(300, 240, 380),
    'masonry cavity': rate(270, 230, 330),
    'masonry single brick': rate(200, 160, 250),
    'reverse brick veneer': rate(280, 230, 340),
  },
  floors: {
    'concrete slab': rate(125, 100, 150, 'COST_SLAB', 'sourced', 'sourced range: house slab $100–150/m²'),
    'waffle pod': rate(115, 95, 140),
    'strip footing': rate(170, 140, 220),
    timber: rate(190, 150, 250, 'COST_STUMPS'),
    'suspended concrete': rate(300, 250, 380),
    AAC: rate(160, 130, 200),
    timberFirstFloor: rate(110, 90, 140),
  },
  roofs: {
    Metal: rate(95, 75, 120, 'COST_ROOF+ESTIMATE', 'estimate', ROOF_NOTE),
    'Concrete Tile': rate(115, 100, 135, 'COST_ROOF+ESTIMATE', 'estimate', ROOF_NOTE),
    'Clay Tile': rate(165, 145, 190, 'COST_ROOF+ESTIMATE', 'estimate', ROOF_NOTE),
  },
  windows: {
    'Aluminium|Single Glazed': rate(450, 350, 550, 'ESTIMATE', 'estimate', WINDOW_NOTE),
    'Aluminium|Double Glazed': rate(650, 500, 850, 'ESTIMATE', 'estimate', WINDOW_NOTE),
    'Timber|Single Glazed': rate(750, 600, 950, 'ESTIMATE', 'estimate', WINDOW_NOTE),
    'Timber|Double Glazed': rate(950, 800, 1300, 'ESTIMATE', 'estimate', WINDOW_NOTE),
  },
};

/**
 * The cold-shell cost tables (AUD ex GST per m², central + range + source + confidence).
 * @example costRates().floors['concrete slab'].value // 125
 */
export function costRates(): CostRates {
  return COST_RATES;
}

/**
 * A rate estimated for this edition, at its base date (so not escalated): the underfloor
 * insulation rates below, which no cost guide gave.
 */
function estimateAtBaseDate(value: number, min: number, max: number, note: string): CostRate {
  return {
    value: audPerM2(value),
    min: audPerM2(min),
    max: audPerM2(max),
    sourceId: 'ESTIMATE',
    confidence: 'estimate',
    baseDate: COST_BASE_DATE,
    priced: { value: audPerM2(value), period: COST_BASE_DATE },
    note,
  };
}

/** The two underfloor insulation materials (issue #49, point 8). */
export type FloorInsulationMaterial = 'glasswool' | 'eps';

/**
 * What underfloor insulation adds to a suspended floor's rate, AUD ex GST per m² of floor per
 * m²K/W of R-value added (supply and install). Estimates: no cost guide was read for them.
 */
export const FLOOR_INSULATION_COST_PER_R: Readonly<Record<FloorInsulationMaterial, CostRate>> = {
  glasswool: estimateAtBaseDate(
    12,
    8,
    18,
    'glasswool batts fitted between floor joists, per m² of floor per m²K/W added: an estimate (about $20–30/m² for an R2 underfloor batt, installed)',
  ),
  eps: estimateAtBaseDate(
    25,
    15,
    35,
    'EPS board fixed to the underside of a suspended slab, per m² of floor per m²K/W added: an estimate (board, fixings and labour)',
  ),
};

/**
 * A floor's cost rate with its underfloor insulation: base + added R × the material's rate per R
 * (central, min and max alike). With nothing added it is the base rate itself.
 * @example withFloorInsulation(COST_RATES.floors.timber, 1.73, 'glasswool').value // 199 + 1.73 × 12 = 219.76
 */
export function withFloorInsulation(
  base: CostRate,
  addedR: number,
  material: FloorInsulationMaterial | null,
): CostRate {
  if (material === null || addedR <= 0) return base;
  const perR = FLOOR_INSULATION_COST_PER_R[material];
  const note = `includes underfloor insulation, ${addedR} m²K/W at $${perR.value}/m² per m²K/W (estimate)`;
  return {
    value: audPerM2(base.value + addedR * perR.value),
    min: audPerM2(base.min + addedR * perR.min),
    max: audPerM2(base.max + addedR * perR.max),
    sourceId: `${base.sourceId}+ESTIMATE`,
    confidence: 'estimate',
    baseDate: base.baseDate,
    priced: base.priced,
    note: base.note ? `${base.note}; ${note}` : note,
  };
}
