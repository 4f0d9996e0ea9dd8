import { z } from 'zod';
import {
  CUSTOM_PRODUCTS_MAX,
  DECLARED_UNITS,
  DECLARED_UNIT_LABELS,
  PRODUCT_SLOTS,
  PRODUCT_SLOT_KEYS,
  PRODUCT_TEXT_MAX,
  customProductIssues,
  isCalendarDate,
  type ProductSlotKey,
} from '@embodied/engine';
import { importedEpdSchema } from './imported-epd';
import { isoTime, namedObject, namedStrictObject } from './named';
import { requiredText, textSchema } from './text';

/**
 * Custom products (docs/decisions/017-custom-products.md): a user's own EPD for a material, which
 * the wall and slab calculators and the optimizer can use instead of the dataset's factor for that material. A
 * calculation names the products by id; its snapshot stores each product as it was then.
 */

const slots = PRODUCT_SLOT_KEYS as [ProductSlotKey, ...ProductSlotKey[]];
const shown = (value: unknown) => (typeof value === 'string' ? `'${value}'` : JSON.stringify(value));

const gwpNumber = (label: string) =>
  z.number({
    error: (iss) =>
      iss.input === undefined || iss.input === null ? `${label} is required.` : `${label} must be a number.`,
  });

export const productSlotSchema = z
  .enum(slots, {
    error: (iss) =>
      iss.input === undefined || iss.input === null
        ? 'Choose the material this product replaces.'
        : `Replaces must be one of the dataset's materials (got ${shown(iss.input)}).`,
  })
  .meta({
    description: 'The factor key the product stands in for, e.g. clayBrick_kg or concrete32MPa_m3.',
    example: 'clayBrick_kg',
  });

export const declaredUnitSchema = z
  .enum(DECLARED_UNITS, {
    error: (iss) =>
      iss.input === undefined || iss.input === null
        ? 'Choose the declared unit of the EPD.'
        : `Declared unit must be one of ${DECLARED_UNITS.join(', ')} (got ${shown(iss.input)}).`,
  })
  .meta({ description: 'What the GWP is declared per: kg, t (tonne), m3 or m2 of product.', example: 't' });

const productFields = {
  name: requiredText('Product name', PRODUCT_TEXT_MAX.name).meta({ example: 'Example clay brick' }),
  epdNumber: requiredText('EPD number', PRODUCT_TEXT_MAX.epdNumber).meta({
    description: "The EPD's registration number.",
    example: 'S-P-01234',
  }),
  programmeOperator: requiredText('Programme operator', PRODUCT_TEXT_MAX.programmeOperator).meta({
    description: 'Who published the EPD, e.g. EPD Australasia.',
    example: 'EPD Australasia',
  }),
  declaredUnit: declaredUnitSchema,
  gwp: gwpNumber('A1–A3 GWP').meta({ description: 'A1–A3 GWP per declared unit, kgCO2e.', example: 220 }),
  gwpMin: gwpNumber('Minimum GWP')
    .nullable()
    .default(null)
    .meta({ description: 'Low end of a range the EPD declares (optional), kgCO2e per declared unit.' }),
  gwpMax: gwpNumber('Maximum GWP')
    .nullable()
    .default(null)
    .meta({ description: 'High end of a range the EPD declares (optional), kgCO2e per declared unit.' }),
  validUntil: textSchema('Valid until', (iss) =>
    iss.input === undefined || iss.input === null
      ? 'Valid until is required.'
      : 'Valid until must be a date (YYYY-MM-DD).',
  )
    .min(1, 'Valid until is required.')
    .refine((v) => v === '' || isCalendarDate(v), 'Valid until must be a date (YYYY-MM-DD).')
    .meta({ description: 'The last day the EPD is valid, YYYY-MM-DD.', example: '2029-06-30' }),
  replaces: productSlotSchema,
};

