import { DWELLING_GEOMETRY as G } from '../quantities/dwelling-geometry';
import { m2, type M2 } from '../units';

/** Dwelling geometry per storey (m, m²), brief 7d. */
export interface DwellingGeometry {
  /** P = 4.5·√A, m (0 for a storey of area 0). */
  readonly perimeterGround: number;
  readonly perimeterFirst: number;
  /** G = P · ceilingHeight, m². */
  readonly grossWallGround: M2;
  readonly grossWallFirst: M2;
  /** W = G · windowPercent% / 100, m². */
  readonly windowGround: M2;
  readonly windowFirst: M2;
  /** O = G − W, m². */
  readonly opaqueGround: M2;
  readonly opaqueFirst: M2;
  /** R = 1.245 · max(Ag, Af), m². */
  readonly roofArea: M2;
}

/**
 * The quantities of the dwelling model: perimeters, gross, window and opaque wall areas, roof area.
 * @example computeDwellingGeometry(200, 0, 2.7, 20).opaqueGround // ≈ 137.4616 m² (worked example 10)
 */
export function computeDwellingGeometry(
  groundArea: number,
  firstArea: number,
  ceilingHeight: number,
  windowPercent: number,
): DwellingGeometry {
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
