import type { DatasetId } from '../datasets/dataset-ids';
import { computeFootingSystem } from '../footings/calculate-footing-system';
import { FOOTING_SYSTEMS } from '../footings/footing-systems';
import { FOOTING_SYSTEM_KEYS } from '../keys';
import { FOOTING_GEOMETRY } from '../quantities/footing-geometry';
import { fmt, type Formula, type MethodologySection, type MethodologyTable, section } from './methodology-types';

/** What the slab calculator takes, how its quantities are detailed, and when low-carbon concrete applies. */
const FOOTING_PARAGRAPHS: readonly string[] = [
  'Inputs: slab area A (m²), founding depth D (m = depth in mm / 1000), complexity c (0–25 %, step 5).',
  'Quantities are typical AS 2870-style details, not an engineering design; pod size/height and rib width/spacing are sourced (WAFFLE_GEOM), everything else is an estimate. The stump systems include a timber floor so every system delivers a floor; it is a suspended floor and carries the glasswool batts its climate zone asks (an input, default zone 6; section “Floors carry their insulation”), in both systems compared. The slab systems sit on the ground and carry none. The table of results at A = 200 m² below includes the batts of climate zone 6.',
  'Low-carbon concrete (30 % fly ash) applies to the alternate system only, and only to the lines marked “in situ” below: 25 MPa and 20 MPa concrete become their 30 % fly-ash equivalents (factor keys concrete25MPaFA30_m3 and concrete20MPaFA30_m3). Precast stumps stay at standard 32 MPa; business as usual (BAU) always uses standard concrete.',
  'When A = 0 every quantity and count is 0 and all outputs are 0.',
];

/** Every quantity of every footing element, the systems' carbon and the reduction. */
const FOOTING_FORMULAS: readonly Formula[] = [
  {
    tex: String.raw`P = 4.08 \sqrt{A} \quad \text{m}`,
    says: 'The slab perimeter: a 1.5 : 1 rectangle of area A.',
  },
  {
    tex: String.raw`L_s = 1.5\,P \quad \text{m}`,
    says: 'The length of strip beams under a raft: the perimeter plus internal beams of 0.5 P.',
  },
  {
    tex: String.raw`f = 1 + c / 100`,
    says: 'The complexity factor f multiplies every material quantity below; counts (n) are not multiplied.',
  },
  {
    tex: String.raw`\text{slab concrete (N25, in situ)} = 0.1\,A \quad \text{m³}`,
    says: 'Slab: 100 mm of 25 MPa concrete over the slab area A.',
  },
  {
    tex: String.raw`\text{slab mesh} = 3.56\,A \quad \text{kg}`,
    says: 'Slab: SL82 reinforcing mesh over the slab area.',
  },
  {
    tex: String.raw`\text{membrane} = 0.184\,A \quad \text{kg}`,
    says: 'Slab and waffle slab: a 0.2 mm polyethylene membrane under the slab area.',
  },
  {
    tex: String.raw`\text{beam concrete (N25, in situ)} = 0.3 \cdot 0.4 \cdot L \quad \text{m³}`,
    says: 'Strip beams of length L (the beam length under a raft, the perimeter under stumps): a 300 × 400 mm section of 25 MPa concrete.',
  },
  {
    tex: String.raw`\text{trench mesh} = 4.6\,L \quad \text{kg}`,
    says: 'Strip beams of length L: trench mesh along the beams.',
  },
  {
    tex: String.raw`\text{blinding concrete (N20, in situ)} = 0.3 \cdot \max(0, D - 0.5) \cdot L \quad \text{m³}`,
    says: 'Blinding under strip beams of length L: 20 MPa mass concrete, 0.3 m wide, from 0.5 m down to the founding depth D (none when D is 0.5 m or less).',
  },
  {
    tex: String.raw`n = \lceil L / 2.0 \rceil`,
    says: 'Screw piles along a length L: one every 2.0 m, rounded up to a whole pile.',
  },
  {
    tex: String.raw`\text{pile steel} = n \cdot (6.43 \cdot \max(1.0, D) + 5.5 + 3.0) \quad \text{kg}`,
    says: 'Each of the n screw piles: a galvanised steel shaft of 6.43 kg/m, as long as the founding depth D but at least 1.0 m, plus a 5.5 kg helix and a 3.0 kg head bracket.',
  },
  {
    tex: String.raw`\text{stump concrete (N32, precast)} = n \cdot 0.01 \cdot (0.6 + D) \quad \text{m³}`,
    says: 'Each of the n stumps (the count the system states): a 100 × 100 mm precast 32 MPa stump, 0.6 m above ground plus the founding depth; low-carbon concrete does not apply.',
  },
  {
    tex: String.raw`\text{stump reinforcement} = n \cdot 0.3 \cdot (0.6 + D) \quad \text{kg}`,
    says: 'The reinforcement of the n stumps, over the same length.',
  },
  {
    tex: String.raw`\text{stump-hole concrete (N20, in situ)} = n \cdot 0.0606858 \cdot D \quad \text{m³}`,
    says: 'The 20 MPa concrete that sets the n stumps: a 300 mm hole less the stump, to the founding depth.',
  },
  {
    tex: String.raw`\text{subfloor timber} = 0.0135\,A \quad \text{m³}`,
    says: 'Timber floor on stumps: bearers and joists over the floor area.',
  },
  {
    tex: String.raw`\text{particleboard} = 0.019\,A \quad \text{m³}`,
    says: 'Timber floor on stumps: 19 mm particleboard flooring over the floor area.',
  },
  {
    tex: String.raw`\text{waffle concrete (N25, in situ)} = 0.1375\,A + 0.09\,P \quad \text{m³}`,
    says: 'Waffle slab: 25 MPa concrete for the topping and ribs over the area, and a 300 × 385 mm edge beam along the perimeter.',
  },
  {
    tex: String.raw`\text{waffle reinforcement} = 4.29\,A + 2.3\,P \quad \text{kg}`,
    says: 'Waffle slab: topping mesh and rib bars over the area, and trench mesh in the edge beam along the perimeter.',
  },
  {
    tex: String.raw`\text{EPS pods} = 1.2\,A \quad \text{kg}`,
    says: 'Waffle slab: 300 mm expanded polystyrene pods over the area.',
  },
  {
    tex: String.raw`n = \lceil P / 2 + A / 16 \rceil`,
    says: 'Waffle-slab piers: one every 2 m of perimeter plus one internal pier per 16 m² of area, rounded up to a whole pier.',
  },
  {
    tex: String.raw`\text{pier concrete (N20, in situ)} = n \cdot 0.0706858 \cdot \max(0, D - 0.385) \quad \text{m³}`,
    says: 'The n waffle-slab piers: 300 mm piers of 20 MPa concrete from 0.385 m down to the founding depth (none when D is 0.385 m or less).',
  },
  {
    tex: String.raw`\text{system carbon} = \sum_{\text{lines}} \text{quantity} \times f \times \text{factor} \quad \text{kgCO₂e}`,
    says: 'A footing system’s carbon adds every line of its elements: the quantity times the complexity factor times the emission factor of its material (the 30 % fly-ash factor on an in-situ line of the alternate system when low-carbon concrete is chosen).',
  },
  {
    tex: String.raw`\text{reduction} = \text{round}(\text{business as usual}) - \text{round}(\text{alternate system})`,
    says: 'The slab page shows each system’s carbon rounded to the nearest kg; the reduction is the difference of the two rounded values (it may be negative).',
  },
];

