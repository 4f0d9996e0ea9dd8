import { z } from 'zod';
import {
  DWELLING_SCOPES,
  MATERIAL_CLASSES,
  MATERIAL_CLASS_LABELS,
  UPFRONT_LIMITS,
  WHOLE_HOUSE_ELEMENT_IDS,
  describeLimit,
  type Limit,
  type MaterialClass,
} from '@embodied/engine';
import { namedObject } from './named';
import { breakdownElementSchema } from './breakdown';

/*
 * The upfront modules (issue 51; docs/decisions/026-upfront-a1-a5.md): the inputs that change A4
 * and A5 (transport distance and waste factor by material class, a dwelling's scope) and the
 * modules every result carries (A1–A3, A4, A5 and A1–A5, kgCO2e).
 */

const classNumber = (what: string, limit: Limit, cls: MaterialClass) => {
  const rule = `${what} for ${MATERIAL_CLASS_LABELS[cls].toLowerCase()} must be a number ${describeLimit(limit)}.`;
  return z
    .number({ error: rule })
    .min(limit.min, { error: rule })
    .max(limit.max, { error: rule })
    .optional()
    .meta({ description: `${describeLimit(limit)}. ${limit.reason}` });
};

const byClass = (what: string, limit: Limit, description: string) =>
  z
    .strictObject(
      Object.fromEntries(MATERIAL_CLASSES.map((c) => [c, classNumber(what, limit, c)])) as Record<
        MaterialClass,
        ReturnType<typeof classNumber>
      >,
      {
        error: (iss) =>
          iss.code === 'unrecognized_keys'
            ? `Unknown material class ${iss.keys.join(', ')} (expected one of: ${MATERIAL_CLASSES.join(', ')}).`
            : `${what} must map material classes (${MATERIAL_CLASSES.join(', ')}) to numbers.`,
      },
    )
    .nullable()
    .optional()
    .meta({ description });

/** Transport distances and waste factors by material class; absent: the cited defaults. */
export const upfrontOptionsSchema = z
  .strictObject(
    {
      transportKm: byClass(
        'Transport distance',
        UPFRONT_LIMITS.transportKm,
        'km by road from the supplier to site, by material class (e.g. {"bricks": 40} for a local brickworks); a class left out keeps its default scenario (100 km within the state, 2,000 km for steel and aluminium).',
      ),
      wastePercent: byClass(
        'Waste factor',
        UPFRONT_LIMITS.wastePercent,
        'Material wasted on site, % of the net quantity, by material class; a class left out keeps its cited default.',
      ),
    },
    {
      error: (iss) =>
        iss.code === 'unrecognized_keys'
          ? `Unknown field${iss.keys.length === 1 ? '' : 's'} ${iss.keys.join(', ')} in upfront (allowed: transportKm, wastePercent).`
          : 'upfront must be an object with transportKm and/or wastePercent.',
    },
  )
  .nullable()
  .optional()
  .meta({
    id: 'UpfrontOptions',
    description:
      'Transport distances (A4) and waste factors (A5) by material class (issue 51). A distance changes A4 only; a waste factor changes A5 only.',
  });
export type UpfrontOptionsBody = z.infer<typeof upfrontOptionsSchema>;

/** A dwelling's scope: the cold shell (default) or the whole house. */
export const dwellingScopeSchema = z
  .enum(DWELLING_SCOPES, {
    error: (iss) =>
      `Scope must be one of ${DWELLING_SCOPES.join(', ')} (got ${JSON.stringify(iss.input) ?? typeof iss.input}).`,
  })
  .meta({
    description:
      "What the dwelling figure counts: 'cold-shell' (footings and floors, external walls, windows, roof; the default) or 'whole-house' (adds internal walls, ceilings, ceiling insulation, a services allowance and site activity).",
  });

const kg = (description: string) => z.number().meta({ description: `${description}, kgCO2e.` });

/** One result by module, kgCO2e. */
export const upfrontModulesSchema = namedObject('UpfrontModules', {
  a1a3: kg('A1–A3, product stage (the figure every result has always reported)'),
  a4: kg('A4, transport of the installed products to site'),
  a5Waste: kg('A5 waste: the material wasted on site (its product carbon)'),
  a5Site: kg('A5 site activity: whole-house dwellings only, else 0'),
  a5: kg('A5, construction: a5Waste + a5Site'),
  a1a5: kg('A1–A5, upfront carbon: a1a3 + a4 + a5'),
});
export type UpfrontModulesBody = z.infer<typeof upfrontModulesSchema>;

