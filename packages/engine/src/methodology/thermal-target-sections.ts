import { WALL_MATERIAL_KEYS, WALL_TYPE_KEYS } from '../keys';
import { WALL_TYPES } from '../quantities/wall-types';
import { ALL_TARGETS, GREEN_STAR_CREDIT, type CarbonTarget } from '../targets/targets';
import { HIGH_MASS_NOTE, TOTAL_R_LABEL } from '../thermal/wall-r-reading';
import { CLIMATE_ZONES, CLIMATE_ZONE_LABELS, nccWallBenchmark, THERMAL_MARGIN } from '../thermal/ncc-wall';
import {
  THERMAL_LAYER_IDS,
  THERMAL_LAYERS,
  wallMaterialRValue,
  wallTypeRValue,
  type WallRValue,
} from '../thermal/wall-r-values';
import { fmt, type MethodologySection, section } from './methodology-types';

const layerSum = (r: WallRValue) => r.layers.map((l) => fmt(l.r, l.r === 0.165 ? 3 : 2)).join(' + ');

/** How the wall page's R-values are built, layer by layer, and what it compares them with. */
export function thermalSection(): MethodologySection {
  const zones = CLIMATE_ZONES.map((z) => nccWallBenchmark(z));
  return section('thermal', 'Thermal performance of the walls (R-values)', {
    paragraphs: [
      `Each wall type and optimizer wall material carries its Total R-value (m²K/W), shown as “${TOTAL_R_LABEL}”: the sum of the R-values of its layers, outside in, including the insulation its carbon build-up counts, taken through the insulated part of the wall, clear of framing. It is shown beside carbon so that a lower-carbon wall that is also a colder wall is visible.`,
      `The wall page flags option B as the colder wall when its R-value is lower than option A’s by more than ${fmt(THERMAL_MARGIN, 1)} m²K/W, and says whether each option reaches the NCC’s deemed-to-satisfy wall value for the climate zone the user picks (default: zone 6, Melbourne). Most houses comply through a NatHERS rating instead, where a wall below that value can be offset elsewhere, so a wall below it is described as “below the NCC deemed-to-satisfy value”, never as non-compliant. Of a masonry or concrete (high-mass) wall below it the page adds: “${HIGH_MASS_NOTE}”`,
      'An R-value does not count thermal mass: brick and block walls can do better in a NatHERS rating than their R-value suggests. Steel furring bridges the insulation of the masonry lining, so the lined masonry and concrete walls’ values are upper bounds.',
      'Confidence: a wall is “sourced” only when every one of its layers was read in a cited source; otherwise it is an estimate, with the derivation of each estimated layer below.',
    ],
    formulas: [
      {
        tex: String.raw`R_{\text{total}} = \sum_{\text{layers}} R_{\text{layer}} \quad \text{m²K/W}`,
        says: 'A wall’s Total R-value adds the R-values of its layers: the two air films, the cladding or masonry, any air space, the insulation and the lining.',
      },
      {
        tex: String.raw`R = \frac{\text{thickness}}{\text{conductivity}}`,
        says: 'A layer whose R-value is not published is its thickness in metres divided by its thermal conductivity in W/mK.',
      },
    ],
    tables: [
      {
        title: 'Layers',
        columns: ['Layer', 'R (m²K/W)', 'Confidence', 'Source', 'Basis'],
        rows: THERMAL_LAYER_IDS.map((id) => {
          const l = THERMAL_LAYERS[id];
          return [l.label, fmt(l.r, 3), l.confidence, l.sourceIds.join(', ') || 'our derivation', l.basis];
        }),
      },
      {
        title: 'Wall types (wall calculator)',
        columns: ['Wall type', 'Total R (m²K/W)', 'Layers added', 'Insulation', 'Confidence'],
        rows: WALL_TYPE_KEYS.map((k) => {
          const r = wallTypeRValue(k);
          return [WALL_TYPES[k].label, fmt(r.r), layerSum(r), r.insulation, r.confidence];
        }),
      },
      {
        title: 'Wall materials (optimizer)',
        columns: ['Wall material', 'Total R (m²K/W)', 'Layers added', 'Insulation', 'Confidence'],
        rows: WALL_MATERIAL_KEYS.map((k) => {
          const r = wallMaterialRValue(k);
          return [k, fmt(r.r), layerSum(r), r.insulation, r.confidence];
        }),
      },
      {
        title: 'NCC deemed-to-satisfy wall value by climate zone',
        columns: ['Climate zone', 'Minimum Total R (m²K/W)', 'Source', 'Confidence', 'Basis'],
        rows: zones.map((b) => [
          CLIMATE_ZONE_LABELS[b.climateZone],
          fmt(b.minimumR, 1),
          b.sourceIds.join(', '),
          b.confidence,
          b.basis,
        ]),
      },
    ],
  });
}

