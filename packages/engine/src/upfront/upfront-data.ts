/**
 * The cited defaults of the upfront modules (issue 51; sources and derivations in
 * docs/research/issue-51-upfront-sources.md, the decision in docs/decisions/026-upfront-a1-a5.md):
 * - A4: transport scenarios (distance and mode) and the truck emission factors per tonne-km;
 * - A5 waste: the waste factor of each material class, as a share of the net (installed) quantity;
 * - A5 site activity: kgCO2e per m² of floor area of a house;
 * - whole-house services: NMEFD v2025.1's residential building services figure.
 */
import type { Confidence } from '../datasets/dataset-types';
import type { DatasetId } from '../datasets/dataset-ids';
import type { MaterialClass } from './material-classes';

/** A cited or derived number with what it rests on. */
export interface UpfrontConstant {
  readonly value: number;
  readonly unit: string;
  /** 'secondary': read in another publication's transcription, not the source itself. */
  readonly confidence: Confidence | 'secondary';
  readonly sourceIds: readonly string[];
  readonly basis: string;
}

export const TRANSPORT_SCENARIO_IDS = ['withinState', 'national'] as const;
export type TransportScenarioId = (typeof TRANSPORT_SCENARIO_IDS)[number];

/** The road vehicles whose ICM 2019 factors carry A4. */
export const TRUCK_IDS = ['rigid', 'articulated'] as const;
export type TruckId = (typeof TRUCK_IDS)[number];

/** A default delivery: its distance by road and the truck that carries it. */
export interface TransportScenario {
  readonly label: string;
  readonly distanceKm: UpfrontConstant;
  readonly truck: TruckId;
}

const TM65_ANZ_BASIS =
  'CIBSE TM65 Australia and New Zealand addendum (CIBSE, GBCA; 2022), default A4 transport scenarios for Australia, as transcribed in a public code repository (the addendum itself not read)';

export const TRANSPORT_SCENARIOS: Readonly<Record<TransportScenarioId, TransportScenario>> = {
  withinState: {
    label: 'Manufactured within the state',
    distanceKm: {
      value: 100,
      unit: 'km by road',
      confidence: 'secondary',
      sourceIds: ['TM65_ANZ'],
      basis: `${TM65_ANZ_BASIS}: 'within state manufactured', 100 km by road`,
    },
    truck: 'rigid',
  },
  national: {
    label: 'Manufactured elsewhere in Australia',
    distanceKm: {
      value: 2000,
      unit: 'km by road',
      confidence: 'secondary',
      sourceIds: ['TM65_ANZ'],
      basis: `${TM65_ANZ_BASIS}: 'nationally manufactured', 2,000 km by road`,
    },
    truck: 'articulated',
  },
};

/**
 * kgCO2e per tonne-km of each truck, by carbon basis: ICM 2019 process factors on the NMEFD
 * datasets (the data brief's gap-fill rule) and hybrid factors on au-hybrid.
 */
export const TRUCK_FACTORS: Readonly<
  Record<TruckId, { readonly label: string; readonly icm: string; readonly process: number; readonly hybrid: number }>
> = {
  rigid: {
    label: 'Rigid truck 16–28 t, fleet average',
    icm: 'ICM ID 618 Transport, truck, 16 to 28t, fleet average',
    process: 0.184,
    hybrid: 0.21,
  },
  articulated: {
    label: 'Truck 28 t, fleet average',
    icm: 'ICM ID 619 Transport, truck, 28t, fleet average',
    process: 0.107,
    hybrid: 0.13,
  },
};

/**
 * A truck's kgCO2e per tonne-km on a carbon basis.
 * @example truckFactor('rigid', 'au-typical') // 0.184
 */
export function truckFactor(truck: TruckId, datasetId: DatasetId): number {
  const t = TRUCK_FACTORS[truck];
  return datasetId === 'au-hybrid' ? t.hybrid : t.process;
}

const WITHIN_STATE_MAPPING =
  'estimate: heavy or bulky products made in every state (ready-mix, masonry, tiles, timber, boards, insulation, windows fabricated locally)';
const NATIONAL_MAPPING = 'estimate: steel and aluminium products made in few plants and hauled between states';

/** The default scenario of each material class, and why (the mapping is ours: an estimate). */
export const CLASS_SCENARIOS: Readonly<Record<MaterialClass, { scenario: TransportScenarioId; basis: string }>> = {
  concrete: { scenario: 'withinState', basis: WITHIN_STATE_MAPPING },
  precastConcrete: { scenario: 'withinState', basis: WITHIN_STATE_MAPPING },
  bricks: { scenario: 'withinState', basis: WITHIN_STATE_MAPPING },
  blocks: { scenario: 'withinState', basis: WITHIN_STATE_MAPPING },
  roofTiles: { scenario: 'withinState', basis: WITHIN_STATE_MAPPING },
  steel: { scenario: 'national', basis: NATIONAL_MAPPING },
  aluminium: { scenario: 'national', basis: NATIONAL_MAPPING },
  timber: { scenario: 'withinState', basis: WITHIN_STATE_MAPPING },
  boards: { scenario: 'withinState', basis: WITHIN_STATE_MAPPING },
  insulation: { scenario: 'withinState', basis: WITHIN_STATE_MAPPING },
  windows: { scenario: 'withinState', basis: WITHIN_STATE_MAPPING },
  other: { scenario: 'withinState', basis: WITHIN_STATE_MAPPING },
};

