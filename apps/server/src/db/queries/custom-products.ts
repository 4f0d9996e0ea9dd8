import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { CustomProduct, CustomProductInput, ImportedEpd, UsedCustomProduct } from '@embodied/contracts';
import { isProductExpired, type ProductSlotKey } from '@embodied/engine';
import type { Db } from '../database';
import { customProduct } from '../schema';

type ProductRow = typeof customProduct.$inferSelect;

/** Today in UTC, YYYY-MM-DD: an EPD is valid through its valid-until day. */
export const utcDay = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/** What the row keeps of the EPD it was imported from; null for a product typed in. */
function importedEpdOf(row: ProductRow): ImportedEpd | null {
  if (row.epdFormat === null || row.epdSourceId === null) return null;
  return {
    format: row.epdFormat,
    sourceId: row.epdSourceId,
    standard: row.epdStandard,
    manufacturer: row.epdManufacturer,
    pcr: row.epdPcr,
    link: row.epdLink,
    declaredUnit: row.epdDeclaredUnit ?? '',
    conversion: row.epdConversion,
    a4: row.gwpA4,
    a5: row.gwpA5,
    fossilA1A3: row.gwpFossil,
    biogenicA1A3: row.gwpBiogenic,
    publishedOn: row.epdPublishedOn,
    flags: row.epdFlags ?? [],
  };
}

/** The import columns of a row, from what the product keeps of its EPD (all null: typed in). */
export function importedEpdColumns(epd: ImportedEpd | null) {
  return {
    epdFormat: epd?.format ?? null,
    epdSourceId: epd?.sourceId ?? null,
    epdStandard: epd?.standard ?? null,
    epdManufacturer: epd?.manufacturer ?? null,
    epdPcr: epd?.pcr ?? null,
    epdLink: epd?.link ?? null,
    epdDeclaredUnit: epd?.declaredUnit ?? null,
    epdConversion: epd?.conversion ?? null,
    gwpA4: epd?.a4 ?? null,
    gwpA5: epd?.a5 ?? null,
    gwpFossil: epd?.fossilA1A3 ?? null,
    gwpBiogenic: epd?.biogenicA1A3 ?? null,
    epdPublishedOn: epd?.publishedOn ?? null,
    epdFlags: epd?.flags ?? null,
  };
}

/** A row as a calculation uses it (and a snapshot stores it): a typed product has no `epd` key. */
export function toUsedProduct(row: ProductRow): UsedCustomProduct {
  const epd = importedEpdOf(row);
  const { id, name, epdNumber, programmeOperator, declaredUnit, gwp, gwpMin, gwpMax, validUntil } = row;
  const replaces = row.replaces as ProductSlotKey;
  return {
    id,
    name,
    epdNumber,
    programmeOperator,
    declaredUnit,
    gwp,
    gwpMin,
    gwpMax,
    validUntil,
    replaces,
    // The EPD's own A4 and A5 replace the default transport and waste (issue 51); a product that
    // declares neither has no such keys, so it is stored and computed exactly as before.
    ...(row.gwpA4 !== null && { a4: row.gwpA4 }),
    ...(row.gwpA5 !== null && { a5: row.gwpA5 }),
    ...(epd && { epd }),
  };
}

function toCustomProduct(row: ProductRow, today: string): CustomProduct {
  return {
    ...toUsedProduct(row),
    epd: importedEpdOf(row),
    expired: isProductExpired(row, today),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const fields = (input: CustomProductInput) => ({
  name: input.name,
  epdNumber: input.epdNumber,
  programmeOperator: input.programmeOperator,
  declaredUnit: input.declaredUnit,
  gwp: input.gwp,
  gwpMin: input.gwpMin,
  gwpMax: input.gwpMax,
  validUntil: input.validUntil,
  replaces: input.replaces,
});

/** The user's products, by the material they replace, then name. */
export async function listCustomProducts(db: Db, ownerId: string): Promise<CustomProduct[]> {
  const rows = await db
    .select()
    .from(customProduct)
    .where(eq(customProduct.ownerId, ownerId))
    .orderBy(asc(customProduct.replaces), asc(customProduct.name), asc(customProduct.id));
  const today = utcDay();
  return rows.map((r) => toCustomProduct(r, today));
}

export async function createCustomProduct(db: Db, ownerId: string, input: CustomProductInput): Promise<CustomProduct> {
  const [row] = await db
    .insert(customProduct)
    .values({ id: randomUUID(), ownerId, ...fields(input) })
    .returning();
  return toCustomProduct(row!, utcDay());
}

/**
 * Replaces a product's fields; null when the user has no such product (someone else's included). A
 * changed product is a typed product: what it kept of an imported EPD no longer describes it, so
 * that goes (docs/decisions/028-epd-import.md).
 */
export async function updateCustomProduct(
  db: Db,
  ownerId: string,
  id: string,
  input: CustomProductInput,
): Promise<CustomProduct | null> {
  const [row] = await db
    .update(customProduct)
    .set({ ...fields(input), ...importedEpdColumns(null), updatedAt: sql`now()` })
    .where(and(eq(customProduct.id, id), eq(customProduct.ownerId, ownerId)))
    .returning();
  return row ? toCustomProduct(row, utcDay()) : null;
}

/** Deletes a product; false when the user has no such product. Snapshots keep their own copies. */
export async function deleteCustomProduct(db: Db, ownerId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(customProduct)
    .where(and(eq(customProduct.id, id), eq(customProduct.ownerId, ownerId)))
    .returning({ id: customProduct.id });
  return rows.length > 0;
}

/** The user's products a calculation names, aligned with `ids`: undefined where the user has no such product. */
export async function findCustomProducts(
  db: Db,
  ownerId: string,
  ids: readonly string[],
): Promise<(UsedCustomProduct | undefined)[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(customProduct)
    .where(and(eq(customProduct.ownerId, ownerId), inArray(customProduct.id, [...new Set(ids)])));
  const byId = new Map(rows.map((r) => [r.id, toUsedProduct(r)]));
  return ids.map((id) => byId.get(id));
}

/** One product of an import: the typed fields and what it keeps of its EPD. */
export interface ImportedProductInput {
  readonly fields: CustomProductInput;
  readonly epd: ImportedEpd;
}

/** Records an import's products in one transaction: all of them, or none. Their ids, in order. */
export async function createImportedProducts(
  db: Db,
  ownerId: string,
  products: readonly ImportedProductInput[],
): Promise<string[]> {
  if (products.length === 0) return [];
  const values = products.map((p) => ({
    id: randomUUID(),
    ownerId,
    ...fields(p.fields),
    ...importedEpdColumns(p.epd),
  }));
  await db.transaction(async (t) => {
    await t.insert(customProduct).values(values);
  });
  return values.map((v) => v.id);
}

/** The EN 15804 editions of the user's imported products (for the +A1 beside +A2 check). */
export async function productStandards(db: Db, ownerId: string): Promise<('EN 15804+A1' | 'EN 15804+A2')[]> {
  const rows = await db
    .selectDistinct({ standard: customProduct.epdStandard })
    .from(customProduct)
    .where(and(eq(customProduct.ownerId, ownerId), isNotNull(customProduct.epdStandard)));
  return rows.flatMap((r) => (r.standard ? [r.standard] : []));
}
