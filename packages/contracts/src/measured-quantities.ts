import { z } from 'zod';
import { MEASURED_LIMITS, TAKEOFF_PROVENANCE_KINDS, describeLimit, type Limit } from '@embodied/engine';
import { namedStrictObject } from './named';
import { textSchema } from './text';

/*
 * Measured quantities (issue 52, docs/decisions/027-ifc-takeoff.md): the areas a take-off measured,
 * sent with a dwelling estimate or optimizer search in place of the modelled geometry, and the
 * take-off's provenance, which the snapshot records (dwellings: `measuredQuantities.source`; walls:
 * `takeoff`). The engine checks the same rules again, with the floor areas (checkMeasuredQuantities).
 */

const area = (limit: Limit, label: string) => {
  const rule = `${label} must be a number ${describeLimit(limit)}.`;
  return z
    .number({ error: rule })
    .min(limit.min, { error: rule })
    .max(limit.max, { error: rule })
    .meta({ description: `m², ${describeLimit(limit)}.` });
};

const count = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of 0 or more.` })
    .int({ error: `${label} must be a whole number of 0 or more.` })
    .min(0, { error: `${label} must be a whole number of 0 or more.` })
    .max(MEASURED_LIMITS.elements.max, { error: `${label} must be at most ${MEASURED_LIMITS.elements.max}.` });

/** Where measured quantities came from: a model take-off (its file) or a hand measurement. */
export const takeoffProvenanceSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.strictObject({
        kind: z.literal('ifc'),
        fileName: textSchema('fileName')
          .min(1, { error: 'fileName is required: the model file’s name.' })
          .max(255, { error: 'fileName must be at most 255 characters.' })
          .meta({ description: 'The model file’s name, e.g. house.ifc.' }),
        sha256: z
          .string({ error: 'sha256 must be the model file’s SHA-256: 64 hexadecimal characters.' })
          .regex(/^[0-9a-fA-F]{64}$/, { error: 'sha256 must be the model file’s SHA-256: 64 hexadecimal characters.' }),
        schema: textSchema('schema')
          .min(1, { error: 'schema is required: the model’s IFC schema, e.g. IFC4.' })
          .max(40, { error: 'schema must be at most 40 characters.' })
          .meta({ example: 'IFC4' }),
        elementsRead: count('elementsRead').meta({ description: 'Elements the take-off read.' }),
        elementsSkipped: count('elementsSkipped').meta({ description: 'Elements it skipped (each with its reason).' }),
      }),
      z.strictObject({ kind: z.literal('manual') }),
    ],
    { error: `kind must be one of: ${TAKEOFF_PROVENANCE_KINDS.join(', ')}.` },
  )
  .meta({
    id: 'TakeoffProvenance',
    description:
      "The take-off the quantities came from: an IFC model (file name, SHA-256, schema, elements read and skipped; see GET /api/takeoffs/{id}) or 'manual' (measured by hand).",
  });
export type TakeoffProvenanceBody = z.infer<typeof takeoffProvenanceSchema>;

const M = MEASURED_LIMITS;

/** A dwelling's measured areas (m², one side of walls), replacing the 4.5·√A model when sent. */
export const measuredQuantitiesSchema = namedStrictObject('MeasuredQuantities', {
  grossWallGround: area(M.grossWallGround, 'measuredQuantities.grossWallGround').meta({
    description: `External walls of the ground floor, gross (openings included), one side, m², ${describeLimit(M.grossWallGround)}.`,
  }),
  grossWallFirst: area(M.grossWallFirst, 'measuredQuantities.grossWallFirst').meta({
    description: 'External walls of the first floor, gross, one side, m² (0 without a first floor).',
  }),
  windowGround: area(M.windowGround, 'measuredQuantities.windowGround').meta({
    description: 'Windows of the ground floor, m²; at most its gross wall area.',
  }),
  windowFirst: area(M.windowFirst, 'measuredQuantities.windowFirst').meta({
    description: 'Windows of the first floor, m²; at most its gross wall area.',
  }),
  roofArea: area(M.roofArea, 'measuredQuantities.roofArea').meta({ description: 'Roof along its slope, m².' }),
  internalWallArea: area(M.internalWallArea, 'measuredQuantities.internalWallArea').nullable().optional().meta({
    description:
      'Internal walls, one side, all storeys, m² (used by the whole-house scope); null or omitted: modelled from the floor areas.',
  }),
  source: takeoffProvenanceSchema,
})
  .superRefine((m, ctx) => {
    for (const [walls, windows, storey] of [
      ['grossWallGround', 'windowGround', 'ground'],
      ['grossWallFirst', 'windowFirst', 'first'],
    ] as const)
      if (m[windows] > m[walls])
        ctx.addIssue({
          code: 'custom',
          path: [windows],
          message: `The ${storey} floor’s window area (${m[windows]} m²) is larger than its external wall area (${m[walls]} m²): windows are part of the gross wall.`,
        });
  })
  .meta({
    id: 'MeasuredQuantities',
    description:
      'Areas measured from a take-off (POST /api/takeoffs, or by hand). When sent, the estimate and the optimizer use them in place of the modelled perimeter (4.5·√A), window share and roof (1.245 × the larger floor), and the whole house uses internalWallArea when given; the snapshot records them with their source. A storey with measured walls needs a floor area.',
  });
export type MeasuredQuantitiesBody = z.infer<typeof measuredQuantitiesSchema>;
