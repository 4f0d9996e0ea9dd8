import { FLOOR_INSULATION_COST_PER_R } from '../costs/cost-rates';
import { FLOOR_INSULATION as Q } from '../quantities/floor-insulation';
import {
  FLOOR_DEFAULT_CLIMATE_ZONE,
  FLOOR_THERMAL_LAYERS,
  floorThermal,
  NCC_FLOOR_CASE,
  nccFloorRule,
  SUSPENDED_FLOORS,
} from '../thermal/floor-insulation';
import { CLIMATE_ZONES, CLIMATE_ZONE_LABELS } from '../thermal/ncc-wall';
import type { FloorKey } from '../keys';
import { fmt, type MethodologySection, section } from './methodology-types';

const SUSPENDED = Object.keys(SUSPENDED_FLOORS) as FloorKey[];

/** Floors carry their insulation (issue #49, point 8): the climate zone, the NCC floor value, the quantities. */
export function floorInsulationSection(): MethodologySection {
  return section('floor-insulation', 'Floors carry their insulation (climate zone)', {
    paragraphs: [
      `A suspended ground floor loses heat to the space under it. NCC 2022 (ABCB Housing Provisions Standard 2022, 13.2.6 “Floors and subfloor walls”, NCC22_HP1326) sets the labelled R-value of the insulation it needs: by climate zone, by whether the subfloor space is enclosed, by the height of the subfloor walls and by whether reflective insulation faces down over the subfloor space (Tables 13.2.6b–h); a floor over an unenclosed space reads Table 13.2.6a instead (R2.0 in zones 1–2, R1.5 in zone 3, not permitted as deemed-to-satisfy in zones 4–5, R4.0, or R3.5 with a reflective airspace, in zones 6–8). The product models one case, the common one for a timber floor on stumps inside masonry or sheet base walls: ${NCC_FLOOR_CASE}, taking the table’s row without subfloor wall insulation where it has one. The slab page (the timber floor of the three stump systems) and the optimizer (a timber, AAC or suspended concrete ground floor) give such a floor that insulation: glasswool batts between the joists of a framed floor, rigid EPS board fixed under a suspended slab. The insulation’s carbon, its cost and the floor’s Total R-value with and without it are all shown.`,
      `The climate zone is an input (NCC climate zones 1–8; find it on the ABCB climate zone map, ABCB_CLIMATE_MAP, by searching the address or locality: zones follow council boundaries, so a postcode alone can mislead). A request that names none uses the user’s profile zone, else zone ${FLOOR_DEFAULT_CLIMATE_ZONE} (Melbourne, the wall page’s default too). The answer and the saved snapshot record the zone used, so a snapshot recalculates as it was made. A snapshot saved before this model records no zone: it still reads and verifies as saved, and “Recalculate with current data” computes it in zone ${FLOOR_DEFAULT_CLIMATE_ZONE} and says so. Snapshots saved with engine 1.1.0 read their floors against a benchmark Total R-value by zone from a secondary table (Australian Energy Foundation, AEF_RVALUE: 1.5 / 1.0 / 2.25 / 1.0 / 2.25 / 2.25 / 2.75 / 3.25 for zones 1–8), which is not in NCC 2022; they keep it as saved, and recalculating one shows what the NCC’s values change.`,
      'Simplifications: a slab on the ground (concrete slab, waffle pod, strip footing, and the slab page’s raft and waffle systems) needs no underfloor insulation in this model; the NCC’s separate slab-edge and under-slab insulation rule (13.2.6(5): R0.64 each in climate zones 6 and 7, R1.0 edge and R2.0 under in zone 8; waffle pods excepted) is not modelled. A first floor lies between storeys, over the conditioned ground storey, and needs none (a first floor over an open carport would; not modelled). In zones 1–3 the NCC asks insulation of the subfloor walls instead of the floor (R1.5, R1.0 and R0.5 for walls of this height); the product names it and does not count it, because its quantity depends on the house’s perimeter, which a per-m² floor line does not know (for a 200 m² house, about 64 m of subfloor wall 0.75 m high: some 48 m² of board). A metal-framed floor (13.2.6(3), Tables 13.2.6i–j) is not among the product’s floors. The NCC values are labelled R-values of the insulation product, so the floor’s Total R-value with it is shown for information only; it counts no floor covering and not the ground under the subfloor space.',
      'How the tables were read: from a text extraction of the standard (docs/research/issue-49-verification.md) whose table rows are split across pages; each table’s rows were put back together by the order in which the extraction emits a page’s tables. For the modelled case the reading does not hang on that order: the two tables that share page 363 (zones 4 and 5) both give R1.5 for walls over 600 and up to 900 mm without a reflective layer, and the zone 6–8 values (R2.0, R2.5, R2.5) rise with the zone as the unenclosed floor’s do. Every other quantity below is an estimate with its derivation. The insulation lines are multiplied by the slab page’s complexity factor like every other material quantity.',
    ],
    formulas: [
      {
        tex: String.raw`R_{\text{added}} = R_{\text{NCC 13.2.6}}(\text{zone}) \qquad R_{\text{total}} = R_{\text{own}} + R_{\text{added}}`,
        says: 'The insulation added to a suspended ground floor has the labelled R-value NCC 2022 asks in its climate zone for the modelled case (none in zones 1–3); the floor’s Total R-value with it is its own plus the insulation’s.',
      },
      {
        tex: String.raw`R_{\text{own}} = R_{\text{indoor film}} + R_{\text{deck}} + R_{\text{subfloor space}} + R_{\text{underside film}}`,
        says: 'A floor’s own Total R-value adds the still-air film on its top (heat flowing down), the floor sheet or slab, one still-air layer for the enclosed subfloor, and the air film on its underside.',
      },
      {
        tex: String.raw`t = R_{\text{added}} \times \text{conductivity} \qquad m = t \times \text{density}`,
        says: 'The insulation’s thickness in metres is the added R-value times the material’s thermal conductivity, and its mass per m² of floor is that thickness times its density.',
      },
      {
        tex: String.raw`\text{rate} = \text{floor rate} + R_{\text{added}} \times \text{rate per R}`,
        says: 'A suspended floor’s cost rate per m² is its cold-shell rate plus the added R-value times the insulation’s installed rate per m² per m²K/W (an estimate).',
      },
    ],
    tables: [
      {
        title: `Insulation NCC 2022 asks of a suspended floor over ${NCC_FLOOR_CASE}, by climate zone (labelled R-values)`,
        columns: ['Climate zone', 'Under the floor (m²K/W)', 'Subfloor walls (m²K/W)', 'Where', 'Source'],
        rows: CLIMATE_ZONES.map((z) => {
          const rule = nccFloorRule(z);
          return [
            CLIMATE_ZONE_LABELS[z],
            rule.floorInsulationR > 0 ? fmt(rule.floorInsulationR, 1) : 'none',
            rule.subfloorWallR > 0 ? `${fmt(rule.subfloorWallR, 1)} (not counted)` : 'none',
            rule.table,
            rule.sourceIds.join(', '),
          ];
        }),
      },
      {
        title: 'Layers of the suspended floors’ own build-ups',
        columns: ['Layer', 'R (m²K/W)', 'Confidence', 'Source', 'Basis'],
        rows: Object.values(FLOOR_THERMAL_LAYERS).map((l) => [
          l.label,
          fmt(l.r, 2),
          l.confidence,
          l.sourceIds.join(', ') || 'our derivation',
          l.basis,
        ]),
      },
      {
        title: 'Suspended ground floors: own R-value and the insulation they get',
        columns: ['Floor', 'Layers', 'Own Total R (m²K/W)', 'Insulation'],
        rows: SUSPENDED.map((k) => {
          const s = SUSPENDED_FLOORS[k]!;
          const t = floorThermal(k, 'ground', FLOOR_DEFAULT_CLIMATE_ZONE);
          return [
            k,
            s.layers.map((id) => fmt(FLOOR_THERMAL_LAYERS[id].r, 2)).join(' + '),
            fmt(t.ownR ?? 0, 2),
            s.insulation,
          ];
        }),
      },
      {
        title: 'Insulation materials (conductivity, density, cost)',
        columns: [
          'Material',
          'Conductivity λ (W/mK)',
          'Density ρ (kg/m³)',
          'kg/m² per m²K/W',
          'AUD per m² per m²K/W (range)',
          'Basis',
        ],
        rows: [
          [
            'glasswool batts (factor glasswool_kg)',
            fmt(Q.glasswoolConductivityWPerMK.value, 3),
            fmt(Q.glasswoolDensityKgPerM3.value, 2),
            fmt(Q.glasswoolConductivityWPerMK.value * Q.glasswoolDensityKgPerM3.value, 4),
            `${fmt(FLOOR_INSULATION_COST_PER_R.glasswool.value, 0)} (${fmt(FLOOR_INSULATION_COST_PER_R.glasswool.min, 0)}–${fmt(FLOOR_INSULATION_COST_PER_R.glasswool.max, 0)}), estimate`,
            `λ: ${Q.glasswoolConductivityWPerMK.basis}; ρ: ${Q.glasswoolDensityKgPerM3.basis}`,
          ],
          [
            'EPS board (factor eps_kg)',
            fmt(Q.epsConductivityWPerMK.value, 3),
            fmt(Q.epsDensityKgPerM3.value, 2),
            fmt(Q.epsConductivityWPerMK.value * Q.epsDensityKgPerM3.value, 4),
            `${fmt(FLOOR_INSULATION_COST_PER_R.eps.value, 0)} (${fmt(FLOOR_INSULATION_COST_PER_R.eps.min, 0)}–${fmt(FLOOR_INSULATION_COST_PER_R.eps.max, 0)}), estimate`,
            `λ: ${Q.epsConductivityWPerMK.basis}; ρ: ${Q.epsDensityKgPerM3.basis}`,
          ],
        ],
      },
      {
        title: 'Insulation added per climate zone (R m²K/W / mm / kg per m² of floor)',
        columns: ['Climate zone', ...SUSPENDED],
        rows: CLIMATE_ZONES.map((z) => [
          String(z),
          ...SUSPENDED.map((k) => {
            const t = floorThermal(k, 'ground', z);
            return `R${fmt(t.addedR, 2)} / ${fmt(t.thicknessMm, 0)} mm / ${fmt(t.kgPerM2, 3)} kg`;
          }),
        ]),
      },
    ],
  });
}
