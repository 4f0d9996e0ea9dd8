/**
 * The NMEFD v2025.1 rows the 2025.1 datasets read (NABERS National Material Emission Factors
 * Database, NSW Government, published 28 April 2025), and how a factor read from one of its columns
 * is cited. au-typical reads the Average column (with Min and Max), au-conservative the Default
 * (uncertainty adjusted) column, and au-hybrid the Default where ICM 2019 lacks the material: the
 * row numbers, names and notes are written here once for all three. Part of edition 2025.1: a new
 * NMEFD edition gets a new table, so old snapshots still reproduce.
 */
import type { Factor, FactorKey, FactorUnit } from './dataset-types';

/** The NMEFD v2025.1 column a dataset reads. */
export type NmefdColumn = 'Average' | 'Default (uncertainty adjusted)';

interface NmefdRow {
  /** Absent: kgCO2e/kg, the unit of most rows. */
  readonly unit?: FactorUnit;
  /** Row of the sheet 'Emission Factors database'; absent where the data brief names none. */
  readonly row?: number;
  /** The row's category / material, as NMEFD names it. */
  readonly name: string;
  /** `n/a`: the factor reads no column of the row (it is a stated value). */
  readonly column?: 'n/a';
  /**
   * Column U, 'Weighted average used (Yes/No)': true where NABERS weighted the Average EF by market
   * share; otherwise the Average EF is the unweighted arithmetic mean of the category's EPDs.
   */
  readonly weighted?: true;
  /** 30 % fly-ash mixes: the row at the same strength × the ICM 2019 process ratio of these ids. */
  readonly flyAsh?: { readonly icmIds: string; readonly ratio: string };
  readonly note?: string;
}

const M3 = 'kgCO2e/m3';
const WINDOW = 'kgCO2e/m2 of window';

const AAC_PANEL = { row: 71, name: 'Ceilings & walls / AAC panel (inc. reinforced)' } as const;
const CONCRETE_20 = { unit: M3, row: 11, name: 'Concrete in-situ / >10 MPa to ≤20 MPa' } as const;
const CONCRETE_25 = { unit: M3, row: 12, name: 'Concrete in-situ / >20 MPa to ≤25 MPa' } as const;
const CONCRETE_32 = { unit: M3, row: 13, name: 'Concrete in-situ / >25 MPa to ≤32 MPa' } as const;

/** In the sheet's row order; a key that reads the same row follows it. */
const NMEFD_2025_1_ROWS = {
  concrete20MPa_m3: CONCRETE_20,
  concrete20MPaFA30_m3: { ...CONCRETE_20, flyAsh: { icmIds: 'ID 81/ID 83', ratio: '236/321 = 0.7352' } },
  concrete25MPa_m3: CONCRETE_25,
  concrete25MPaFA30_m3: { ...CONCRETE_25, flyAsh: { icmIds: 'ID 84/ID 86', ratio: '267/359 = 0.7437' } },
  concrete32MPa_m3: CONCRETE_32,
  concrete32MPaFA30_m3: { ...CONCRETE_32, flyAsh: { icmIds: 'ID 87/ID 89', ratio: '304/412 = 0.7379' } },
  precastStumpConcrete32MPa_m3: {
    ...CONCRETE_32,
    note: 'same NMEFD row as in-situ 32 MPa; kept as a separate key because the low-carbon switch and the concrete supplier do NOT apply to precast stumps',
  },
  precastPanel_kg: { row: 20, name: 'Concrete precast panel / Precast concrete panel (inc. reinforcing)' },
  concreteBlock_kg: { row: 22, name: 'Concrete block / Concrete block (exc. core fill or reinforcing)' },
  reinforcingSteel_kg: { row: 24, name: 'Reinforcing steel / Bar & mesh reinforcing steel', weighted: true },
  coldRolledSteel_kg: { row: 28, name: 'Structural steel / Structural framing steel (cold rolled - lightweight)' },
  galvanisedSteel_kg: {
    row: 29,
    name: 'Structural steel / Galvanised structural sections steel (welded beam, columns, angles, plates, piles etc.) (hot rolled)',
  },
  softwood_m3: {
    unit: M3,
    row: 32,
    weighted: true,
    name: 'Timber / Softwood',
    note: 'used for studs, plates, battens, trusses, bearers and joists; NMEFD row 70 (Ceilings & walls / Timber frame) has identical values',
  },
  particleboard_m3: { unit: M3, row: 36, name: 'Timber (engineered) / Particleboard', weighted: true },
  clayBrick_kg: { row: 41, name: 'Brick / Clay brick' },
  concreteBrick_kg: { row: 42, name: 'Brick / Concrete brick' },
  clayRoofTile_kg: { row: 48, name: 'Roof tiles / Clay and terracotta roof tiles' },
  concreteRoofTile_kg: { row: 49, name: 'Roof tiles / Concrete roof tiles' },
  steelSheetPainted_kg: { row: 51, name: 'Steel cladding/roofing / Steel sheeting - painted (per-kg column)' },
  aluminiumSheet_kg: { row: 52, name: 'Aluminium cladding/roofing / Aluminium sheeting' },
  fibreCement_kg: { row: 54, name: 'Cement cladding/roofing / Fibre cement board (per-kg column)' },
  plasterboard_kg: { row: 55, name: 'Cement cladding/roofing / Plasterboard (per-kg column)' },
  timberWeatherboard_m3: {
    unit: M3,
    row: 57,
    weighted: true,
    name: 'Timber cladding / Timber weatherboards',
    note: 'NMEFD row 32 Softwood and row 70 Ceilings & walls / Timber frame carry the same numbers as each other; weatherboards have their own row (57)',
  },
  sipPanelOver100mm_m2: { unit: 'kgCO2e/m2', row: 61, name: 'Structural insulated panel / Panel - SIP >100mm' },
  glass_kg: { row: 62, name: 'Glazing / Glass (treated or untreated)' },
  aacPanel_kg: AAC_PANEL,
  aacReinforcement_kg: {
    ...AAC_PANEL,
    column: 'n/a',
    note: 'zero because the NMEFD AAC panel factor already includes its reinforcement',
  },
  windowAluminiumGeneric_m2: {
    unit: WINDOW,
    row: 91,
    name: 'Windows & doors / Window - aluminium frame - generic',
    note: 'NABERS generic assembly (about 7.1 kg aluminium + 15.2 kg glass per m2, 5 % waste and assembly energy included by NABERS); treated here as double glazed',
  },
  windowTimberGeneric_m2: {
    unit: WINDOW,
    row: 92,
    name: 'Windows & doors / Window - timber frame - generic',
    note: 'NABERS generic assembly (about 8.6 kg aluminium + 16.8 kg glass + 3.7 kg hardwood per m2); i.e. an aluminium-clad timber window; treated here as double glazed',
  },
  // Rows the data brief names without a row number.
  aluminiumExtrudedPowderCoated_kg: { name: 'Aluminium / Aluminium extruded powder coated', weighted: true },
  hardwood_m3: { unit: M3, name: 'Timber / Hardwood' },
  stainlessSteel_kg: { name: 'Steel / Stainless steel (general)' },
} as const satisfies Partial<Record<FactorKey, NmefdRow>>;

