import * as K from '../keys';
import type { DwellingInput } from '../dwellings/dwelling-types';

/**
 * The nine discrete choices of a dwelling design (brief 7b–7e): everything the optimizer may
 * change. The geometry (areas, ceiling height, window %) is fixed by the user.
 */
export const CHOICE_FIELDS = [
  'groundFloorWallMaterial',
  'firstFloorWallMaterial',
  'groundFloorStructure',
  'firstFloorStructure',
  'roofMaterial',
  'windowFrameType',
  'glazing',
  'brickSupplier',
  'concreteSupplier',
] as const;
export type ChoiceField = (typeof CHOICE_FIELDS)[number];

/** One design's choices, under the engine's names (the API's seed names are translated in @embodied/contracts). */
export type DwellingChoices = Pick<DwellingInput, ChoiceField>;

/** The geometry the optimizer holds fixed (measured quantities, when given, replace the model). */
export type DwellingGeometryInput = Pick<
  DwellingInput,
  'groundFloorArea' | 'firstFloorArea' | 'ceilingHeight' | 'windowPercent' | 'measuredQuantities'
>;

/**
 * Every option of each field, in the canonical order ties are broken by (after the user's current
 * choice). The first floor lists the build-ups that are real upstairs first: the ground-bearing
 * structures only alias `suspended concrete` there (brief 7d), so they lose every tie to it.
 */
export const CHOICE_OPTIONS: { readonly [F in ChoiceField]: readonly DwellingChoices[F][] } = {
  groundFloorWallMaterial: K.WALL_MATERIAL_KEYS,
  firstFloorWallMaterial: K.WALL_MATERIAL_KEYS,
  groundFloorStructure: K.FLOOR_STRUCTURE_KEYS,
  firstFloorStructure: ['AAC', 'suspended concrete', 'timber', 'concrete slab', 'waffle pod', 'strip footing'],
  roofMaterial: K.ROOF_MATERIAL_KEYS,
  windowFrameType: K.WINDOW_FRAME_KEYS,
  glazing: K.GLAZING_KEYS,
  brickSupplier: K.BRICK_SUPPLIER_KEYS,
  concreteSupplier: K.CONCRETE_SUPPLIER_KEYS,
};

/** How a change to each field reads in a sentence ("Switch roof to Metal"). */
export const CHOICE_PHRASES: Readonly<Record<ChoiceField, string>> = {
  groundFloorWallMaterial: 'ground floor walls',
  firstFloorWallMaterial: 'first floor walls',
  groundFloorStructure: 'ground floor structure',
  firstFloorStructure: 'first floor structure',
  roofMaterial: 'roof',
  windowFrameType: 'window frames',
  glazing: 'glazing',
  brickSupplier: 'brick supplier',
  concreteSupplier: 'concrete supplier',
};

/** Restricts the options of some fields (each list non-empty); fields left out keep every option. */
export type AllowedOptions = { readonly [F in ChoiceField]?: readonly DwellingChoices[F][] };

/**
 * The options of one field to search, in tie-break order: the current choice first (so a tie keeps
 * what the user has), then {@link CHOICE_OPTIONS} order, limited to `allowed` when given.
 * @example orderedOptions('roofMaterial', 'Clay Tile') // ['Clay Tile', 'Metal', 'Concrete Tile']
 */
export function orderedOptions<F extends ChoiceField>(
  field: F,
  current?: DwellingChoices[F],
  allowed?: readonly DwellingChoices[F][],
): DwellingChoices[F][] {
  const all = CHOICE_OPTIONS[field] as readonly DwellingChoices[F][];
  const pool = allowed ? all.filter((o) => allowed.includes(o)) : [...all];
  if (current === undefined || !pool.includes(current)) return pool;
  return [current, ...pool.filter((o) => o !== current)];
}

/** Picks the nine choice fields out of a larger object (e.g. a whole optimizer form). */
export function choicesOf(input: DwellingChoices): DwellingChoices {
  return {
    groundFloorWallMaterial: input.groundFloorWallMaterial,
    firstFloorWallMaterial: input.firstFloorWallMaterial,
    groundFloorStructure: input.groundFloorStructure,
    firstFloorStructure: input.firstFloorStructure,
    roofMaterial: input.roofMaterial,
    windowFrameType: input.windowFrameType,
    glazing: input.glazing,
    brickSupplier: input.brickSupplier,
    concreteSupplier: input.concreteSupplier,
  };
}
