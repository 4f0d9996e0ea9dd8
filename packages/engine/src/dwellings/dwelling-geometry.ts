import { DWELLING_GEOMETRY as G } from '../quantities/dwelling-geometry';
import { m2, type M2 } from '../units';
import type { MeasuredQuantities } from './measured-quantities';

/** Dwelling geometry per storey (m, m²), brief 7d. */
export interface DwellingGeometry {
  /** P = 4.5·√A, m (0 for a storey of area 0); measured: G ÷ ceilingHeight. */
  readonly perimeterGround: number;
  readonly perimeterFirst: number;
  /** G = P · ceilingHeight, m² (measured: as measured). */
  readonly grossWallGround: M2;
  readonly grossWallFirst: M2;
  /** W = G · windowPercent% / 100, m² (measured: as measured). */
  readonly windowGround: M2;
  readonly windowFirst: M2;
  /** O = G − W, m². */
  readonly opaqueGround: M2;
  readonly opaqueFirst: M2;
  /** R = 1.245 · max(Ag, Af), m² (measured: as measured). */
  readonly roofArea: M2;
}

/**
 * The quantities of the dwelling: perimeters, gross, window and opaque wall areas, roof area. Modelled
 * from the floor areas, or, when `measured` is given (issue 52), the measured wall, window and roof
 * areas themselves (the perimeter then is the gross wall ÷ the ceiling height; the window % unused).
 * @example computeDwellingGeometry(200, 0, 2.7, 20).opaqueGround // ≈ 137.4616 m² (worked example 10)
 * @example computeDwellingGeometry(200, 0, 2.7, 20, { grossWallGround: 150, grossWallFirst: 0, windowGround: 30,
 *   windowFirst: 0, roofArea: 240, source: { kind: 'manual' } }).opaqueGround // 120 m²
 */
export function computeDwellingGeometry(
  groundArea: number,
  firstArea: number,
  ceilingHeight: number,
  windowPercent: number,
  measured?: MeasuredQuantities | null,
): DwellingGeometry {
  if (measured) return measuredGeometry(measured, ceilingHeight);
  const storey = (area: number) => {
    const perimeter = G.perimeterPerRootArea.value * Math.sqrt(area);
    const gross = perimeter * ceilingHeight;
    const window = (gross * windowPercent) / 100;
    // max(0, …): at 100 % windows, gross − gross·100/100 can round to −1e-17.
    return { perimeter, gross: m2(gross), window: m2(window), opaque: m2(Math.max(0, gross - window)) };
  };
  const g = storey(groundArea);
  const f = storey(firstArea);
  return {
    perimeterGround: g.perimeter,
    perimeterFirst: f.perimeter,
    grossWallGround: g.gross,
    grossWallFirst: f.gross,
    windowGround: g.window,
    windowFirst: f.window,
    opaqueGround: g.opaque,
    opaqueFirst: f.opaque,
    roofArea: m2(G.roofAreaPerFootprint.value * Math.max(groundArea, firstArea)),
  };
}

/** The geometry of measured quantities: the same fields, the measured areas as they are. */
function measuredGeometry(m: MeasuredQuantities, ceilingHeight: number): DwellingGeometry {
  return {
    perimeterGround: m.grossWallGround / ceilingHeight,
    perimeterFirst: m.grossWallFirst / ceilingHeight,
    grossWallGround: m2(m.grossWallGround),
    grossWallFirst: m2(m.grossWallFirst),
    windowGround: m2(m.windowGround),
    windowFirst: m2(m.windowFirst),
    opaqueGround: m2(Math.max(0, m.grossWallGround - m.windowGround)),
    opaqueFirst: m2(Math.max(0, m.grossWallFirst - m.windowFirst)),
    roofArea: m2(m.roofArea),
  };
}

/** A dwelling's inputs as far as its geometry goes (the estimate's and the optimizer's). */
export interface GeometryInput {
  readonly groundFloorArea: number;
  readonly firstFloorArea: number;
  readonly ceilingHeight: number;
  readonly windowPercent: number;
  readonly measuredQuantities?: MeasuredQuantities | null;
}

/** The geometry of a dwelling's inputs: the one way the estimate and the optimizer take it. */
export function dwellingGeometryOf(input: GeometryInput): DwellingGeometry {
  const { groundFloorArea, firstFloorArea, ceilingHeight, windowPercent, measuredQuantities } = input;
  return computeDwellingGeometry(groundFloorArea, firstFloorArea, ceilingHeight, windowPercent, measuredQuantities);
}
