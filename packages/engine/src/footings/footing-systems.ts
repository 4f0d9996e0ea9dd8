/**
 * The six footing systems as element lists (data brief 2025.1-brief-1, section 7c). The stump
 * systems include a timber floor so that every system delivers a floor.
 */
import type { FootingSystemKey } from '../keys';
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
  readonly build: (g: FootingGeometry) => {
    counts: Record<string, number>;
    elements: Array<[FootingElementId, FootingLine[]]>;
  };
}

const internalStumps = (A: number) => Math.ceil(A / G.stumpGridM2.value);

export const FOOTING_SYSTEMS: Readonly<Record<FootingSystemKey, FootingSystemDefinition>> = {
  BlindedRaft: {
    label: 'Blinded Strip Footing',
    elements: 'slab + strip(Ls) + blinding(Ls)',
    build: ({ area: A, depthM: D, stripLength: Ls }) => ({
      counts: {},
      elements: [
        ['slab', slab(A)],
        ['strip', strip(Ls)],
        ['blinding', blinding(Ls, D)],
      ],
    }),
  },
  PieredRaft: {
    label: 'Screw Piled Strip Footing',
    elements: 'slab + strip(Ls) + piles(Ls)',
    build: ({ area: A, depthM: D, stripLength: Ls }) => {
      const n = pileCount(Ls);
      return {
        counts: { piles: n },
        elements: [
          ['slab', slab(A)],
          ['strip', strip(Ls)],
          ['piles', piles(n, D)],
        ],
      };
    },
  },
  Waffle: {
    label: "Waffle Slab 'M' class",
    elements: 'waffle',
    build: ({ area: A, depthM: D, perimeter: P }) => {
      const n = pierCount(A, P);
      return { counts: { piers: n }, elements: [['waffle', waffle(A, P, D, n)]] };
    },
  },
  PieredRaftStumps: {
    label: 'Screw Piled Strip Footing + Stumps',
    elements: 'strip(P) + piles(P) + stumps(ceil(A/3.24)) + timberFloor',
    build: ({ area: A, depthM: D, perimeter: P }) => {
      const n = pileCount(P);
      const s = internalStumps(A);
      return {
        counts: { piles: n, stumps: s },
        elements: [
          ['strip', strip(P)],
          ['piles', piles(n, D)],
          ['stumps', stumps(s, D)],
          ['timberFloor', timberFloor(A)],
        ],
      };
    },
  },
  BlindedRaftStumps: {
    label: 'Blinded Strip Footing + Stumps',
    elements: 'strip(P) + blinding(P) + stumps(ceil(A/3.24)) + timberFloor',
    build: ({ area: A, depthM: D, perimeter: P }) => {
      const s = internalStumps(A);
      return {
        counts: { stumps: s },
        elements: [
          ['strip', strip(P)],
          ['blinding', blinding(P, D)],
          ['stumps', stumps(s, D)],
          ['timberFloor', timberFloor(A)],
        ],
      };
    },
  },
  Stumps: {
    label: 'Stumps Throughout',
    elements: 'stumps(ceil(A/3.24 + P/1.8)) + timberFloor',
    build: ({ area: A, depthM: D, perimeter: P }) => {
      const s = Math.ceil(A / G.stumpGridM2.value + P / G.perimeterStumpSpacingM.value);
      return {
        counts: { stumps: s },
        elements: [
          ['stumps', stumps(s, D)],
          ['timberFloor', timberFloor(A)],
        ],
      };
    },
  },
};
