import type { BreakdownElement } from '../breakdown/breakdown-types';
import { computeLines, elementOf } from '../breakdown/compute-lines';
import type { FactorResolver } from '../breakdown/resolve-factor';
import { WALL_PART_LABELS, WALL_PARTS, type WallPartId } from '../quantities/wall-parts';

/**
 * One breakdown element per wall part, quantities scaled by the wall `area` (m²). A part used
 * twice (the two skins of a double brick wall) gives two elements: `brickSkin` and `brickSkin_2`.
 */
export function wallBreakdown(parts: readonly WallPartId[], area: number, resolve: FactorResolver): BreakdownElement[] {
  const seen = new Map<WallPartId, number>();
  return parts.map((part) => {
    const n = (seen.get(part) ?? 0) + 1;
    seen.set(part, n);
    const element = n === 1 ? part : `${part}_${n}`;
    const label = n === 1 ? WALL_PART_LABELS[part] : `${WALL_PART_LABELS[part]} ${n}`;
    return elementOf(element, label, computeLines(WALL_PARTS[part], area, resolve));
  });
}
