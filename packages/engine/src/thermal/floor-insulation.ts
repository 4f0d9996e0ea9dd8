/**
 * Floors carry their insulation (issue #49, point 8). A suspended ground floor (timber on stumps,
 * a suspended concrete slab, AAC panels on joists) loses heat to the space under it. NCC 2022
 * (ABCB Housing Provisions Standard 2022, 13.2.6) sets the labelled R-value of the insulation such
 * a floor needs, by climate zone, by whether the subfloor is enclosed, by the subfloor wall's height
 * and by whether reflective insulation faces down over the subfloor space. The product models one
 * case, stated wherever the numbers are shown: an enclosed subfloor (masonry or sheet base walls),
 * subfloor walls over 600 and up to 900 mm high, no reflective insulation, and the table's row
 * without subfloor wall insulation where it has one (NCC_ENCLOSED_SUBFLOOR). Each suspended floor
 * gets that insulation: glasswool batts between the joists of a framed floor, EPS board under a
 * suspended slab. Its carbon, its cost and the floor's R-value are all counted.
 *
 * Simplifications, stated where the numbers are shown:
 * - A slab on the ground (concrete slab, waffle pod, strip footing) needs no underfloor insulation
 *   here. The NCC's separate slab-edge and under-slab rule (NCC 2022 13.2.6(5): zones 6–8) is not modelled.
 * - A first floor sits over the conditioned ground storey: no underfloor insulation.
 * - In zones 1–3 the NCC asks insulation of the subfloor walls instead of the floor; it is named,
 *   not counted (its quantity depends on the perimeter, which a per-m² floor line does not know).
 */
import type { QuantityLine } from '../breakdown/breakdown-types';
import type { FactorKey } from '../datasets/dataset-types';
import { FLOOR_INSULATION as Q } from '../quantities/floor-insulation';
import type { FloorKey } from '../keys';
import type { FloorInsulationMaterial } from '../costs/cost-rates';
import type { IssueCollector } from '../validation/issue-collector';
import { CLIMATE_ZONES, DEFAULT_CLIMATE_ZONE, type ClimateZone } from './ncc-wall';
import { THERMAL_LAYERS, type RValue, type ThermalConfidence } from './wall-r-values';

/**
 * The product default when neither the request nor the user's profile names a zone: climate zone 6
 * (mild temperate: Melbourne, western Sydney), the same default the wall page uses.
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

/** What NCC 2022 asks of the modelled suspended floor in one climate zone (labelled R-values, m²K/W). */
export interface NccFloorRule {
  readonly climateZone: ClimateZone;
  /** The labelled R-value of the insulation under the floor; 0 where the NCC asks none (zones 1–3). */
  readonly floorInsulationR: RValue;
  /** The labelled R-value of the subfloor walls' insulation (named, not counted). */
  readonly subfloorWallR: RValue;
  /** Where in 13.2.6 the value stands. */
  readonly table: string;
  readonly sourceIds: readonly string[];
  readonly confidence: 'primary';
  readonly basis: string;
}

/**
 * NCC 2022 Housing Provisions 13.2.6(2) for a floor over an enclosed subfloor space, in the case the
 * product models: subfloor walls over 600 and up to 900 mm, no reflective insulation facing down
 * over the subfloor space, no subfloor wall insulation where the table has such a row. Zones 1–3 ask
 * only subfloor wall insulation (13.2.6(2)(a); Tables 13.2.6b and 13.2.6c, whose notes say
 * under-floor insulation is not permitted in zones 2 and 3). Read as docs/research/issue-49-verification.md records.
 */
export const NCC_ENCLOSED_SUBFLOOR: Readonly<
  Record<ClimateZone, Omit<NccFloorRule, 'climateZone' | 'sourceIds' | 'confidence' | 'basis'>>
> = {
  1: { floorInsulationR: 0, subfloorWallR: 1.5, table: '13.2.6(2)(a)' },
  2: { floorInsulationR: 0, subfloorWallR: 1.0, table: 'Table 13.2.6b' },
  3: { floorInsulationR: 0, subfloorWallR: 0.5, table: 'Table 13.2.6c' },
  4: { floorInsulationR: 1.5, subfloorWallR: 0, table: 'Table 13.2.6d' },
  5: { floorInsulationR: 1.5, subfloorWallR: 0, table: 'Table 13.2.6e' },
  6: { floorInsulationR: 2.0, subfloorWallR: 0, table: 'Table 13.2.6f' },
  7: { floorInsulationR: 2.5, subfloorWallR: 0, table: 'Table 13.2.6g' },
  8: { floorInsulationR: 2.5, subfloorWallR: 0, table: 'Table 13.2.6h' },
};

