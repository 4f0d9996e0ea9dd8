import { z } from 'zod';
import { FLOOR_STRUCTURE_KEYS, ROOF_MATERIAL_KEYS, WALL_TYPE_KEYS, WINDOW_FRAME_KEYS } from '@embodied/engine';
import { isoTime, namedObject, namedStrictObject } from './named';
import { textSchema } from './text';

/**
 * Model take-offs (docs/decisions/027-ifc-takeoff.md): an IFC model uploaded to POST /api/takeoffs
 * is read on the server (web-ifc, in a worker thread) into measured quantities: storeys, walls by
 * type and the way they face, windows and doors, slabs and the roof. Each element says whether it
 * was measured from the model's base quantities (Qto_*BaseQuantities), its attributes or its
 * geometry. Lengths m, areas m², angles degrees. Stored per workspace.
 */

/** The largest model file accepted, bytes (the multipart body may add a little around it). */
export const TAKEOFF_MAX_BYTES = 50 * 1024 * 1024;
/** How long reading one model may take before its worker is ended, seconds. */
export const TAKEOFF_TIME_LIMIT_SECONDS = 60;

const source = z.enum(['baseQuantities', 'geometry', 'attributes']).meta({
  description:
    "Where the quantity comes from: the model's own base quantities (Qto_*BaseQuantities, or IFC2X3's BaseQuantities set), its attributes (a window's overall width × height) or its geometry (measured on web-ifc's triangulated body, openings cut out).",
});
const groupSource = z.union([source, z.literal('mixed')]);
const facing = z.enum(['N', 'E', 'S', 'W']).nullable().meta({
  description:
    "The way an external wall's outer face looks (within 45° of north, east, south or west of the model's true north; the model's y axis where it states none); null for internal walls.",
});
const storeyName = z.string().nullable().meta({ description: 'The storey the element is on; null if none.' });
const m = (what: string) => z.number().meta({ description: `${what}, m.` });
const m2 = (what: string) => z.number().meta({ description: `${what}, m².` });

export const takeoffLayerSchema = namedObject('TakeoffLayer', {
  material: z.string(),
  thicknessMm: z.number().nullable().meta({ description: 'Layer thickness, mm; null where the model gives none.' }),
});

export const takeoffSummarySchema = namedObject('TakeoffSummary', {
  groundFloorArea: m2('Floor area of the ground floor (the lowest storey with a floor at or above −1 m)'),
  firstFloorArea: m2('Floor area of the next storey up with a floor (0 if none)'),
  externalWallArea: m2('External walls, one side, net of openings'),
  internalWallArea: m2('Internal walls, one side, net of openings'),
  windowArea: m2('Windows'),
  doorArea: m2('Doors'),
  roofArea: m2('Roof, along its slope'),
});
export type TakeoffSummary = z.infer<typeof takeoffSummarySchema>;

export const takeoffStoreySchema = namedObject('TakeoffStorey', {
  name: z.string(),
  elevation: m('Elevation of the storey'),
  floorArea: m2('Upper face of its floor slabs'),
  externalWallArea: m2('Its external walls, net'),
  internalWallArea: m2('Its internal walls, net'),
  windowArea: m2('Its windows'),
  doorArea: m2('Its doors'),
  wallCount: z.number().int(),
});

export const takeoffWallSchema = namedObject('TakeoffWall', {
  name: z.string(),
  storey: storeyName,
  typeName: z.string().meta({ description: "The model's wall type name, else its layer set's name." }),
  layers: z.array(takeoffLayerSchema),
  external: z.boolean(),
  externalSource: z.enum(['property', 'position']).meta({
    description: 'Pset_WallCommon.IsExternal, or (where the model does not say) its place at the edge of the plan.',
  }),
  facing,
  bearing: z.number().nullable().meta({ description: 'Clockwise from true north to its outward normal, degrees.' }),
  length: m('Length'),
  height: m('Height'),
  grossArea: m2('One side, openings included'),
  netArea: m2('One side, openings deducted'),
  source,
});

