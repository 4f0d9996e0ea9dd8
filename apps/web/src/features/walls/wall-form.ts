import { z } from 'zod';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DATASET_IDS, WALL_TYPE_KEYS, isOneOf, type DatasetId, type WallTypeKey } from '@embodied/engine';
import {
  takeoffProvenanceSchema,
  upfrontOptionsSchema,
  type TakeoffProvenanceBody,
  type UpfrontOptionsBody,
  wallDescriptionRequiredSchema,
  wallHeightSchema,
  wallLengthSchema,
  wallProjectSchema,
  wallTargetSchema,
  wallTypeSchema,
  type CalculateWallLocationRequest,
  type CalculateWallRequest,
} from '@embodied/contracts';

/** The seed's four wall locations (spec section 9). */
export const INITIAL_LOCATIONS = 4;

/** One location card as the inputs hold it: numbers may be '' while empty, selects '' until chosen. */
export interface WallFormLocation {
  description: string;
  length: number | string;
  height: number | string;
  materialA: WallTypeKey | '';
  materialB: WallTypeKey | '';
}

export interface WallFormValues {
  project: string;
  targetReduction: number | string;
  datasetId: DatasetId;
  /** The user's custom products (EPDs) chosen for this calculation, by id. */
  customProductIds: string[];
  /** Transport distances by material class (A4; issue 51); absent: the cited defaults. */
  upfront?: UpfrontOptionsBody;
  /** The take-off the locations were filled from (issue 52); absent or null: entered by hand. */
  takeoff?: TakeoffProvenanceBody | null;
  locations: WallFormLocation[];
}

export const emptyLocation = (): WallFormLocation => ({
  description: '',
  length: '',
  height: '',
  materialA: '',
  materialB: '',
});

export const initialWallForm = (datasetId: DatasetId): WallFormValues => ({
  project: '',
  targetReduction: '',
  datasetId,
  customProductIds: [],
  locations: Array.from({ length: INITIAL_LOCATIONS }, emptyLocation),
});

/**
 * The page's rules (spec section 5): every field is required. Built from the API contract's own
 * field schemas, so the page and the server give the same messages for the same mistakes.
 */
export const wallLocationFormSchema = z.object({
  description: wallDescriptionRequiredSchema,
  length: wallLengthSchema,
  height: wallHeightSchema,
  materialA: wallTypeSchema('A'),
  materialB: wallTypeSchema('B'),
});

type WallLocationOutput = z.output<typeof wallLocationFormSchema>;

/** A card with nothing typed or chosen in it: the whole-wall Calculate leaves it out. */
export function isEmptyLocation(location: Partial<Record<keyof WallFormLocation, unknown>> | undefined): boolean {
  if (!location) return true;
  const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
  return (['description', 'length', 'height', 'materialA', 'materialB'] as const).every((f) => blank(location[f]));
}

/**
 * The whole wall's locations: wholly empty cards are left out; every other card must be complete,
 * and its issues land on its own fields. With every card empty, only the first card is asked for,
 * so one Calculate on a blank page does not paint four cards red. The output keeps each complete
 * location's card index (`formIndex`), so the server's figures go back to the right card.
 */
const wallLocationsFormSchema = z
  .array(z.custom<WallFormLocation>((v) => typeof v === 'object' && v !== null))
  .transform((locations, ctx) => {
    const filled = locations.flatMap((l, formIndex) => (isEmptyLocation(l) ? [] : [formIndex]));
    const checked = filled.length > 0 ? filled : locations.length > 0 ? [0] : [];
    if (checked.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'Add at least one wall location.' });
      return z.NEVER;
    }
    const complete: (WallLocationOutput & { formIndex: number })[] = [];
    for (const formIndex of checked) {
      const parsed = wallLocationFormSchema.safeParse(locations[formIndex]);
      if (parsed.success) complete.push({ ...parsed.data, formIndex });
      else for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, path: [formIndex, ...issue.path] });
    }
    return complete.length === checked.length ? complete : z.NEVER;
  });

export const wallFormSchema = z.object({
  project: wallProjectSchema,
  // An empty number input holds ''; that is a missing target, not a wrong type.
  targetReduction: z.preprocess((v) => (v === '' ? undefined : v), wallTargetSchema),
  datasetId: z.enum(DATASET_IDS),
  // A draft saved before products existed has none.
  customProductIds: z.array(z.string()).default([]),
  upfront: upfrontOptionsSchema,
  takeoff: takeoffProvenanceSchema.nullable().optional(),
  locations: wallLocationsFormSchema,
});
export type WallFormOutput = z.output<typeof wallFormSchema>;

const FIELD_WORDS = {
  description: 'description',
  length: 'length',
  height: 'height',
  materialA: 'option A wall type',
  materialB: 'option B wall type',
} as const;

