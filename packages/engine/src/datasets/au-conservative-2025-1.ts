/**
 * Dataset `au-conservative`, edition 2025.1, data brief version `2025.1-brief-1`.
 *
 * Publication: NMEFD v2025.1 Default (uncertainty-adjusted) + ICM 2019 process gap-fill.
 * Publisher: NABERS, NSW Government (NMEFD v2025.1); UNSW Sydney (ICM Database 2019, gap-fill).
 * Licence: NMEFD v2025.1: licence not stated by the publisher.
 * Licence: ICM Database 2019: CC BY 4.0 as stated by a secondary source (the workbook states no licence).
 * Licence: Reclaimed Brick Company EPD: published declaration, cited.
 *
 * Maintained by hand; there is no generator. The values were transcribed once, value by value, from
 * the data brief's factors-au.json (data brief 2025.1-brief-1, which is not in this repository).
 * This file holds the values; the NMEFD row names, citations and notes are written once for the
 * edition in nmefd-2025-1.ts, and the ICM 2019 gap-fill and the reclaimed-brick EPD, which
 * au-typical shares, in nmefd-gap-fill.ts.
 * The brief's worked examples and derived figures (brief-fixtures.ts) and datasets.test.ts check it.
 * A new edition is a new file (with its own row tables); never edit this one, so old snapshots still
 * reproduce.
 */
import { meshAsBar } from './mesh-as-bar';
import type { Dataset } from './dataset-types';
import { nmefdFactor, type NmefdKey } from './nmefd-2025-1';
import { NMEFD_GAP_FILL } from './nmefd-gap-fill';

/** A factor read from the NMEFD v2025.1 Default (uncertainty adjusted) column. */
const nmefdDefault = (key: NmefdKey, value: number) => nmefdFactor(key, 'Default (uncertainty adjusted)', value);

export const AU_CONSERVATIVE_2025_1: Dataset = {
  id: 'au-conservative',
  version: '2025.1-brief-1',
  label: 'AU conservative (NMEFD v2025.1 Default)',
  publisher: 'NABERS, NSW Government (NMEFD v2025.1); UNSW Sydney (ICM Database 2019, gap-fill)',
  edition: 'NMEFD v2025.1 Default (uncertainty-adjusted) + ICM 2019 process gap-fill',
  licenceStatus:
    'NMEFD v2025.1: licence not stated by the publisher; ICM Database 2019: CC BY 4.0 as stated by a secondary source (the workbook states no licence); Reclaimed Brick Company EPD: published declaration, cited',
  attribution:
    'Emission factors: NABERS National Material Emission Factors Database v2025.1 (NSW Government, published 28 April 2025), nabers.gov.au. Contains data from the ICM Database (Wiedmann, Teh and Yu, 2019, UNSW Sydney). Process and hybrid factors used as published; 30 % fly-ash ratios derived by us. Reclaimed Brick Company EPD (A1-A3)',
  description:
    'NABERS NMEFD v2025.1 Default (uncertainty-adjusted) values - what a NABERS rating uses when no EPD exists; gaps filled from ICM 2019 process factors. Default is at or above NMEFD Max by construction, so no range is carried.',
  centralColumn: 'NMEFD Default',
  gapFill: 'ICM 2019 process',
  sourceIds: ['NMEFD2025_1', 'ICM2019', 'EPD_RECLAIMED_BRICK'],
  hasRange: false,
  windowBuildUp: 'components',
  factors: {
    aacPanel_kg: nmefdDefault('aacPanel_kg', 0.641),
    aacReinforcement_kg: nmefdDefault('aacReinforcement_kg', 0),
    aluminiumExtrudedPowderCoated_kg: nmefdDefault('aluminiumExtrudedPowderCoated_kg', 32),
    aluminiumSheet_kg: nmefdDefault('aluminiumSheet_kg', 20.8),
    cement_kg: NMEFD_GAP_FILL.cement_kg,
    cementMortar_kg: NMEFD_GAP_FILL.cementMortar_kg,
    clayBrick_kg: nmefdDefault('clayBrick_kg', 0.464),
    clayRoofTile_kg: nmefdDefault('clayRoofTile_kg', 0.682),
    coldRolledSteel_kg: nmefdDefault('coldRolledSteel_kg', 4.05),
    concrete20MPa_m3: nmefdDefault('concrete20MPa_m3', 371),
    concrete20MPaFA30_m3: nmefdDefault('concrete20MPaFA30_m3', 272.760125),
    concrete25MPa_m3: nmefdDefault('concrete25MPa_m3', 426),
    concrete25MPaFA30_m3: nmefdDefault('concrete25MPaFA30_m3', 316.830084),
    concrete32MPa_m3: nmefdDefault('concrete32MPa_m3', 468),
    concrete32MPaFA30_m3: nmefdDefault('concrete32MPaFA30_m3', 345.320388),
    concreteBlock_kg: nmefdDefault('concreteBlock_kg', 0.264),
    concreteBrick_kg: nmefdDefault('concreteBrick_kg', 0.264),
    concreteRoofTile_kg: nmefdDefault('concreteRoofTile_kg', 0.264),
    eps_kg: NMEFD_GAP_FILL.eps_kg,
    fibreCement_kg: nmefdDefault('fibreCement_kg', 1.39),
    galvanisedSteel_kg: nmefdDefault('galvanisedSteel_kg', 4.19),
    glass_kg: nmefdDefault('glass_kg', 2.38),
    glasswool_kg: NMEFD_GAP_FILL.glasswool_kg,
    hardwood_m3: nmefdDefault('hardwood_m3', 591),
    paint_kg: NMEFD_GAP_FILL.paint_kg,
    particleboard_m3: nmefdDefault('particleboard_m3', 880),
    peFilm_kg: NMEFD_GAP_FILL.peFilm_kg,
    plasterboard_kg: nmefdDefault('plasterboard_kg', 0.473),
    precastPanel_kg: nmefdDefault('precastPanel_kg', 0.439),
    precastStumpConcrete32MPa_m3: nmefdDefault('precastStumpConcrete32MPa_m3', 468),
    reclaimedBrick_kg: NMEFD_GAP_FILL.reclaimedBrick_kg,
    reinforcingMesh_kg: meshAsBar(nmefdDefault('reinforcingSteel_kg', 3.65)), // edition 2025.1 priced mesh as bar
    reinforcingSteel_kg: nmefdDefault('reinforcingSteel_kg', 3.65),
    sand_kg: NMEFD_GAP_FILL.sand_kg,
    sipPanelOver100mm_m2: nmefdDefault('sipPanelOver100mm_m2', 89),
    softwood_m3: nmefdDefault('softwood_m3', 349),
    stainlessSteel_kg: nmefdDefault('stainlessSteel_kg', 5.99),
    steelSheetPainted_kg: nmefdDefault('steelSheetPainted_kg', 5.49),
    timberWeatherboard_m3: nmefdDefault('timberWeatherboard_m3', 349),
    windowAluminiumGeneric_m2: nmefdDefault('windowAluminiumGeneric_m2', 255),
    windowTimberGeneric_m2: nmefdDefault('windowTimberGeneric_m2', 327),
  },
};