/** The systems, the geometry constants, and each system's results at A = 200 m² on every dataset. */
function footingTables(): MethodologyTable[] {
  const at = (system: (typeof FOOTING_SYSTEM_KEYS)[number], datasetId: DatasetId, fa: boolean) =>
    computeFootingSystem({ area: 200, depth: 700, complexity: 0, system, lowCarbonConcrete: fa }, datasetId);
  return [
    {
      title: 'Systems',
      columns: ['Key', 'Label', 'Elements'],
      rows: FOOTING_SYSTEM_KEYS.map((k) => [k, FOOTING_SYSTEMS[k].label, FOOTING_SYSTEMS[k].elements]),
    },
    {
      title: 'Geometry constants',
      columns: ['Constant', 'Value', 'Unit', 'Confidence', 'Basis'],
      rows: Object.entries(FOOTING_GEOMETRY).map(([k, c]) => [k, c.value, c.unit, c.confidence, c.basis]),
    },
    {
      title: 'Results at A = 200 m², D = 700 mm, c = 0 (kgCO2e; standard / 30 % fly ash on that system)',
      columns: [
        'System',
        'au-typical std (min–max)',
        'au-typical FA',
        'au-conservative std / FA',
        'au-hybrid std / FA',
      ],
      rows: FOOTING_SYSTEM_KEYS.map((k) => {
        const t = at(k, 'au-typical', false);
        const pair = (ds: DatasetId) => `${fmt(at(k, ds, false).kgCO2e, 0)} / ${fmt(at(k, ds, true).kgCO2e, 0)}`;
        return [
          k,
          `${fmt(t.kgCO2e, 0)} (${fmt(t.min, 0)}–${fmt(t.max, 0)})`,
          fmt(at(k, 'au-typical', true).kgCO2e, 0),
          pair('au-conservative'),
          pair('au-hybrid'),
        ];
      }),
    },
  ];
}

export function footingSection(): MethodologySection {
  return section('footings', 'Footing systems (slab calculator)', {
    paragraphs: FOOTING_PARAGRAPHS,
    formulas: FOOTING_FORMULAS,
    tables: footingTables(),
  });
}
