/**
 * Footing element quantity formulas (data brief 2025.1-brief-1, section 7c), before the complexity
 * factor f. Lines marked `inSitu` are ready-mix concrete: the low-carbon switch swaps their key.
 * A in m², D in m, L and P in m, n a count. Constants: {@link FOOTING_GEOMETRY}.
 */
import type { QuantityLine } from '../breakdown/breakdown-types';
import type { FactorKey } from '../datasets/dataset-types';
import { FOOTING_GEOMETRY as G } from '../quantities/footing-geometry';
import { floorInsulationLine, type FloorThermal } from '../thermal/floor-insulation';

export interface FootingLine extends QuantityLine {
  /** In-situ ready-mix concrete (swapped to the …FA30 key by the low-carbon switch). */
  readonly inSitu: boolean;
  /** The formula, for display. */
  readonly rule: string;
}

export const FOOTING_ELEMENT_IDS = ['slab', 'strip', 'blinding', 'piles', 'stumps', 'timberFloor', 'waffle'] as const;
export type FootingElementId = (typeof FOOTING_ELEMENT_IDS)[number];

export const FOOTING_ELEMENT_LABELS: Readonly<Record<FootingElementId, string>> = {
  slab: 'Slab',
  strip: 'Strip beams',
  blinding: 'Mass-concrete blinding',
  piles: 'Screw piles',
  stumps: 'Stumps',
  timberFloor: 'Timber floor',
  waffle: 'Waffle slab',
};

// The typical detail of data brief 7c; the words are shown to people, so they name no brief.
const BASIS = 'estimate: typical AS 2870-style detail, not an engineering design';

function line(
  component: string,
  rule: string,
  qty: number,
  unit: 'kg' | 'm3',
  factorKey: FactorKey,
  inSitu = false,
): FootingLine {
  return { component, rule, qty, unit, factorKey, inSitu, confidence: 'estimate', basis: BASIS };
}

export function slab(A: number): FootingLine[] {
  return [
    line('slabN25_m3: 100 mm slab, N25', '0.1·A', G.slabConcreteM3PerM2.value * A, 'm3', 'concrete25MPa_m3', true),
    line('mesh_kg: SL82 mesh', '3.56·A', G.slabMeshKgPerM2.value * A, 'kg', 'reinforcingMesh_kg'),
    line('membrane_kg: 0.2 mm PE membrane', '0.184·A', G.membraneKgPerM2.value * A, 'kg', 'peFilm_kg'),
  ];
}

export function strip(L: number): FootingLine[] {
  return [
    line('beamN25_m3: 300 × 400 beams, N25', '0.3·0.4·L', G.beamSectionM2.value * L, 'm3', 'concrete25MPa_m3', true),
    line('trenchMesh_kg: trench mesh', '4.6·L', G.trenchMeshKgPerM.value * L, 'kg', 'reinforcingMesh_kg'),
  ];
}

export function blinding(L: number, D: number): FootingLine[] {
  const q = G.blindingWidthM.value * Math.max(0, D - G.footingBaseDepthM.value) * L;
  return [
    line('blindingN20_m3: mass-concrete blinding, N20', '0.3·max(0, D − 0.5)·L', q, 'm3', 'concrete20MPa_m3', true),
  ];
}

/** Number of screw piles along a piled length L: ceil(L / 2.0). */
export function pileCount(L: number): number {
  return Math.ceil(L / G.pileSpacingM.value);
}

export function piles(n: number, D: number): FootingLine[] {
  const each =
    G.pileTubeKgPerM.value * Math.max(G.pileMinLengthM.value, D) + G.pileHelixKg.value + G.pileBracketKg.value;
  return [
    line(
      'pileSteel_kg: 76.1 × 3.6 CHS screw piles, helix, bracket',
      'n·(6.43·max(1, D) + 5.5 + 3.0)',
      n * each,
      'kg',
      'galvanisedSteel_kg',
    ),
  ];
}

export function stumps(n: number, D: number): FootingLine[] {
  const length = G.stumpAboveGroundM.value + D;
  return [
    line(
      'stumpN32precast_m3: 100 × 100 precast stumps, N32',
      'n·0.01·(0.6 + D)',
      n * G.stumpSectionM2.value * length,
      'm3',
      'precastStumpConcrete32MPa_m3',
    ),
    line(
      'stumpReo_kg: stump reinforcement',
      'n·0.3·(0.6 + D)',
      n * G.stumpReoKgPerM.value * length,
      'kg',
      'reinforcingSteel_kg',
    ),
    line(
      'stumpHoleN20_m3: stump-hole concrete, N20',
      'n·0.0606858·D',
      n * G.stumpHoleNetM2.value * D,
      'm3',
      'concrete20MPa_m3',
      true,
    ),
  ];
}

/**
 * The timber floor a stump system carries; with `insulation` (its thermal reading in the climate
 * zone, thermal/floor-insulation.ts), the underfloor batts that bring it to the zone's Total R.
 */
export function timberFloor(A: number, insulation?: FloorThermal): FootingLine[] {
  const batts = insulation ? floorInsulationLine(insulation) : null;
  return [
    line('subfloorTimber_m3: bearers and joists', '0.0135·A', G.subfloorTimberM3PerM2.value * A, 'm3', 'softwood_m3'),
    line(
      'particleboard_m3: 19 mm particleboard',
      '0.019·A',
      G.particleboardM3PerM2.value * A,
      'm3',
      'particleboard_m3',
    ),
    ...(batts
      ? [
          {
            ...line(`underfloorBatts_kg: ${batts.component}`, 'ΔR·λ·ρ·A', batts.qty * A, 'kg', batts.factorKey),
            basis: batts.basis,
          },
        ]
      : []),
  ];
}

/** Number of waffle-slab piers: ceil(P/2 + A/16). */
export function pierCount(A: number, P: number): number {
  return Math.ceil(P * G.wafflePiersPerMPerimeter.value + A / G.waffleAreaPerInternalPier.value);
}

export function waffle(A: number, P: number, D: number, n: number): FootingLine[] {
  const pier = n * G.wafflePierSectionM2.value * Math.max(0, D - G.wafflePierTopDepthM.value);
  return [
    line(
      'waffleN25_m3: topping, ribs and edge beam, N25',
      '0.1375·A + 0.09·P',
      G.waffleConcreteM3PerM2.value * A + G.waffleConcreteM3PerM.value * P,
      'm3',
      'concrete25MPa_m3',
      true,
    ),
    line(
      'waffleMesh_kg: topping mesh and edge-beam trench mesh',
      '3.56·A + 2.3·P',
      G.waffleMeshKgPerM2.value * A + G.waffleReoKgPerM.value * P,
      'kg',
      'reinforcingMesh_kg',
    ),
    line('ribBars_kg: rib bars', '0.73·A', G.waffleRibBarKgPerM2.value * A, 'kg', 'reinforcingSteel_kg'),
    line('eps_kg: 300 mm EPS pods', '1.2·A', G.waffleEpsKgPerM2.value * A, 'kg', 'eps_kg'),
    line('membrane_kg: 0.2 mm PE membrane', '0.184·A', G.membraneKgPerM2.value * A, 'kg', 'peFilm_kg'),
    line('pierN20_m3: 300 mm piers, N20', 'n·0.0706858·max(0, D − 0.385)', pier, 'm3', 'concrete20MPa_m3', true),
  ];
}
