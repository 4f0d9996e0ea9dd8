import { z } from 'zod';
import { namedObject } from './named';
import { textSchema } from './text';
import { customProductIdsSchema } from './custom-products';
import {
  BRICK_SUPPLIER_KEYS,
  CHOICE_OPTIONS,
  CONCRETE_SUPPLIER_KEYS,
  DATASET_IDS,
  DWELLING_ELEMENT_IDS,
  FLOOR_KEYS,
  FLOOR_STRUCTURE_KEYS,
  GLAZING_KEYS,
  LIMITS,
  OBJECTIVE_MODULES,
  OPTIMIZER_LIMITS,
  ROOF_MATERIAL_KEYS,
  WALL_MATERIAL_KEYS,
  WINDOW_FRAME_KEYS,
  describeLimit,
  type Limit,
} from '@embodied/engine';
import { breakdownElementSchema, datasetRefSchema } from './breakdown';
import { SEED_CHOICE_FIELDS, toEngineChoiceField, type SeedChoiceField } from './dwelling-names';
import { climateZoneSchema, floorThermalSchema, requestClimateZoneSchema } from './climate-zone';
import { dwellingScopeSchema, dwellingUpfrontSchema, upfrontModulesSchema, upfrontOptionsSchema } from './upfront';
import { measuredQuantitiesSchema } from './measured-quantities';

const measuredQuantities = measuredQuantitiesSchema.nullable().optional();

/**
 * The optimizer page (spec section 2, "Optimizer page"): the dwelling estimate
 * (POST /api/project/optimize, seed field names) and the carbon–cost optimizer
 * (POST /api/project/optimize/pareto). Bounds come from the engine's LIMITS.
 */

const boundedNumber = (limit: Limit, label: string) => {
  const rule = `${label} must be a number ${describeLimit(limit)}.`;
  const n = z.number({ error: rule }).max(limit.max, { error: rule });
  return (limit.minExclusive ? n.gt(limit.min, { error: rule }) : n.min(limit.min, { error: rule })).meta({
    description: `${describeLimit(limit)}. ${limit.reason}`,
  });
};

const oneOf = <const T extends readonly [string, ...string[]]>(keys: T, label: string) =>
  z.enum(keys, { error: `${label} must be one of: ${keys.join(', ')}.` });

/** The geometry the optimizer holds fixed (the first four fields of the form). */
export const dwellingGeometryShape = {
  groundFloorArea: boundedNumber(LIMITS.groundFloorArea, 'Ground floor area'),
  firstFloorArea: boundedNumber(LIMITS.floorArea, 'First floor area'),
  ceilingHeight: boundedNumber(LIMITS.ceilingHeight, 'Ceiling height'),
  windowArea: boundedNumber(LIMITS.windowPercent, 'Window % area'),
};

/** Labels of the nine choices, as the form shows them (the "Wall Area" fields choose a wall material). */
export const DWELLING_CHOICE_LABELS: Readonly<Record<SeedChoiceField, string>> = {
  groundFloorWallArea: 'Ground floor wall material',
  firstFloorWallArea: 'First floor wall material',
  groundFloorStructure: 'Ground floor structure',
  firstFloorStructure: 'First floor structure',
  roofMaterial: 'Roof material',
  windowFrameType: 'Window frame type',
  doubleGlazed: 'Glazing',
  brickSupplier: 'Brick supplier',
  concreteSupplier: 'Concrete supplier',
};

const L = DWELLING_CHOICE_LABELS;
/** The nine discrete choices of a design. */
export const dwellingChoicesShape = {
  groundFloorWallArea: oneOf(WALL_MATERIAL_KEYS, L.groundFloorWallArea).meta({
    description: 'Selects the ground floor wall material, despite the name.',
  }),
  firstFloorWallArea: oneOf(WALL_MATERIAL_KEYS, L.firstFloorWallArea).meta({
    description: 'Selects the first floor wall material, despite the name.',
  }),
  groundFloorStructure: oneOf(FLOOR_STRUCTURE_KEYS, L.groundFloorStructure),
  firstFloorStructure: oneOf(FLOOR_STRUCTURE_KEYS, L.firstFloorStructure).meta({
    description:
      'On the first floor, timber becomes timberFirstFloor and the ground-bearing structures become suspended concrete.',
  }),
  roofMaterial: oneOf(ROOF_MATERIAL_KEYS, L.roofMaterial),
  windowFrameType: oneOf(WINDOW_FRAME_KEYS, L.windowFrameType),
  doubleGlazed: oneOf(GLAZING_KEYS, L.doubleGlazed),
  brickSupplier: oneOf(BRICK_SUPPLIER_KEYS, L.brickSupplier),
  concreteSupplier: oneOf(CONCRETE_SUPPLIER_KEYS, L.concreteSupplier),
};

