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
      {
        tex: String.raw`\text{wall factor}(\text{type}) = \sum_{\text{parts}} \sum_{\text{lines}} \text{quantity} \times \text{factor}_{\text{dataset}}(\text{material}) \quad \text{kgCO₂e per m² of wall}`,
        says: 'A wall type’s carbon per m² of wall adds, over each of its parts and each line of a part, the line’s quantity per m² times the emission factor of its material in the chosen dataset.',
      },
      {
        tex: String.raw`\text{option}_X = \text{length} \times \text{height} \times \text{wall factor}(\text{wall type}_X) \quad \text{kgCO₂e}`,
        says: 'The carbon of option X (A or B) at one location: the wall’s length times its height times the wall factor of the wall type chosen for that option.',
      },
      {
        tex: String.raw`\text{reduction} = \text{option}_A - \text{option}_B`,
        says: 'The reduction at one location: option A’s carbon less option B’s.',
      },
      {
        tex: String.raw`\text{wall area} = \sum_{\text{locations}} \text{length} \times \text{height} \quad \text{m²}`,
        says: 'The form’s wall area adds length times height over the locations with both a length and a height; it is 1 if there are none or the sum is 0.',
      },
      {
        tex: String.raw`\text{intensity}_X = \frac{\sum \text{option}_X}{\text{wall area}} \quad \text{kgCO₂e/m²}`,
        says: 'The intensity of option X: its carbon summed over the locations, divided by the wall area.',
      },
      {
        tex: String.raw`\text{actual reduction} = \sum \text{option}_A - \sum \text{option}_B`,
        says: 'The actual reduction: option A’s carbon summed over the locations, less option B’s.',
      },
      {
        tex: String.raw`\text{progress to target} = 100 \quad \text{if } \text{intensity}_A \le \text{target}`,
        says: 'Progress to target (%) is 100 when option A’s intensity already meets the target.',
      },
      {
        tex: String.raw`\text{progress to target} = \frac{\text{intensity}_A - \text{intensity}_B}{\text{intensity}_A - \text{target}} \times 100 \quad \text{otherwise}`,
        says: 'Otherwise it is the share of the gap between option A’s intensity and the target that option B closes, in per cent; it is not capped, so it can exceed 100 or be negative. The page shows it at A1–A5 (each intensity with transport to site and construction waste), the comparison every figure uses, and at A1–A3 below it, as snapshots saved before A4 and A5 were counted show it.',
      },
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
