import { z } from 'zod';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DATASET_IDS, WALL_TYPE_KEYS, isOneOf, type DatasetId, type WallTypeKey } from '@embodied/engine';
import {
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

export const wallFormSchema = z.object({
  project: wallProjectSchema,
  // An empty number input holds ''; that is a missing target, not a wrong type.
  targetReduction: z.preprocess((v) => (v === '' ? undefined : v), wallTargetSchema),
  datasetId: z.enum(DATASET_IDS),
  locations: z.array(wallLocationFormSchema).min(1, { error: 'Add at least one wall location.' }),
});
export type WallFormOutput = z.output<typeof wallFormSchema>;

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
export function toLocationRequest(location: WallFormLocation, datasetId: DatasetId): CalculateWallLocationRequest {
  const { description, length, height, materialA, materialB } = wallLocationFormSchema.parse(location);
  return { description, length, height, materialA, materialB, datasetId };
}

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
 * while the form still has exactly the inputs it was computed from.
 */
export function figuresSignature(v: {
  targetReduction: unknown;
  datasetId: string;
  locations: readonly { length: unknown; height: unknown; materialA: unknown; materialB: unknown }[];
}): string {
  return JSON.stringify([
    validTarget(v.targetReduction),
    v.datasetId,
    v.locations.map((l) => [
      validLength(l.length),
      validHeight(l.height),
      validWallType(l.materialA),
      validWallType(l.materialB),
    ]),
  ]);
}

/** Form values from a saved request (a snapshot's inputs): empty dimensions become empty inputs. */
export function formFromRequest(request: CalculateWallRequest, datasetId: DatasetId): WallFormValues {
  return {
    project: request.project,
    targetReduction: request.targetReduction,
    datasetId,
    locations: request.locations.map((l) => ({
      description: l.description ?? '',
      length: l.length ?? '',
      height: l.height ?? '',
      materialA: l.materialA,
      materialB: l.materialB,
    })),
  };
}