const unknownFields = {
  error: (iss: { code?: string; keys?: string[] }) =>
    iss.code === 'unrecognized_keys' ? `Unknown field(s): ${iss.keys?.join(', ')}.` : undefined,
};

export const dwellingChoicesSchema = z
  .strictObject(dwellingChoicesShape, unknownFields)
  .meta({ id: 'DwellingChoices' });
export type DwellingChoicesBody = z.infer<typeof dwellingChoicesSchema>;

const datasetId = z
  .enum(DATASET_IDS, { error: `Dataset must be one of: ${DATASET_IDS.join(', ')}.` })
  .optional()
  .meta({ description: "The carbon dataset; omitted = the user's default, else the server's." });
const brickworksNetOfOffsets = z.boolean({ error: 'brickworksNetOfOffsets must be true or false.' }).optional().meta({
  description: "Brickworks 'net of offsets' (Climate Active): counts its bricks as 0. Default false (gross).",
});

export const DEFAULT_DWELLING_PROJECT = 'Untitled dwelling';

/** POST /api/project/optimize: the seed's 13 fields, plus an optional project name, dataset and Brickworks toggle. */
export const estimateDwellingRequestSchema = z
  .strictObject(
    {
      project: textSchema('Project')
        .trim()
        .max(120, { error: 'Project must be at most 120 characters.' })
        .optional()
        .meta({ description: `The snapshot's project name; omitted or empty = '${DEFAULT_DWELLING_PROJECT}'.` }),
      ...dwellingGeometryShape,
      ...dwellingChoicesShape,
      datasetId,
      brickworksNetOfOffsets,
      climateZone: requestClimateZoneSchema,
      customProductIds: customProductIdsSchema,
      scope: dwellingScopeSchema.nullable().optional(),
      upfront: upfrontOptionsSchema,
      measuredQuantities,
    },
    unknownFields,
  )
  .meta({ id: 'EstimateDwellingRequest' });
export type EstimateDwellingRequest = z.infer<typeof estimateDwellingRequestSchema>;

/** The engine's breakdown element, with the area its per-m² factor applies to and its cost. */
export const dwellingElementSchema = breakdownElementSchema
  .extend({
    element: z.enum(DWELLING_ELEMENT_IDS),
    area: z.number().meta({ description: 'm² the per-m² factor applies to.' }),
    perM2: z.number(),
    cost: z.number().meta({ description: 'AUD ex GST.' }),
    costMin: z.number(),
    costMax: z.number(),
    upfront: upfrontModulesSchema.optional().meta({
      description: 'By module (A5 is waste only). Absent from snapshots saved before A4 and A5 were counted.',
    }),
  })
  .meta({ id: 'DwellingElement' });

export const dwellingDatasetSchema = datasetRefSchema
  .extend({ attribution: z.string(), licenceStatus: z.string(), hasRange: z.boolean() })
  .meta({ id: 'DwellingDataset' });

const dwellingGeometrySchema = z
  .object({
    perimeterGround: z.number(),
    perimeterFirst: z.number(),
    grossWallGround: z.number(),
    grossWallFirst: z.number(),
    windowGround: z.number(),
    windowFirst: z.number(),
    opaqueGround: z.number(),
    opaqueFirst: z.number(),
    roofArea: z.number(),
  })
  .meta({ id: 'DwellingGeometry', description: 'm and m².' });