const ETOOL = (value: number, material: string): UpfrontConstant => ({
  value,
  unit: '% of the net quantity',
  confidence: 'sourced',
  sourceIds: ['ETOOL_WASTE'],
  basis: `eToolLCD knowledge base, 'Diverting construction waste from landfill': typical construction waste factor for ${material} ${value} %, added to the installed quantity`,
});
const ESTIMATE = (value: number, basis: string): UpfrontConstant => ({
  value,
  unit: '% of the net quantity',
  confidence: 'estimate',
  sourceIds: [],
  basis: `estimate: ${basis}`,
});

/**
 * Waste factor of each material class: the material wasted on site as a percentage of the net
 * (installed) quantity, so the delivered quantity is net × (1 + f/100). A rate w quoted as a share
 * of the delivered quantity is f = w / (1 − w).
 */
export const WASTE_PERCENT: Readonly<Record<MaterialClass, UpfrontConstant>> = {
  concrete: ETOOL(10, 'concrete'),
  precastConcrete: ESTIMATE(1, 'made to size off site; cutting and breakage only'),
  bricks: ETOOL(5, 'bricks'),
  blocks: {
    value: 5,
    unit: '% of the net quantity',
    confidence: 'sourced',
    sourceIds: ['MPA_BLOCK_WASTAGE'],
    basis:
      'MPA Masonry, Wastage Rates (Reusefully study, 2023): site wastage of dense, lightweight and aerated blocks does not exceed 5 % (UK)',
  },
  roofTiles: ESTIMATE(5, 'as bricks (fired or pressed units cut and broken on site)'),
  steel: ETOOL(5, 'steel'),
  aluminium: ESTIMATE(5, 'as steel (sheet and extrusions cut to length)'),
  timber: ETOOL(15, 'timber'),
  boards: ESTIMATE(10, 'sheets cut to fit walls and ceilings; between the concrete and timber factors'),
  insulation: ESTIMATE(5, 'batts and films cut to fit'),
  windows: ESTIMATE(0, 'windows arrive made to measure'),
  other: ESTIMATE(5, 'as steel and bricks'),
};

/** Site activity's inputs: RICS's rate per project value, the exchange rate, and a dated house build rate. */
const RICS_PER_100K_GBP = 1400;
const AUD_PER_GBP = 1.9745;
const HOUSE_RATE_AUD_PER_M2 = 2400;

/**
 * A5 site activity (plant, fuel, power and site facilities), kgCO2e per m² of floor area: RICS's
 * default rate per project value applied to a dated Australian house build rate, converted to pounds
 * at the rate of the same month.
 * 1,400 kgCO2e per £100,000 ÷ 1.9745 AUD per £ × $2,400 per m² = 17.02 kgCO2e/m².
 */
export const SITE_ACTIVITY_PER_M2: UpfrontConstant & {
  readonly parts: {
    readonly perValue: UpfrontConstant;
    readonly audPerGbp: UpfrontConstant;
    readonly houseRate: UpfrontConstant;
  };
} = {
  value: (RICS_PER_100K_GBP / 100_000 / AUD_PER_GBP) * HOUSE_RATE_AUD_PER_M2,
  unit: 'kgCO2e/m² of floor area',
  confidence: 'estimate',
  sourceIds: ['RICS_WLCA', 'COST_HOUSE_2025', 'FX_GBP_AUD_2025'],
  basis:
    'estimate: RICS default site-activity rate per project value × a dated Australian brick-veneer project-home rate (February 2025), converted at the GBP/AUD rate of the same month',
  parts: {
    perValue: {
      value: RICS_PER_100K_GBP,
      unit: 'kgCO2e per £100,000 of project value',
      confidence: 'secondary',
      sourceIds: ['RICS_WLCA'],
      basis:
        'RICS Whole life carbon assessment for the built environment: default A5 site emissions where no site data exist, 1,400 kgCO2e per £100k of project value (1st ed. 2017; as quoted in a public code repository, the standard itself not read)',
    },
    audPerGbp: {
      value: AUD_PER_GBP,
      unit: 'AUD per GBP',
      confidence: 'secondary',
      sourceIds: ['FX_GBP_AUD_2025'],
      basis:
        'GBP/AUD 1.9745 on 14 February 2025, as reported by a news article (the month of the build rate below); the RBA’s own F11 series was not read',
    },
    houseRate: {
      value: HOUSE_RATE_AUD_PER_M2,
      unit: 'AUD per m² of floor area',
      confidence: 'sourced',
      sourceIds: ['COST_HOUSE_2025'],
      basis:
        'ServiceTasker cost guide (5 February 2025, updated 23 April 2025): four-bedroom brick-veneer single-level project home, mid-range finishes, $2,400 per m² (a consumer guide’s rough estimate, national)',
    },
  },
};

/** NMEFD v2025.1's residential building services (MEP) factor, kgCO2e per m² of floor area, by column. */
export const SERVICES_RESIDENTIAL = {
  row: 125,
  name: 'Mechanical, electrical, and plumbing (MEP) / Residential building',
  average: 46.8,
  min: 41.2,
  max: 57.4,
  default: 57.4,
  unit: 'kgCO2e/m² of floor area',
  note: 'NMEFD bases the factor on a Carbon Leadership Forum study of buildings in the US north-west; it covers electrical, mechanical and plumbing services, not lifts, and no use-phase emissions.',
} as const;
