import type { DatasetId } from '../datasets/dataset-ids';
import { computeFootingSystem } from '../footings/calculate-footing-system';
import { FOOTING_SYSTEMS } from '../footings/footing-systems';
import { FOOTING_SYSTEM_KEYS } from '../keys';
import { FOOTING_GEOMETRY } from '../quantities/footing-geometry';
import { fmt, type MethodologySection, section } from './methodology-types';

export function footingSection(): MethodologySection {
  const at = (system: (typeof FOOTING_SYSTEM_KEYS)[number], datasetId: DatasetId, fa: boolean) =>
    computeFootingSystem({ area: 200, depth: 700, complexity: 0, system, lowCarbonConcrete: fa }, datasetId);
  return section('footings', 'Footing systems (slab calculator)', {
    paragraphs: [
      'Inputs: slab area A (m²), founding depth D (m = depth in mm / 1000), complexity c (0–25 %, step 5).',
      'Quantities are typical AS 2870-style details, not an engineering design; pod size/height and rib width/spacing are sourced (WAFFLE_GEOM), everything else is an estimate. The stump systems include a timber floor so every system delivers a floor.',
      'Low-carbon concrete (30 % fly ash) applies to the alternate system only, and only to in-situ lines (*): concrete25MPa_m3 → concrete25MPaFA30_m3 and concrete20MPa_m3 → concrete20MPaFA30_m3. Precast stumps stay at standard 32 MPa; BAU always uses standard concrete.',
      'When A = 0 every quantity and count is 0 and all outputs are 0.',
    ],
    formulas: [
      'P = 4.08·√A (1.5:1 rectangle);  Ls = 1.5·P (perimeter plus internal beams at 0.5·P);  f = 1 + c/100 multiplies every material quantity (counts n are not multiplied)',
      'slab: slabN25_m3* = 0.1·A; mesh_kg = 3.56·A; membrane_kg = 0.184·A',
      'strip(L): beamN25_m3* = 0.3·0.4·L; trenchMesh_kg = 4.6·L',
      'blinding(L): blindingN20_m3* = 0.3·max(0, D − 0.5)·L',
      'piles(L): n = ceil(L / 2.0); pileSteel_kg = n·(6.43·max(1.0, D) + 5.5 + 3.0)',
      'stumps(n): stumpN32precast_m3 = n·0.01·(0.6 + D); stumpReo_kg = n·0.3·(0.6 + D); stumpHoleN20_m3* = n·0.0606858·D',
      'timberFloor: subfloorTimber_m3 = 0.0135·A; particleboard_m3 = 0.019·A',
      'waffle: waffleN25_m3* = 0.1375·A + 0.09·P; waffleReo_kg = 4.29·A + 2.3·P; eps_kg = 1.2·A; membrane_kg = 0.184·A; n = ceil(P/2 + A/16); pierN20_m3* = n·0.0706858·max(0, D − 0.385)',
      'system kgCO2e = Σ quantity × f × factor;  bauValue = round(BAU); afsValue = round(AFS); c02Reduction = bauValue − afsValue',
    ],
    tables: [
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
    ],
  });
}
