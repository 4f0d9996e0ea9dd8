import type { UnitCarbon } from '../breakdown/unit-carbon';
import { DATASET_IDS, type DatasetId } from '../datasets/dataset-ids';
import { wallMaterialFactor } from '../dwellings/wall-material-factor';
import { WALL_MATERIAL_KEYS, WALL_TYPE_KEYS } from '../keys';
import { WALL_MATERIALS } from '../quantities/wall-materials';
import { WALL_PART_IDS, WALL_PARTS } from '../quantities/wall-parts';
import { WALL_TYPES } from '../quantities/wall-types';
import { wallTypeFactor } from '../walls/wall-type-factor';
import { type Cell, fmt, type MethodologySection, section } from './methodology-types';

/** "42.87 (22.51–72.74)" on au-typical, "83.76" elsewhere. */
export function perUnitCell(u: UnitCarbon, datasetId: DatasetId): string {
  return datasetId === 'au-typical' ? `${fmt(u.perM2)} (${fmt(u.min)}–${fmt(u.max)})` : fmt(u.perM2);
}

export function perDataset(get: (datasetId: DatasetId) => UnitCarbon): Cell[] {
  return DATASET_IDS.map((id) => perUnitCell(get(id), id));
}

export const DATASET_COLUMNS = ['au-typical (min–max)', 'au-conservative', 'au-hybrid'];

export function wallSections(): MethodologySection[] {
  const walls = section('walls', 'Wall types (wall calculator)', {
    paragraphs: [
      'Functional unit: 1 m² of gross external wall (no openings deducted), complete with structure, cladding, insulation and internal lining, so that lightweight and masonry walls compare on equal terms.',
      'The wall page compares option A and option B per location and for the whole form. Locations lacking length or height are excluded (0).',
    ],
    formulas: [
      'wallFactor[type] = Σ parts Σ lines qty × factor[dataset][factorKey]   (kgCO2e per m² of wall)',
      'optionX = length × height × wallFactor[materialX]   (kgCO2e); reduction = optionA − optionB',
      'area = Σ length × height over locations with both values (1 if none, or if the sum is 0)',
      'intensityX = Σ optionX / area;  actualReduction = Σ optionA − Σ optionB',
      'percentageReduction = 100 if intensityA ≤ target, else (intensityA − intensityB) / (intensityA − target) × 100 (not capped)',
    ],
    tables: [
      {
        title: 'Part library (quantities per m² of wall)',
        columns: ['Part', 'Component', 'Qty', 'Unit', 'Factor key', 'Quantity confidence', 'Basis'],
        rows: WALL_PART_IDS.flatMap((part) =>
          WALL_PARTS[part].map((q) => [part, q.component, q.qty, q.unit, q.factorKey, q.confidence, q.basis]),
        ),
      },
      {
        title: 'The 13 wall types (kgCO2e per m² of wall)',
        columns: ['Key', 'Label', 'Parts', ...DATASET_COLUMNS],
        rows: WALL_TYPE_KEYS.map((k) => [
          k,
          WALL_TYPES[k].label,
          WALL_TYPES[k].parts.join(' + '),
          ...perDataset((ds) => wallTypeFactor(k, ds)),
        ]),
      },
    ],
  });
  const materials = section('wall-materials', 'Optimizer wall materials', {
    paragraphs: [
      'The optimizer’s "Ground/First Floor Wall Area" fields select one of 12 materials. Seven reuse a wall type; five are new build-ups from the same part library. Values below are before supplier effects.',
      'Supplier effects: every brickSkin has its brick line replaced by the brick supplier’s line (48.4 × kg per brick × supplier factor); every ready-mix concrete line (core fill, in-situ wall) takes the concrete supplier’s factor. Precast panels are not affected.',
    ],
    tables: [
      {
        title: 'Optimizer wall materials (kgCO2e per m² of opaque wall, before suppliers)',
        columns: ['Material', 'Same as wall type', 'Parts', ...DATASET_COLUMNS],
        rows: WALL_MATERIAL_KEYS.map((k) => [
          k,
          WALL_MATERIALS[k].sameAsWallType ?? '– (new)',
          WALL_MATERIALS[k].parts.join(' + '),
          ...perDataset((ds) => wallMaterialFactor(k, ds)),
        ]),
      },
    ],
  });
  return [walls, materials];
}
