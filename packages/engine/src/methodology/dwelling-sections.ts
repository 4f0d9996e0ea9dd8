import type { QuantityLine } from '../breakdown/breakdown-types';
import type { UnitCarbon } from '../breakdown/unit-carbon';
import type { DatasetId } from '../datasets/dataset-ids';
import { floorFactor } from '../dwellings/floor-factor';
import { roofFactor } from '../dwellings/roof-factor';
import { windowFactor } from '../dwellings/window-factor';
import { FLOOR_KEYS, GLAZING_KEYS, ROOF_MATERIAL_KEYS, WINDOW_FRAME_KEYS } from '../keys';
import { DWELLING_GEOMETRY } from '../quantities/dwelling-geometry';
import { FLOORS } from '../quantities/floors';
import { ROOFS } from '../quantities/roofs';
import { WINDOWS } from '../quantities/windows';
import { type Cell, type MethodologySection, type MethodologyTable, section } from './methodology-types';
import { DATASET_COLUMNS, perDataset } from './wall-sections';

const LINE_COLUMNS = ['Option', 'Component', 'Qty', 'Unit', 'Factor key', 'Quantity confidence'];
const lineRows = (option: string, lines: readonly QuantityLine[]): Cell[][] =>
  lines.map((q) => [option, q.component, q.qty, q.unit, q.factorKey, q.confidence]);

/** An element's two tables: its build-up (the lines of each option) and each option's carbon per unit on every dataset. */
function elementTables<K extends string>(
  keys: readonly K[],
  linesOf: (key: K) => readonly QuantityLine[],
  carbonOf: (key: K, datasetId: DatasetId) => UnitCarbon,
  titles: { readonly buildUp: string; readonly carbon: string; readonly option: string },
): MethodologyTable[] {
  return [
    { title: titles.buildUp, columns: LINE_COLUMNS, rows: keys.flatMap((k) => lineRows(k, linesOf(k))) },
    {
      title: titles.carbon,
      columns: [titles.option, ...DATASET_COLUMNS],
      rows: keys.map((k) => [k, ...perDataset((ds) => carbonOf(k, ds))]),
    },
  ];
}

function windowTables(): MethodologyTable[] {
  const buildUp = (id: keyof typeof WINDOWS, title: string): MethodologyTable => ({
    title,
    columns: LINE_COLUMNS,
    rows: [
      ...WINDOW_FRAME_KEYS.flatMap((f) => lineRows(`${f} frame`, WINDOWS[id].frames[f])),
      ...GLAZING_KEYS.flatMap((g) => lineRows(g, WINDOWS[id].glazing[g])),
    ],
  });
  return [
    buildUp('components', 'Window components per m² of window (au-typical, au-conservative)'),
    buildUp('icm-frame-glazing', 'Window components per m² of window (au-hybrid)'),
    {
      title: 'Windows (kgCO2e per m² of window)',
      columns: ['Window', ...DATASET_COLUMNS],
      rows: WINDOW_FRAME_KEYS.flatMap((f) =>
        GLAZING_KEYS.map((g) => [`${f}, ${g}`, ...perDataset((ds) => windowFactor(f, g, ds))]),
      ),
    },
  ];
}

export function dwellingSections(): MethodologySection[] {
  const roofs = section('roofs', 'Roofs', {
    paragraphs: [
      'Per m² of roof surface: covering, battens, sarking and trusses; ceiling excluded. All quantities are estimates; the 45 and 42 kg/m² tile masses are consistent with the sourced rule that metal weighs about 10 % of a tile roof.',
    ],
    tables: elementTables(ROOF_MATERIAL_KEYS, (r) => ROOFS[r], roofFactor, {
      buildUp: 'Roof build-ups (per m² of roof)',
      carbon: 'Roofs (kgCO2e per m² of roof)',
      option: 'Roof',
    }),
  });
  const windows = section('windows', 'Windows', {
    paragraphs: [
      'Product decision: in au-typical and au-conservative a window is built from frame and glass components, so the frame (timber vs aluminium) and the glazing (single vs double) each move the result the way a designer expects. NMEFD’s generic windows are a cross-check only (its generic timber window is aluminium-clad); the component aluminium double-glazed window (156.2) agrees with NMEFD’s generic aluminium window (159) within 2 %.',
      'au-hybrid keeps the ICM rule: 0.2 m² of ICM window frame + 0.8 m² of ICM double glazing (or 8 kg of glass when single glazed).',
    ],
    tables: windowTables(),
  });
  const floors = section('floors', 'Floors', {
    paragraphs: [
      'The four ground-floor systems take their per-m² quantities from the footing model at A = 200 m², D = 1000 mm, c = 0, rounded to 4 significant figures; the rounded numbers are the constants. Every in-situ concrete line takes the concrete supplier’s factor in the optimizer (values below are before suppliers).',
      'First floor mapping: timber → timberFirstFloor; concrete slab, waffle pod and strip footing bear on the ground, so they become suspended concrete (its cost rate applies too); suspended concrete and AAC stay as chosen. Suspended concrete on the ground floor excludes supports.',
    ],
    tables: elementTables(
      FLOOR_KEYS,
      (k) => FLOORS[k],
      (k, ds) => (k === 'timberFirstFloor' ? floorFactor('timber', 'first', ds) : floorFactor(k, 'ground', ds)),
      {
        buildUp: 'Floor build-ups (per m² of floor)',
        carbon: 'Floors (kgCO2e per m² of floor, before suppliers)',
        option: 'Floor',
      },
    ),
  });
  const dwelling = section('dwelling', 'Dwelling geometry and optimizer formulas', {
    paragraphs: [
      'Storey i ∈ {ground, first}; a storey whose area is 0 contributes no walls, windows or floor. Per-m² outputs and percentages are 0 when their denominator is 0.',
    ],
    formulas: [
      'P_i = 4.5·√A_i (1.5:1 rectangle 4.08 + ~10 % articulation);  G_i = P_i · ceilingHeight;  W_i = G_i · windowArea% / 100;  O_i = G_i − W_i',
      'R = 1.245 · max(Ag, Af)  (1.15 eaves × 1/cos 22.5° pitch)',
      'walls = Σ O_i · wallFactor(material_i, dataset, brickSupplier, concreteSupplier);  windows = Σ W_i · windowFactor(frame, glazing)',
      'roof = R · roofFactor(roofMaterial);  floors = Ag · floorFactor(ground) + Af · floorFactor(firstFloorKey)',
      'totalCO2e = walls + windows + roof + floors;  cO2ePerm2 = totalCO2e / (Ag + Af)',
      'coldShellCost = Σ O_i · wallRate + Σ W_i · windowRate + R · roofRate + Ag · floorRate(ground) + Af · floorRate(firstFloorKey);  coldShellCostPerm2 = coldShellCost / (Ag + Af)',
      'wallFootPrintTotal = 100 × walls / totalCO2e (opaque walls only);  wallFootPrintCost = 100 × Σ O_i · wallRate / coldShellCost',
    ],
    tables: [
      {
        title: 'Geometry constants',
        columns: ['Constant', 'Value', 'Unit', 'Confidence', 'Basis'],
        rows: Object.entries(DWELLING_GEOMETRY).map(([k, c]) => [k, c.value, c.unit, c.confidence, c.basis]),
      },
    ],
  });
  return [roofs, windows, floors, dwelling];
}
