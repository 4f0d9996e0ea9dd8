/**
 * Material classes for the upfront modules (issue 51): every factor key belongs to one class, which
 * sets its default transport scenario (A4) and its waste factor (A5), and each key has the mass of one
 * of its declared units, so A4 can weigh it. Masses are NMEFD v2025.1's own conversion column
 * ('Conversion (based on average EF)', column R of sheet 'Emission Factors database') where NMEFD
 * states one; the rest are derivations from the window build-ups, labelled estimates.
 */
import type { Confidence, FactorKey } from '../datasets/dataset-types';

export const MATERIAL_CLASSES = [
  'concrete',
  'precastConcrete',
  'bricks',
  'blocks',
  'roofTiles',
  'steel',
  'aluminium',
  'timber',
  'boards',
  'insulation',
  'windows',
  'other',
] as const;
export type MaterialClass = (typeof MATERIAL_CLASSES)[number];

export const MATERIAL_CLASS_LABELS: Readonly<Record<MaterialClass, string>> = {
  concrete: 'Ready-mix concrete and mortar',
  precastConcrete: 'Precast concrete (panels, stumps)',
  bricks: 'Bricks (clay, concrete, reclaimed)',
  blocks: 'Concrete blocks and AAC',
  roofTiles: 'Roof tiles',
  steel: 'Steel (reinforcing, framing, sheet, fixings)',
  aluminium: 'Aluminium (sheet, extrusions)',
  timber: 'Timber and wood panels',
  boards: 'Plasterboard, fibre cement and SIP panels',
  insulation: 'Insulation and membranes',
  windows: 'Glass and window units',
  other: 'Paint, cement, sand',
};

/** The mass of one declared unit of a factor key, kg, and where it comes from. */
export interface MassPerUnit {
  readonly kg: number;
  readonly confidence: Confidence;
  readonly basis: string;
}

const PER_KG: MassPerUnit = { kg: 1, confidence: 'sourced', basis: 'the factor is per kg' };
const nmefd = (kgPerUnit: number, row: number, name: string): MassPerUnit => ({
  kg: kgPerUnit,
  confidence: 'sourced',
  basis: `NMEFD v2025.1 row ${row} (${name}), column R 'Conversion (based on average EF)': ${kgPerUnit} kg per declared unit`,
});
const CONCRETE = nmefd(2400, 12, 'Concrete in-situ');

