import type { MeasuredQuantitiesBody, Takeoff, TakeoffProvenanceBody } from '@embodied/contracts';

/*
 * A take-off as the dwelling's measured quantities (issue 52): what the estimate and the optimizer
 * price in place of the 4.5·√A model, with the provenance the snapshot records.
 */

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** Where a take-off came from: its model file (name, SHA-256, schema, counts) or 'manual'. */
export function takeoffProvenance(takeoff: Takeoff): TakeoffProvenanceBody {
  if (takeoff.id === 'manual') return { kind: 'manual' };
  return {
    kind: 'ifc',
    fileName: takeoff.fileName,
    sha256: takeoff.sha256,
    schema: takeoff.schema,
    elementsRead: takeoff.counts.read,
    elementsSkipped: takeoff.counts.skipped,
  };
}

/** The dwelling's two storeys in the take-off: the lowest with a floor at or above −1 m, and the next. */
export function dwellingStoreys(takeoff: Takeoff) {
  const [ground, first] = takeoff.storeys
    .filter((s) => s.floorArea > 0 && s.elevation >= -1)
    .sort((a, b) => a.elevation - b.elevation);
  return { ground, first };
}

/**
 * The measured areas of the dwelling's two storeys: each storey's external walls (gross, one side)
 * and windows, the roof along its slope and the internal walls (net, one side). An element on a
 * storey above the first floor counts on the first floor (gables, a loft), one without a storey on
 * the ground floor; walls below the ground floor (foundation walls of a basement) are left out, as
 * the dwelling has no such storey. A storey's windows are capped at its walls (the engine refuses
 * more). Null when the take-off has no external walls or no roof to measure: the model stays.
 * @example toMeasuredQuantities(houseTakeoff)?.grossWallGround // 97.2 (m²)
 */
export function toMeasuredQuantities(takeoff: Takeoff): MeasuredQuantitiesBody | null {
  const { ground, first } = dwellingStoreys(takeoff);
  const roofArea = takeoff.roof?.area ?? takeoff.summary.roofArea;
  if (!ground || roofArea <= 0) return null;
  const elevation = new Map(takeoff.storeys.map((s) => [s.name, s.elevation]));
  /** 'ground', 'first' or null (below the ground floor) for an element on `storey`. */
  const storeyOf = (storey: string | null) => {
    const z = storey === null ? undefined : elevation.get(storey);
    if (z === undefined) return 'ground';
    if (z < ground.elevation) return null;
    return first && z >= first.elevation ? 'first' : 'ground';
  };
  const sums = { ground: { walls: 0, windows: 0 }, first: { walls: 0, windows: 0 } };
  for (const w of takeoff.walls) {
    const s = w.external ? storeyOf(w.storey) : null;
    if (s) sums[s].walls += w.grossArea;
  }
  for (const o of takeoff.openings) {
    const s = o.kind === 'window' ? storeyOf(o.storey) : null;
    if (s) sums[s].windows += o.area;
  }
  if (sums.ground.walls + sums.first.walls <= 0) return null;
  const internal = takeoff.summary.internalWallArea;
  return {
    grossWallGround: round(sums.ground.walls, 2),
    grossWallFirst: round(sums.first.walls, 2),
    windowGround: round(Math.min(sums.ground.windows, sums.ground.walls), 2),
    windowFirst: round(Math.min(sums.first.windows, sums.first.walls), 2),
    roofArea: round(roofArea, 2),
    internalWallArea: internal > 0 ? round(internal, 2) : null,
    source: takeoffProvenance(takeoff),
  };
}
