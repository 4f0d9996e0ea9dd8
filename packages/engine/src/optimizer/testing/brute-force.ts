/**
 * Brute-force references for the optimizer's tests: enumerate every design of a (reduced) space,
 * price each with estimateDwelling itself (its A1–A3 total, or its upfront modules over a scope),
 * and keep the non-dominated points by definition.
 * Deliberately naive (O(n²)); used on spaces of a few hundred designs.
 */
import type { DatasetId } from '../../datasets/dataset-ids';
import { estimateDwelling } from '../../dwellings/estimate-dwelling';
import type { ClimateZone } from '../../thermal/ncc-wall';
import {
  CHOICE_FIELDS,
  orderedOptions,
  type AllowedOptions,
  type DwellingChoices,
  type DwellingGeometryInput,
} from '../choice-fields';
import type { ObjectiveInput } from '../design-space';

export interface BruteDesign {
  readonly choices: DwellingChoices;
  readonly totalCO2e: number;
  readonly coldShellCost: number;
  /** Tie-break ranks: brick, concrete, ground walls, first walls, frame, glazing, roof, ground floor, first floor. */
  readonly rank: readonly number[];
}

const TIE_ORDER = [
  'brickSupplier',
  'concreteSupplier',
  'groundFloorWallMaterial',
  'firstFloorWallMaterial',
  'windowFrameType',
  'glazing',
  'roofMaterial',
  'groundFloorStructure',
  'firstFloorStructure',
] as const;

/** Every design of the space, priced by estimateDwelling. */
export function enumerateDesigns(
  geometry: DwellingGeometryInput,
  datasetId: DatasetId,
  net: boolean,
  current?: DwellingChoices,
  allowed?: AllowedOptions,
  climateZone?: ClimateZone,
  objective: ObjectiveInput = {},
): BruteDesign[] {
  const lists = CHOICE_FIELDS.map((f) => orderedOptions(f, current?.[f], allowed?.[f]) as string[]);
  const out: BruteDesign[] = [];
  const pick = (i: number, acc: string[]): void => {
    if (i === CHOICE_FIELDS.length) {
      const choices = Object.fromEntries(CHOICE_FIELDS.map((f, k) => [f, acc[k]])) as unknown as DwellingChoices;
      const r = estimateDwelling(
        {
          ...geometry,
          ...choices,
          brickworksNetOfOffsets: net,
          climateZone,
          scope: objective.scope ?? null,
          upfront: objective.upfront ?? null,
        },
        datasetId,
      );
      const rank = TIE_ORDER.map((f) => lists[CHOICE_FIELDS.indexOf(f)]!.indexOf(choices[f]));
      // The objective as the optimizer states it: A1–A3 of the cold shell by default, else the
      // chosen modules of the dwelling's upfront total over the scope.
      const plain = (objective.scope ?? 'cold-shell') === 'cold-shell' && (objective.modules ?? 'A1-A3') === 'A1-A3';
      const totalCO2e = plain
        ? r.totalCO2e
        : objective.modules === 'A1-A5'
          ? r.upfront.total.a1a5
          : r.upfront.total.a1a3;
      out.push({ choices, totalCO2e, coldShellCost: r.coldShellCost, rank });
      return;
    }
    for (const o of lists[i]!) pick(i + 1, [...acc, o]);
  };
  pick(0, []);
  return out;
}

const lexLess = (a: readonly number[], b: readonly number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
};

/** The Pareto front by definition: points no design beats on one objective without losing on the other; one design per point (the lexicographically first). */
export function bruteForceFront(designs: readonly BruteDesign[]): BruteDesign[] {
  const dominated = (p: BruteDesign) =>
    designs.some(
      (q) =>
        q.totalCO2e <= p.totalCO2e &&
        q.coldShellCost <= p.coldShellCost &&
        (q.totalCO2e < p.totalCO2e || q.coldShellCost < p.coldShellCost),
    );
  const byPoint = new Map<string, BruteDesign>();
  for (const d of designs) {
    if (dominated(d)) continue;
    const key = `${d.totalCO2e}|${d.coldShellCost}`;
    const seen = byPoint.get(key);
    if (!seen || lexLess(d.rank, seen.rank)) byPoint.set(key, d);
  }
  return [...byPoint.values()].sort((a, b) => a.totalCO2e - b.totalCO2e);
}
