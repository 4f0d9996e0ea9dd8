import { z } from 'zod';
import { DECLARED_UNITS } from '@embodied/engine';
import { declaredUnitSchema, productSlotSchema } from './custom-products';
import { EPD_FORMATS, EPD_STANDARDS } from './imported-epd';
import { namedObject, namedStrictObject } from './named';
import { textSchema } from './text';

/**
 * Importing digital EPDs (issue #53, docs/decisions/028-epd-import.md): an ILCD+EPD data set (JSON or
 * XML) or an openEPD document is read into a preview of what it declares; the user maps each EPD to
 * the material it replaces, and the import then records the products. One call, two modes.
 */

/** The largest file an import takes, in bytes (the request's own body limit; a real EPD is 20–400 KB). */
export const EPD_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** At most this many EPDs in one file. */
export const EPD_IMPORT_MAX_EPDS = 50;

/** The checks a consultant would make; `confirm` flags must be confirmed on the item to create. */
export const EPD_FLAG_CODES = [
  'expired',
  'no-validity',
  'missing-a1a3',
  'unit-unconvertible',
  'standard-mix',
  'implausible-gwp',
  'no-registration-number',
  'no-operator',
] as const;
export type EpdFlagCode = (typeof EPD_FLAG_CODES)[number];

export const epdFlagSchema = namedObject('EpdFlag', {
  code: z.enum(EPD_FLAG_CODES),
  message: z.string(),
  confirm: z.boolean().meta({ description: 'Whether creating the product needs `confirm: true` on its item.' }),
});
export type EpdFlag = z.infer<typeof epdFlagSchema>;

const moduleValue = z.number().nullable();
export const epdModulesSchema = namedObject('EpdModules', {
  a1a3: moduleValue.meta({ description: 'A1–A3, kgCO2e per declared unit; null: not declared.' }),
  a4: moduleValue.meta({ description: 'A4 (transport to site), kgCO2e per declared unit; null: not declared.' }),
  a5: moduleValue.meta({ description: 'A5 (construction), kgCO2e per declared unit; null: not declared.' }),
});
export type EpdModules = z.infer<typeof epdModulesSchema>;

/** One EPD as the file declares it, with what stands in the way of using it. */
export const epdPreviewSchema = namedObject('EpdPreview', {
  index: z.number().int().meta({ description: 'Its place in the file, from 0: what an import item names.' }),
  format: z.enum(EPD_FORMATS),
  sourceId: z.string().meta({ description: "The data set's UUID (ILCD+EPD) or the openEPD id." }),
  name: z.string(),
  manufacturer: z.string().nullable(),
  programmeOperator: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  pcr: z.string().nullable(),
  standard: z.enum(EPD_STANDARDS).nullable().meta({ description: 'EN 15804 edition; null: not stated.' }),
  declaredUnit: namedObject('EpdDeclaredUnit', {
    amount: z.number().meta({ description: 'How much of the unit the GWP is for, e.g. 1 (m³) or 1000 (kg).' }),
    unit: z.string().meta({ description: 'The unit as the EPD writes it.' }),
    productUnit: z
      .enum(DECLARED_UNITS)
      .nullable()
      .meta({ description: 'The declared unit a product takes (kg, t, m3, m2); null: none fits.' }),
  }),
  gwp: namedObject('EpdGwp', {
    total: epdModulesSchema,
    fossil: epdModulesSchema.nullable(),
    biogenic: epdModulesSchema.nullable(),
  }).meta({ description: 'GWP per one product unit (the declared amount divided out), kgCO2e.' }),
  densityKgPerM3: z.number().nullable().meta({ description: 'Density the EPD states, kg/m³.' }),
  massPerAreaKgPerM2: z.number().nullable().meta({ description: 'Mass per area the EPD states, kg/m².' }),
  publishedOn: z.string().nullable().meta({ description: 'Date of issue, YYYY-MM-DD.' }),
  validUntil: z.string().nullable().meta({
    description: 'Last day valid, YYYY-MM-DD (ILCD+EPD states a year only: its 31 December).',
  }),
  link: z.string().nullable(),
  flags: z.array(epdFlagSchema),
  unusable: z
    .array(z.string())
    .meta({ description: 'What the EPD declares that a product does not use (modules, indicators, scenarios).' }),
});
export type EpdPreview = z.infer<typeof epdPreviewSchema>;