/** A factor key with an NMEFD v2025.1 row. */
export type NmefdKey = keyof typeof NMEFD_2025_1_ROWS;

const FLY_ASH_NOTE =
  '30 % fly-ash mix: NMEFD value at the same strength scaled by the ICM 2019 process ratio of the 30 % fly-ash factor to the 100 % GP factor';

/**
 * The column as the workbook heads it (row 8): 'Average EF' is a mean, not a median: weighted by
 * market share where column U says so, otherwise the unweighted arithmetic mean of the category's
 * EPDs (sheet 'Introduction' B45-B46; technical workbook 'Methodology' row 53).
 */
function columnName(column: NmefdColumn, r: NmefdRow): string {
  if (column !== 'Average') return column;
  return r.weighted ? 'Average EF, market-weighted mean of EPDs' : 'Average EF, unweighted mean of EPDs';
}

/**
 * The factor `key` read from `column` of its NMEFD v2025.1 row, with the row's citation; a 30 %
 * fly-ash key becomes an `estimate` whose derivation names the ICM 2019 ratio. `value` (and the
 * Min–Max `range`, au-typical only) are the dataset's own transcribed numbers.
 * @example nmefdFactor('clayBrick_kg', 'Average', 0.184).citation // 'NABERS NMEFD v2025.1 · Brick / Clay brick · Average (row 41)'
 */
export function nmefdFactor(
  key: NmefdKey,
  column: NmefdColumn,
  value: number,
  range?: { readonly min: number; readonly max: number },
): Factor {
  const r: NmefdRow = NMEFD_2025_1_ROWS[key];
  const col = r.column ?? columnName(column, r);
  const sourceRow =
    r.row === undefined
      ? `NMEFD v2025.1: ${r.name} (${col})`
      : `NMEFD v2025.1, sheet 'Emission Factors database' row ${r.row}: ${r.name} (${col})`;
  const read = {
    key,
    value,
    unit: r.unit ?? 'kgCO2e/kg',
    ...(range === undefined ? {} : { min: range.min, max: range.max }),
  };
  if (r.flyAsh) {
    const { icmIds, ratio } = r.flyAsh;
    return {
      ...read,
      sourceId: 'NMEFD2025_1+ICM2019',
      sourceRow: `${sourceRow} x ICM process ratio ${icmIds} = ${ratio}`,
      citation: `NMEFD v2025.1 ${r.name} (${col}, row ${r.row}) × ICM 2019 ratio ${icmIds} (process)`,
      confidence: 'estimate',
      derivation: `NMEFD v2025.1 row ${r.row} ${col} x ICM 2019 process ratio ${icmIds} = ${ratio} (30 % fly ash / 100 % GP at the same strength)`,
      note: FLY_ASH_NOTE,
    };
  }
  return {
    ...read,
    sourceId: 'NMEFD2025_1',
    sourceRow,
    citation: `NABERS NMEFD v2025.1 · ${r.name} · ${col}${r.row === undefined ? '' : ` (row ${r.row})`}`,
    confidence: 'sourced',
    ...(r.note === undefined ? {} : { note: r.note }),
  };
}
