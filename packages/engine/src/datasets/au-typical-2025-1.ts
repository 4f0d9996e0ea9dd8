/**
 * Dataset `au-typical`, edition 2025.1, data brief version `2025.1-brief-1`.
 *
 * Publication: NMEFD v2025.1 Average (Min and Max for ranges) + ICM 2019 process gap-fill.
 * Publisher: NABERS, NSW Government (NMEFD v2025.1); UNSW Sydney (ICM Database 2019, gap-fill).
 * Licence: NMEFD v2025.1: licence not stated by the publisher.
 * Licence: ICM Database 2019: CC BY 4.0 as stated by a secondary source (the workbook states no licence).
 * Licence: Reclaimed Brick Company EPD: published declaration, cited.
 *
 * Maintained by hand; there is no generator. The values were transcribed once, value by value, from
 * the data brief's factors-au.json (data brief 2025.1-brief-1, which is not in this repository).
 * This file holds the values; the NMEFD row names, citations and notes are written once for the
 * edition in nmefd-2025-1.ts, and the ICM 2019 gap-fill and the reclaimed-brick EPD, which
 * au-conservative shares, in nmefd-gap-fill.ts.
 * The brief's worked examples and derived figures (brief-fixtures.ts) and datasets.test.ts check it.
 * A new edition is a new file (with its own row tables); never edit this one, so old snapshots still
 * reproduce.
 */
import { meshAsBar } from './mesh-as-bar';
import type { Dataset } from './dataset-types';
import { nmefdFactor, type NmefdKey } from './nmefd-2025-1';
import { NMEFD_GAP_FILL } from './nmefd-gap-fill';

/** A factor read from the NMEFD v2025.1 Average column, with its Min and Max. */
const average = (key: NmefdKey, value: number, min: number, max: number) =>
  nmefdFactor(key, 'Average', value, { min, max });

export const AU_TYPICAL_2025_1: Dataset = {
  id: 'au-typical',
  version: '2025.1-brief-1',
  label: 'AU typical (NMEFD v2025.1 Average)',
  publisher: 'NABERS, NSW Government (NMEFD v2025.1); UNSW Sydney (ICM Database 2019, gap-fill)',
  edition: 'NMEFD v2025.1 Average (Min and Max for ranges) + ICM 2019 process gap-fill',
  licenceStatus:
    'NMEFD v2025.1: licence not stated by the publisher; ICM Database 2019: CC BY 4.0 as stated by a secondary source (the workbook states no licence); Reclaimed Brick Company EPD: published declaration, cited',
  attribution:
    'Emission factors: NABERS National Material Emission Factors Database v2025.1 (NSW Government, published 28 April 2025), nabers.gov.au. Contains data from the ICM Database (Wiedmann, Teh and Yu, 2019, UNSW Sydney). Process and hybrid factors used as published; 30 % fly-ash ratios derived by us. Reclaimed Brick Company EPD (A1-A3)',
  description:
    'NABERS NMEFD v2025.1 Average values (central) with NMEFD Min and Max carried for ranges; gaps filled from ICM 2019 process factors.',
  centralColumn: 'NMEFD Average',
  gapFill: 'ICM 2019 process',
  sourceIds: ['NMEFD2025_1', 'ICM2019', 'EPD_RECLAIMED_BRICK'],
  hasRange: true,
  windowBuildUp: 'components',
  factors: {
    aacPanel_kg: average('aacPanel_kg', 0.451, 0.373, 0.535),
    aacReinforcement_kg: average('aacReinforcement_kg', 0, 0, 0), // a stated zero: no column is read (see its row)
    aluminiumExtrudedPowderCoated_kg: average('aluminiumExtrudedPowderCoated_kg', 18.2, 5.15, 30.5),
    aluminiumSheet_kg: average('aluminiumSheet_kg', 11.8, 5.48, 17.4),
    cement_kg: NMEFD_GAP_FILL.cement_kg,
    cementMortar_kg: NMEFD_GAP_FILL.cementMortar_kg,
    clayBrick_kg: average('clayBrick_kg', 0.184, 0.0478, 0.387),
    clayRoofTile_kg: average('clayRoofTile_kg', 0.31, 0.0478, 0.568),
    coldRolledSteel_kg: average('coldRolledSteel_kg', 3.01, 2.73, 3.86),
    concrete20MPa_m3: average('concrete20MPa_m3', 201, 136, 364),
    concrete20MPaFA30_m3: average('concrete20MPaFA30_m3', 147.775701, 99.987539, 267.613707),
    concrete25MPa_m3: average('concrete25MPa_m3', 222, 149, 417),
    concrete25MPaFA30_m3: average('concrete25MPaFA30_m3', 165.108635, 110.816156, 310.13649),
    concrete32MPa_m3: average('concrete32MPa_m3', 249, 167, 459),
    concrete32MPaFA30_m3: average('concrete32MPaFA30_m3', 183.728155, 123.223301, 338.679612),
    concreteBlock_kg: average('concreteBlock_kg', 0.159, 0.112, 0.24),
    concreteBrick_kg: average('concreteBrick_kg', 0.159, 0.112, 0.24),
    concreteRoofTile_kg: average('concreteRoofTile_kg', 0.159, 0.112, 0.24),
    eps_kg: NMEFD_GAP_FILL.eps_kg,
    fibreCement_kg: average('fibreCement_kg', 0.882, 0.307, 1.32),
    galvanisedSteel_kg: average('galvanisedSteel_kg', 2.4, 0.581, 4.1),
    glass_kg: average('glass_kg', 1.66, 1.1, 1.98),
    glasswool_kg: NMEFD_GAP_FILL.glasswool_kg,
    hardwood_m3: average('hardwood_m3', 347, 104, 563),
    paint_kg: NMEFD_GAP_FILL.paint_kg,
    particleboard_m3: average('particleboard_m3', 650, 322, 838),
    peFilm_kg: NMEFD_GAP_FILL.peFilm_kg,
    plasterboard_kg: average('plasterboard_kg', 0.304, 0.175, 0.394),
    precastPanel_kg: average('precastPanel_kg', 0.233, 0.0693, 0.439),
    precastStumpConcrete32MPa_m3: average('precastStumpConcrete32MPa_m3', 249, 167, 459),
    reclaimedBrick_kg: NMEFD_GAP_FILL.reclaimedBrick_kg,
    reinforcingMesh_kg: meshAsBar(average('reinforcingSteel_kg', 1.6, 0.309, 3.48)), // edition 2025.1 priced mesh as bar
    reinforcingSteel_kg: average('reinforcingSteel_kg', 1.6, 0.309, 3.48),
    sand_kg: NMEFD_GAP_FILL.sand_kg,
    sipPanelOver100mm_m2: average('sipPanelOver100mm_m2', 55.6, 36.5, 84.8),
    softwood_m3: average('softwood_m3', 188, 113, 332),
    stainlessSteel_kg: average('stainlessSteel_kg', 3.51, 2.8, 4.99),
    steelSheetPainted_kg: average('steelSheetPainted_kg', 3.47, 2.98, 5.38),
    timberWeatherboard_m3: average('timberWeatherboard_m3', 195, 31.6, 332),
    windowAluminiumGeneric_m2: average('windowAluminiumGeneric_m2', 159, 46.7, 255),
    windowTimberGeneric_m2: average('windowTimberGeneric_m2', 194, 57.9, 327),
  },
};
