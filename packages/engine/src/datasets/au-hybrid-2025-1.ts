/**
 * Dataset `au-hybrid`, edition 2025.1, data brief version `2025.1-brief-1`.
 *
 * Publication: ICM Database 2019 hybrid (process + input-output) + NMEFD v2025.1 Default stand-ins.
 * Publisher: UNSW Sydney (ICM Database 2019); NABERS, NSW Government (NMEFD v2025.1 Default stand-ins).
 * Licence: ICM Database 2019: CC BY 4.0 as stated by a secondary source (the workbook states no licence).
 * Licence: NMEFD v2025.1: licence not stated by the publisher.
 * Licence: Reclaimed Brick Company EPD: published declaration, cited.
 *
 * Maintained by hand; there is no generator. The values were transcribed once, value by value, from
 * the data brief's factors-au.json (data brief 2025.1-brief-1, which is not in this repository).
 * This file holds the values and its own notes; the ICM 2019 product names are written once for the
 * edition in icm-2019.ts, and the NMEFD rows of the stand-ins in nmefd-2025-1.ts.
 * The brief's worked examples and derived figures (brief-fixtures.ts) and datasets.test.ts check it.
 * A new edition is a new file (with its own row tables); never edit this one, so old snapshots still
 * reproduce.
 */
import { meshAsBar } from './mesh-as-bar';
import type { Dataset, Factor, FactorKey } from './dataset-types';
import { icmFactor, type IcmId } from './icm-2019';
import { nmefdFactor, type NmefdKey } from './nmefd-2025-1';

/** A factor read from the ICM 2019 hybrid column. */
const hybrid = (key: FactorKey, id: IcmId, value: number, note?: string) => icmFactor(key, id, 'hybrid', value, note);

/** Where ICM 2019 has no matching product, the NMEFD v2025.1 Default stands in (flagged). */
const standIn = (key: NmefdKey, value: number): Factor => ({
  ...nmefdFactor(key, 'Default (uncertainty adjusted)', value),
  standIn: true,
  note: 'stand-in: ICM 2019 has no matching product, so the NMEFD Default is used (closest NMEFD column in magnitude to ICM hybrid values)',
});

