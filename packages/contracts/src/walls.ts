import { z } from 'zod';
import { isoTime, namedObject } from './named';
import { textSchema } from './text';
import { customProductIdsSchema } from './custom-products';
import { DATASET_IDS, LIMITS, WALL_TYPE_KEYS, describeLimit, type Limit } from '@embodied/engine';
import { breakdownElementSchema, datasetRefSchema, rangeSchema } from './breakdown';
import { upfrontModulesSchema, upfrontOptionsSchema, wallUpfrontSchema } from './upfront';
import { takeoffProvenanceSchema } from './measured-quantities';

/*
 * The wall calculator's API (spec section 7; data brief 7a, 7g). Field names are the seed's.
 *
 * Decisions (see also docs in the OpenAPI descriptions below):
 * - Numbers are JSON numbers. Length and height also accept clean decimal text ("2.7", "12"),
 *   because the seed's Height input was a text field; anything else ("12 m", "1e3") is refused.
 * - calculate-wall accepts an empty length or height (null, omitted or "") and excludes that
 *   location from every total (brief 7g, worked example 3). The page itself asks for every
 *   field before it sends (spec section 5).
 * - Figures the seed computed in the browser (actualReduction, percentage, optionA, optionB,
 *   wallNumber) are accepted for compatibility, ignored, and recomputed by the server.
 * - Every object is strict: an unknown field is refused, by name.
 */

const DECIMAL_TEXT = /^\s*-?(?:\d+(?:\.\d+)?|\.\d+)\s*$/;

function shown(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  if (value === undefined) return 'nothing';
  // JSON.stringify answers undefined for functions and symbols, which JSON cannot carry anyway.
  return JSON.stringify(value) ?? typeof value;
}

/** Clean decimal text becomes a number; empty text becomes `undefined` (a missing value). */
function decimalTextToNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  return DECIMAL_TEXT.test(value) ? Number(value) : value;
}

/** A finite number within `limit`, with messages that name the field, its unit and its bounds. */
function boundedNumber(label: string, limit: Limit, example: string) {
  const range = describeLimit(limit);
  const base = z.number({
    error: (iss) =>
      iss.input === undefined || iss.input === null
        ? `${label} is required: enter a number ${range}, e.g. ${example}.`
        : `${label} must be a number ${range}, e.g. ${example} (got ${shown(iss.input)}).`,
  });
  const lower = limit.minExclusive
    ? base.gt(limit.min, { error: (iss) => `${label} must be ${range} (got ${shown(iss.input)}).` })
    : base.gte(limit.min, { error: (iss) => `${label} must be ${range} (got ${shown(iss.input)}).` });
  return lower.lte(limit.max, { error: (iss) => `${label} must be ${range} (got ${shown(iss.input)}).` });
}

/** A required wall dimension in metres (number or clean decimal text). */
function requiredDimension(label: string, limit: Limit, example: string) {
  return z.preprocess(decimalTextToNumber, boundedNumber(label, limit, example));
}

/** A wall dimension that may be empty (null, omitted or ""): the location is then excluded. */
function optionalDimension(label: string, limit: Limit, example: string) {
  return z.preprocess((v) => decimalTextToNumber(v) ?? null, boundedNumber(label, limit, example).nullable());
}

/** Length of one wall location, m. */
export const wallLengthSchema = requiredDimension('Length', LIMITS.wallLength, '12').meta({
  description: `Wall length in metres, ${describeLimit(LIMITS.wallLength)}. A JSON number, or decimal text such as "12".`,
});
/** Height of one wall location, m. */
export const wallHeightSchema = requiredDimension('Height', LIMITS.wallHeight, '2.7').meta({
  description: `Wall height in metres, ${describeLimit(LIMITS.wallHeight)}. A JSON number, or decimal text such as "2.7" (the seed sent height as text).`,
});
const optionalLengthSchema = optionalDimension('Length', LIMITS.wallLength, '12').meta({
  description: `Wall length in metres, ${describeLimit(LIMITS.wallLength)}, or null/omitted/"" to exclude the location from the totals.`,
});
const optionalHeightSchema = optionalDimension('Height', LIMITS.wallHeight, '2.7').meta({
  description: `Wall height in metres, ${describeLimit(LIMITS.wallHeight)}, or null/omitted/"" to exclude the location from the totals.`,
});

