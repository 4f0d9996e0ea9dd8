/**
 * Floor build-ups per m² of floor (data brief 2025.1-brief-1, section 7d). The four ground-floor
 * systems (concrete slab, waffle pod, strip footing, timber) take their per-m² quantities from the
 * footing model at A = 200 m², D = 1000 mm, c = 0, rounded to 4 significant figures; the rounded
 * numbers are the constants. Every in-situ concrete line takes the concrete supplier's factor.
 */
import type { QuantityLine } from '../breakdown/breakdown-types';
import type { FactorKey } from '../datasets/dataset-types';
import type { FloorKey } from '../keys';
import { aacPanelLines } from './wall-parts';

const FROM_FOOTING = 'estimate: footing model at A = 200 m², D = 1000 mm, c = 0, per m², 4 s.f.';
/** A line of a ground-floor system, its quantity taken from the footing model (see above). */
function fromFooting(component: string, qty: number, unit: QuantityLine['unit'], factorKey: FactorKey): QuantityLine {
  return { component, qty, unit, factorKey, confidence: 'estimate', basis: FROM_FOOTING };
}
const MEMBRANE = fromFooting('0.2 mm membrane', 0.184, 'kg', 'peFilm_kg');
const PARTICLEBOARD: QuantityLine = {
  component: '19 mm particleboard flooring',
  qty: 0.019,
  unit: 'm3',
  factorKey: 'particleboard_m3',
  confidence: 'estimate',
  basis: 'estimate: 19 mm sheet',
};
const JOISTS: QuantityLine = {
  component: '240x45 joists @450',
  qty: 0.024,
  unit: 'm3',
  factorKey: 'softwood_m3',
  confidence: 'estimate',
  basis: 'estimate',
};

export const FLOORS: Readonly<Record<FloorKey, readonly QuantityLine[]>> = {
  'concrete slab': [
    fromFooting('slab + edge/internal beams N25 (in-situ)', 0.1519, 'm3', 'concrete25MPa_m3'),
    fromFooting('mesh SL82 + trench mesh', 5.551, 'kg', 'reinforcingMesh_kg'),
    MEMBRANE,
  ],
  'waffle pod': [
    fromFooting('topping, ribs and edge beam N25 (in-situ)', 0.1635, 'm3', 'concrete25MPa_m3'),
    fromFooting('piers N20 (in-situ)', 0.009129, 'm3', 'concrete20MPa_m3'),
    fromFooting('topping mesh + trench mesh', 4.224, 'kg', 'reinforcingMesh_kg'),
    fromFooting('rib bars', 0.73, 'kg', 'reinforcingSteel_kg'),
    fromFooting('EPS pods', 1.2, 'kg', 'eps_kg'),
    MEMBRANE,
  ],
  'strip footing': [
    fromFooting('slab + strip footings N25 (in-situ)', 0.1519, 'm3', 'concrete25MPa_m3'),
    fromFooting('mass-concrete blinding N20 (in-situ)', 0.06491, 'm3', 'concrete20MPa_m3'),
    fromFooting('mesh + trench mesh', 5.551, 'kg', 'reinforcingMesh_kg'),
    MEMBRANE,
  ],
  timber: [
    fromFooting('precast stumps N32', 0.00752, 'm3', 'precastStumpConcrete32MPa_m3'),
    fromFooting('stump reinforcement', 0.2256, 'kg', 'reinforcingSteel_kg'),
    fromFooting('stump-hole concrete N20 (in-situ)', 0.02852, 'm3', 'concrete20MPa_m3'),
    fromFooting('bearers + joists', 0.0135, 'm3', 'softwood_m3'),
    PARTICLEBOARD,
  ],
  timberFirstFloor: [JOISTS, PARTICLEBOARD],
  'suspended concrete': [
    {
      component: '200 mm slab N32 (in-situ)',
      qty: 0.2,
      unit: 'm3',
      factorKey: 'concrete32MPa_m3',
      confidence: 'estimate',
      basis: 'estimate: 200 mm suspended slab (supports excluded on the ground floor)',
    },
    {
      component: 'slab reinforcement',
      qty: 20,
      unit: 'kg',
      factorKey: 'reinforcingSteel_kg',
      confidence: 'estimate',
      basis: 'estimate',
    },
  ],
  AAC: [...aacPanelLines('75 mm AAC floor panel (550 kg/m3)', 1.5), JOISTS],
};

/** Display labels of the floor build-ups. */
export const FLOOR_LABELS: Readonly<Record<FloorKey, string>> = {
  AAC: 'AAC panel floor on joists',
  'concrete slab': 'Concrete slab on ground',
  'waffle pod': 'Waffle pod slab',
  'suspended concrete': 'Suspended concrete slab',
  timber: 'Timber floor on stumps',
  'strip footing': 'Slab on strip footings',
  timberFirstFloor: 'Timber first floor (joists + particleboard)',
};
