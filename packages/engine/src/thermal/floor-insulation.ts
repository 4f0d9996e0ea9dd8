/**
 * Floors carry their insulation (issue #49, point 8). A suspended ground floor (timber on stumps,
 * a suspended concrete slab, AAC panels on joists) loses heat to the ventilated space under it, and
 * the product brings it up to a benchmark Total R-value by climate zone (not NCC 2022's rule: see
 * NCC_FLOOR_TOTAL_R). Each such floor gets the insulation that
 * brings its own built-up R up to that value: glasswool batts between the joists of a framed floor,
 * EPS board under a suspended slab. Its carbon, its cost and the floor's R-value are all counted.
 *
 * Simplifications, stated where the numbers are shown:
 * - A slab on the ground (concrete slab, waffle pod, strip footing) needs no underfloor insulation
 *   here. The NCC's separate slab-edge and under-slab rule (NCC 2022 13.2.6(5): zones 6–8) is not modelled.
 * - A first floor sits over the conditioned ground storey: no underfloor insulation.
 * - The added R is exactly the shortfall (required − own), not rounded up to a product's R step.
 * - The floor's own R counts the air films, the floor sheet or slab and one still-air layer for the
 *   enclosed subfloor; the ground under it and any floor covering are not counted (both would add R).
 */
import type { QuantityLine } from '../breakdown/breakdown-types';
import type { FactorKey } from '../datasets/dataset-types';
import { FLOOR_INSULATION as Q } from '../quantities/floor-insulation';
import type { FloorKey } from '../keys';
import type { FloorInsulationMaterial } from '../costs/cost-rates';
import type { IssueCollector } from '../validation/issue-collector';
import {
  CLIMATE_ZONES,
  DEFAULT_CLIMATE_ZONE,
  secondaryBenchmark,
  type ClimateZone,
  type NccBenchmark,
} from './ncc-wall';
import { THERMAL_LAYERS, type RValue, type ThermalConfidence } from './wall-r-values';

/**
 * The product default when neither the request nor the user's profile names a zone: climate zone 6
 * (mild temperate: Melbourne, western Sydney), the same default the wall page uses. Zone 6 asks the
 * same floor value (R2.25) as zones 3 and 5, the middle of the eight values.
 */
export const FLOOR_DEFAULT_CLIMATE_ZONE: ClimateZone = DEFAULT_CLIMATE_ZONE;

/** The rule a bad climate zone breaks, as the API and the engine word it. */
export const CLIMATE_ZONE_RULE = 'climateZone must be a whole number from 1 to 8, an NCC climate zone';

/**
 * A climate zone as an input carries it: a number the engine checks is one of 1–8 (refused by name
 * otherwise), or absent (undefined or null) for the default.
 */
export type ClimateZoneInput = number;

/** The zone an already checked input names, else the product default. */
export function climateZoneOr(value: unknown, fallback: ClimateZone = FLOOR_DEFAULT_CLIMATE_ZONE): ClimateZone {
  return isClimateZone(value) ? value : fallback;
}

/** True for 1, 2, …, 8. */
export function isClimateZone(value: unknown): value is ClimateZone {
  return (CLIMATE_ZONES as readonly unknown[]).includes(value);
}

/** An optional climate zone: absent (undefined or null) passes; anything but 1–8 is refused by name. */
export function checkClimateZone(issues: IssueCollector, path: string, value: unknown): void {
  if (value === undefined || value === null || isClimateZone(value)) return;
  const shown = typeof value === 'string' ? `'${value}'` : JSON.stringify(value);
  issues.add(path, `${CLIMATE_ZONE_RULE} (got ${shown})`);
}

/**
 * The Total R-value a suspended floor is brought up to here, by climate zone (m²K/W): a modelling
 * benchmark from a secondary table (AEF_RVALUE), not NCC 2022's rule. NCC 2022 (Housing Provisions
 * 13.2.6) sets the labelled R-value of the insulation by subfloor (enclosed or not), subfloor wall
 * height and zone; its enclosed-subfloor tables are still to be read (docs/research/issue-49-verification.md).
 */
export const NCC_FLOOR_TOTAL_R: Readonly<Record<ClimateZone, RValue>> = {
  1: 1.5,
  2: 1.0,
  3: 2.25,
  4: 1.0,
  5: 2.25,
  6: 2.25,
  7: 2.75,
  8: 3.25,
};

/** The benchmark a suspended floor is read against (see the source's note on how it was read). */
export interface NccFloorBenchmark extends NccBenchmark {
  /** m²K/W. */
  readonly requiredR: RValue;
}

const FLOOR_DTS_BASIS =
  'A modelling benchmark, not the NCC’s rule: the Total R-value of a suspended floor by climate zone from a secondary table (Australian Energy Foundation). NCC 2022 (Housing Provisions 13.2.6) asks instead for the labelled R-value of the insulation, by enclosed or unenclosed subfloor, subfloor wall height and zone (for a floor over an unenclosed space R2.0 in zones 1–2, R1.5 in 3, not permitted in 4–5, R4.0 in 6–8); its tables for enclosed subfloors are still to be read, so the insulation here shows the scale of its carbon and cost, not what compliance needs';

