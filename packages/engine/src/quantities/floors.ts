/**
 * Floor build-ups per m² of floor (data brief 2025.1-brief-1, section 7d). The four ground-floor
 * systems (concrete slab, waffle pod, strip footing, timber) take their per-m² quantities from the
 * footing model at A = 200 m², D = 1000 mm, c = 0, rounded to 4 significant figures; the rounded
 * numbers are the constants. Every in-situ concrete line takes the concrete supplier's factor.
 */
import type { QuantityLine } from '../breakdown/breakdown-types';
import type { FloorKey } from '../keys';

const FROM_FOOTING = 'estimate: footing model at A = 200 m², D = 1000 mm, c = 0, per m², 4 s.f.';
const MEMBRANE: QuantityLine = {
  component: '0.2 mm membrane',
  qty: 0.184,
  unit: 'kg',
  factorKey: 'peFilm_kg',
  confidence: 'estimate',
  basis: FROM_FOOTING,
};
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
    {
      component: 'slab + edge/internal beams N25 (in-situ)',
      qty: 0.1519,
      unit: 'm3',
      factorKey: 'concrete25MPa_m3',
      confidence: 'estimate',
      basis: FROM_FOOTING,
    },
    {
      component: 'mesh SL82 + trench mesh',
      qty: 5.551,
      unit: 'kg',
      factorKey: 'reinforcingSteel_kg',
      confidence: 'estimate',
      basis: FROM_FOOTING,
    },
    MEMBRANE,
  ],
  'waffle pod': [
    {
      component: 'topping, ribs and edge beam N25 (in-situ)',
      qty: 0.1635,
      unit: 'm3',
      factorKey: 'concrete25MPa_m3',
      confidence: 'estimate',
      basis: FROM_FOOTING,
    },
    {
      component: 'piers N20 (in-situ)',
      qty: 0.009129,
      unit: 'm3',
      factorKey: 'concrete20MPa_m3',
      confidence: 'estimate',
      basis: FROM_FOOTING,
    },
    {
      component: 'mesh + rib bars + trench mesh',
      qty: 4.954,
      unit: 'kg',
      factorKey: 'reinforcingSteel_kg',
      confidence: 'estimate',
      basis: FROM_FOOTING,
    },
    { component: 'EPS pods', qty: 1.2, unit: 'kg', factorKey: 'eps_kg', confidence: 'estimate', basis: FROM_FOOTING },
    MEMBRANE,
  ],
  'strip footing': [
    {
      component: 'slab + strip footings N25 (in-situ)',
      qty: 0.1519,
      unit: 'm3',
      factorKey: 'concrete25MPa_m3',
      confidence: 'estimate',
      basis: FROM_FOOTING,
    },
    {
      component: 'mass-concrete blinding N20 (in-situ)',
      qty: 0.06491,
      unit: 'm3',
      factorKey: 'concrete20MPa_m3',
      confidence: 'estimate',
      basis: FROM_FOOTING,
    },
    {
      component: 'mesh + trench mesh',
      qty: 5.551,
      unit: 'kg',
      factorKey: 'reinforcingSteel_kg',
      confidence: 'estimate',
      basis: FROM_FOOTING,
    },
    MEMBRANE,
  ],
  timber: [
    {
      component: 'precast stumps N32',
      qty: 0.00752,
      unit: 'm3',
      factorKey: 'precastStumpConcrete32MPa_m3',
      confidence: 'estimate',
      basis: FROM_FOOTING,
    },
    {
      component: 'stump reinforcement',
      qty: 0.2256,
      unit: 'kg',
      factorKey: 'reinforcingSteel_kg',
      confidence: 'estimate',
      basis: FROM_FOOTING,
    },
    {
      component: 'stump-hole concrete N20 (in-situ)',
      qty: 0.02852,
      unit: 'm3',
      factorKey: 'concrete20MPa_m3',
      confidence: 'estimate',
      basis: FROM_FOOTING,
    },
    {
      component: 'bearers + joists',
      qty: 0.0135,
      unit: 'm3',
      factorKey: 'softwood_m3',
      confidence: 'estimate',
      basis: FROM_FOOTING,
    },
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
  AAC: [
    {
      component: '75 mm AAC floor panel (550 kg/m3)',
      qty: 41.25,
      unit: 'kg',
      factorKey: 'aacPanel_kg',
      confidence: 'estimate',
      basis: 'estimate: 75 mm × 550 kg/m³',
    },
    {
      component: 'AAC panel reinforcement',
      qty: 1.5,
      unit: 'kg',
      factorKey: 'aacReinforcement_kg',
      confidence: 'estimate',
      basis: 'estimate',
    },
    JOISTS,
  ],
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