const SINCE = 'Absent from snapshots saved before A4 and A5 were counted (they are A1–A3 only).';

/** A wall's options by module, and the comparison at A1–A5. */
export const wallUpfrontSchema = namedObject('WallUpfront', {
  optionA: upfrontModulesSchema,
  optionB: upfrontModulesSchema,
  reduction: upfrontModulesSchema.meta({ description: 'optionA − optionB, module by module.' }),
  intensityA: z.number().meta({ description: 'Option A at A1–A5 per m² of wall, kgCO2e/m².' }),
  intensityB: z.number().meta({ description: 'Option B at A1–A5 per m² of wall, kgCO2e/m².' }),
  reductionPercent: z.number().meta({ description: 'B’s saving on A at A1–A5, % of A’s A1–A5.' }),
  progressPercent: z.number().optional().meta({
    description:
      'Progress to Target at A1–A5, % (the seed’s formula on intensityA and intensityB; percentageReduction is the same at A1–A3). Absent from snapshots saved before it was reported.',
  }),
  noEpdDefault: z
    .object({ optionA: upfrontModulesSchema, optionB: upfrontModulesSchema, reduction: upfrontModulesSchema })
    .meta({
      description: 'The same modules on the NMEFD v2025.1 Default (what NABERS uses for a product without an EPD).',
    }),
}).meta({ description: `Both options by module (issue 51). ${SINCE}` });

/** A footing comparison by module. */
export const footingUpfrontSchema = namedObject('FootingUpfront', {
  bau: upfrontModulesSchema,
  afs: upfrontModulesSchema,
  reduction: upfrontModulesSchema.meta({ description: 'bau − afs, module by module.' }),
  reductionPercent: z.number().meta({ description: 'The alternate’s saving on business as usual at A1–A5, %.' }),
  noEpdDefault: z
    .object({ bau: upfrontModulesSchema, afs: upfrontModulesSchema, reduction: upfrontModulesSchema })
    .meta({
      description: 'The same modules on the NMEFD v2025.1 Default (what NABERS uses for a product without an EPD).',
    }),
}).meta({ description: `Both systems by module (issue 51). ${SINCE}` });

/** Per m² of floor area, kgCO2e/m². */
export const modulesPerM2Schema = namedObject('ModulesPerM2', {
  a1a3: z.number(),
  a4: z.number(),
  a5: z.number(),
  a1a5: z.number(),
}).meta({ description: 'Each module per m² of floor area (ground + first), kgCO2e/m².' });

/** A part the whole house adds to the cold shell, with its lines (traceable like every element). */
export const wholeHouseElementSchema = breakdownElementSchema
  .extend({
    element: z.enum(WHOLE_HOUSE_ELEMENT_IDS),
    area: z.number().meta({ description: 'm² the per-m² factor applies to.' }),
    perM2: z.number().meta({ description: 'A1–A3 kgCO2e per m² of area.' }),
    unit: z.string(),
    upfront: upfrontModulesSchema,
  })
  .meta({ id: 'WholeHouseElement' });

/** A dwelling by module over its scope. */
export const dwellingUpfrontSchema = namedObject('DwellingUpfront', {
  scope: dwellingScopeSchema,
  total: upfrontModulesSchema.meta({ description: 'Σ over the scope, module by module.' }),
  perM2: modulesPerM2Schema,
  coldShell: upfrontModulesSchema.meta({ description: 'The cold shell alone (no site activity).' }),
  wholeHouseElements: z.array(wholeHouseElementSchema).meta({ description: 'Empty for the cold shell.' }),
  siteActivity: upfrontModulesSchema.meta({ description: 'A5 site activity (whole house only; else zeros).' }),
  noEpdDefault: z.object({ total: upfrontModulesSchema, perM2: modulesPerM2Schema }).meta({
    description: 'The same modules on the NMEFD v2025.1 Default (what NABERS uses for a product without an EPD).',
  }),
}).meta({ description: `The dwelling by module over its scope (issue 51). ${SINCE}` });
export type DwellingUpfrontBody = z.infer<typeof dwellingUpfrontSchema>;
export type WallUpfrontBody = z.infer<typeof wallUpfrontSchema>;
export type FootingUpfrontBody = z.infer<typeof footingUpfrontSchema>;
