import { WALL_MATERIAL_KEYS, type WallMaterialKey } from '../keys';
import { formatRValue } from '../thermal/ncc-wall';
import { wallMaterialRValue } from '../thermal/wall-r-values';
import { CHOICE_OPTIONS, CHOICE_PHRASES, type AllowedOptions } from './choice-fields';

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

/**
 * Why the optimizer refuses a minimum wall R-value no allowed wall material reaches, naming the
 * storeys and the warmest wall the engine models, with the R-values written for people (en-AU, at
 * most two decimals); undefined when both storeys keep a material that reaches it.
 * @example minimumWallRRefusal(3.5, null) // 'No wall material for the ground floor walls or the first floor walls reaches R3.5 (the warmest the engine models is R3.38).'
 */
export function minimumWallRRefusal(minimumR: number, allowed: AllowedOptions | null | undefined): string | undefined {
  const empty = wallFieldsBelowMinimumR(minimumR, allowed);
  if (empty.length === 0) return undefined;
  const warmest = Math.max(...WALL_MATERIAL_KEYS.map((k) => wallMaterialRValue(k).r));
  return `No wall material${allowed ? ' allowed' : ''} for the ${empty.map((f) => CHOICE_PHRASES[f]).join(' or the ')} reaches ${formatRValue(minimumR)} (the warmest the engine models is ${formatRValue(warmest)}).`;
}
