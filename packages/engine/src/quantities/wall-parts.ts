/**
 * The wall part library: material quantities per m² of wall (data brief 2025.1-brief-1, section 7a,
 * JSON `quantities.wallComponents`). Quantities are net (no wastage). `basis` cites the source id or
 * states the assumption; `confidence` is the quantity's own (a sourced factor × an estimated
 * quantity gives an estimate).
 */
import type { QuantityLine } from '../breakdown/breakdown-types';

export const WALL_PART_IDS = [
  'brickSkin',
  'brickSkinReclaimed',
  'ties',
  'frame',
  'wrap',
  'batts',
  'plasterboard',
  'liningMasonry',
  'timberWB',
  'metalClad',
  'fcClad',
  'aacClad',
  'cavityEPS',
  'block90',
  'block140',
  'block190',
  'coreFill140',
  'coreFill190',
  'insitu150',
  'precast150',
  'sip',
] as const;
export type WallPartId = (typeof WALL_PART_IDS)[number];

const PLASTERBOARD: QuantityLine = {
  component: '10 mm plasterboard lining',
  qty: 6,
  unit: 'kg',
  factorKey: 'plasterboard_kg',
  confidence: 'sourced',
  basis: 'CHALKLINE_PB: 5.2–6.1 kg/m² for 10 mm sheet',
};
const PAINT: QuantityLine = {
  component: 'paint, 2 coats',
  qty: 0.2,
  unit: 'kg',
  factorKey: 'paint_kg',
  confidence: 'estimate',
  basis: 'estimate: 2 coats × 0.1 kg/m²',
};
const MORTAR_SKIN = { qty: 37.2, unit: 'kg', factorKey: 'cementMortar_kg', confidence: 'estimate' } as const;
const MORTAR_BASIS = 'estimate: 0.020 m³ × 1,860 kg/m³ (joints plus ~20 % into cores/frogs)';
const BRICKS_BASIS =
  'count 48.4/m² sourced (ADBRI_NSW_2015, MASONRY_RULES); 2.77 kg/brick estimate (BRICK_WEIGHT 2.5–3.4 kg)';

/**
 * A 75 mm AAC panel (550 kg/m³) per m², and the reinforcement inside it (kg/m², an estimate),
 * as a wall cladding and as a floor use it.
 */
export function aacPanelLines(component: string, reinforcementKg: number): QuantityLine[] {
  return [
    {
      component,
      qty: 41.25,
      unit: 'kg',
      factorKey: 'aacPanel_kg',
      confidence: 'estimate',
      basis: 'estimate: 75 mm × 550 kg/m³',
    },
    {
      component: 'AAC panel reinforcement',
      qty: reinforcementKg,
      unit: 'kg',
      factorKey: 'aacReinforcement_kg',
      confidence: 'estimate',
      basis: 'estimate',
    },
  ];
}