const targetValueCell = (t: CarbonTarget) =>
  t.kind === 'reduction'
    ? `${fmt(t.value * 100, 0)} % less`
    : `${fmt(t.value, 0)}${t.max === undefined ? '' : `–${fmt(t.max, 0)}`} ${t.unit}`;

/** Every target and benchmark the pages read results against, with its scope and source. */
export function targetsSection(): MethodologySection {
  return section('targets', 'Targets and benchmarks', {
    paragraphs: [
      'A wall or footing result shows its own percentage change against the page’s baseline: option A on the wall page, the business-as-usual footing on the slab page, the current design on the optimizer. That keeps the scope identical to the result’s (A1–A3, the parts the page counts).',
      `Green Star Buildings’ 10, 20 and 40 % (${GREEN_STAR_CREDIT}) are cuts for a whole building’s upfront carbon (A1–A5) against a reference building. They are shown beside a result for scale only: a change to one wall or footing does not reach, earn or fall short of a Green Star credit. On the wall page a user may still set their own target from one of these cuts (applied to option A’s intensity at A1–A5, the basis of Progress to Target, where the figures have their modules), and the page says where the number came from.`,
      'ASBEC’s “at least 60 %” less embodied carbon by 2035 (said at the launch of Our Upfront Opportunity, April 2025, as reported; the report itself was not read) is a trajectory for the whole built environment; it is shown as context, never as a band a design reaches.',
      'Whole-house figures per m² of floor area are shown only beside the dwelling figure of the same scope and modules: a whole-house benchmark beside the whole-house estimate (cold shell plus internal walls, ceilings and their insulation, services and site activity), at A1–A5, never beside the cold shell. A benchmark whose source does not state its modules is set beside the A1–A5 figure and says so.',
      'A1–A5 figures are computed module by module (transport, waste and site activity; see “Upfront carbon: A4 and A5”), not by scaling A1–A3.',
    ],
    formulas: [
      {
        tex: String.raw`\text{reduction} = \frac{\text{baseline} - \text{result}}{\text{baseline}} \times 100 \quad \text{per cent}`,
        says: 'A result’s reduction is the baseline less the result, as a share of the baseline; it is negative when the result emits more.',
      },
      {
        tex: String.raw`\text{target value} = \text{baseline} \times (1 - \text{cut})`,
        says: 'A target set from a published cut asks for the baseline less that cut (from Green Star Buildings’ 20 % reference, 0.8 times the baseline).',
      },
    ],
    tables: [
      {
        title: 'Targets and benchmarks',
        columns: ['Target', 'Value', 'Modules', 'Parts', 'Building type', 'Year', 'Source', 'Confidence', 'Scope'],
        rows: ALL_TARGETS.map((t) => [
          t.label,
          targetValueCell(t),
          t.modules,
          t.parts,
          t.buildingType,
          // A year is a label, not a quantity: never digit-grouped (digitsForPeople).
          String(t.year),
          t.sourceIds.join(', '),
          t.confidence,
          t.scopeNote,
        ]),
      },
    ],
  });
}