const positiveOptional = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .positive(`${label} must be more than 0.`)
    .max(100_000, `${label} must be at most 100,000.`)
    .nullable()
    .optional();

export const epdImportItemSchema = namedStrictObject('EpdImportItem', {
  index: z
    .number({ error: 'index must be the place of an EPD in the file (0, 1, …).' })
    .int('index must be a whole number.')
    .min(0, 'index must be 0 or more.')
    .max(
      EPD_IMPORT_MAX_EPDS - 1,
      `index must be at most ${EPD_IMPORT_MAX_EPDS - 1}: a file holds at most ${EPD_IMPORT_MAX_EPDS} EPDs.`,
    ),
  replaces: productSlotSchema,
  declaredUnit: declaredUnitSchema
    .optional()
    .meta({ description: 'The declared unit, when the file does not state one a product can take (ILCD+EPD XML).' }),
  densityKgPerM3: positiveOptional('Density').meta({ description: 'kg/m³, when the conversion needs it.' }),
  massPerAreaKgPerM2: positiveOptional('Mass per area').meta({
    description: 'kg/m², when the conversion needs it.',
  }),
  confirm: z
    .boolean()
    .optional()
    .meta({ description: 'Confirms the flags that ask for it (e.g. an implausible GWP).' }),
});
export type EpdImportItem = z.infer<typeof epdImportItemSchema>;

/** A minimal openEPD document, for the API's examples. */
const EXAMPLE_DOCUMENT = JSON.stringify({
  doctype: 'openEPD',
  id: 'EC3EXAMPLE',
  product_name: 'Example 32 MPa concrete',
  program_operator: { name: 'EPD Australasia' },
  program_operator_doc_id: 'S-P-00000',
  declared_unit: { qty: 1, unit: 'm3' },
  valid_until: '2030-06-30T00:00:00Z',
  impacts: { 'EF 3.0': { gwp: { A1A2A3: { mean: 305, unit: 'kgCO2e' } } } },
});

export const EPD_IMPORT_MODES = ['preview', 'create'] as const;

/** The JSON body (a multipart upload carries the same fields, with the file as `file`). */
export const epdImportRequestSchema = namedStrictObject('EpdImportRequest', {
  document: textSchema('document', 'document must be the EPD file’s text (JSON or XML).')
    .min(1, 'document is empty: paste or upload an EPD file.')
    .max(EPD_IMPORT_MAX_BYTES, `document is longer than ${EPD_IMPORT_MAX_BYTES} characters.`)
    .meta({ description: 'The file as text: ILCD+EPD JSON or XML, or openEPD JSON.', example: EXAMPLE_DOCUMENT }),
  mode: z
    .enum(EPD_IMPORT_MODES, { error: "mode must be 'preview' or 'create'." })
    .default('preview')
    .meta({ description: "'preview' (default) reads the file; 'create' records the items' products too." }),
  items: z.array(epdImportItemSchema).max(EPD_IMPORT_MAX_EPDS).default([]).meta({
    description: 'Which EPD replaces which material (create; on preview, adds the checks that need the material).',
  }),
});
export type EpdImportRequest = z.input<typeof epdImportRequestSchema>;

export const epdImportResultSchema = namedObject('EpdImportResult', {
  mode: z.enum(EPD_IMPORT_MODES),
  previews: z.array(epdPreviewSchema),
  createdIds: z.array(z.string()).meta({ description: 'The new products’ ids, in item order (create).' }),
});
export type EpdImportResult = z.infer<typeof epdImportResultSchema>;