/** Quantities per m² of wall, by part. The first line of `brickSkin` is the brick line a brick supplier replaces. */
export const WALL_PARTS: Readonly<Record<WallPartId, readonly QuantityLine[]>> = {
  brickSkin: [
    {
      component: 'clay bricks (48.4/m2 x 2.77 kg)',
      qty: 134.068,
      unit: 'kg',
      factorKey: 'clayBrick_kg',
      confidence: 'estimate',
      basis: BRICKS_BASIS,
    },
    { component: 'mortar (0.020 m3 x 1,860 kg/m3)', ...MORTAR_SKIN, basis: MORTAR_BASIS },
  ],
  brickSkinReclaimed: [
    {
      component: 'reclaimed clay bricks (48.4/m2 x 2.77 kg)',
      qty: 134.068,
      unit: 'kg',
      factorKey: 'reclaimedBrick_kg',
      confidence: 'estimate',
      basis: BRICKS_BASIS,
    },
    { component: 'new mortar', ...MORTAR_SKIN, basis: MORTAR_BASIS },
  ],
  ties: [
    {
      component: 'brick ties, galvanised (5/m2 x 0.05 kg)',
      qty: 0.25,
      unit: 'kg',
      factorKey: 'galvanisedSteel_kg',
      confidence: 'estimate',
      basis: 'count 5/m² sourced (MASONRY_RULES); 0.05 kg/tie estimate',
    },
  ],
  frame: [
    {
      component: 'timber stud frame 90x35 @450 (3.7 lin m/m2)',
      qty: 0.0117,
      unit: 'm3',
      factorKey: 'softwood_m3',
      confidence: 'estimate',
      basis: 'estimate: 90×35 studs @450 incl. plates and noggings, ~3.7 lin m/m²',
    },
  ],
  wrap: [
    {
      component: 'wall wrap (polyethylene-type film)',
      qty: 0.095,
      unit: 'kg',
      factorKey: 'peFilm_kg',
      confidence: 'estimate',
      basis: 'estimate: ~100 µm polyethylene-type wrap',
    },
  ],
  batts: [
    {
      component: 'glasswool batts R2.5',
      qty: 1.2,
      unit: 'kg',
      factorKey: 'glasswool_kg',
      confidence: 'estimate',
      basis: 'estimate: ~90 mm at ~13 kg/m³ (plausible 0.9–1.8 kg/m²)',
    },
  ],
  plasterboard: [PLASTERBOARD],
  liningMasonry: [
    {
      component: 'steel furring channels',
      qty: 0.5,
      unit: 'kg',
      factorKey: 'coldRolledSteel_kg',
      confidence: 'estimate',
      basis: 'estimate',
    },
    {
      component: 'glasswool R2.0',
      qty: 1,
      unit: 'kg',
      factorKey: 'glasswool_kg',
      confidence: 'estimate',
      basis: 'estimate',
    },
    PLASTERBOARD,
  ],
  timberWB: [
    {
      component: 'timber weatherboards 19 mm x 1.1 lap',
      qty: 0.0209,
      unit: 'm3',
      factorKey: 'timberWeatherboard_m3',
      confidence: 'estimate',
      basis: 'estimate: 19 mm × 1.1 lap',
    },
    PAINT,
  ],
  metalClad: [
    {
      component: 'pre-painted corrugated steel 0.42 BMT',
      qty: 4.1,
      unit: 'kg',
      factorKey: 'steelSheetPainted_kg',
      confidence: 'estimate',
      basis: 'estimate: 0.42 BMT pre-painted corrugated, kg per m² covered',
    },
  ],
  fcClad: [
    {
      component: 'fibre-cement weatherboard 7.5 mm x 1.1 lap x 1,400 kg/m3',
      qty: 11.55,
      unit: 'kg',
      factorKey: 'fibreCement_kg',
      confidence: 'estimate',
      basis: 'estimate: 7.5 mm × 1.1 lap × 1,400 kg/m³',
    },
    PAINT,
  ],
  aacClad: [
    ...aacPanelLines('75 mm AAC panel (550 kg/m3)', 1),
    {
      component: 'steel top-hat battens',
      qty: 0.9,
      unit: 'kg',
      factorKey: 'coldRolledSteel_kg',
      confidence: 'estimate',
      basis: 'estimate',
    },
    PAINT,
  ],
  cavityEPS: [
    {
      component: '50 mm EPS cavity board (22.5 kg/m3)',
      qty: 1.125,
      unit: 'kg',
      factorKey: 'eps_kg',
      confidence: 'estimate',
      basis: 'estimate: 50 mm × 22.5 kg/m³',
    },
  ],
  block90: [
    {
      component: '90 hollow blocks (12.5/m2 x 9.9 kg)',
      qty: 123.75,
      unit: 'kg',
      factorKey: 'concreteBlock_kg',
      confidence: 'sourced',
      basis: 'count 12.5/m² (MASONRY_RULES); 9.9 kg/block (AUSTRAL_GREYBLOCKS)',
    },
    {
      component: 'block mortar 0.008 m3',
      qty: 14.88,
      unit: 'kg',
      factorKey: 'cementMortar_kg',
      confidence: 'estimate',
      basis: 'estimate: 0.008 m³ × 1,860 kg/m³',
    },
  ],
  block140: [
    {
      component: '140 hollow blocks (12.5/m2 x 13.0 kg)',
      qty: 162.5,
      unit: 'kg',
      factorKey: 'concreteBlock_kg',
      confidence: 'estimate',
      basis: 'count 12.5/m² sourced (MASONRY_RULES); 13.0 kg/block estimate',
    },
    {
      component: 'block mortar 0.009 m3',
      qty: 16.74,
      unit: 'kg',
      factorKey: 'cementMortar_kg',
      confidence: 'estimate',
      basis: 'estimate: 0.009 m³ × 1,860 kg/m³',
    },
  ],
  block190: [
    {
      component: '190 hollow blocks (12.5/m2 x 16.0 kg)',
      qty: 200,
      unit: 'kg',
      factorKey: 'concreteBlock_kg',
      confidence: 'estimate',
      basis: 'count 12.5/m² sourced (MASONRY_RULES); 16.0 kg/block estimate',
    },
    {
      component: 'block mortar 0.011 m3',
      qty: 20.46,
      unit: 'kg',
      factorKey: 'cementMortar_kg',
      confidence: 'estimate',
      basis: 'estimate: 0.011 m³ × 1,860 kg/m³',
    },
  ],
  coreFill140: [
    {
      component: 'core-fill grout N20',
      qty: 0.085,
      unit: 'm3',
      factorKey: 'concrete20MPa_m3',
      confidence: 'estimate',
      basis: 'estimate',
    },
    {
      component: 'core-fill reinforcement',
      qty: 4,
      unit: 'kg',
      factorKey: 'reinforcingSteel_kg',
      confidence: 'estimate',
      basis: 'estimate',
    },
  ],
  coreFill190: [
    {
      component: 'core-fill grout N20',
      qty: 0.125,
      unit: 'm3',
      factorKey: 'concrete20MPa_m3',
      confidence: 'sourced',
      basis: 'MASONRY_RULES: 1 m³ of grout fills ~100 blocks; 12.5 blocks/m²',
    },
    {
      component: 'core-fill reinforcement',
      qty: 5,
      unit: 'kg',
      factorKey: 'reinforcingSteel_kg',
      confidence: 'estimate',
      basis: 'estimate',
    },
  ],
  insitu150: [
    {
      component: '150 mm in-situ wall N32',
      qty: 0.15,
      unit: 'm3',
      factorKey: 'concrete32MPa_m3',
      confidence: 'estimate',
      basis: 'estimate: 150 mm N32 wall',
    },
    {
      component: 'wall reinforcement',
      qty: 15,
      unit: 'kg',
      factorKey: 'reinforcingSteel_kg',
      confidence: 'estimate',
      basis: 'estimate',
    },
  ],
  precast150: [
    {
      component: '150 mm precast panel incl. 12 kg reo (0.15 x 2,400 + 12)',
      qty: 372,
      unit: 'kg',
      factorKey: 'precastPanel_kg',
      confidence: 'estimate',
      basis: 'estimate: 0.15 m × 2,400 kg/m³ + 12 kg reo',
    },
  ],
  sip: [
    {
      component: 'structural insulated panel >100 mm',
      qty: 1,
      unit: 'm2',
      factorKey: 'sipPanelOver100mm_m2',
      confidence: 'sourced',
      basis: 'by definition: 1 m² of panel per m² of wall',
    },
  ],
};

/** Display labels of the wall parts. */
export const WALL_PART_LABELS: Readonly<Record<WallPartId, string>> = {
  brickSkin: 'Brick skin',
  brickSkinReclaimed: 'Reclaimed brick skin',
  ties: 'Brick ties',
  frame: 'Timber stud frame',
  wrap: 'Wall wrap',
  batts: 'Insulation batts',
  plasterboard: 'Plasterboard lining',
  liningMasonry: 'Masonry lining (furring, insulation, plasterboard)',
  timberWB: 'Timber weatherboards',
  metalClad: 'Metal cladding',
  fcClad: 'Fibre-cement cladding',
  aacClad: 'AAC (Hebel) cladding',
  cavityEPS: 'Cavity insulation board',
  block90: '90 mm block leaf',
  block140: '140 mm block wall',
  block190: '190 mm block wall',
  coreFill140: 'Core fill (140 block)',
  coreFill190: 'Core fill (190 block)',
  insitu150: '150 mm in-situ concrete wall',
  precast150: '150 mm precast concrete panel',
  sip: 'Structural insulated panel',
};
