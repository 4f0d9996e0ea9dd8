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
      'The build-ups below are the floors without underfloor insulation. On the ground floor, timber, AAC and suspended concrete are suspended floors and carry the underfloor insulation their climate zone asks (section “Floors carry their insulation”); the carbon table includes it for the default climate zone 6.',
    ],
    tables: elementTables(
      FLOOR_KEYS,
      (k) => FLOORS[k],
      (k, ds) => (k === 'timberFirstFloor' ? floorFactor('timber', 'first', ds) : floorFactor(k, 'ground', ds)),
      {
        buildUp: 'Floor build-ups (per m² of floor)',
        carbon:
          'Floors (kgCO2e per m² of floor, before suppliers; suspended ground floors with their climate zone 6 insulation)',
        option: 'Floor',
      },
    ),
  });
  const dwelling = section('dwelling', 'Dwelling geometry and optimizer formulas', {
    paragraphs: [
      'Each storey i is the ground floor (g) or the first floor (f). A storey whose area is 0 contributes no walls, windows or floor. Per-m² outputs and percentages are 0 when their denominator is 0.',
    ],
    formulas: [
      {
        tex: String.raw`P_i = 4.5 \sqrt{A_i} \quad \text{m}`,
        says: 'The perimeter of storey i from its floor area: a 1.5 : 1 rectangle (4.08) plus about 10 % for articulation.',
      },
      {
        tex: String.raw`G_i = P_i \times h \quad \text{m²}`,
        says: 'The gross wall area of storey i: its perimeter times the ceiling height h.',
      },
      {
        tex: String.raw`W_i = G_i \times w / 100 \quad \text{m²}`,
        says: 'The window area of storey i: the window area percentage w of its gross wall area.',
      },
      {
        tex: String.raw`O_i = G_i - W_i \quad \text{m²}`,
        says: 'The opaque wall area of storey i: its gross wall area less its windows.',
      },
      {
        tex: String.raw`R = 1.245 \max(A_g, A_f) \quad \text{m²}`,
        says: 'The roof area: the larger of the ground and first floor areas, times 1.15 for eaves and 1/cos 22.5° for the pitch.',
      },
      {
        tex: String.raw`\text{walls} = \sum_i O_i \times \text{wall factor}(\text{material}_i, \text{suppliers}) \quad \text{kgCO₂e}`,
        says: 'The walls’ carbon adds, over both storeys, the opaque wall area times the factor of that storey’s wall material in the chosen dataset, with the chosen brick and concrete suppliers.',
      },
      {
        tex: String.raw`\text{windows} = \sum_i W_i \times \text{window factor}(\text{frame}, \text{glazing})`,
        says: 'The windows’ carbon: the window area of both storeys times the factor of the chosen frame and glazing.',
      },
      {
        tex: String.raw`\text{roof} = R \times \text{roof factor}(\text{roof material})`,
        says: 'The roof’s carbon: the roof area times the factor of the roof material.',
      },
      {
        tex: String.raw`\text{floors} = A_g \times \text{floor factor}(\text{ground floor}) + A_f \times \text{floor factor}(\text{first floor})`,
        says: 'The floors’ carbon: each floor area times the factor of its floor structure (the first floor as mapped above).',
      },
      {
        tex: String.raw`\text{total carbon} = \text{walls} + \text{windows} + \text{roof} + \text{floors} \quad \text{kgCO₂e}`,
        says: 'The dwelling’s total carbon: the sum of its elements.',
      },
      {
        tex: String.raw`\text{carbon per m²} = \frac{\text{total carbon}}{A_g + A_f}`,
        says: 'The total carbon per m² of floor area.',
      },
      {
        tex: String.raw`\text{wall cost} = \sum_i O_i \times \text{wall rate}(\text{material}_i) \quad \text{AUD}`,
        says: 'The walls’ cost: each storey’s opaque wall area times the cost rate of its wall material.',
      },
      {
        tex: String.raw`\text{floor cost} = A_g \times \text{floor rate}(\text{ground floor}) + A_f \times \text{floor rate}(\text{first floor})`,
        says: 'The floors’ cost: each floor area times the cost rate of its floor structure (the first floor as mapped above).',
      },
      {
        tex: String.raw`\text{cold-shell cost} = \text{wall cost} + \sum_i W_i \times \text{window rate} + R \times \text{roof rate} + \text{floor cost} \quad \text{AUD}`,
        says: 'The cold-shell cost: the wall cost, plus the window area times the rate of the chosen window, plus the roof area times the rate of the roof material, plus the floor cost.',
      },
      {
        tex: String.raw`\text{cold-shell cost per m²} = \frac{\text{cold-shell cost}}{A_g + A_f}`,
        says: 'The cold-shell cost per m² of floor area.',
      },
      {
        tex: String.raw`\text{wall share of carbon} = 100 \times \text{walls} / \text{total carbon}`,
        says: 'The opaque walls’ share of the total carbon, in per cent (“Wall Footprint as % of total footprint”).',
      },
      {
        tex: String.raw`\text{wall share of cost} = 100 \times \text{wall cost} / \text{cold-shell cost}`,
        says: 'The opaque walls’ share of the cold-shell cost, in per cent (“Wall footprint as cost of project”).',
      },
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
