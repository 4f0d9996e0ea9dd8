/**
 * The corrections of edition 2026.11 that more than one dataset shares (issue 49, after the data
 * review of November 2026): standard-mix concrete, reinforcing mesh apart from bar, and whole-unit
 * timber window frames and double-glazed units. Each factor is read from a primary source named in
 * its citation, or derived by a formula written in its `derivation`.
 */
import type { Factor, FactorKey } from './dataset-types';
import { icmFactor } from './icm-2019';
import { nmefdFactor } from './nmefd-2025-1';

/** The edition's internal version (stored with each snapshot; never shown as a dataset's name). */
export const EDITION_2026_11 = '2026.11';

/** ICM 2019 Wire drawing, steel (ID 648), kgCO2e per kg drawn: process 0.483, hybrid 0.524. */
const WIRE_DRAWING = { process: 0.483, hybrid: 0.524 } as const;
/** ICM 2019 Reinforcing steel (ID 525), kgCO2e/kg: process 1.63, hybrid 2.01. */
const ICM_REINFORCING = { process: 1.63, hybrid: 2.01 } as const;

/**
 * Reinforcing mesh (slab mesh, trench mesh, waffle mesh) on a bar basis plus the wire drawing that
 * turns rod into mesh wire: `bar + wire drawing` per kg. NMEFD v2025.1 has one broad 'Bar & mesh'
 * row and no mesh or wire row, so the step that sets mesh apart from bar comes from ICM 2019.
 */
export function meshFactor(basis: 'nmefd-average' | 'icm-hybrid'): Factor {
  if (basis === 'icm-hybrid') {
    const value = ICM_REINFORCING.hybrid + WIRE_DRAWING.hybrid;
    return {
      ...icmFactor('reinforcingMesh_kg', 525, 'hybrid', value),
      sourceRow: `ICM Database 2019, ICM ID 525 'Reinforcing steel' (hybrid) 2.01 + ICM ID 648 'Wire drawing, steel' (hybrid) 0.524`,
      citation: 'ICM Database 2019 (UNSW) · ID 525 Reinforcing steel + ID 648 Wire drawing, steel · hybrid',
      confidence: 'estimate',
      derivation: `mesh = reinforcing steel + wire drawing per kg = 2.01 + 0.524 = ${value.toFixed(3)} kgCO2e/kg (ICM 2019 hybrid, IDs 525 and 648)`,
      note: 'mesh is welded from cold-drawn wire; welding is left out (under 1 % of the total)',
    };
  }
  const bar = nmefdFactor('reinforcingSteel_kg', 'Average', 1.6);
  const value = 1.6 + WIRE_DRAWING.process;
  return {
    key: 'reinforcingMesh_kg',
    value,
    unit: 'kgCO2e/kg',
    sourceId: 'NMEFD2025_1+ICM2019',
    sourceRow: `${bar.sourceRow} 1.6 + ICM Database 2019, ICM ID 648 'Wire drawing, steel' (process) 0.483`,
    citation: `NMEFD v2025.1 Bar & mesh reinforcing steel (Average EF, row 24) + ICM 2019 ID 648 Wire drawing, steel (process)`,
    confidence: 'estimate',
    derivation: `mesh = bar-and-mesh average + wire drawing per kg = 1.6 + 0.483 = ${value.toFixed(3)} kgCO2e/kg; the ratio to bar (1.30) matches ICM 2019's own (process (1.63 + 0.483) / 1.63 = 1.30)`,
    note: 'NMEFD v2025.1 row 24 mixes bars, mesh, fibre, cages and strand (its note T24) and has no mesh or wire row; mesh is welded from cold-drawn wire, so the drawing step is added to the bar basis. Welding is left out (under 1 % of the total)',
  };
}

/**
 * Concrete at a strength grade as a standard 100 % GP-cement mix (ICM 2019 process, IDs 83, 86,
 * 89) and as a 30 % fly-ash mix of the same study (IDs 81, 84, 87): both from one source with one
 * system boundary, so the fly-ash saving is the replacement's alone (25.6 % at 25 MPa).
 */