/** "a", "a and b", "a, b and c". */
function listWords(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * Why the whole-wall Calculate stopped, in one plain sentence per card that stops it (from the
 * form's location errors), or [] when no card does. A card the user started and left unfinished is
 * named with what it still needs; an all-empty page is asked for its first location.
 */
export function incompleteLocationMessages(
  locations: readonly Partial<Record<keyof WallFormLocation, unknown>>[],
  errors: readonly (Partial<Record<keyof WallFormLocation, unknown>> | undefined)[] | undefined,
): string[] {
  if (!errors) return [];
  const messages: string[] = [];
  errors.forEach((fieldErrors, index) => {
    if (!fieldErrors) return;
    const fields = (Object.keys(FIELD_WORDS) as (keyof typeof FIELD_WORDS)[]).filter((f) => fieldErrors[f]);
    if (fields.length === 0) return;
    const location = locations[index];
    const n = index + 1;
    if (isEmptyLocation(location)) {
      messages.push(`Every location is empty: fill in location ${n} to calculate the wall.`);
      return;
    }
    const missing = fields.filter((f) => isEmptyLocation({ [f]: location?.[f] }));
    const wrong = fields.filter((f) => !missing.includes(f));
    const parts = [
      missing.length > 0 ? `fill in its ${listWords(missing.map((f) => FIELD_WORDS[f]))}` : '',
      wrong.length > 0 ? `correct its ${listWords(wrong.map((f) => FIELD_WORDS[f]))}` : '',
    ].filter(Boolean);
    messages.push(
      `Location ${n} ${missing.length > 0 ? 'is partly filled' : 'has a value to correct'}: ${parts.join(', and ')}, ` +
        'or remove it. Empty locations are left out of the wall.',
    );
  });
  return messages;
}

/**
 * The resolver for react-hook-form. The schema's input type is `unknown` where it coerces
 * (decimal text, empty inputs), so it is narrowed to the form's own value types here.
 */
export const wallFormResolver = zodResolver(wallFormSchema) as unknown as Resolver<
  WallFormValues,
  unknown,
  WallFormOutput
>;

/** The names of one location's fields, for validating that location alone. */
export function locationFieldNames(index: number) {
  return (['description', 'length', 'height', 'materialA', 'materialB'] as const).map(
    (f) => `locations.${index}.${f}` as const,
  );
}

/** A location's request body, when its fields are valid (spec section 4, per-location Calculate). */
export function toLocationRequest(
  location: WallFormLocation,
  datasetId: DatasetId,
  customProductIds: readonly string[] = [],
): CalculateWallLocationRequest {
  const { description, length, height, materialA, materialB } = wallLocationFormSchema.parse(location);
  return { description, length, height, materialA, materialB, datasetId, ...productIds(customProductIds) };
}

/** The request's product choice: absent when none is chosen. */
const productIds = (ids: readonly string[] | undefined) =>
  ids && ids.length > 0 ? { customProductIds: [...ids] } : {};

/** The whole-wall request body from a valid form. */
export function toWallRequest(values: WallFormOutput): CalculateWallRequest {
  return {
    project: values.project,
    targetReduction: values.targetReduction,
    locations: values.locations.map(({ description, length, height, materialA, materialB }) => ({
      description,
      length,
      height,
      materialA,
      materialB,
    })),
    datasetId: values.datasetId,
    ...productIds(values.customProductIds),
    ...(values.upfront ? { upfront: values.upfront } : {}),
    ...(values.takeoff ? { takeoff: values.takeoff } : {}),
  };
}

/** A dimension's value when it is a valid number, else null (an empty or wrong input). */
export function validLength(v: unknown): number | null {
  const r = wallLengthSchema.safeParse(v);
  return r.success ? r.data : null;
}
export function validHeight(v: unknown): number | null {
  const r = wallHeightSchema.safeParse(v);
  return r.success ? r.data : null;
}
export function validTarget(v: unknown): number | null {
  const r = wallTargetSchema.safeParse(v);
  return r.success ? r.data : null;
}
export function validWallType(v: unknown): WallTypeKey | null {
  return isOneOf(WALL_TYPE_KEYS, v) ? v : null;
}

/**
 * What the figures depend on, as a comparable string: a saved result is shown as saved only
 * while the form still has exactly the inputs it was computed from (empty cards aside).
 */
export function figuresSignature(v: {
  targetReduction: unknown;
  datasetId: string;
  customProductIds?: readonly string[] | undefined;
  upfront?: UpfrontOptionsBody;
  locations: readonly { length: unknown; height: unknown; materialA: unknown; materialB: unknown }[];
}): string {
  return JSON.stringify([
    validTarget(v.targetReduction),
    v.datasetId,
    [...(v.customProductIds ?? [])].sort(),
    v.upfront ?? null,
    v.locations
      .map((l) => [
        validLength(l.length),
        validHeight(l.height),
        validWallType(l.materialA),
        validWallType(l.materialB),
      ])
      // A card with no figure input (an empty one) is left out of the whole wall, so not compared.
      .filter((figures) => figures.some((f) => f !== null)),
  ]);
}

/** Form values from a saved request (a snapshot's inputs): empty dimensions become empty inputs. */
export function formFromRequest(request: CalculateWallRequest, datasetId: DatasetId): WallFormValues {
  return {
    project: request.project,
    targetReduction: request.targetReduction,
    datasetId,
    customProductIds: request.customProductIds ?? [],
    ...(request.upfront ? { upfront: request.upfront } : {}),
    ...(request.takeoff ? { takeoff: request.takeoff } : {}),
    locations: request.locations.map((l) => ({
      description: l.description ?? '',
      length: l.length ?? '',
      height: l.height ?? '',
      materialA: l.materialA,
      materialB: l.materialB,
    })),
  };
}
