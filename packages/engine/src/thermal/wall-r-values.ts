/**
 * Thermal performance of the walls the engine models: each wall type (wall calculator) and wall
 * material (optimizer) as a list of thermal layers, outside in, whose R-values add up to the wall's
 * Total R-value (m²K/W), taken through the insulated part of the wall, clear of framing. The layers
 * are the ones the carbon build-up already counts (the insulation included), plus the air films
 * and air spaces that have no carbon. Research brief `research-targets-1` (targets-and-thermal.md),
 * sections 1.1–1.3; the check of its `verify` items is docs/research/targets-thermal-check.md.
 */
import type { WallMaterialKey, WallTypeKey } from '../keys';

/** m²K/W. */
export type RValue = number;

export type ThermalConfidence = 'sourced' | 'estimate';

/** One layer of a wall's thermal build-up. */
export interface ThermalLayer {
  readonly id: ThermalLayerId;
  readonly label: string;
  /** m²K/W. */
  readonly r: RValue;
  readonly confidence: ThermalConfidence;
  /** Source ids (THERMAL_SOURCES) the value was read in, or the derivation when it is ours. */
  readonly sourceIds: readonly string[];
  readonly basis: string;
}

export const THERMAL_LAYER_IDS = [
  'outdoorFilm',
  'indoorFilm',
  'plasterboard',
  'lightweightCladding',
  'metalCladding',
  'aac75',
  'airSpace',
  'brick110',
  'batt25',
  'eps50',
  'block90',
  'block140',
  'block190',
  'block140Grouted',
  'block190Grouted',
  'masonryLining',
  'concrete150',
  'sipPanel',
] as const;
export type ThermalLayerId = (typeof THERMAL_LAYER_IDS)[number];

const layer = (
  id: ThermalLayerId,
  label: string,
  r: RValue,
  confidence: ThermalConfidence,
  sourceIds: readonly string[],
  basis: string,
): ThermalLayer => ({ id, label, r, confidence, sourceIds, basis });