export const STANDARD_MIX_PROCESS: Readonly<Partial<Record<FactorKey, Factor>>> = {
  concrete20MPa_m3: icmFactor('concrete20MPa_m3', 83, 'process', 321, 'standard mix, 100 % GP cement'),
  concrete25MPa_m3: icmFactor('concrete25MPa_m3', 86, 'process', 359, 'standard mix, 100 % GP cement'),
  concrete32MPa_m3: icmFactor('concrete32MPa_m3', 89, 'process', 412, 'standard mix, 100 % GP cement'),
  concrete20MPaFA30_m3: icmFactor('concrete20MPaFA30_m3', 81, 'process', 236, '30 % of the cement replaced by fly ash'),
  concrete25MPaFA30_m3: icmFactor('concrete25MPaFA30_m3', 84, 'process', 267, '30 % of the cement replaced by fly ash'),
  concrete32MPaFA30_m3: icmFactor('concrete32MPaFA30_m3', 87, 'process', 304, '30 % of the cement replaced by fly ash'),
  precastStumpConcrete32MPa_m3: icmFactor(
    'precastStumpConcrete32MPa_m3',
    89,
    'process',
    412,
    'standard 32 MPa mix; the low-carbon switch and the concrete supplier do not apply to precast stumps',
  ),
};

/**
 * NMEFD v2025.1's Average EF for in-situ concrete, kept for what it is: the unweighted mean of
 * every EPD'd mix in the category, many of them with fly ash or slag. Not business as usual.
 */
export function epdAverageConcrete(): Readonly<Partial<Record<FactorKey, Factor>>> {
  const note =
    "mean of the category's EPD'd mixes (185 / 248 / 308 EPDs at 20 / 25 / 32 MPa), many with fly ash or slag: not a standard mix and not business as usual";
  const avg = (
    key: FactorKey,
    row: 'concrete20MPa_m3' | 'concrete25MPa_m3' | 'concrete32MPa_m3',
    v: number,
    min: number,
    max: number,
  ): Factor => ({
    ...nmefdFactor(row, 'Average', v, { min, max }),
    key,
    note,
  });
  return {
    concrete20MPaEpdAverage_m3: avg('concrete20MPaEpdAverage_m3', 'concrete20MPa_m3', 201, 136, 364),
    concrete25MPaEpdAverage_m3: avg('concrete25MPaEpdAverage_m3', 'concrete25MPa_m3', 222, 149, 417),
    concrete32MPaEpdAverage_m3: avg('concrete32MPaEpdAverage_m3', 'concrete32MPa_m3', 249, 167, 459),
  };
}

/** Whole-unit window parts read from ICM 2019 process (gap-fill: NMEFD has no plain timber frame or IGU row). */
export const WINDOW_UNITS_PROCESS: Readonly<Partial<Record<FactorKey, Factor>>> = {
  windowFrameTimber_m2frame: icmFactor(
    'windowFrameTimber_m2frame',
    646,
    'process',
    215,
    "a whole timber frame product (frame with its fittings), not a material; NMEFD's only timber window (row 92) is aluminium-clad",
  ),
  glazingDouble_m2: icmFactor(
    'glazingDouble_m2',
    372,
    'process',
    36.72,
    'a sealed double-glazed unit (glass, spacer and seals), not glass alone',
  ),
};

/**
 * Reclaimed brick, with the convention stated: the product counts the reclamation's own A1–A3
 * (cleaning, sorting, palletising) from the Reclaimed Brick Company EPD, where NABERS Embodied
 * Carbon counts an element reused in its original state as zero.
 */
export function reclaimedBrickWithConvention(f: Factor): Factor {
  return {
    ...f,
    note: `${f.note ? `${f.note}. ` : ''}Convention: the reclamation's own emissions (cleaning, sorting, palletising) are counted; NABERS Embodied Carbon counts a reused element in its original state as zero, so this is the more conservative of the two`,
  };
}
