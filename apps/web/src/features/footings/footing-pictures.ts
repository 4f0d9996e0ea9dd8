import { FOOTING_SYSTEMS, type FootingSystemKey } from '@embodied/engine';

/**
 * The cross-section drawn for each system (public/images/footings/<key>.svg, one per key as the seed
 * names them) and its alt text, which says what the drawing shows.
 */
export const FOOTING_PICTURE_ALT: Readonly<Record<FootingSystemKey, string>> = {
  BlindedRaft:
    'Cross-section of a blinded strip footing: a 100 mm concrete slab with mesh, cast with edge and internal strip beams 300 × 400 mm whose base is 0.5 m below ground; under each beam, mass-concrete blinding runs from the beam base down to the founding depth D.',
  PieredRaft:
    'Cross-section of a screw-piled strip footing: a 100 mm concrete slab with mesh, cast with edge and internal strip beams; under the beams, galvanised steel screw piles with a helix at the tip run from the beam base down to the founding depth D.',
  Waffle:
    "Cross-section of a waffle slab 'M' class: 300 mm polystyrene pods laid on the ground, concrete ribs between them, an 85 mm concrete topping with mesh and an edge beam; mass-concrete piers under the edge beams and ribs run down to the founding depth D.",
  PieredRaftStumps:
    'Cross-section of a screw-piled strip footing with stumps: a timber floor (particleboard on joists and bearers) on precast concrete stumps, each in a concrete-filled hole down to the founding depth D; at the perimeter, a strip footing on a screw pile with a helix carries the base wall.',
  BlindedRaftStumps:
    'Cross-section of a blinded strip footing with stumps: a timber floor (particleboard on joists and bearers) on precast concrete stumps, each in a concrete-filled hole down to the founding depth D; at the perimeter, a strip footing on mass-concrete blinding down to the founding depth carries the base wall.',
  Stumps:
    'Cross-section of stumps throughout: a timber floor (particleboard on joists and bearers) carried entirely on precast concrete stumps, at the perimeter and inside, each set in a concrete-filled hole down to the founding depth D.',
};

/** What each system is made of, in a line (brief 7c element lists, in words). */
export const FOOTING_PICTURE_CAPTION: Readonly<Record<FootingSystemKey, string>> = {
  BlindedRaft: 'Slab and strip beams on mass-concrete blinding down to the founding depth.',
  PieredRaft: 'Slab and strip beams on galvanised steel screw piles.',
  Waffle: 'Concrete ribs and topping over polystyrene pods, with piers to the founding depth.',
  PieredRaftStumps: 'Timber floor on stumps, with a perimeter strip footing on screw piles.',
  BlindedRaftStumps: 'Timber floor on stumps, with a perimeter strip footing on blinding.',
  Stumps: 'Timber floor on precast concrete stumps throughout.',
};

export function footingPicture(key: FootingSystemKey) {
  return {
    src: `/images/footings/${key}.svg`,
    alt: FOOTING_PICTURE_ALT[key],
    label: FOOTING_SYSTEMS[key].label,
    caption: FOOTING_PICTURE_CAPTION[key],
  };
}