/** The case the product models, in words. */
export const NCC_FLOOR_CASE =
  'an enclosed subfloor with walls over 600 and up to 900 mm high and no reflective insulation facing down over the subfloor space';

/** What NCC 2022 asks of a suspended ground floor in `climateZone`, in the modelled case. */
export function nccFloorRule(climateZone: ClimateZone): NccFloorRule {
  const rule = NCC_ENCLOSED_SUBFLOOR[climateZone];
  const asks =
    rule.floorInsulationR > 0
      ? `insulation of R${rule.floorInsulationR} (labelled) under the floor`
      : `no insulation under the floor, and subfloor wall insulation of R${rule.subfloorWallR}`;
  return {
    climateZone,
    ...rule,
    sourceIds: ['NCC22_HP1326'],
    confidence: 'primary',
    basis: `NCC 2022 Housing Provisions 13.2.6(2), ${rule.table}: for ${NCC_FLOOR_CASE}, climate zone ${climateZone} asks ${asks}.`,
  };
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
  /** m²K/W: the labelled R-value of insulation NCC 2022 asks under the floor (0 in zones 1–3); null when this model asks none. */
  readonly requiredR: RValue | null;
  /** m²K/W: the subfloor walls' insulation NCC 2022 asks (zones 1–3; named, not counted); null when none is asked. */
  readonly subfloorWallR: RValue | null;
  /** The rule the floor is read against: 13.2.6 of NCC 2022 (older results read a benchmark Total R instead). */
  readonly rule: 'ncc2022' | null;
  /** Total R of the floor without insulation; null where not modelled (a slab on the ground). */
  readonly ownR: RValue | null;
  /** m²K/W of insulation added: the labelled R-value asked. 0 when none. */
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
 * AAC, suspended concrete) gets the insulation NCC 2022 asks in the modelled case; a slab on the
 * ground, or any first floor, gets none.
 * @example floorThermal('timber', 'ground', 6).addedR // 2.0 (Table 13.2.6f)
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
    subfloorWallR: null,
    rule: null,
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
  const rule = nccFloorRule(climateZone);
  const addedR = rule.floorInsulationR;
  const [conductivity, density] = conductivityAndDensity(suspended.material);
  const thicknessM = addedR * conductivity;
  const walls =
    rule.subfloorWallR > 0
      ? ` The NCC asks R${rule.subfloorWallR} on the subfloor walls instead (not counted here).`
      : '';
  return {
    floor,
    climateZone,
    placement: 'suspended',
    requiredR: rule.floorInsulationR,
    subfloorWallR: rule.subfloorWallR > 0 ? rule.subfloorWallR : null,
    rule: 'ncc2022',
    ownR,
    addedR,
    totalR: round2(ownR + addedR),
    material: addedR > 0 ? suspended.material : null,
    insulation: addedR > 0 ? suspended.insulation : null,
    thicknessMm: thicknessM * 1000,
    kgPerM2: thicknessM * density,
    layers,
    sourceIds: [...new Set([...rule.sourceIds, ...layers.flatMap((l) => l.sourceIds)])],
    note:
      addedR > 0
        ? `A suspended floor over ${NCC_FLOOR_CASE}: NCC 2022 (${rule.table}, climate zone ${climateZone}) asks R${addedR} of insulation under it; ${suspended.insulation} of R${addedR} bring its own Total R${ownR} to R${round2(ownR + addedR)} (estimate).`
        : `A suspended floor over ${NCC_FLOOR_CASE}: NCC 2022 (${rule.table}, climate zone ${climateZone}) asks no insulation under it.${walls} Its own Total R is R${ownR} (estimate).`,
  };
}

/**
 * The insulation as a quantity line per m² of floor (null when none is added).
 * @example floorInsulationLine(floorThermal('timber', 'ground', 6))?.qty // 2.0 × 0.036 × 13.33 ≈ 0.960
 */
export function floorInsulationLine(t: FloorThermal): QuantityLine | null {
  if (t.material === null || t.addedR <= 0) return null;
  const [conductivity, density] = conductivityAndDensity(t.material);
  const { label, factorKey } = FLOOR_INSULATION_MATERIALS[t.material];
  return {
    component: `underfloor ${label} R${t.addedR} (${Math.round(t.thicknessMm)} mm), as NCC 2022 13.2.6 asks in climate zone ${t.climateZone}`,
    qty: t.kgPerM2,
    unit: 'kg',
    factorKey,
    confidence: 'estimate',
    basis: `estimate: R${t.addedR} asked by NCC 2022 13.2.6 (climate zone ${t.climateZone}); × ${conductivity} W/mK = ${Math.round(t.thicknessMm)} mm; × ${density} kg/m³`,
  };
}
