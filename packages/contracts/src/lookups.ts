import { z } from 'zod';
import { namedObject } from './named';
import { DATASET_IDS, LOOKUP_LIST_NAMES, type LookupListName } from '@embodied/engine';
import { VALUE_LISTS, valueListSchema } from './value-lists';

/** `?dataset=` on every lookup call: one of the three carbon bases; absent means the user's own. */
export const lookupQuerySchema = z.object({
  dataset: z
    .enum(DATASET_IDS, { message: `Dataset must be one of ${DATASET_IDS.join(', ')}.` })
    .optional()
    .meta({
      description: `The carbon dataset the per-unit carbon is computed on (${DATASET_IDS.join(', ')}). Absent: the user's default dataset, else the server's.`,
      example: 'au-typical',
    }),
});
export type LookupQuery = z.infer<typeof lookupQuerySchema>;

/** The dataset a lookup answer was computed on (the engine's DatasetSummary). */
export const lookupDatasetSchema = namedObject('LookupDataset', {
  id: z.enum(DATASET_IDS),
  version: z.string().meta({
    description:
      'The data edition the numbers come from, as a release key (pages write 2025.1-brief-1 as “2025.1, release 1”).',
  }),
  label: z.string(),
  description: z.string(),
  publisher: z.string(),
  licenceStatus: z.string(),
  attribution: z.string().meta({ description: 'Text to show next to results on this basis.' }),
  hasRange: z.boolean().meta({ description: 'True when factors carry min–max ranges (au-typical only).' }),
});
export type LookupDataset = z.infer<typeof lookupDatasetSchema>;

/** One option of a calculator select, with its per-unit carbon on the chosen dataset. */
export const lookupOptionSchema = namedObject('LookupOption', {
  key: z.string().meta({ description: 'The value the calculators send, e.g. BrickVeneerVirginLocal.' }),
  label: z.string().meta({ description: 'What the select shows.' }),
  carbon: z.number().nullable().meta({
    description:
      'Per-unit carbon (kgCO2e per `unit`) on the dataset; null where no single number applies (footing systems depend on area and depth).',
  }),
  unit: z.string().nullable().meta({ description: 'e.g. "kgCO2e/m² of wall"; null when carbon is null.' }),
  source: z.string().meta({ description: 'Citation; a composite cites each factor it is built from.' }),
  confidence: z.enum(['sourced', 'estimate']),
  costAud: z
    .number()
    .optional()
    .meta({ description: 'Central cold-shell cost rate, AUD ex GST per m², where one exists.' }),
  rValue: z
    .number()
    .optional()
    .meta({ description: 'Walls only: the Total R-value of the build-up, m²K/W (its layers: the methodology page).' }),
});
export type LookupOption = z.infer<typeof lookupOptionSchema>;

export const LOOKUP_LIST_DESCRIPTIONS: Readonly<Record<(typeof LOOKUP_LIST_NAMES)[number], string>> = {
  wallTypes: 'The 13 wall types of the wall calculator, in kgCO2e per m² of wall, with their indicative cost.',
  footingSystems:
    'The 6 footing systems of the slab calculator (their carbon depends on area, depth and complexity, so carbon is null).',
  lowCarbonConcrete:
    'Standard concrete or 30 % fly-ash substitution on the alternate footing system, in kgCO2e per m³ of N25 in-situ concrete.',
  floorStructures: 'The optimizer floor structures, in kgCO2e per m² of floor (ground floor, before suppliers).',
  wallMaterials:
    'The 12 optimizer wall materials (the "Wall Area" fields), in kgCO2e per m² of opaque wall (before suppliers).',
  roofMaterials: 'The optimizer roof materials, in kgCO2e per m² of roof.',
  windowFrames: 'Window frames, in kgCO2e per m² of window (frame part only).',
  glazing: 'Glazing, in kgCO2e per m² of window (glass part only).',
  brickSuppliers:
    'Brick suppliers, as the brick line of one brick skin in kgCO2e per m² (Brickworks gross of offsets).',
  concreteSuppliers: 'Ready-mix concrete suppliers, in kgCO2e per m³ of 25 MPa concrete.',
};

/** An option of one list: its `key` is one of the values the calculators take from that list. */
const optionOf = <L extends LookupListName>(list: L) =>
  lookupOptionSchema
    .extend({
      key: valueListSchema(list).meta({
        description: `The value the calculators send (${VALUE_LISTS[list].usedBy}).`,
      }),
    })
    .meta({ id: `${VALUE_LISTS[list].id}Option` });

/** Each list's option schema, by list name. */
export const lookupOptionSchemas = {
  wallTypes: optionOf('wallTypes'),
  footingSystems: optionOf('footingSystems'),
  lowCarbonConcrete: optionOf('lowCarbonConcrete'),
  floorStructures: optionOf('floorStructures'),
  wallMaterials: optionOf('wallMaterials'),
  roofMaterials: optionOf('roofMaterials'),
  windowFrames: optionOf('windowFrames'),
  glazing: optionOf('glazing'),
  brickSuppliers: optionOf('brickSuppliers'),
  concreteSuppliers: optionOf('concreteSuppliers'),
} as const satisfies Record<LookupListName, z.ZodObject>;

const lists = Object.fromEntries(
  LOOKUP_LIST_NAMES.map((name) => [
    name,
    z.array(lookupOptionSchemas[name]).meta({ description: LOOKUP_LIST_DESCRIPTIONS[name] }),
  ]),
) as { [L in LookupListName]: z.ZodArray<(typeof lookupOptionSchemas)[L]> };

/** GET /api/lookups: every option list on one dataset. */
export const lookupsSchema = z.object({ dataset: lookupDatasetSchema, ...lists }).meta({ id: 'Lookups' });
export type Lookups = z.infer<typeof lookupsSchema>;

/** GET /api/lookups/{list}: one option list on one dataset. */
export const lookupListSchema = namedObject('LookupList', {
  dataset: lookupDatasetSchema,
  list: z.enum(LOOKUP_LIST_NAMES),
  options: z.array(lookupOptionSchema),
});
export type LookupList = z.infer<typeof lookupListSchema>;

/** GET /api/lookups/{list} for one named list: its options' keys are that list's values. */
export const namedLookupListSchema = <L extends LookupListName>(list: L) =>
  namedObject(`${VALUE_LISTS[list].id}List`, {
    dataset: lookupDatasetSchema,
    list: z.literal(list),
    options: z.array(lookupOptionSchemas[list]),
  });