/** Every layer the wall build-ups use, with its value and where it comes from. */
export const THERMAL_LAYERS: Readonly<Record<ThermalLayerId, ThermalLayer>> = {
  outdoorFilm: layer('outdoorFilm', 'Outdoor air film', 0.04, 'sourced', ['ICANZ_HB', 'APR'], 'both sources agree'),
  indoorFilm: layer(
    'indoorFilm',
    'Indoor air film (non-reflective)',
    0.12,
    'sourced',
    ['ICANZ_HB', 'APR'],
    'both sources agree',
  ),
  plasterboard: layer(
    'plasterboard',
    '10 mm plasterboard',
    0.06,
    'sourced',
    ['ICANZ_HB'],
    'ICANZ 0.059 (APR gives 0.10; the difference moves no wall by more than 0.04)',
  ),
  lightweightCladding: layer(
    'lightweightCladding',
    'Lightweight cladding (weatherboard or fibre cement)',
    0.1,
    'sourced',
    ['ICANZ_HB'],
    'ICANZ’s generic lightweight cladding',
  ),
  metalCladding: layer(
    'metalCladding',
    'Metal cladding',
    0,
    'estimate',
    [],
    'a steel sheet has a negligible R-value; counted as 0',
  ),
  aac75: layer(
    'aac75',
    '75 mm AAC (Hebel) panel',
    0.5,
    'estimate',
    ['HEBEL_JP'],
    '0.075 m ÷ 0.15 W/mK (Asahi Kasei Hebel conductivity, used as a proxy for CSR Hebel)',
  ),
  airSpace: layer(
    'airSpace',
    'Non-reflective air space (cavity or batten space)',
    0.16,
    'sourced',
    ['APR'],
    'APR’s brick veneer without batts or foil',
  ),
  brick110: layer('brick110', '110 mm clay brickwork', 0.14, 'sourced', ['APR'], 'APR (another source gives 0.08)'),
  batt25: layer(
    'batt25',
    'R2.5 wall batts',
    2.5,
    'sourced',
    ['ICANZ_HB'],
    'declared R-value (2.63 in winter, 2.38 in summer in situ)',
  ),
  eps50: layer(
    'eps50',
    '50 mm EPS cavity board',
    1.2,
    'sourced',
    ['CSIRO_EPS'],
    'declared R1.20 (λ 0.041 W/mK), CSIRO test report',
  ),
  block90: layer(
    'block90',
    '90 mm hollow concrete block',
    0.13,
    'estimate',
    [],
    'parallel paths: 25 % webs of solid concrete (λ ≈ 1.3 W/mK), 75 % cores (face shells and one 0.16 air space)',
  ),
  block140: layer('block140', '140 mm hollow concrete block', 0.165, 'estimate', [], 'parallel paths, as 90 mm block'),
  block190: layer('block190', '190 mm hollow concrete block', 0.19, 'estimate', [], 'parallel paths, as 90 mm block'),
  block140Grouted: layer(
    'block140Grouted',
    '140 mm block, cores filled',
    0.11,
    'estimate',
    [],
    '0.14 m ÷ 1.3 W/mK (solid concrete)',
  ),
  block190Grouted: layer(
    'block190Grouted',
    '190 mm block, cores filled',
    0.15,
    'estimate',
    [],
    '0.19 m ÷ 1.3 W/mK (solid concrete)',
  ),
  masonryLining: layer(
    'masonryLining',
    'Insulation of the masonry lining (glasswool in steel furring channels)',
    1.0,
    'estimate',
    ['NCC22_HP132'],
    'what fits in the 28–35 mm cavity of furring channels: estimated at R1.0–1.5 (a batt compressed into less than its thickness loses R-value: NCC 2022 Housing Provisions 13.2.2, explanatory note); the low end is taken because the steel furring also bridges it. The carbon build-up keeps the R2.0 batt’s mass',
  ),
  concrete150: layer(
    'concrete150',
    '150 mm concrete wall',
    0.1,
    'estimate',
    [],
    '0.15 m ÷ 1.5 W/mK (dense concrete, assumed)',
  ),
  sipPanel: layer(
    'sipPanel',
    'Insulated panel (100 mm EPS core, two 11 mm OSB skins)',
    2.61,
    'estimate',
    ['CSIRO_EPS'],
    'core 0.100 m ÷ 0.041 W/mK = 2.44; skins 2 × 0.011 m ÷ 0.13 W/mK (assumed) = 0.17',
  ),
};

/** A wall's thermal build-up: its layers outside in, and what the build-up rests on. */
export interface WallThermal {
  readonly layers: readonly ThermalLayerId[];
  /** The insulation the build-up includes, in words. */
  readonly insulation: string;
  readonly note?: string;
}

const FILMS_IN = ['plasterboard', 'indoorFilm'] as const satisfies readonly ThermalLayerId[];
const framed = (cladding: readonly ThermalLayerId[]): WallThermal => ({
  layers: ['outdoorFilm', ...cladding, 'batt25', ...FILMS_IN],
  insulation: 'R2.5 batts in the stud frame',
});
const lined = (masonry: ThermalLayerId): WallThermal => ({
  layers: ['outdoorFilm', masonry, 'masonryLining', ...FILMS_IN],
  insulation: 'glasswool in the furring-channel lining (an R2.0 batt compressed to about R1.0)',
  note: 'Steel furring bridges the lining insulation, so even this value may be high.',
});
const doubleBrick: WallThermal = {
  layers: ['outdoorFilm', 'brick110', 'eps50', 'brick110', ...FILMS_IN],
  insulation: '50 mm EPS board in the cavity',
  note: 'Thermal mass is not counted by an R-value; a NatHERS rating can credit it.',
};

