import { z } from 'zod';
import { isoTime } from './named';
import { textSchema } from './text';
import { customProductIdsSchema } from './custom-products';
import {
  COMPLEXITY_VALUES,
  DATASET_IDS,
  FOOTING_SYSTEM_KEYS,
  LIMITS,
  LOW_CARBON_CONCRETE_KEYS,
  type Limit,
} from '@embodied/engine';
import { breakdownElementSchema, datasetRefSchema } from './breakdown';
import { climateZoneSchema, floorThermalSchema, requestClimateZoneSchema } from './climate-zone';
import { footingUpfrontSchema, upfrontOptionsSchema } from './upfront';

/**
 * The slab page (spec sections 2–5, data brief 7c): `POST /api/project/calculate-footing`.
 * The same schema validates the web form (zodResolver) and the server request, so a message a
 * person sees under a field is the message the API answers with.
 */

/** Request fields in the order the form shows them; an unknown field is refused by name. */
export const FOOTING_REQUEST_FIELDS = [
  'project',
  'area',
  'depth',
  'complexity',
  'businessAsUsual',
  'alternateFootingSystem',
  'lowCarbonConcrete',
  'climateZone',
  'datasetId',
  'customProductIds',
  'upfront',
] as const;

export const PROJECT_MAX_LENGTH = 200;

const shown = (value: unknown) => (typeof value === 'string' ? `'${value}'` : JSON.stringify(value));
const bound = (n: number) => n.toLocaleString('en-AU');

/** A required number within a limit, with messages that name the field, the bound and the unit. */
function boundedNumber(label: string, limit: Limit) {
  const rule = limit.minExclusive
    ? `greater than ${bound(limit.min)} and at most ${bound(limit.max)} ${limit.unit}`
    : `between ${bound(limit.min)} and ${bound(limit.max)} ${limit.unit}`;
  const n = z.number({
    error: (iss) =>
      iss.input === undefined || iss.input === null ? `${label} is required.` : `${label} must be a number ${rule}.`,
  });
  const outside = { error: (iss: { input?: unknown }) => `${label} must be ${rule} (got ${String(iss.input)}).` };
  return (limit.minExclusive ? n.gt(limit.min, outside) : n.min(limit.min, outside)).max(limit.max, outside);
}

/** A required key from a fixed list; the message lists the allowed keys. */
function oneOf<const T extends readonly [string, ...string[]]>(label: string, keys: T) {
  return z.enum(keys, {
    error: (iss) =>
      iss.input === undefined || iss.input === null
        ? `${label} is required (one of ${keys.join(', ')}).`
        : `${label} must be one of ${keys.join(', ')} (got ${shown(iss.input)}).`,
  });
}

const complexityRule = `Factor Of Complexity must be one of ${COMPLEXITY_VALUES.join(', ')} (%)`;

export const calculateFootingRequestSchema = z
  .strictObject(
    {
      project: textSchema('Project name', (iss) =>
        iss.input === undefined || iss.input === null ? 'Project name is required.' : 'Project name must be text.',
      )
        .trim()
        .min(1, 'Project name is required.')
        .max(PROJECT_MAX_LENGTH, `Project name must be at most ${PROJECT_MAX_LENGTH} characters.`)
        .meta({ description: 'The project the snapshot belongs to.', example: '12 Banksia Street' }),
      area: boundedNumber('Slab Area', LIMITS.slabArea).meta({
        description: 'Slab area A, m², more than 0 and at most 100,000 (0 m² is no slab and is refused).',
        example: 200,
      }),
      depth: boundedNumber('Founding Depth', LIMITS.depthMm).meta({
        description: 'Founding depth D, mm (0–3,000).',
        example: 700,
      }),
      complexity: z
        .number({
          error: (iss) =>
            iss.input === undefined || iss.input === null
              ? 'Factor Of Complexity is required.'
              : `Factor Of Complexity must be a number, one of ${COMPLEXITY_VALUES.join(', ')} (%) (got ${shown(iss.input)}).`,
        })
        .refine((v) => (COMPLEXITY_VALUES as readonly number[]).includes(v), {
          error: (iss) => `${complexityRule} (got ${String(iss.input)}).`,
        })
        .meta({
          description: `Complexity c, % (one of ${COMPLEXITY_VALUES.join(', ')}): every material quantity × (1 + c/100); pile, pier and stump counts are not multiplied.`,
          // The refinement above as JSON Schema, so that a client generated from the document takes only these.
          enum: [...COMPLEXITY_VALUES],
          example: 0,
        }),
      businessAsUsual: oneOf('Business as Usual', FOOTING_SYSTEM_KEYS).meta({
        description: 'The business-as-usual footing system (always standard concrete).',
        example: 'BlindedRaft',
      }),
      alternateFootingSystem: oneOf('Alternate footing System', FOOTING_SYSTEM_KEYS).meta({
        description: 'The alternate footing system.',
        example: 'Waffle',
      }),
      lowCarbonConcrete: oneOf('Change to Low Carbon Concrete', LOW_CARBON_CONCRETE_KEYS).meta({
        description:
          "FlyAshSubstitution30 swaps the alternate system's in-situ concrete for 30 % fly-ash concrete; business as usual and precast stumps are unchanged.",
        example: 'StandardConcrete',
      }),
      climateZone: requestClimateZoneSchema,
      datasetId: z
        .enum(DATASET_IDS, {
          error: (iss) => `Dataset must be one of ${DATASET_IDS.join(', ')} (got ${shown(iss.input)}).`,
        })
        .optional()
        .meta({
          description: "The carbon dataset. Absent: the user's default dataset, else the server's.",
          example: 'au-typical',
        }),
      customProductIds: customProductIdsSchema,
      upfront: upfrontOptionsSchema,
    },
    {
      error: (iss) =>
        iss.code === 'unrecognized_keys'
          ? `Unknown field${iss.keys.length === 1 ? '' : 's'} ${iss.keys.join(', ')} (allowed: ${FOOTING_REQUEST_FIELDS.join(', ')}).`
          : `The request body must be a JSON object with ${FOOTING_REQUEST_FIELDS.slice(0, -4).join(', ')} (and optionally climateZone, datasetId, customProductIds and upfront).`,
    },
  )
  .meta({
    id: 'CalculateFootingRequest',
    description: 'The slab form: business as usual vs an alternate footing system.',
  });