export const takeoffWallGroupSchema = namedObject('TakeoffWallGroup', {
  key: z.string().meta({ description: 'Type name, external or internal, and facing, joined by |.' }),
  typeName: z.string(),
  layers: z.array(takeoffLayerSchema),
  external: z.boolean(),
  facing,
  count: z.number().int(),
  length: m('Summed length'),
  height: m('Length-weighted mean height'),
  grossArea: m2('One side, openings included'),
  netArea: m2('One side, openings deducted'),
  source: groupSource,
});
export type TakeoffWallGroup = z.infer<typeof takeoffWallGroupSchema>;

export const takeoffOpeningSchema = namedObject('TakeoffOpening', {
  kind: z.enum(['window', 'door']),
  name: z.string(),
  storey: storeyName,
  area: m2('Area'),
  width: z.number().nullable(),
  height: z.number().nullable(),
  source,
  frameMaterial: z.string().nullable().meta({ description: "The frame's material as the model names it." }),
  facing,
});

export const takeoffSlabSchema = namedObject('TakeoffSlab', {
  name: z.string(),
  storey: storeyName,
  kind: z.enum(['floor', 'baseslab', 'landing', 'finish', 'roof']).meta({
    description:
      'finish: thinner than 60 mm, a floor finish laid on a floor (not counted in the floor area again); landing: a stair landing (not counted).',
  }),
  area: m2('Upper face'),
  pitchDegrees: z.number().nullable(),
  material: z.string().nullable(),
  source,
});

export const takeoffRoofSchema = namedObject('TakeoffRoof', {
  area: m2('Along its slope'),
  pitchDegrees: z.number().nullable().meta({ description: 'Area-weighted pitch, degrees.' }),
  material: z.string().nullable(),
  source: groupSource,
});

export const takeoffSkippedSchema = namedObject('TakeoffSkipped', {
  type: z.string().meta({ example: 'IfcColumn' }),
  name: z.string(),
  reason: z.string(),
});

/** What a take-off's elements map to in the calculators: each wall type, floor, roof and frame. */
export const TAKEOFF_MAPPING_KINDS = ['wall', 'floor', 'roof', 'frame'] as const;
export type TakeoffMappingKind = (typeof TAKEOFF_MAPPING_KINDS)[number];
/** The product's options each kind maps to (the wall calculator's wall types, the optimizer's lists). */
export const TAKEOFF_MAPPING_TARGETS = {
  wall: WALL_TYPE_KEYS,
  floor: FLOOR_STRUCTURE_KEYS,
  roof: ROOF_MATERIAL_KEYS,
  frame: WINDOW_FRAME_KEYS,
} as const;

export const takeoffMappingSchema = namedObject('TakeoffMapping', {
  kind: z.enum(TAKEOFF_MAPPING_KINDS),
  source: z
    .string()
    .meta({ description: 'The model’s name: a wall type, a slab’s or roof’s material, a frame material.' }),
  materials: z.string().meta({ description: 'The material names the suggestion was made from.' }),
  target: z
    .string()
    .nullable()
    .meta({ description: 'The product’s option it maps to; null if none could be suggested.' }),
  status: z.enum(['suggested', 'remembered', 'none']).meta({
    description:
      'suggested: from the material names; remembered: as a person in this workspace mapped the same name (on this model or an earlier one); none: nothing could be suggested.',
  }),
});
export type TakeoffMapping = z.infer<typeof takeoffMappingSchema>;