/** The engine's rules between fields: the unit fits the material, GWP within range, min ≤ GWP ≤ max. */
function engineRules(value: Record<string, unknown>, ctx: z.RefinementCtx): void {
  for (const issue of customProductIssues({ ...value, id: 'checked' }))
    if (ENGINE_RULE_PATHS.has(issue.path))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: `${issue.message}.` });
}
/** The fields whose rules only the engine knows (the schema itself checks text, dates and lists). */
const ENGINE_RULE_PATHS = new Set(['declaredUnit', 'gwp', 'gwpMin', 'gwpMax']);

/** POST /api/products and PUT /api/products/{id}: what a person enters from the EPD. */
export const customProductInputSchema = namedStrictObject('CustomProductInput', productFields).superRefine(engineRules);
export type CustomProductInput = z.infer<typeof customProductInputSchema>;
export type CustomProductFormInput = z.input<typeof customProductInputSchema>;

/** A product as a snapshot stores it (what the calculation used), and as the engine takes it. */
export const usedCustomProductSchema = namedObject('UsedCustomProduct', {
  id: z.string(),
  name: z.string(),
  epdNumber: z.string(),
  programmeOperator: z.string(),
  declaredUnit: declaredUnitSchema,
  gwp: z.number(),
  gwpMin: z.number().nullable(),
  gwpMax: z.number().nullable(),
  validUntil: z.string(),
  replaces: productSlotSchema,
  a4: z.number().min(0).nullable().optional().meta({
    description:
      'A4 (transport to site) GWP per declared unit, kgCO2e, from the imported EPD: used in place of the default transport for the quantity it covers. Absent: the default (mass × distance × truck factor).',
  }),
  a5: z.number().min(0).nullable().optional().meta({
    description:
      'A5 (construction) GWP per declared unit, kgCO2e, from the imported EPD: used in place of the default waste for the quantity it covers. Absent: the default waste factor.',
  }),
  epd: importedEpdSchema
    .optional()
    .meta({ description: 'The digital EPD the product was imported from (absent for a typed product).' }),
});
export type UsedCustomProduct = z.infer<typeof usedCustomProductSchema>;

export const customProductSchema = namedObject('CustomProduct', {
  ...usedCustomProductSchema.shape,
  epd: importedEpdSchema
    .nullable()
    .meta({ description: 'The digital EPD the product was imported from; null for a typed product.' }),
  expired: z.boolean().meta({ description: 'Whether the valid-until date has passed (server date, UTC).' }),
  createdAt: isoTime('When the product was recorded'),
  updatedAt: isoTime('When the product was last changed'),
});
export type CustomProduct = z.infer<typeof customProductSchema>;

export const customProductListSchema = z
  .object({ items: z.array(customProductSchema) })
  .meta({ id: 'CustomProductList' });
export type CustomProductList = z.infer<typeof customProductListSchema>;

export const customProductIdParamSchema = z.object({
  id: textSchema('Product id').meta({ param: { name: 'id', in: 'path' } }),
});

/** A calculator request's choice of products, by id (one per material). */
export const customProductIdsSchema = z
  .array(textSchema('Product id'), { error: 'customProductIds must be a list of your product ids.' })
  .max(CUSTOM_PRODUCTS_MAX, `At most ${CUSTOM_PRODUCTS_MAX} products per calculation (one per material).`)
  .optional()
  .meta({
    description:
      'Your custom products (GET /api/products) to use instead of the dataset factors they replace, by id; at most one per material. The snapshot stores each product as it is now.',
  });

/** What a snapshot's inputs add to the request: the products used, as they were. */
export const usedCustomProductsSchema = z
  .array(usedCustomProductSchema)
  .optional()
  .meta({ description: 'The custom products (user-supplied EPDs) the calculation used, as they were then.' });

/** "Clay brick": the material a product slot stands for. */
export const productSlotLabel = (slot: ProductSlotKey): string => PRODUCT_SLOTS[slot].label;
/** "1 tonne": how a declared unit reads. */
export const declaredUnitLabel = (unit: keyof typeof DECLARED_UNIT_LABELS): string => DECLARED_UNIT_LABELS[unit];