/** What a dwelling estimate computes (the engine's result); stored as the snapshot's outputs. */
export const dwellingOutputsSchema = namedObject('DwellingOutputs', {
  totalCO2e: z.number().meta({ description: 'kgCO2e, A1–A3.' }),
  cO2ePerm2: z.number().meta({ description: 'kgCO2e per m² of floor.' }),
  coldShellCost: z.number().meta({ description: 'AUD ex GST.' }),
  coldShellCostPerm2: z.number(),
  wallFootPrintCost: z.number().meta({ description: '% of cold-shell cost from opaque walls.' }),
  wallFootPrintTotal: z.number().meta({ description: '% of total CO2e from opaque walls.' }),
  min: z.number(),
  max: z.number(),
  costMin: z.number(),
  costMax: z.number(),
  hasRange: z.boolean(),
  geometry: dwellingGeometrySchema,
  firstFloorStructureUsed: z.enum(FLOOR_KEYS),
  elements: z.array(dwellingElementSchema),
  noEpdDefaultTotalCO2e: z.number().optional().meta({
    description:
      'Total on the NMEFD v2025.1 Default (what NABERS uses for a product without an EPD), kgCO2e. Absent in snapshots saved before edition 2026.11.',
  }),
  noEpdDefaultCO2ePerm2: z
    .number()
    .optional()
    .meta({ description: 'noEpdDefaultTotalCO2e per m² of floor. Absent in snapshots saved before edition 2026.11.' }),
  biogenicStorage: z.number().optional().meta({
    description:
      'kgCO2e stored in the wood of the cold shell (NMEFD storage column); never netted off the total. Absent in snapshots saved before edition 2026.11.',
  }),
  climateZone: climateZoneSchema.optional().meta({
    description:
      'The climate zone the floors’ insulation was sized for (the request’s, else the profile’s, else 6). Absent from snapshots saved before floors carried insulation.',
  }),
  floorThermal: z.object({ ground: floorThermalSchema, first: floorThermalSchema }).optional().meta({
    description: 'Each storey’s floor R-values against the zone’s requirement, and its underfloor insulation.',
  }),
  upfront: dwellingUpfrontSchema.optional(),
});
export type DwellingOutputs = z.infer<typeof dwellingOutputsSchema>;

/** The estimate: the seed's six figures (unrounded; the page shows whole numbers), the breakdown and the snapshot. */
export const estimateDwellingResponseSchema = dwellingOutputsSchema
  .extend({
    project: z.string(),
    dataset: dwellingDatasetSchema,
    snapshot: z.number().int().meta({ description: 'The carbon snapshot number.' }),
    createdAt: z.string(),
    engineVersion: z.string(),
  })
  .meta({ id: 'EstimateDwellingResponse' });
export type EstimateDwellingResponse = z.infer<typeof estimateDwellingResponseSchema>;

const allowedShape = Object.fromEntries(
  SEED_CHOICE_FIELDS.map((f) => [
    f,
    z
      .array(dwellingChoicesShape[f], { error: `allowed.${f} must be a list of options.` })
      .min(1, { error: `allowed.${f} must list at least one option.` })
      .refine((xs) => new Set(xs).size === xs.length, { error: `allowed.${f} lists an option twice.` })
      .optional(),
  ]),
) as { [F in SeedChoiceField]: z.ZodOptional<z.ZodArray<(typeof dwellingChoicesShape)[F]>> };

/** The modules the Pareto search counts when a request names none: upfront carbon, as the optimizer page searches (issue 51). */
export const PARETO_DEFAULT_MODULES = 'A1-A5' satisfies (typeof OBJECTIVE_MODULES)[number];