/** One of the 13 wall-type keys; `option` names the field in messages. */
export function wallTypeSchema(option: 'A' | 'B') {
  return z.enum(WALL_TYPE_KEYS, {
    error: (iss) =>
      iss.input === undefined || iss.input === null || iss.input === ''
        ? `Choose the option ${option} wall type.`
        : `Unknown wall type ${shown(iss.input)} for option ${option} (expected one of: ${WALL_TYPE_KEYS.join(', ')}).`,
  });
}

/** The location's name, as the API takes it: a label only, used in no figure. */
export const wallDescriptionSchema = textSchema('Description')
  .trim()
  .max(200, { error: 'Description must be at most 200 characters.' })
  .nullable()
  .optional()
  .meta({ description: 'A label for the wall location (e.g. "North"); used in no figure. At most 200 characters.' });

/** The page's rule for the description (spec section 5: every location field is required). */
export const wallDescriptionRequiredSchema = textSchema(
  'Description',
  'Description is required: name the wall location, e.g. North.',
)
  .trim()
  .min(1, { error: 'Description is required: name the wall location, e.g. North.' })
  .max(200, { error: 'Description must be at most 200 characters.' });

export const wallProjectSchema = textSchema('Project name', (iss) =>
  iss.input === undefined || iss.input === null ? 'Project name is required.' : 'Project name must be text.',
)
  .trim()
  .min(1, { error: 'Project name is required.' })
  .max(200, { error: 'Project name must be at most 200 characters.' })
  .meta({ description: 'The project the snapshot belongs to. 1–200 characters.' });

export const wallTargetSchema = boundedNumber('Target embodied carbon', LIMITS.targetReduction, '30').meta({
  description: `Target embodied carbon in kgCO2e per m² of wall, ${describeLimit(LIMITS.targetReduction)}. The page suggests 30.`,
});

const datasetIdSchema = z
  .enum(DATASET_IDS, {
    error: (iss) => `Unknown dataset ${shown(iss.input)} (expected one of: ${DATASET_IDS.join(', ')}).`,
  })
  .optional()
  .meta({ description: "The carbon dataset to use. Omitted: the user's default dataset, else the server's." });

/** Figures the seed computed in the browser: accepted so old clients work, never used. */
const ignoredFigure = (what: string) =>
  z
    .number({ error: `${what} is ignored by the server, but when sent it must be a number or null.` })
    .nullable()
    .optional()
    .meta({
      description: `Accepted for compatibility with the seed client and ignored: the server computes ${what} itself.`,
    });

/** A request body the OpenAPI document names `id`: an unknown field is refused, naming `what` it is in. */
function namedRequest<T extends z.ZodRawShape>(id: string, what: string, shape: T) {
  const allowed = Object.keys(shape).join(', ');
  return z
    .strictObject(shape, {
      error: (iss) =>
        iss.code === 'unrecognized_keys'
          ? `Unknown field${iss.keys.length === 1 ? '' : 's'} ${iss.keys.join(', ')} in ${what} (allowed: ${allowed}).`
          : `${what.charAt(0).toUpperCase()}${what.slice(1)} must be a JSON object with the fields ${allowed}.`,
    })
    .meta({ id });
}

/** Each option's min–max range and breakdown, in a wall location's answer. */
const optionDetail = {
  rangeA: rangeSchema,
  rangeB: rangeSchema,
  breakdownA: z.array(breakdownElementSchema),
  breakdownB: z.array(breakdownElementSchema),
};

/** The two wall types a location compares. */
const WALL_OPTIONS = {
  materialA: wallTypeSchema('A').meta({ description: 'Option A wall type (one of the 13 wall type keys).' }),
  materialB: wallTypeSchema('B').meta({ description: 'Option B wall type.' }),
};