export type CalculateFootingRequest = z.infer<typeof calculateFootingRequestSchema>;
/** What the form holds before validation (numbers may still be empty). */
export type FootingFormInput = z.input<typeof calculateFootingRequestSchema>;

export const footingSystemOutcomeSchema = z
  .object({
    system: z.enum(FOOTING_SYSTEM_KEYS),
    label: z.string(),
    kgCO2e: z.number().meta({ description: 'Unrounded kgCO2e (A1–A3).' }),
    min: z.number().meta({
      description: 'Low end of the range (every factor at its minimum); equals kgCO2e on datasets without ranges.',
    }),
    max: z.number().meta({ description: 'High end of the range (every factor at its maximum).' }),
    breakdown: z
      .array(breakdownElementSchema)
      .meta({ description: 'Elements: slab, strip, blinding, piles, stumps, timberFloor or waffle.' }),
    counts: z
      .record(z.string(), z.number())
      .meta({ description: 'Pile, pier and stump counts (not multiplied by complexity).' }),
    floorThermal: floorThermalSchema.optional().meta({
      description:
        'The floor the system delivers, in the climate zone: a stump system’s suspended timber floor with its R-values and underfloor batts, or a slab on the ground. Absent from snapshots saved before floors carried insulation.',
    }),
  })
  .meta({ id: 'FootingSystemOutcome' });
export type FootingSystemOutcome = z.infer<typeof footingSystemOutcomeSchema>;

/** What a footing snapshot stores as its outputs, and the core of the response. */
export const footingOutputsSchema = z.object({
  c02Reduction: z
    .int()
    .meta({ description: 'bauValue − afsValue, kgCO2e (may be negative). Spelled as the seed spells it.' }),
  bauValue: z.int().meta({ description: 'Business as usual, kgCO2e rounded to whole kg.' }),
  afsValue: z.int().meta({ description: 'Alternate footing system, kgCO2e rounded to whole kg.' }),
  bau: footingSystemOutcomeSchema,
  afs: footingSystemOutcomeSchema,
  hasRange: z.boolean().meta({ description: 'True when the dataset carries min–max ranges (au-typical).' }),
  dataset: datasetRefSchema,
  noEpdDefaultBauValue: z.int().optional().meta({
    description:
      'Business as usual on the NMEFD v2025.1 Default (what NABERS uses for a product without an EPD), kgCO2e rounded. Absent in snapshots saved before edition 2026.11.',
  }),
  noEpdDefaultAfsValue: z.int().optional().meta({
    description:
      'The alternate on the NMEFD v2025.1 Default, kgCO2e rounded. Absent in snapshots saved before edition 2026.11.',
  }),
  noEpdDefaultC02Reduction: z.int().optional().meta({
    description:
      'noEpdDefaultBauValue − noEpdDefaultAfsValue, kgCO2e. Absent in snapshots saved before edition 2026.11.',
  }),
  biogenicBau: z.number().optional().meta({
    description:
      'kgCO2e stored in the wood of business as usual (NMEFD storage column); never netted off the total. Absent in snapshots saved before edition 2026.11.',
  }),
  biogenicAfs: z.number().optional().meta({
    description:
      'kgCO2e stored in the wood of the alternate; never netted off the total. Absent in snapshots saved before edition 2026.11.',
  }),
  climateZone: climateZoneSchema.optional().meta({
    description:
      'The climate zone the floors were read in (the request’s, else the profile’s, else 6). Absent from snapshots saved before floors carried insulation.',
  }),
  upfront: footingUpfrontSchema.optional(),
});
export type FootingOutputs = z.infer<typeof footingOutputsSchema>;

export const calculateFootingResponseSchema = footingOutputsSchema
  .extend({
    snapshot: z.int().meta({ description: 'The carbon snapshot number this Calculate saved.' }),
    createdAt: isoTime('When the snapshot was saved'),
  })
  .meta({ id: 'CalculateFootingResponse' });
export type CalculateFootingResponse = z.infer<typeof calculateFootingResponseSchema>;
