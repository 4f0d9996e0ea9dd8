import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CustomProduct, CustomProductInput, UsedCustomProduct } from '@embodied/contracts';
import { isProductExpired, type ProductSlotKey } from '@embodied/engine';
import type { Db } from '../database';
import { customProduct } from '../schema';

type ProductRow = typeof customProduct.$inferSelect;

/** Today in UTC, YYYY-MM-DD: an EPD is valid through its valid-until day. */
export const utcDay = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/** A row as a calculation uses it (and a snapshot stores it). */
export function toUsedProduct(row: ProductRow): UsedCustomProduct {
  return {
    id: row.id,
    name: row.name,
    epdNumber: row.epdNumber,
    programmeOperator: row.programmeOperator,
    declaredUnit: row.declaredUnit,
    gwp: row.gwp,
    gwpMin: row.gwpMin,
    gwpMax: row.gwpMax,
    validUntil: row.validUntil,
    replaces: row.replaces as ProductSlotKey,
  };
}

function toCustomProduct(row: ProductRow, today: string): CustomProduct {
  return {
    ...toUsedProduct(row),
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

/** Replaces a product's fields; null when the user has no such product (someone else's included). */
export async function updateCustomProduct(
  db: Db,
  ownerId: string,
  id: string,
  input: CustomProductInput,
): Promise<CustomProduct | null> {
  const [row] = await db
    .update(customProduct)
    .set({ ...fields(input), updatedAt: sql`now()` })
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