// --- calculate-wall-location -------------------------------------------------------------------

/** What every wall calculation takes besides its walls: the dataset, the user's EPDs, the upfront options. */
const CALCULATION_CHOICES = {
  datasetId: datasetIdSchema,
  customProductIds: customProductIdsSchema,
  upfront: upfrontOptionsSchema,
};

export const calculateWallLocationRequestSchema = namedRequest('CalculateWallLocationRequest', 'the wall location', {
  description: wallDescriptionSchema,
  length: wallLengthSchema,
  height: wallHeightSchema,
  ...WALL_OPTIONS,
  ...CALCULATION_CHOICES,
});
export type CalculateWallLocationRequest = z.infer<typeof calculateWallLocationRequestSchema>;
export type CalculateWallLocationRequestInput = z.input<typeof calculateWallLocationRequestSchema>;

export const calculateWallLocationResponseSchema = namedObject('CalculateWallLocationResponse', {
  optionA: z.number().meta({ description: 'Option A carbon, kgCO2e = length × height × wall factor A.' }),
  optionB: z.number().meta({ description: 'Option B carbon, kgCO2e.' }),
  reduction: z.number().meta({ description: 'optionA − optionB, kgCO2e (negative when B emits more).' }),
  area: z.number().meta({ description: 'length × height, m².' }),
  ...optionDetail,
  upfrontA: upfrontModulesSchema.meta({ description: 'Option A by module (A1–A3 = optionA, A4, A5, A1–A5).' }),
  upfrontB: upfrontModulesSchema.meta({ description: 'Option B by module.' }),
  dataset: datasetRefSchema,
});
export type CalculateWallLocationResponse = z.infer<typeof calculateWallLocationResponseSchema>;

// --- calculate-wall ----------------------------------------------------------------------------

export const wallLocationRequestSchema = namedRequest('WallLocationRequest', 'a wall location', {
  description: wallDescriptionSchema,
  length: optionalLengthSchema,
  height: optionalHeightSchema,
  ...WALL_OPTIONS,
  wallNumber: z
    .number({ error: 'wallNumber is ignored by the server, but when sent it must be a whole number of 1 or more.' })
    .int({ error: 'wallNumber is ignored by the server, but when sent it must be a whole number of 1 or more.' })
    .gte(1, { error: 'wallNumber is ignored by the server, but when sent it must be a whole number of 1 or more.' })
    .lte(LIMITS.wallLocations.max, {
      error: `wallNumber is ignored by the server, but when sent it must be at most ${LIMITS.wallLocations.max} (the most locations a request takes).`,
    })
    .optional()
    .meta({
      description: 'Accepted for compatibility and ignored: the server numbers locations by position (1-based).',
    }),
  optionA: ignoredFigure('optionA'),
  optionB: ignoredFigure('optionB'),
});

export const calculateWallRequestSchema = namedRequest('CalculateWallRequest', 'the wall', {
  project: wallProjectSchema,
  targetReduction: wallTargetSchema,
  actualReduction: ignoredFigure('actualReduction'),
  percentage: ignoredFigure('percentage'),
  locations: z
    .array(wallLocationRequestSchema, {
      error: 'Locations must be a list of wall locations (an empty list is allowed).',
    })
    .max(LIMITS.wallLocations.max, {
      error: (iss) =>
        `At most ${LIMITS.wallLocations.max} wall locations per request (got ${Array.isArray(iss.input) ? iss.input.length : '?'}).`,
    })
    .meta({
      description: `The wall locations, at most ${LIMITS.wallLocations.max}. A location with an empty length or height counts 0 and is excluded from the area.`,
    }),
  takeoff: takeoffProvenanceSchema.nullable().optional().meta({
    description:
      'The take-off the locations were filled from (issue 52): recorded in the snapshot and stated on its printout. Omitted or null: entered by hand.',
  }),
  ...CALCULATION_CHOICES,
});
export type CalculateWallRequest = z.infer<typeof calculateWallRequestSchema>;
export type CalculateWallRequestInput = z.input<typeof calculateWallRequestSchema>;

