/**
 * Dataset `au-conservative`, edition 2025.1, data brief version `2025.1-brief-1`.
 *
 * Publication: NMEFD v2025.1 Default (uncertainty-adjusted) + ICM 2019 process gap-fill.
 * Publisher: NABERS, NSW Government (NMEFD v2025.1); UNSW Sydney (ICM Database 2019, gap-fill).
 * Licence: NMEFD v2025.1: licence not stated by the publisher.
 * Licence: ICM Database 2019: CC BY 4.0 as stated by a secondary source (the workbook states no licence).
 * Licence: Reclaimed Brick Company EPD: published declaration, cited.
 *
 * Transcribed once, value by value, from the data brief's factors-au.json (data brief 2025.1-brief-1);
 * there is no generator. The brief's worked examples and derived figures (brief-fixtures.ts) check it.
 * A new edition is a new file; never edit this one, so old snapshots still reproduce.
 */
import type { Dataset } from './dataset-types';

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
    aacPanel_kg: {
      key: 'aacPanel_kg',
      value: 0.641,
      unit: 'kgCO2e/kg',
      sourceId: 'NMEFD2025_1',
      sourceRow:
        "NMEFD v2025.1, sheet 'Emission Factors database' row 71: Ceilings & walls / AAC panel (inc. reinforced) (Default (uncertainty adjusted))",
      citation:
        'NABERS NMEFD v2025.1 · Ceilings & walls / AAC panel (inc. reinforced) · Default (uncertainty adjusted) (row 71)',
      confidence: 'sourced',
    },
    aacReinforcement_kg: {
      key: 'aacReinforcement_kg',
      value: 0,
      unit: 'kgCO2e/kg',
      sourceId: 'NMEFD2025_1',
      sourceRow:
        "NMEFD v2025.1, sheet 'Emission Factors database' row 71: Ceilings & walls / AAC panel (inc. reinforced) (n/a)",
      citation: 'NABERS NMEFD v2025.1 · Ceilings & walls / AAC panel (inc. reinforced) · n/a (row 71)',
      confidence: 'sourced',
      note: 'zero because the NMEFD AAC panel factor already includes its reinforcement',
    },
    aluminiumExtrudedPowderCoated_kg: {
      key: 'aluminiumExtrudedPowderCoated_kg',
      value: 32,
      unit: 'kgCO2e/kg',
      sourceId: 'NMEFD2025_1',
      sourceRow: 'NMEFD v2025.1: Aluminium / Aluminium extruded powder coated (Default (uncertainty adjusted))',
      citation: 'NABERS NMEFD v2025.1 · Aluminium / Aluminium extruded powder coated · Default (uncertainty adjusted)',
      confidence: 'sourced',
    },
    aluminiumSheet_kg: {
      key: 'aluminiumSheet_kg',
      value: 20.8,
      unit: 'kgCO2e/kg',
      sourceId: 'NMEFD2025_1',
      sourceRow:
        "NMEFD v2025.1, sheet 'Emission Factors database' row 52: Aluminium cladding/roofing / Aluminium sheeting (Default (uncertainty adjusted))",
      citation:
        'NABERS NMEFD v2025.1 · Aluminium cladding/roofing / Aluminium sheeting · Default (uncertainty adjusted) (row 52)',
      confidence: 'sourced',
    },
    cement_kg: {
      key: 'cement_kg',
      value: 0.959,
      unit: 'kgCO2e/kg',
      sourceId: 'ICM2019',
      sourceRow: "ICM Database 2019, ICM ID 363 'General purpose cement, Australian average' (process)",
      citation: 'ICM Database 2019 (UNSW) · ID 363 General purpose cement, Australian average · process',
      confidence: 'sourced',
      note: 'gap-fill: NMEFD v2025.1 has no factor for this material; not used by the current models (mortar is a composite factor)',
    },
    cementMortar_kg: {
      key: 'cementMortar_kg',
      value: 0.24,
      unit: 'kgCO2e/kg',
      sourceId: 'ICM2019',
      sourceRow: "ICM Database 2019, ICM ID 59 'Cement mortar' (process)",
      citation: 'ICM Database 2019 (UNSW) · ID 59 Cement mortar · process',
      confidence: 'sourced',
      note: 'gap-fill: NMEFD v2025.1 has no factor for this material',
    },
    clayBrick_kg: {
      key: 'clayBrick_kg',
      value: 0.464,
      unit: 'kgCO2e/kg',
      sourceId: 'NMEFD2025_1',
      sourceRow:
        "NMEFD v2025.1, sheet 'Emission Factors database' row 41: Brick / Clay brick (Default (uncertainty adjusted))",
      citation: 'NABERS NMEFD v2025.1 · Brick / Clay brick · Default (uncertainty adjusted) (row 41)',
      confidence: 'sourced',
    },
    clayRoofTile_kg: {
      key: 'clayRoofTile_kg',
      value: 0.682,
      unit: 'kgCO2e/kg',
      sourceId: 'NMEFD2025_1',
      sourceRow:
        "NMEFD v2025.1, sheet 'Emission Factors database' row 48: Roof tiles / Clay and terracotta roof tiles (Default (uncertainty adjusted))",
      citation:
        'NABERS NMEFD v2025.1 · Roof tiles / Clay and terracotta roof tiles · Default (uncertainty adjusted) (row 48)',
      confidence: 'sourced',
    },
    coldRolledSteel_kg: {
      key: 'coldRolledSteel_kg',
      value: 4.05,
      unit: 'kgCO2e/kg',
      sourceId: 'NMEFD2025_1',
      sourceRow:
        "NMEFD v2025.1, sheet 'Emission Factors database' row 28: Structural steel / Structural framing steel (cold rolled - lightweight) (Default (uncertainty adjusted))",
      citation:
        'NABERS NMEFD v2025.1 · Structural steel / Structural framing steel (cold rolled - lightweight) · Default (uncertainty adjusted) (row 28)',
      confidence: 'sourced',
    },
    concrete20MPa_m3: {
      key: 'concrete20MPa_m3',
      value: 371,
      unit: 'kgCO2e/m3',
      sourceId: 'NMEFD2025_1',
      sourceRow:
        "NMEFD v2025.1, sheet 'Emission Factors database' row 11: Concrete in-situ / >10 MPa to ≤20 MPa (Default (uncertainty adjusted))",
      citation:
        'NABERS NMEFD v2025.1 · Concrete in-situ / >10 MPa to ≤20 MPa · Default (uncertainty adjusted) (row 11)',
      confidence: 'sourced',
    },
    concrete20MPaFA30_m3: {
      key: 'concrete20MPaFA30_m3',
      value: 272.760125,
      unit: 'kgCO2e/m3',
      sourceId: 'NMEFD2025_1+ICM2019',
      sourceRow:
        "NMEFD v2025.1, sheet 'Emission Factors database' row 11: Concrete in-situ / >10 MPa to ≤20 MPa (Default (uncertainty adjusted)) x ICM process ratio ID 81/ID 83 = 236/321 = 0.7352",
      citation:
        'NMEFD v2025.1 Concrete in-situ / >10 MPa to ≤20 MPa (Default (uncertainty adjusted), row 11) × ICM 2019 ratio ID 81/ID 83 (process)',
      confidence: 'estimate',
      derivation:
        'NMEFD v2025.1 row 11 Default (uncertainty adjusted) x ICM 2019 process ratio ID 81/ID 83 = 236/321 = 0.7352 (30 % fly ash / 100 % GP at the same strength)',
      note: '30 % fly-ash mix: NMEFD value at the same strength scaled by the ICM 2019 process ratio of the 30 % fly-ash factor to the 100 % GP factor',
    },
    concrete25MPa_m3: {
      key: 'concrete25MPa_m3',
      value: 426,
      unit: 'kgCO2e/m3',
      sourceId: 'NMEFD2025_1',
      sourceRow:
        "NMEFD v2025.1, sheet 'Emission Factors database' row 12: Concrete in-situ / >20 MPa to ≤25 MPa (Default (uncertainty adjusted))",
      citation:
        'NABERS NMEFD v2025.1 · Concrete in-situ / >20 MPa to ≤25 MPa · Default (uncertainty adjusted) (row 12)',
      confidence: 'sourced',
    },
    concrete25MPaFA30_m3: {
      key: 'concrete25MPaFA30_m3',
      value: 316.830084,
      unit: 'kgCO2e/m3',
      sourceId: 'NMEFD2025_1+ICM2019',
      sourceRow:
        "NMEFD v2025.1, sheet 'Emission Factors database' row 12: Concrete in-situ / >20 MPa to ≤25 MPa (Default (uncertainty adjusted)) x ICM process ratio ID 84/ID 86 = 267/359 = 0.7437",
      citation:
        'NMEFD v2025.1 Concrete in-situ / >20 MPa to ≤25 MPa (Default (uncertainty adjusted), row 12) × ICM 2019 ratio ID 84/ID 86 (process)',
      confidence: 'estimate',
      derivation:
        'NMEFD v2025.1 row 12 Default (uncertainty adjusted) x ICM 2019 process ratio ID 84/ID 86 = 267/359 = 0.7437 (30 % fly ash / 100 % GP at the same strength)',
      note: '30 % fly-ash mix: NMEFD value at the same strength scaled by the ICM 2019 process ratio of the 30 % fly-ash factor to the 100 % GP factor',
    },
    concrete32MPa_m3: {
      key: 'concrete32MPa_m3',
      value: 468,
      unit: 'kgCO2e/m3',
      sourceId: 'NMEFD2025_1',
      sourceRow:
        "NMEFD v2025.1, sheet 'Emission Factors database' row 13: Concrete in-situ / >25 MPa to ≤32 MPa (Default (uncertainty adjusted))",
      citation:
        'NABERS NMEFD v2025.1 · Concrete in-situ / >25 MPa to ≤32 MPa · Default (uncertainty adjusted) (row 13)',
      confidence: 'sourced',
    },
    concrete32MPaFA30_m3: {
      key: 'concrete32MPaFA30_m3',
      value: 345.320388,
      unit: 'kgCO2e/m3',
      sourceId: 'NMEFD2025_1+ICM2019',
      sourceRow:
        "NMEFD v2025.1, sheet 'Emission Factors database' row 13: Concrete in-situ / >25 MPa to ≤32 MPa (Default (uncertainty adjusted)) x ICM process ratio ID 87/ID 89 = 304/412 = 0.7379",
      citation:
        'NMEFD v2025.1 Concrete in-situ / >25 MPa to ≤32 MPa (Default (uncertainty adjusted), row 13) × ICM 2019 ratio ID 87/ID 89 (process)',
      confidence: 'estimate',
      derivation:
        'NMEFD v2025.1 row 13 Default (uncertainty adjusted) x ICM 2019 process ratio ID 87/ID 89 = 304/412 = 0.7379 (30 % fly ash / 100 % GP at the same strength)',
      note: '30 % fly-ash mix: NMEFD value at the same strength scaled by the ICM 2019 process ratio of the 30 % fly-ash factor to the 100 % GP factor',
    },
    concreteBlock_kg: {
      key: 'concreteBlock_kg',
      value: 0.264,
      unit: 'kgCO2e/kg',
      sourceId: 'NMEFD2025_1',
      sourceRow:
        "NMEFD v2025.1, sheet 'Emission Factors database' row 22: Concrete block / Concrete block (exc. core fill or reinforcing) (Default (uncertainty adjusted))",
      citation:
        'NABERS NMEFD v2025.1 · Concrete block / Concrete block (exc. core fill or reinforcing) · Default (uncertainty adjusted) (row 22)',
      confidence: 'sourced',
    },
    concreteBrick_kg: {
      key: 'concreteBrick_kg',
      value: 0.264,
      unit: 'kgCO2e/kg',
      sourceId: 'NMEFD2025_1',
      sourceRow:
        "NMEFD v2025.1, sheet 'Emission Factors database' row 42: Brick / Concrete brick (Default (uncertainty adjusted))",
      citation: 'NABERS NMEFD v2025.1 · Brick / Concrete brick · Default (uncertainty adjusted) (row 42)',
      confidence: 'sourced',
    },
    concreteRoofTile_kg: {
      key: 'concreteRoofTile_kg',
      value: 0.264,
      unit: 'kgCO2e/kg',
      sourceId: 'NMEFD2025_1',
      sourceRow:
        "NMEFD v2025.1, sheet 'Emission Factors database' row 49: Roof tiles / Concrete roof tiles (Default (uncertainty adjusted))",
      citation: 'NABERS NMEFD v2025.1 · Roof tiles / Concrete roof tiles · Default (uncertainty adjusted) (row 49)',
      confidence: 'sourced',
    },
    eps_kg: {
      key: 'eps_kg',
      value: 4.78,
      unit: 'kgCO2e/kg',
      sourceId: 'ICM2019',
      sourceRow: "ICM Database 2019, ICM ID 506 'Polystyrene foam slab' (process)",
      citation: 'ICM Database 2019 (UNSW) · ID 506 Polystyrene foam slab · process',
      confidence: 'sourced',
      note: 'gap-fill: NMEFD v2025.1 has no factor for this material',
    },
    fibreCement_kg: {
      key: 'fibreCement_kg',
      value: 1.39,
      unit: 'kgCO2e/kg',
      sourceId: 'NMEFD2025_1',
      sourceRow:
        "NMEFD v2025.1, sheet 'Emission Factors database' row 54: Cement cladding/roofing / Fibre cement board (per-kg column) (Default (uncertainty adjusted))",
      citation:
        'NABERS NMEFD v2025.1 · Cement cladding/roofing / Fibre cement board (per-kg column) · Default (uncertainty adjusted) (row 54)',
      confidence: 'sourced',
    },
    galvanisedSteel_kg: {
      key: 'galvanisedSteel_kg',
      value: 4.19,
      unit: 'kgCO2e/kg',
      sourceId: 'NMEFD2025_1',
      sourceRow:
        "NMEFD v2025.1, sheet 'Emission Factors database' row 29: Structural steel / Galvanised structural sections steel (welded beam, columns, angles, plates, piles etc.) (hot rolled) (Default (uncertainty adjusted))",
      citation:
        'NABERS NMEFD v2025.1 · Structural steel / Galvanised structural sections steel (welded beam, columns, angles, plates, piles etc.) (hot rolled) · Default (uncertainty adjusted) (row 29)',
      confidence: 'sourced',
    },
    glass_kg: {
      key: 'glass_kg',
      value: 2.38,
      unit: 'kgCO2e/kg',
      sourceId: 'NMEFD2025_1',
      sourceRow:
        "NMEFD v2025.1, sheet 'Emission Factors database' row 62: Glazing / Glass (treated or untreated) (Default (uncertainty adjusted))",
      citation:
        'NABERS NMEFD v2025.1 · Glazing / Glass (treated or untreated) · Default (uncertainty adjusted) (row 62)',
      confidence: 'sourced',
    },
    glasswool_kg: {
      key: 'glasswool_kg',
      value: 3.63,
      unit: 'kgCO2e/kg',
      sourceId: 'ICM2019',
      sourceRow: "ICM Database 2019, ICM ID 370 'Glass wool mat' (process)",
      citation: 'ICM Database 2019 (UNSW) · ID 370 Glass wool mat · process',
      confidence: 'sourced',
      note: 'gap-fill: NMEFD v2025.1 has no factor for this material',
    },
    hardwood_m3: {
      key: 'hardwood_m3',
      value: 591,
      unit: 'kgCO2e/m3',
      sourceId: 'NMEFD2025_1',
      sourceRow: 'NMEFD v2025.1: Timber / Hardwood (Default (uncertainty adjusted))',
      citation: 'NABERS NMEFD v2025.1 · Timber / Hardwood · Default (uncertainty adjusted)',
      confidence: 'sourced',
    },
    paint_kg: {
      key: 'paint_kg',
      value: 2.96,
      unit: 'kgCO2e/kg',
      sourceId: 'ICM2019',
      sourceRow: "ICM Database 2019, ICM ID 20 'Alkyd paint, 60% in H2O' (process)",
      citation: 'ICM Database 2019 (UNSW) · ID 20 Alkyd paint, 60% in H2O · process',
      confidence: 'sourced',
      note: 'gap-fill: NMEFD v2025.1 has no factor for this material',
    },
    particleboard_m3: {
      key: 'particleboard_m3',
      value: 880,
      unit: 'kgCO2e/m3',
      sourceId: 'NMEFD2025_1',
      sourceRow:
        "NMEFD v2025.1, sheet 'Emission Factors database' row 36: Timber (engineered) / Particleboard (Default (uncertainty adjusted))",
      citation: 'NABERS NMEFD v2025.1 · Timber (engineered) / Particleboard · Default (uncertainty adjusted) (row 36)',
      confidence: 'sourced',
    },
    peFilm_kg: {
      key: 'peFilm_kg',
      value: 3.14,
      unit: 'kgCO2e/kg',
      sourceId: 'ICM2019',
      sourceRow: "ICM Database 2019, ICM ID 447 'Packaging film, LDPE' (process)",
      citation: 'ICM Database 2019 (UNSW) · ID 447 Packaging film, LDPE · process',
      confidence: 'sourced',
      note: 'gap-fill: NMEFD v2025.1 has no factor for this material',
    },
    plasterboard_kg: {
      key: 'plasterboard_kg',
      value: 0.473,
      unit: 'kgCO2e/kg',
      sourceId: 'NMEFD2025_1',
      sourceRow:
        "NMEFD v2025.1, sheet 'Emission Factors database' row 55: Cement cladding/roofing / Plasterboard (per-kg column) (Default (uncertainty adjusted))",
      citation:
        'NABERS NMEFD v2025.1 · Cement cladding/roofing / Plasterboard (per-kg column) · Default (uncertainty adjusted) (row 55)',
      confidence: 'sourced',
    },
    precastPanel_kg: {
      key: 'precastPanel_kg',
      value: 0.439,
      unit: 'kgCO2e/kg',
      sourceId: 'NMEFD2025_1',
      sourceRow:
        "NMEFD v2025.1, sheet 'Emission Factors database' row 20: Concrete precast panel / Precast concrete panel (inc. reinforcing) (Default (uncertainty adjusted))",
      citation:
        'NABERS NMEFD v2025.1 · Concrete precast panel / Precast concrete panel (inc. reinforcing) · Default (uncertainty adjusted) (row 20)',
      confidence: 'sourced',
    },
    precastStumpConcrete32MPa_m3: {
      key: 'precastStumpConcrete32MPa_m3',
      value: 468,
      unit: 'kgCO2e/m3',
      sourceId: 'NMEFD2025_1',
      sourceRow:
        "NMEFD v2025.1, sheet 'Emission Factors database' row 13: Concrete in-situ / >25 MPa to ≤32 MPa (Default (uncertainty adjusted))",
      citation:
        'NABERS NMEFD v2025.1 · Concrete in-situ / >25 MPa to ≤32 MPa · Default (uncertainty adjusted) (row 13)',
      confidence: 'sourced',
      note: 'same NMEFD row as in-situ 32 MPa; kept as a separate key because the low-carbon switch and the concrete supplier do NOT apply to precast stumps',
    },
    reclaimedBrick_kg: {
      key: 'reclaimedBrick_kg',
      value: 0.0204,
      unit: 'kgCO2e/kg',
      sourceId: 'EPD_RECLAIMED_BRICK',
      sourceRow: 'Reclaimed Brick Company EPD summary: A1-A3 = 20.4 kgCO2e per tonne',
      citation: 'Reclaimed Brick Company EPD (UK), A1-A3 · 20.4 kgCO2e/t',
      confidence: 'sourced',
      note: 'UK product, not Australian',
    },
    reinforcingSteel_kg: {
      key: 'reinforcingSteel_kg',
      value: 3.65,
      unit: 'kgCO2e/kg',
      sourceId: 'NMEFD2025_1',
      sourceRow:
        "NMEFD v2025.1, sheet 'Emission Factors database' row 24: Reinforcing steel / Bar & mesh reinforcing steel (Default (uncertainty adjusted))",
      citation:
        'NABERS NMEFD v2025.1 · Reinforcing steel / Bar & mesh reinforcing steel · Default (uncertainty adjusted) (row 24)',
      confidence: 'sourced',
    },
    sand_kg: {
      key: 'sand_kg',
      value: 0.005004,
      unit: 'kgCO2e/kg',
      sourceId: 'ICM2019',
      sourceRow: "ICM Database 2019, ICM ID 540 'Sand' (process)",
      citation: 'ICM Database 2019 (UNSW) · ID 540 Sand · process',
      confidence: 'sourced',
      note: 'gap-fill: NMEFD v2025.1 has no factor for this material; not used by the current models',
    },
    sipPanelOver100mm_m2: {
      key: 'sipPanelOver100mm_m2',
      value: 89,
      unit: 'kgCO2e/m2',
      sourceId: 'NMEFD2025_1',
      sourceRow:
        "NMEFD v2025.1, sheet 'Emission Factors database' row 61: Structural insulated panel / Panel - SIP >100mm (Default (uncertainty adjusted))",
      citation:
        'NABERS NMEFD v2025.1 · Structural insulated panel / Panel - SIP >100mm · Default (uncertainty adjusted) (row 61)',
      confidence: 'sourced',
    },
    softwood_m3: {
      key: 'softwood_m3',
      value: 349,
      unit: 'kgCO2e/m3',
      sourceId: 'NMEFD2025_1',
      sourceRow:
        "NMEFD v2025.1, sheet 'Emission Factors database' row 32: Timber / Softwood (Default (uncertainty adjusted))",
      citation: 'NABERS NMEFD v2025.1 · Timber / Softwood · Default (uncertainty adjusted) (row 32)',
      confidence: 'sourced',
      note: 'used for studs, plates, battens, trusses, bearers and joists; NMEFD row 70 (Ceilings & walls / Timber frame) has identical values',
    },
    stainlessSteel_kg: {
      key: 'stainlessSteel_kg',
      value: 5.99,
      unit: 'kgCO2e/kg',
      sourceId: 'NMEFD2025_1',
      sourceRow: 'NMEFD v2025.1: Steel / Stainless steel (general) (Default (uncertainty adjusted))',
      citation: 'NABERS NMEFD v2025.1 · Steel / Stainless steel (general) · Default (uncertainty adjusted)',
      confidence: 'sourced',
    },
    steelSheetPainted_kg: {
      key: 'steelSheetPainted_kg',
      value: 5.49,
      unit: 'kgCO2e/kg',
      sourceId: 'NMEFD2025_1',
      sourceRow:
        "NMEFD v2025.1, sheet 'Emission Factors database' row 51: Steel cladding/roofing / Steel sheeting - painted (per-kg column) (Default (uncertainty adjusted))",
      citation:
        'NABERS NMEFD v2025.1 · Steel cladding/roofing / Steel sheeting - painted (per-kg column) · Default (uncertainty adjusted) (row 51)',
      confidence: 'sourced',
    },
    timberWeatherboard_m3: {
      key: 'timberWeatherboard_m3',
      value: 349,
      unit: 'kgCO2e/m3',
      sourceId: 'NMEFD2025_1',
      sourceRow:
        "NMEFD v2025.1, sheet 'Emission Factors database' row 57: Timber cladding / Timber weatherboards (Default (uncertainty adjusted))",
      citation:
        'NABERS NMEFD v2025.1 · Timber cladding / Timber weatherboards · Default (uncertainty adjusted) (row 57)',
      confidence: 'sourced',
      note: 'NMEFD row 32 Softwood and row 70 Ceilings & walls / Timber frame carry the same numbers as each other; weatherboards have their own row (57)',
    },
    windowAluminiumGeneric_m2: {
      key: 'windowAluminiumGeneric_m2',
      value: 255,
      unit: 'kgCO2e/m2 of window',
      sourceId: 'NMEFD2025_1',
      sourceRow:
        "NMEFD v2025.1, sheet 'Emission Factors database' row 91: Windows & doors / Window - aluminium frame - generic (Default (uncertainty adjusted))",
      citation:
        'NABERS NMEFD v2025.1 · Windows & doors / Window - aluminium frame - generic · Default (uncertainty adjusted) (row 91)',
      confidence: 'sourced',
      note: 'NABERS generic assembly (about 7.1 kg aluminium + 15.2 kg glass per m2, 5 % waste and assembly energy included by NABERS); treated here as double glazed',
    },
    windowTimberGeneric_m2: {
      key: 'windowTimberGeneric_m2',
      value: 327,
      unit: 'kgCO2e/m2 of window',
      sourceId: 'NMEFD2025_1',
      sourceRow:
        "NMEFD v2025.1, sheet 'Emission Factors database' row 92: Windows & doors / Window - timber frame - generic (Default (uncertainty adjusted))",
      citation:
        'NABERS NMEFD v2025.1 · Windows & doors / Window - timber frame - generic · Default (uncertainty adjusted) (row 92)',
      confidence: 'sourced',
      note: 'NABERS generic assembly (about 8.6 kg aluminium + 16.8 kg glass + 3.7 kg hardwood per m2); i.e. an aluminium-clad timber window; treated here as double glazed',
    },
  },
};