const takeoffFields = {
  id: z.string(),
  fileName: z.string().meta({ description: 'The uploaded file’s name.' }),
  sha256: z.string().meta({ description: 'SHA-256 of the uploaded file, hex.' }),
  sizeBytes: z.number().int(),
  schema: z.string().meta({ example: 'IFC4', description: 'The IFC schema of the model.' }),
  application: z.string().meta({ description: 'The application that wrote the model (its header).' }),
  lengthUnit: z
    .string()
    .meta({ example: 'millimetre', description: 'The model’s length unit (quantities here are in m).' }),
  trueNorth: z.number().nullable().meta({
    description: 'Clockwise angle from true north to the model’s y axis, degrees; null if the model states none.',
  }),
  counts: namedObject('TakeoffCounts', {
    read: z.number().int().meta({ description: 'Walls, windows, doors, slabs and roof planes taken off.' }),
    skipped: z.number().int().meta({ description: 'Elements not taken off (each listed with its reason, up to 200).' }),
  }),
  summary: takeoffSummarySchema,
  createdAt: isoTime('When it was uploaded'),
};

/** GET /api/takeoffs: one line per take-off. */
export const takeoffListItemSchema = namedObject('TakeoffListItem', takeoffFields);
export type TakeoffListItem = z.infer<typeof takeoffListItemSchema>;
export const takeoffListSchema = namedObject('TakeoffList', { items: z.array(takeoffListItemSchema) });
export type TakeoffList = z.infer<typeof takeoffListSchema>;

/** POST /api/takeoffs and GET /api/takeoffs/{id}: the whole take-off. */
export const takeoffSchema = namedObject('Takeoff', {
  ...takeoffFields,
  storeys: z.array(takeoffStoreySchema),
  wallGroups: z.array(takeoffWallGroupSchema),
  walls: z.array(takeoffWallSchema),
  openings: z.array(takeoffOpeningSchema),
  slabs: z.array(takeoffSlabSchema),
  roof: takeoffRoofSchema.nullable(),
  skipped: z.array(takeoffSkippedSchema),
  mappings: z.array(takeoffMappingSchema),
});
export type Takeoff = z.infer<typeof takeoffSchema>;

/** What the worker measures (the stored take-off without its id, file and mappings). */
export const measuredTakeoffSchema = takeoffSchema.omit({
  id: true,
  fileName: true,
  sha256: true,
  sizeBytes: true,
  createdAt: true,
  mappings: true,
});
export type MeasuredTakeoff = z.infer<typeof measuredTakeoffSchema>;

export const takeoffIdParamSchema = z.object({
  id: textSchema('Take-off id').meta({ param: { name: 'id', in: 'path' } }),
});

const shownInput = (value: unknown) => (typeof value === 'string' ? `'${value}'` : JSON.stringify(value));

/** One confirmed mapping of `kind`: the model's name and the product's option (one of `targets`). */
const mappingInput = <const K extends TakeoffMappingKind>(kind: K) => {
  const targets = TAKEOFF_MAPPING_TARGETS[kind] as unknown as readonly [string, ...string[]];
  return z.strictObject({
    kind: z.literal(kind),
    source: textSchema('source').min(1, 'source is required.').max(200, 'source must be at most 200 characters.'),
    target: z.enum(targets, {
      error: (iss) => `A ${kind} maps to one of ${targets.join(', ')} (got ${shownInput(iss.input)}).`,
    }),
  });
};

/** PUT /api/takeoffs/{id}/mappings: confirm or change what the model's names map to. */
export const takeoffMappingsInputSchema = namedStrictObject('TakeoffMappingsInput', {
  mappings: z
    .array(
      z.discriminatedUnion(
        'kind',
        [mappingInput('wall'), mappingInput('floor'), mappingInput('roof'), mappingInput('frame')],
        {
          error: (iss) =>
            iss.code === 'invalid_union' ? `kind must be one of ${TAKEOFF_MAPPING_KINDS.join(', ')}.` : undefined,
        },
      ),
    )
    .min(1, 'Send at least one mapping.')
    .max(200, 'At most 200 mappings at once.'),
});
export type TakeoffMappingsInput = z.infer<typeof takeoffMappingsInputSchema>;