/** The Total R-value a suspended floor needs in a climate zone. */
export function nccFloorBenchmark(climateZone: ClimateZone): NccFloorBenchmark {
  const requiredR = NCC_FLOOR_TOTAL_R[climateZone];
  return secondaryBenchmark(climateZone, { requiredR }, ['AEF_RVALUE', 'NCC22_HP1326'], FLOOR_DTS_BASIS);
}

export const FLOOR_LAYER_IDS = [
  'indoorFilmDown',
  'particleboard19',
  'concrete200',
  'aac75',
  'subfloorAirSpace',
  'outdoorFilm',
] as const;
export type FloorLayerId = (typeof FLOOR_LAYER_IDS)[number];

export interface FloorThermalLayer {
  readonly id: FloorLayerId;
  readonly label: string;
  /** m²K/W. */
  readonly r: RValue;
  readonly confidence: ThermalConfidence;
  readonly sourceIds: readonly string[];
  readonly basis: string;
}

const { aac75, outdoorFilm, airSpace } = THERMAL_LAYERS;

/** The layers of the suspended floors' own build-ups, inside (top) down. */
export const FLOOR_THERMAL_LAYERS: Readonly<Record<FloorLayerId, FloorThermalLayer>> = {
  indoorFilmDown: {
    id: 'indoorFilmDown',
    label: 'Indoor air film, heat flowing down (non-reflective)',
    r: 0.17,
    confidence: 'sourced',
    sourceIds: ['ISO_6946'],
    basis: 'internal surface resistance for downward heat flow (ISO 6946 Table 7)',
  },
  particleboard19: {
    id: 'particleboard19',
    label: '19 mm particleboard flooring',
    r: 0.15,
    confidence: 'estimate',
    sourceIds: [],
    basis: '0.019 m ÷ 0.13 W/mK (assumed, as the insulated panel’s board skins on the wall page) = 0.146',
  },
  concrete200: {
    id: 'concrete200',
    label: '200 mm suspended concrete slab',
    r: 0.13,
    confidence: 'estimate',
    sourceIds: [],
    basis: '0.2 m ÷ 1.5 W/mK (dense concrete, assumed, as the wall page’s 150 mm concrete wall) = 0.133',
  },
  aac75: { ...aac75, id: 'aac75', label: '75 mm AAC floor panel' },
  subfloorAirSpace: {
    id: 'subfloorAirSpace',
    label: 'Enclosed subfloor space (one still-air layer)',
    r: airSpace.r,
    confidence: 'estimate',
    sourceIds: airSpace.sourceIds,
    basis:
      'taken as one non-reflective air space (APR’s 0.16, as in the walls); a ventilated subfloor may give less, the ground under it (not counted) gives more',
  },
  outdoorFilm: { ...outdoorFilm, id: 'outdoorFilm', label: 'Air film on the underside (subfloor)' },
};

/** A suspended ground floor's own build-up and the insulation that is added to it. */
interface SuspendedFloor {
  readonly layers: readonly FloorLayerId[];
  readonly material: FloorInsulationMaterial;
  readonly insulation: string;
}

const FRAMED_LAYERS = (deck: FloorLayerId): FloorLayerId[] => [
  'indoorFilmDown',
  deck,
  'subfloorAirSpace',
  'outdoorFilm',
];

/** The suspended ground floors. AAC panels on joists are a suspended floor too, insulated like timber. */
export const SUSPENDED_FLOORS: Readonly<Partial<Record<FloorKey, SuspendedFloor>>> = {
  timber: {
    layers: FRAMED_LAYERS('particleboard19'),
    material: 'glasswool',
    insulation: 'glasswool batts between the floor joists',
  },
  AAC: {
    layers: FRAMED_LAYERS('aac75'),
    material: 'glasswool',
    insulation: 'glasswool batts between the floor joists',
  },
  'suspended concrete': {
    layers: FRAMED_LAYERS('concrete200'),
    material: 'eps',
    insulation: 'rigid EPS board fixed under the slab',
  },
};

export const FLOOR_INSULATION_MATERIALS: Readonly<
  Record<FloorInsulationMaterial, { readonly label: string; readonly factorKey: FactorKey }>
> = {
  glasswool: { label: 'glasswool batts', factorKey: 'glasswool_kg' },
  eps: { label: 'EPS board', factorKey: 'eps_kg' },
};

/** Where a floor is, as far as its underfloor insulation goes. */
export type FloorPlacement = 'suspended' | 'onGround' | 'betweenStoreys';