/** POST /api/project/optimize/pareto: the fixed geometry, optional target, budget, current design and option limits. */
export const paretoRequestSchema = z
  .strictObject(
    {
      ...dwellingGeometryShape,
      datasetId,
      brickworksNetOfOffsets,
      climateZone: requestClimateZoneSchema,
      customProductIds: customProductIdsSchema,
      scope: dwellingScopeSchema.nullable().optional(),
      modules: z
        .enum(OBJECTIVE_MODULES, {
          error: `modules must be one of ${OBJECTIVE_MODULES.join(', ')}.`,
        })
        .optional()
        .meta({
          description: `The carbon the front minimises: '${PARETO_DEFAULT_MODULES}' (upfront carbon, the default: the optimizer page searches it, and comparisons use it) or 'A1-A3' (product stage only, the default before issue 51).`,
        }),
      upfront: upfrontOptionsSchema,
      measuredQuantities,
      carbonTarget: boundedNumber(OPTIMIZER_LIMITS.carbonTarget, 'Carbon target').nullable().optional(),
      budget: boundedNumber(OPTIMIZER_LIMITS.budget, 'Budget').nullable().optional(),
      current: dwellingChoicesSchema
        .nullable()
        .optional()
        .meta({ description: 'The design to mark and to suggest single changes for.' }),
      allowed: z
        .strictObject(allowedShape, unknownFields)
        .nullable()
        .optional()
        .meta({
          description: `Limit fields to some options; fields left out keep every option. Options: ${SEED_CHOICE_FIELDS.map((f) => `${f} (${CHOICE_OPTIONS[toEngineChoiceField(f)].length})`).join(', ')}.`,
        }),
      minimumWallR: boundedNumber(OPTIMIZER_LIMITS.minimumWallR, 'Minimum wall R-value').nullable().optional().meta({
        description:
          'm²K/W: search only designs whose walls, on both storeys, reach this Total R-value (each wall material’s rValue: GET /api/lookups/wallMaterials). The NCC deemed-to-satisfy wall value is 2.8 in climate zones 1–7, 3.8 in zone 8. A minimum no wall reaches is refused (400).',
        example: 2.8,
      }),
    },
    unknownFields,
  )
  .meta({ id: 'ParetoRequest' });
export type ParetoRequest = z.infer<typeof paretoRequestSchema>;

export const paretoDesignSchema = namedObject('ParetoDesign', {
  choices: dwellingChoicesSchema,
  totalCO2e: z.number(),
  coldShellCost: z.number(),
  frontIndex: z.number().int(),
  noEpdDefaultCO2e: z.number().meta({
    description:
      'The same design’s kgCO2e on the NMEFD v2025.1 Default, what NABERS uses for a product without an EPD (user EPDs at their own value).',
  }),
  upfront: upfrontModulesSchema.meta({
    description: 'The design by module over the request’s scope; totalCO2e is its a1a3 or a1a5 as `modules` asks.',
  }),
});
export type ParetoDesignBody = z.infer<typeof paretoDesignSchema>;

export const dwellingSuggestionSchema = namedObject('DwellingSuggestion', {
  field: z.enum(SEED_CHOICE_FIELDS as unknown as [SeedChoiceField, ...SeedChoiceField[]]),
  from: z.string(),
  to: z.string(),
  action: z.string(),
  deltaCO2e: z.number().meta({ description: 'kgCO2e; negative = a saving.' }),
  deltaCost: z.number().meta({ description: 'AUD ex GST; negative = cheaper.' }),
  costPerTonne: z
    .number()
    .nullable()
    .meta({ description: 'AUD per tonne saved when the change costs more; else null.' }),
  totalCO2e: z.number(),
  coldShellCost: z.number(),
  summary: z.string(),
});
export type DwellingSuggestionBody = z.infer<typeof dwellingSuggestionSchema>;

export const paretoResponseSchema = namedObject('ParetoResponse', {
  dataset: dwellingDatasetSchema,
  scope: dwellingScopeSchema,
  modules: z.enum(OBJECTIVE_MODULES).meta({ description: 'The modules every totalCO2e counts.' }),
  engineVersion: z.string(),
  climateZone: climateZoneSchema.meta({
    description: 'The climate zone every design’s suspended ground floor was insulated for.',
  }),
  combinations: z.number().int(),
  front: z.array(paretoDesignSchema).meta({ description: 'Every non-dominated design, lowest carbon first.' }),
  lowestCarbon: paretoDesignSchema,
  cheapest: paretoDesignSchema,
  carbonTarget: z.number().nullable(),
  budget: z.number().nullable(),
  cheapestUnderTarget: paretoDesignSchema.nullable(),
  lowestCarbonWithinBudget: paretoDesignSchema.nullable(),
  current: z
    .object({
      choices: dwellingChoicesSchema,
      totalCO2e: z.number(),
      coldShellCost: z.number(),
      onFront: z.boolean(),
      lowestCarbonAtSameCost: paretoDesignSchema.nullable(),
      cheapestAtSameCarbon: paretoDesignSchema.nullable(),
    })
    .nullable(),
  suggestions: z.array(dwellingSuggestionSchema),
});
export type ParetoResponse = z.infer<typeof paretoResponseSchema>;
