import { calculateWall, calculateWallLocation, type DatasetId } from '@embodied/engine';
import { upfrontOptionsSchema, type BreakdownElementBody, type UsedCustomProduct } from '@embodied/contracts';
import { validHeight, validLength, validTarget, validWallType, type WallFormValues } from './wall-form';

/** One location's figures; null where the inputs do not allow one yet. */
export interface LocationFigures {
  area: number | null;
  optionA: number | null;
  optionB: number | null;
  breakdownA: readonly BreakdownElementBody[] | null;
  breakdownB: readonly BreakdownElementBody[] | null;
}

export interface WallTotals {
  area: number;
  optionATotal: number;
  optionBTotal: number;
  intensityA: number;
  intensityB: number;
  actualReduction: number;
  /** Null while the target is empty or invalid. */
  percentageReduction: number | null;
  /**
   * Both options at A1–A5 (kgCO2e, and kgCO2e per m² of wall), the comparison's basis (issue 51);
   * absent from snapshots saved before A4 and A5 were counted.
   */
  upfront?: {
    readonly optionA: { readonly a1a5: number };
    readonly optionB: { readonly a1a5: number };
    readonly reduction: { readonly a1a5: number };
    readonly intensityA: number;
    readonly intensityB: number;
    /** Progress to Target at A1–A5, %; null while the target is empty or invalid, absent from older snapshots. */
    readonly progressPercent?: number | null;
  };
}

export interface WallPreview {
  locations: LocationFigures[];
  /** Null until at least one location has both wall types. */
  totals: WallTotals | null;
}

const NONE: LocationFigures = { area: null, optionA: null, optionB: null, breakdownA: null, breakdownB: null };

/** A location's preview: each option as soon as its wall type and both dimensions are valid. */
function previewLocation(
  loc: WallFormValues['locations'][number],
  datasetId: DatasetId,
  products: readonly UsedCustomProduct[],
): LocationFigures {
  const length = validLength(loc.length);
  const height = validHeight(loc.height);
  const a = validWallType(loc.materialA);
  const b = validWallType(loc.materialB);
  const first = a ?? b;
  if (length === null || height === null || first === null) return NONE;
  // With one type chosen, the engine computes it on both sides; only that side is shown.
  const r = calculateWallLocation({ length, height, materialA: first, materialB: b ?? first }, datasetId, products);
  return {
    area: r.area,
    optionA: a ? r.optionA : null,
    optionB: b ? r.optionB : null,
    breakdownA: a ? r.breakdownA : null,
    breakdownB: b ? r.breakdownB : null,
  };
}

/**
 * The live preview: the same engine the server runs, on whatever the form holds now. Totals use
 * the locations that have both wall types; one without a valid length or height counts 0
 * (brief 7g), as on the server. `products` are the chosen custom products (EPDs) that exist.
 */
export function computeWallPreview(values: WallFormValues, products: readonly UsedCustomProduct[] = []): WallPreview {
  const locations = values.locations.map((l) => previewLocation(l, values.datasetId, products));
  const complete = values.locations.flatMap((l) => {
    const materialA = validWallType(l.materialA);
    const materialB = validWallType(l.materialB);
    return materialA && materialB
      ? [{ length: validLength(l.length), height: validHeight(l.height), materialA, materialB }]
      : [];
  });
  if (complete.length === 0) return { locations, totals: null };
  const target = validTarget(values.targetReduction);
  // The page's transport distances while they are valid (the field shows its own error otherwise).
  const upfront = upfrontOptionsSchema.safeParse(values.upfront);
  const wall = calculateWall(
    { targetReduction: target ?? 0, locations: complete, upfront: upfront.success ? (upfront.data ?? null) : null },
    values.datasetId,
    products,
  );
  return {
    locations,
    totals: {
      area: wall.area,
      optionATotal: wall.optionATotal,
      optionBTotal: wall.optionBTotal,
      intensityA: wall.intensityA,
      intensityB: wall.intensityB,
      actualReduction: wall.actualReduction,
      percentageReduction: target === null ? null : wall.percentageReduction,
      upfront: { ...wall.upfront, progressPercent: target === null ? null : wall.upfront.progressPercent },
    },
  };
}