export const AU_HYBRID_2025_1: Dataset = {
  id: 'au-hybrid',
  version: '2025.1-brief-1',
  label: 'AU hybrid (ICM 2019 hybrid)',
  publisher: 'UNSW Sydney (ICM Database 2019); NABERS, NSW Government (NMEFD v2025.1 Default stand-ins)',
  edition: 'ICM Database 2019 hybrid (process + input-output) + NMEFD v2025.1 Default stand-ins',
  licenceStatus:
    'ICM Database 2019: CC BY 4.0 as stated by a secondary source (the workbook states no licence); NMEFD v2025.1: licence not stated by the publisher; Reclaimed Brick Company EPD: published declaration, cited',
  attribution:
    'Contains data from the ICM Database (Wiedmann, Teh and Yu, 2019, UNSW Sydney). Process and hybrid factors used as published; 30 % fly-ash ratios derived by us. Emission factors: NABERS National Material Emission Factors Database v2025.1 (NSW Government, published 28 April 2025), nabers.gov.au. Reclaimed Brick Company EPD (A1-A3)',
  description:
    'ICM 2019 hybrid (process + input-output) factors wherever ICM has the material - a system-complete upper basis. Where ICM lacks the material, the NMEFD Default stands in (flagged per factor).',
  centralColumn: 'ICM 2019 hybrid',
  gapFill: 'NMEFD Default as stand-in',
  sourceIds: ['ICM2019', 'NMEFD2025_1', 'EPD_RECLAIMED_BRICK'],
  hasRange: false,
  windowBuildUp: 'icm-frame-glazing',
  factors: {
    aacPanel_kg: hybrid(
      'aacPanel_kg',
      38,
      0.519,
      'ICM AAC block (unreinforced); reinforcement counted separately via aacReinforcement_kg',
    ),
    aacReinforcement_kg: hybrid(
      'aacReinforcement_kg',
      525,
      2.01,
      'reinforcement in AAC panels (the ICM AAC factor excludes it)',
    ),
    aluminiumSheet_kg: hybrid('aluminiumSheet_kg', 30, 19.9, 'used for the foil layer of roof sarking'),
    cement_kg: hybrid('cement_kg', 363, 1.009, 'not used by the current models'),
    cementMortar_kg: hybrid('cementMortar_kg', 59, 0.273),
    clayBrick_kg: hybrid('clayBrick_kg', 50, 0.302),
    clayRoofTile_kg: hybrid('clayRoofTile_kg', 526, 0.453),
    coldRolledSteel_kg: standIn('coldRolledSteel_kg', 4.05),
    concrete20MPa_m3: hybrid('concrete20MPa_m3', 83, 369),
    concrete20MPaFA30_m3: hybrid('concrete20MPaFA30_m3', 81, 281),
    concrete25MPa_m3: hybrid('concrete25MPa_m3', 86, 410),
    concrete25MPaFA30_m3: hybrid('concrete25MPaFA30_m3', 84, 314),
    concrete32MPa_m3: hybrid('concrete32MPa_m3', 89, 467),
    concrete32MPaFA30_m3: hybrid('concrete32MPaFA30_m3', 87, 354),
    concreteBlock_kg: hybrid('concreteBlock_kg', 96, 0.22),
    concreteBrick_kg: standIn('concreteBrick_kg', 0.264),
    concreteRoofTile_kg: hybrid('concreteRoofTile_kg', 97, 0.314),
    eps_kg: hybrid('eps_kg', 506, 5.24),
    fibreCement_kg: hybrid('fibreCement_kg', 341, 1.182, 'closest ICM fibre-cement product (corrugated slab)'),
    galvanisedSteel_kg: standIn('galvanisedSteel_kg', 4.19),
    glass_kg: hybrid('glass_kg', 352, 1.58),
    glasswool_kg: hybrid('glasswool_kg', 370, 4.23),
    glazingDouble_m2: hybrid('glazingDouble_m2', 372, 56.36),
    paint_kg: hybrid('paint_kg', 20, 4.18),
    particleboard_m3: hybrid('particleboard_m3', 461, 574),
    peFilm_kg: hybrid('peFilm_kg', 447, 3.78),
    plasterboard_kg: hybrid('plasterboard_kg', 382, 0.523),
    precastPanel_kg: standIn('precastPanel_kg', 0.439),
    precastStumpConcrete32MPa_m3: hybrid('precastStumpConcrete32MPa_m3', 89, 467),
    reclaimedBrick_kg: {
      key: 'reclaimedBrick_kg',
      value: 0.024351,
      unit: 'kgCO2e/kg',
      sourceId: 'EPD_RECLAIMED_BRICK+ICM2019',
      sourceRow: 'Reclaimed Brick Company EPD 20.4 kgCO2e/t x ICM ID 50 Brick hybrid/process ratio 0.302/0.253',
      citation: 'Reclaimed Brick Company EPD (UK), A1-A3 × ICM 2019 ratio ID 50 Brick (hybrid/process)',
      confidence: 'estimate',
      derivation:
        'Reclaimed Brick Company EPD 20.4 kgCO2e/t / 1000 x ICM 2019 ID 50 Brick hybrid/process ratio 0.302/0.253',
      note: 'EPD (process basis) moved onto the hybrid basis with the ICM brick uplift',
    },
    reinforcingMesh_kg: meshAsBar(hybrid('reinforcingSteel_kg', 525, 2.01)), // edition 2025.1 priced mesh as bar
    reinforcingSteel_kg: hybrid('reinforcingSteel_kg', 525, 2.01),
    sand_kg: hybrid('sand_kg', 540, 0.006187, 'not used by the current models'),
    sipPanelOver100mm_m2: standIn('sipPanelOver100mm_m2', 89),
    softwood_m3: hybrid('softwood_m3', 553, 443),
    steelSheetPainted_kg: standIn('steelSheetPainted_kg', 5.49),
    timberWeatherboard_m3: hybrid(
      'timberWeatherboard_m3',
      553,
      443,
      'ICM has no weatherboard row; sawn softwood, planed, kiln dried used',
    ),
    windowFrameAluminium_m2frame: hybrid('windowFrameAluminium_m2frame', 643, 845),
    windowFrameTimber_m2frame: hybrid('windowFrameTimber_m2frame', 646, 324),
  },
};
