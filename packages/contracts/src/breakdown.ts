import { z } from 'zod';
import { DATASET_IDS } from '@embodied/engine';
import { unitForPeople } from './unit-for-people';

/*
 * The engine's breakdown, as every calculator answers it and every snapshot stores it
 * (one shape, so the OpenAPI document names it once).
 */

/** Whether a figure comes from a cited source or is an estimate. */
export const confidenceSchema = z.enum(['sourced', 'estimate']);

/** One line: quantity × factor = kgCO2e, with the factor's source. */
export const breakdownLineSchema = z
  .object({
    component: z.string().meta({
      description:
        'What the quantity is, after its quantity id where it has one, e.g. "beamN25_m3: 300 × 400 beams, N25" (pages show only the words).',
    }),
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

const QUANTITY_ID = /^([a-z][A-Za-z0-9]*_[A-Za-z0-9]+):\s+/;

/**
 * A breakdown line's component as people read it and as machines key it: "beamN25_m3: 300 × 400
 * beams, N25" is the words "300 × 400 beams, N25" and the quantity id beamN25_m3. Stored snapshots
 * keep the combined text (they are never rewritten), so the split happens where it is shown. The
 * words write square and cubic metres as people do ("48.4/m²", "0.020 m³").
 */
export function splitComponent(component: string): { words: string; quantityId: string | null } {
  const match = QUANTITY_ID.exec(component);
  if (!match) return { words: unitForPeople(component), quantityId: null };
  const words = unitForPeople(component.slice(match[0].length));
  return { words: words.charAt(0).toUpperCase() + words.slice(1), quantityId: match[1]! };
}