/** A floor's R-values against the zone's requirement, and the insulation added to reach it. */
export interface FloorThermal {
  readonly floor: FloorKey;
  readonly climateZone: ClimateZone;
  readonly placement: FloorPlacement;
  /** m²K/W of the zone's benchmark for a suspended floor (a secondary table, not NCC 2022's rule); null when this model asks none. */
  readonly requiredR: RValue | null;
  /** Total R of the floor without insulation; null where not modelled (a slab on the ground). */
  readonly ownR: RValue | null;
  /** m²K/W added: max(0, required − own), rounded to 0.01. 0 when none. */
  readonly addedR: RValue;
  /** ownR + addedR; null where not modelled. */
  readonly totalR: RValue | null;
  readonly material: FloorInsulationMaterial | null;
  /** What is added, in words (null when nothing is). */
  readonly insulation: string | null;
  /** mm of insulation: addedR × conductivity. */
  readonly thicknessMm: number;
  /** kg of insulation per m² of floor: thickness × density. */
  readonly kgPerM2: number;
  readonly layers: readonly FloorThermalLayer[];
  readonly sourceIds: readonly string[];
  /** Why the floor carries what it carries, for a person. */
  readonly note: string;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

const ON_GROUND_NOTE =
  'A slab on the ground needs no underfloor insulation in this model; the NCC’s separate slab-edge and under-slab insulation rule (climate zones 6–8) is not modelled.';
const BETWEEN_STOREYS_NOTE =
  'A first floor lies between storeys, over the conditioned ground storey: it needs no underfloor insulation.';

function conductivityAndDensity(material: FloorInsulationMaterial): [number, number] {
  return material === 'glasswool'
    ? [Q.glasswoolConductivityWPerMK.value, Q.glasswoolDensityKgPerM3.value]
    : [Q.epsConductivityWPerMK.value, Q.epsDensityKgPerM3.value];
}

/**
 * A floor's thermal reading in a climate zone: on the ground storey, a suspended floor (timber,
 * AAC, suspended concrete) gets insulation of R = required − own; a slab on the ground, or any
 * first floor, gets none.
 * @example floorThermal('timber', 'ground', 6).addedR // 2.25 − 0.52 = 1.73
 */
export function floorThermal(
  floor: FloorKey,
  storey: 'ground' | 'first',
  climateZone: ClimateZone = FLOOR_DEFAULT_CLIMATE_ZONE,
): FloorThermal {
  const suspended = storey === 'ground' ? SUSPENDED_FLOORS[floor] : undefined;
  const none = {
    floor,
    climateZone,
    requiredR: null,
    ownR: null,
    addedR: 0,
    totalR: null,
    material: null,
    insulation: null,
    thicknessMm: 0,
    kgPerM2: 0,
    layers: [],
    sourceIds: [],
  };
  if (!suspended) {
    return storey === 'first' || floor === 'timberFirstFloor'
      ? { ...none, placement: 'betweenStoreys', note: BETWEEN_STOREYS_NOTE }
      : { ...none, placement: 'onGround', note: ON_GROUND_NOTE };
  }
  const layers = suspended.layers.map((id) => FLOOR_THERMAL_LAYERS[id]);
  const ownR = round2(layers.reduce((s, l) => s + l.r, 0));
  const { requiredR, sourceIds } = nccFloorBenchmark(climateZone);
  const addedR = round2(Math.max(0, requiredR - ownR));
  const [conductivity, density] = conductivityAndDensity(suspended.material);
  const thicknessM = addedR * conductivity;
  return {
    floor,
    climateZone,
    placement: 'suspended',
    requiredR,
    ownR,
    addedR,
    totalR: round2(ownR + addedR),
    material: addedR > 0 ? suspended.material : null,
    insulation: addedR > 0 ? suspended.insulation : null,
    thicknessMm: thicknessM * 1000,
    kgPerM2: thicknessM * density,
    layers,
    sourceIds: [...new Set([...sourceIds, ...layers.flatMap((l) => l.sourceIds)])],
    note:
      addedR > 0
        ? `A suspended floor: ${suspended.insulation} add R${addedR} to its own R${ownR} to reach the benchmark R${requiredR} of climate zone ${climateZone} (estimate; not the NCC's rule).`
        : `A suspended floor whose own R${ownR} already reaches the benchmark R${requiredR} of climate zone ${climateZone}.`,
  };
}

/**
 * The insulation as a quantity line per m² of floor (null when none is added).
 * @example floorInsulationLine(floorThermal('timber', 'ground', 6))?.qty // 1.73 × 0.036 × 13.33 ≈ 0.830
 */
export function floorInsulationLine(t: FloorThermal): QuantityLine | null {
  if (t.material === null || t.addedR <= 0) return null;
  const [conductivity, density] = conductivityAndDensity(t.material);
  const { label, factorKey } = FLOOR_INSULATION_MATERIALS[t.material];
  return {
    component: `underfloor ${label} R${t.addedR} (${Math.round(t.thicknessMm)} mm) for climate zone ${t.climateZone}`,
    qty: t.kgPerM2,
    unit: 'kg',
    factorKey,
    confidence: 'estimate',
    basis: `estimate: R${t.requiredR} required − R${t.ownR} own = R${t.addedR}; × ${conductivity} W/mK = ${Math.round(t.thicknessMm)} mm; × ${density} kg/m³`,
  };
}