/** The wall calculator's 13 wall types (brief 7a build-ups). */
export const WALL_TYPE_THERMAL: Readonly<Record<WallTypeKey, WallThermal>> = {
  LightWeightTimberClad: framed(['lightweightCladding']),
  LightWeightMetalClad: framed(['metalCladding']),
  LightWeightFCClad: framed(['lightweightCladding']),
  LightWeightHebel: framed(['aac75', 'airSpace']),
  DoubleBrickVirginLocal: doubleBrick,
  DoubleBrickVirginRecycled: { ...doubleBrick, note: `${doubleBrick.note} Reclaimed brick taken as new brick.` },
  BrickVeneerVirginLocal: framed(['brick110', 'airSpace']),
  BrickVeneerVirginRecycled: framed(['brick110', 'airSpace']),
  Block90: framed(['block90', 'airSpace']),
  Block140HC: lined('block140'),
  Block190HC: lined('block190'),
  Block190CoreCF: lined('block190Grouted'),
  Block140CoreCF: lined('block140Grouted'),
};

/** The optimizer's 12 wall materials: seven are built as a wall type, five have their own build-up (brief 7b). */
export const WALL_MATERIAL_THERMAL: Readonly<Record<WallMaterialKey, WallThermal>> = {
  'brick veneer': WALL_TYPE_THERMAL.BrickVeneerVirginLocal,
  'clad AAC': WALL_TYPE_THERMAL.LightWeightHebel,
  'clad fibre cement': WALL_TYPE_THERMAL.LightWeightFCClad,
  'clad insulated panel system': {
    layers: ['outdoorFilm', 'sipPanel', ...FILMS_IN],
    insulation: 'the panel’s 100 mm EPS core',
  },
  'clad metal': WALL_TYPE_THERMAL.LightWeightMetalClad,
  'clad weatherboard': WALL_TYPE_THERMAL.LightWeightTimberClad,
  'concrete block': WALL_TYPE_THERMAL.Block190CoreCF,
  'concrete other (insitu wall)': lined('concrete150'),
  'concrete panel (precast)': lined('concrete150'),
  'masonry cavity': WALL_TYPE_THERMAL.DoubleBrickVirginLocal,
  'masonry single brick': lined('brick110'),
  'reverse brick veneer': {
    layers: ['outdoorFilm', 'metalCladding', 'batt25', 'airSpace', 'brick110', 'indoorFilm'],
    insulation: 'R2.5 batts in the stud frame',
    note: 'The inner brick skin is the lining (no plasterboard).',
  },
};

/** A wall's Total R-value with what it is made of. */
export interface WallRValue {
  /** Total R-value, m²K/W, rounded to 0.01. */
  readonly r: RValue;
  readonly layers: readonly ThermalLayer[];
  readonly insulation: string;
  /** 'sourced' only if every layer is. */
  readonly confidence: ThermalConfidence;
  readonly note: string | null;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

function rValueOf(t: WallThermal): WallRValue {
  const layers = t.layers.map((id) => THERMAL_LAYERS[id]);
  return {
    r: round2(layers.reduce((sum, l) => sum + l.r, 0)),
    layers,
    insulation: t.insulation,
    confidence: layers.every((l) => l.confidence === 'sourced') ? 'sourced' : 'estimate',
    note: t.note ?? null,
  };
}

/**
 * The Total R-value of a wall type: the sum of its layers' R-values (films, cladding or masonry,
 * air spaces, insulation, lining).
 * @example wallTypeRValue('BrickVeneerVirginLocal').r // 3.02 = 0.04 + 0.14 + 0.16 + 2.5 + 0.06 + 0.12
 */
export function wallTypeRValue(key: WallTypeKey): WallRValue {
  return rValueOf(WALL_TYPE_THERMAL[key]);
}

/** The Total R-value of an optimizer wall material. @example wallMaterialRValue('masonry cavity').r // 1.7 */
export function wallMaterialRValue(key: WallMaterialKey): WallRValue {
  return rValueOf(WALL_MATERIAL_THERMAL[key]);
}
