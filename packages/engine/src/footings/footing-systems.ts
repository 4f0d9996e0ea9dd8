/**
 * The six footing systems as element lists (data brief 2025.1-brief-1, section 7c). The stump
 * systems include a timber floor so that every system delivers a floor; it carries the underfloor
 * insulation the climate zone asks of a suspended floor (issue #49).
 */
import type { FloorKey, FootingSystemKey } from '../keys';
import type { FloorThermal } from '../thermal/floor-insulation';
import { FOOTING_GEOMETRY as G } from '../quantities/footing-geometry';
import {
  blinding,
  type FootingElementId,
  type FootingLine,
  pierCount,
  pileCount,
  piles,
  slab,
  strip,
  stumps,
  timberFloor,
  waffle,
} from './footing-elements';

/** Plan geometry of a footing: A (m²), D (m), P = 4.08·√A, Ls = 1.5·P. */
export interface FootingGeometry {
  readonly area: number;
  readonly depthM: number;
  readonly perimeter: number;
  readonly stripLength: number;
}

export interface FootingSystemDefinition {
  readonly label: string;
  /** The elements as the brief writes them, e.g. 'slab + strip(Ls) + blinding(Ls)'. */
  readonly elements: string;
  /**
   * The floor the system delivers, as the dwelling model names it: a slab on the ground, or the
   * suspended timber floor of the stump systems (which carries underfloor insulation; issue #49).
   */
  readonly floor: FloorKey;
  /** `floor`: the floor's thermal reading in the climate zone, which sizes a suspended floor's insulation. */
  readonly build: (
    g: FootingGeometry,
    floor?: FloorThermal,
  ) => {
    counts: Record<string, number>;
    elements: Array<[FootingElementId, FootingLine[]]>;
  };
}

type BuiltFooting = ReturnType<FootingSystemDefinition['build']>;

const internalStumps = (A: number) => Math.ceil(A / G.stumpGridM2.value);

/** A raft system: the slab and its strip beams (length Ls), then what carries the beams (with its `counts`). */
function raft(
  { area: A, stripLength: Ls }: FootingGeometry,
  counts: Record<string, number>,
  support: BuiltFooting['elements'][number],
): BuiltFooting {
  return { counts, elements: [['slab', slab(A)], ['strip', strip(Ls)], support] };
}

/**
 * A stump system: the elements `under` the floor (with their `counts`), then `s` stumps and the
 * timber floor they carry, so that every system delivers a floor.
 */
function onStumps(
  { area: A, depthM: D }: FootingGeometry,
  s: number,
  counts: Record<string, number>,
  under: BuiltFooting['elements'],
  floor: FloorThermal | undefined,
): BuiltFooting {
  return {
    counts: { ...counts, stumps: s },
    elements: [...under, ['stumps', stumps(s, D)], ['timberFloor', timberFloor(A, floor)]],
  };
}

export const FOOTING_SYSTEMS: Readonly<Record<FootingSystemKey, FootingSystemDefinition>> = {
  BlindedRaft: {
    label: 'Blinded Strip Footing',
    elements: 'slab + strip(Ls) + blinding(Ls)',
    floor: 'strip footing',
    build: (g) => raft(g, {}, ['blinding', blinding(g.stripLength, g.depthM)]),
  },
  PieredRaft: {
    label: 'Screw Piled Strip Footing',
    elements: 'slab + strip(Ls) + piles(Ls)',
    floor: 'concrete slab',
    build: (g) => {
      const n = pileCount(g.stripLength);
      return raft(g, { piles: n }, ['piles', piles(n, g.depthM)]);
    },
  },
  Waffle: {
    label: "Waffle Slab 'M' class",
    elements: 'waffle',
    floor: 'waffle pod',
    build: ({ area: A, depthM: D, perimeter: P }) => {
      const n = pierCount(A, P);
      return { counts: { piers: n }, elements: [['waffle', waffle(A, P, D, n)]] };
    },
  },
  PieredRaftStumps: {
    label: 'Screw Piled Strip Footing + Stumps',
    elements: 'strip(P) + piles(P) + stumps(ceil(A/3.24)) + timberFloor',
    floor: 'timber',
    build: (g, floor) => {
      const n = pileCount(g.perimeter);
      return onStumps(
        g,
        internalStumps(g.area),
        { piles: n },
        [
          ['strip', strip(g.perimeter)],
          ['piles', piles(n, g.depthM)],
        ],
        floor,
      );
    },
  },
  BlindedRaftStumps: {
    label: 'Blinded Strip Footing + Stumps',
    elements: 'strip(P) + blinding(P) + stumps(ceil(A/3.24)) + timberFloor',
    floor: 'timber',
    build: (g, floor) =>
      onStumps(
        g,
        internalStumps(g.area),
        {},
        [
          ['strip', strip(g.perimeter)],
          ['blinding', blinding(g.perimeter, g.depthM)],
        ],
        floor,
      ),
  },
  Stumps: {
    label: 'Stumps Throughout',
    elements: 'stumps(ceil(A/3.24 + P/1.8)) + timberFloor',
    floor: 'timber',
    build: (g, floor) =>
      onStumps(
        g,
        Math.ceil(g.area / G.stumpGridM2.value + g.perimeter / G.perimeterStumpSpacingM.value),
        {},
        [],
        floor,
      ),
  },
};