export const wallLocationResultSchema = namedObject('WallLocationResult', {
  wallNumber: z.number().int().meta({ description: '1-based position in the request.' }),
  description: z.string().nullable(),
  included: z.boolean().meta({ description: 'False when length or height was empty: the location counts 0.' }),
  area: z.number().meta({ description: 'm² (0 when excluded).' }),
  optionA: z.number().meta({ description: 'kgCO2e.' }),
  optionB: z.number().meta({ description: 'kgCO2e.' }),
  reduction: z.number().meta({ description: 'optionA − optionB, kgCO2e.' }),
  ...optionDetail,
  upfrontA: upfrontModulesSchema
    .optional()
    .meta({ description: 'Option A by module. Absent from snapshots saved before A4 and A5 were counted.' }),
  upfrontB: upfrontModulesSchema
    .optional()
    .meta({ description: 'Option B by module. Absent from snapshots saved before A4 and A5 were counted.' }),
});
export type WallLocationResult = z.infer<typeof wallLocationResultSchema>;

/** What a whole-wall Calculate computes; stored as the snapshot's outputs. */
export const wallOutputsSchema = namedObject('WallOutputs', {
  actualReduction: z.number().meta({ description: 'Total Carbon Reduction: optionATotal − optionBTotal, kgCO2e.' }),
  percentageReduction: z.number().meta({
    description:
      'Progress to Target, %: 100 when intensityA ≤ target, else (intensityA − intensityB) / (intensityA − target) × 100. Not capped.',
  }),
  optionATotal: z.number().meta({ description: 'Σ optionA, kgCO2e.' }),
  optionBTotal: z.number().meta({ description: 'Σ optionB, kgCO2e.' }),
  intensityA: z.number().meta({ description: 'optionATotal / area, kgCO2e/m².' }),
  intensityB: z.number().meta({ description: 'optionBTotal / area, kgCO2e/m².' }),
  area: z
    .number()
    .meta({ description: 'Σ length × height over included locations, m²; 1 when none is included or the sum is 0.' }),
  rangeA: rangeSchema,
  rangeB: rangeSchema,
  locations: z.array(wallLocationResultSchema),
  dataset: datasetRefSchema,
  noEpdDefaultOptionATotal: z.number().optional().meta({
    description:
      'Option A on the NMEFD v2025.1 Default (what NABERS uses for a product without an EPD), kgCO2e. Absent in snapshots saved before edition 2026.11.',
  }),
  noEpdDefaultOptionBTotal: z.number().optional().meta({
    description: 'Option B on the NMEFD v2025.1 Default, kgCO2e. Absent in snapshots saved before edition 2026.11.',
  }),
  noEpdDefaultActualReduction: z.number().optional().meta({
    description:
      'noEpdDefaultOptionATotal − noEpdDefaultOptionBTotal, kgCO2e. Absent in snapshots saved before edition 2026.11.',
  }),
  biogenicA: z.number().optional().meta({
    description:
      'kgCO2e stored in the wood of option A (NMEFD storage column); never netted off the total. Absent in snapshots saved before edition 2026.11.',
  }),
  biogenicB: z.number().optional().meta({
    description:
      'kgCO2e stored in the wood of option B; never netted off the total. Absent in snapshots saved before edition 2026.11.',
  }),
  upfront: wallUpfrontSchema.optional(),
});
export type WallOutputs = z.infer<typeof wallOutputsSchema>;

export const calculateWallResponseSchema = wallOutputsSchema
  .extend({
    snapshot: z
      .number()
      .int()
      .meta({ description: 'The number of the carbon snapshot this Calculate saved (unique across servers).' }),
    createdAt: isoTime('When the snapshot was saved'),
  })
  .meta({ id: 'CalculateWallResponse' });
export type CalculateWallResponse = z.infer<typeof calculateWallResponseSchema>;
