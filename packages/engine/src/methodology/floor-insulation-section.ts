import { FLOOR_INSULATION_COST_PER_R } from '../costs/cost-rates';
import { FLOOR_INSULATION as Q } from '../quantities/floor-insulation';
import {
  FLOOR_DEFAULT_CLIMATE_ZONE,
  FLOOR_THERMAL_LAYERS,
  floorThermal,
  nccFloorBenchmark,
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
      `A suspended ground floor loses heat to the space under it, and needs insulation under it in most climate zones. The product brings it up to a Total R-value by climate zone from a secondary table (Australian Energy Foundation): a modelling benchmark, not NCC 2022’s rule, which sets the labelled R-value of the insulation by subfloor (enclosed or unenclosed), subfloor wall height and zone (Housing Provisions 13.2.6; for a floor over an unenclosed space R2.0 in zones 1–2, R1.5 in 3, not permitted in 4–5, R4.0 in 6–8). Its tables for enclosed subfloors are still to be read, so the insulation here shows the scale of its carbon and cost, not what compliance needs. The slab page (the timber floor of the three stump systems) and the optimizer (a timber, AAC or suspended concrete ground floor) give such a floor the insulation that brings its own Total R-value up to that minimum: glasswool batts between the joists of a framed floor, rigid EPS board fixed under a suspended slab. The insulation’s carbon, its cost and the floor’s R-value with and without it are all shown.`,
      `The climate zone is an input (NCC climate zones 1–8; find it on the ABCB climate zone map, ABCB_CLIMATE_MAP, by searching the address or locality: zones follow council boundaries, so a postcode alone can mislead). A request that names none uses the user’s profile zone, else zone ${FLOOR_DEFAULT_CLIMATE_ZONE} (Melbourne, the wall page’s default too; it asks R2.25, as zones 3 and 5 do). The answer and the saved snapshot record the zone used, so a snapshot recalculates as it was made. A snapshot saved before this model records no zone: it still reads and verifies as saved, and “Recalculate with current data” computes it in zone ${FLOOR_DEFAULT_CLIMATE_ZONE} and says so, so that the recalculation shows what the insulation changes.`,
      'Simplifications: a slab on the ground (concrete slab, waffle pod, strip footing, and the slab page’s raft and waffle systems) needs no underfloor insulation in this model; the NCC’s separate slab-edge and under-slab insulation rule (NCC 2022 Housing Provisions 13.2.6(5): R0.64 each in climate zones 6 and 7, R1.0 edge and R2.0 under in zone 8; waffle pods excepted) is not modelled. A first floor lies between storeys, over the conditioned ground storey, and needs none (a first floor over an open carport would; not modelled). The added R-value is the exact shortfall, not rounded up to a product’s R-value step. The floor’s own R-value counts no floor covering and not the ground under the subfloor space, both of which would add to it, so the insulation is if anything overstated.',
      'Every quantity is an estimate with the derivation below; the NCC values are read in a secondary table (AEF_RVALUE, which agrees with the data review of November 2026) and are still to be verified against the text of NCC 2022 Housing Provisions 13.2.6. The insulation lines are multiplied by the slab page’s complexity factor like every other material quantity.',
    ],
    formulas: [
      {
        tex: String.raw`R_{\text{added}} = \max(0,\ R_{\text{NCC}}(\text{zone}) - R_{\text{own}})`,
        says: 'The insulation added to a suspended ground floor is the benchmark Total R-value of the climate zone less the floor’s own Total R-value, rounded to 0.01; none when the floor already reaches it.',
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
        title: 'Benchmark Total R-value of a suspended floor, by climate zone (secondary table; not NCC 2022’s rule)',
        columns: ['Climate zone', 'Total R (m²K/W)', 'Source', 'Confidence'],
        rows: CLIMATE_ZONES.map((z) => {
          const b = nccFloorBenchmark(z);
          return [CLIMATE_ZONE_LABELS[z], fmt(b.requiredR, 2), b.sourceIds.join(', '), `${b.confidence} (verify)`];
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
