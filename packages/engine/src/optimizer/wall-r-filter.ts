import type { WallMaterialKey } from '../keys';
import { wallMaterialRValue } from '../thermal/wall-r-values';
import { CHOICE_OPTIONS, type AllowedOptions } from './choice-fields';

const WALL_FIELDS = ['groundFloorWallMaterial', 'firstFloorWallMaterial'] as const;

/**
 * The options left to the optimizer when both storeys' walls must reach a minimum Total R-value
 * (m²K/W): each wall field keeps the materials (of those already allowed) whose R-value is at least
 * `minimumR`. Without a minimum the allowed options are returned unchanged.
 * @example restrictWallsToMinimumR(2.9, null)?.groundFloorWallMaterial // ['brick veneer', 'clad AAC', 'reverse brick veneer']
 */
export function restrictWallsToMinimumR(
  minimumR: number | null | undefined,
  allowed: AllowedOptions | null | undefined,
): AllowedOptions | null | undefined {
  if (minimumR === null || minimumR === undefined) return allowed;
  const meets = (m: WallMaterialKey) => wallMaterialRValue(m).r >= minimumR;
  const restricted: { -readonly [F in keyof AllowedOptions]: AllowedOptions[F] } = { ...allowed };
  for (const f of WALL_FIELDS) restricted[f] = (allowed?.[f] ?? CHOICE_OPTIONS[f]).filter(meets);
  return restricted;
}

/** The wall fields whose options no material reaches `minimumR` (after `allowed`), for the error message. */
export function wallFieldsBelowMinimumR(
  minimumR: number,
  allowed: AllowedOptions | null | undefined,
): (typeof WALL_FIELDS)[number][] {
  const restricted = restrictWallsToMinimumR(minimumR, allowed);
  return WALL_FIELDS.filter((f) => (restricted?.[f]?.length ?? 0) === 0);
}
