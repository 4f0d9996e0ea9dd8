import { z } from 'zod';
import { DATASET_IDS } from '@embodied/engine';

/*
 * The engine's breakdown, as every calculator answers it and every snapshot stores it
 * (one shape, so the OpenAPI document names it once).
 */

/** Whether a figure comes from a cited source or is an estimate. */
export const confidenceSchema = z.enum(['sourced', 'estimate']);

/** One line: quantity × factor = kgCO2e, with the factor's source. */
export const breakdownLineSchema = z
  .object({
    component: z.string().meta({ description: 'Quantity id and what it is, e.g. "beamN25_m3: 300 × 400 beams, N25".' }),
    quantity: z.number(),
    unit: z.string(),
    factorKey: z.string(),
    factor: z.number(),
    factorUnit: z.string(),
    kgCO2e: z.number(),
    min: z.number(),
    max: z.number(),
    sourceId: z.string(),
    sourceRow: z.string(),
    citation: z.string(),
    confidence: confidenceSchema,
    factorConfidence: confidenceSchema,
    quantityConfidence: confidenceSchema,
  })
  .meta({ id: 'BreakdownLine', description: "quantity × factor = kgCO2e, with the factor's source." });
export type BreakdownLineBody = z.infer<typeof breakdownLineSchema>;

/** One element (e.g. a wall's brick skin, a slab's beams) and its lines; a total is the sum of its elements. */
export const breakdownElementSchema = z
  .object({
    element: z.string(),
    label: z.string(),
    kgCO2e: z.number(),
    min: z.number(),
    max: z.number(),
    lines: z.array(breakdownLineSchema),
  })
  .meta({ id: 'BreakdownElement', description: 'One element and its lines; a total is the sum of its elements.' });
export type BreakdownElementBody = z.infer<typeof breakdownElementSchema>;

export const rangeSchema = z.object({ min: z.number(), max: z.number() }).meta({
  id: 'Range',
  description:
    'A bounding low–high range in kgCO2e (not a confidence interval). On datasets without ranges min = max = central.',
});

/** The dataset the figures were computed on. */
export const datasetRefSchema = z
  .object({ id: z.enum(DATASET_IDS), version: z.string(), label: z.string() })
  .meta({ id: 'DatasetRef', description: 'The dataset the figures were computed on.' });