/** Each factor key's class and the mass of one declared unit. */
export const MATERIAL_OF_KEY: Readonly<Record<FactorKey, { readonly cls: MaterialClass; readonly mass: MassPerUnit }>> =
  {
    aacPanel_kg: { cls: 'blocks', mass: PER_KG },
    aacReinforcement_kg: { cls: 'blocks', mass: PER_KG },
    aluminiumExtrudedPowderCoated_kg: { cls: 'aluminium', mass: PER_KG },
    aluminiumSheet_kg: { cls: 'aluminium', mass: PER_KG },
    cement_kg: { cls: 'other', mass: PER_KG },
    cementMortar_kg: { cls: 'concrete', mass: PER_KG },
    clayBrick_kg: { cls: 'bricks', mass: PER_KG },
    clayRoofTile_kg: { cls: 'roofTiles', mass: PER_KG },
    coldRolledSteel_kg: { cls: 'steel', mass: PER_KG },
    concrete20MPa_m3: { cls: 'concrete', mass: CONCRETE },
    concrete20MPaEpdAverage_m3: { cls: 'concrete', mass: CONCRETE },
    concrete20MPaFA30_m3: { cls: 'concrete', mass: CONCRETE },
    concrete25MPa_m3: { cls: 'concrete', mass: CONCRETE },
    concrete25MPaEpdAverage_m3: { cls: 'concrete', mass: CONCRETE },
    concrete25MPaFA30_m3: { cls: 'concrete', mass: CONCRETE },
    concrete32MPa_m3: { cls: 'concrete', mass: CONCRETE },
    concrete32MPaEpdAverage_m3: { cls: 'concrete', mass: CONCRETE },
    concrete32MPaFA30_m3: { cls: 'concrete', mass: CONCRETE },
    concreteBlock_kg: { cls: 'blocks', mass: PER_KG },
    concreteBrick_kg: { cls: 'bricks', mass: PER_KG },
    concreteRoofTile_kg: { cls: 'roofTiles', mass: PER_KG },
    eps_kg: { cls: 'insulation', mass: PER_KG },
    fibreCement_kg: { cls: 'boards', mass: PER_KG },
    galvanisedSteel_kg: { cls: 'steel', mass: PER_KG },
    glass_kg: { cls: 'windows', mass: PER_KG },
    glasswool_kg: { cls: 'insulation', mass: PER_KG },
    glazingDouble_m2: {
      cls: 'windows',
      mass: { kg: 20, confidence: 'estimate', basis: 'estimate: two 4 mm panes × 2,500 kg/m³ per m² of unit' },
    },
    hardwood_m3: { cls: 'timber', mass: nmefd(744, 33, 'Timber / Hardwood') },
    paint_kg: { cls: 'other', mass: PER_KG },
    particleboard_m3: { cls: 'timber', mass: nmefd(711, 36, 'Timber (engineered) / Particleboard') },
    peFilm_kg: { cls: 'insulation', mass: PER_KG },
    plasterboard_kg: { cls: 'boards', mass: PER_KG },
    precastPanel_kg: { cls: 'precastConcrete', mass: PER_KG },
    precastStumpConcrete32MPa_m3: { cls: 'precastConcrete', mass: nmefd(2400, 13, 'Concrete in-situ >25 to ≤32 MPa') },
    reclaimedBrick_kg: { cls: 'bricks', mass: PER_KG },
    reinforcingMesh_kg: { cls: 'steel', mass: PER_KG },
    reinforcingSteel_kg: { cls: 'steel', mass: PER_KG },
    sand_kg: { cls: 'other', mass: PER_KG },
    sipPanelOver100mm_m2: { cls: 'boards', mass: nmefd(14.8, 61, 'Structural insulated panel / Panel - SIP >100mm') },
    softwood_m3: { cls: 'timber', mass: nmefd(514, 32, 'Timber / Softwood') },
    stainlessSteel_kg: { cls: 'steel', mass: PER_KG },
    steelSheetPainted_kg: { cls: 'steel', mass: PER_KG },
    timberWeatherboard_m3: { cls: 'timber', mass: nmefd(512, 57, 'Timber cladding / Timber weatherboards') },
    windowAluminiumGeneric_m2: {
      cls: 'windows',
      mass: nmefd(23, 91, 'Windows & doors / Window - aluminium frame - generic'),
    },
    windowFrameAluminium_m2frame: {
      cls: 'windows',
      mass: {
        kg: 36.1,
        confidence: 'estimate',
        basis:
          'estimate: the aluminium frame build-up (7.1 kg extrusion + 0.12 kg hardware per m² of window) ÷ 0.2 m² of frame',
      },
    },
    windowFrameTimber_m2frame: {
      cls: 'windows',
      mass: {
        kg: 48.6,
        confidence: 'estimate',
        basis:
          'estimate: the timber frame build-up (0.012 m³ hardwood × 744 kg/m³ + 0.8 kg hardware per m² of window) ÷ 0.2 m² of frame',
      },
    },
    windowTimberGeneric_m2: {
      cls: 'windows',
      mass: nmefd(30.1, 92, 'Windows & doors / Window - timber frame - generic'),
    },
  };

/** Lines whose factor is not a dataset key: the whole-house services allowance (per m² of floor area). */
export const SERVICES_FACTOR_KEY = 'servicesResidential_m2';
const EXTRA: Readonly<Record<string, { readonly cls: MaterialClass; readonly mass: MassPerUnit }>> = {
  [SERVICES_FACTOR_KEY]: {
    cls: 'other',
    mass: nmefd(20.7, 125, 'Mechanical, electrical, and plumbing (MEP) / Residential building'),
  },
};

/**
 * The class of a line's factor key (a supplier's or a user's EPD keeps the key it replaces).
 * @example materialClassOf('clayBrick_kg') // 'bricks'
 */
export function materialClassOf(key: string): MaterialClass {
  return ((MATERIAL_OF_KEY as Readonly<Record<string, { cls: MaterialClass }>>)[key] ?? EXTRA[key])?.cls ?? 'other';
}

/**
 * kg in one declared unit of a factor key (1 for per-kg factors).
 * @example massPerUnit('concrete25MPa_m3') // 2400
 */
export function massPerUnit(key: string): number {
  return ((MATERIAL_OF_KEY as Readonly<Record<string, { mass: MassPerUnit }>>)[key] ?? EXTRA[key])?.mass.kg ?? 1;
}
