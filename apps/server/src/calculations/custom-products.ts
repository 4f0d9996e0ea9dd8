import type { FieldIssue, UsedCustomProduct } from '@embodied/contracts';
import { PRODUCT_SLOTS } from '@embodied/engine';
import type { Db } from '../db/database';
import { findCustomProducts } from '../db/queries/custom-products';
import { DomainError } from '../lib/domain-error';

/**
 * The products a calculator request names (`customProductIds`), as the calculation uses and the
 * snapshot stores them. Refused with a 400 naming each bad position: an id the user has no product
 * for (deleted, or someone else's), a product named twice, two products for one material.
 */
export async function customProductsForRequest(
  db: Db,
  ownerId: string,
  ids: readonly string[] | undefined,
): Promise<UsedCustomProduct[]> {
  if (!ids || ids.length === 0) return [];
  const found = await findCustomProducts(db, ownerId, ids);
  const issues: FieldIssue[] = [];
  const bySlot = new Map<string, number>();
  const products: UsedCustomProduct[] = [];
  found.forEach((p, i) => {
    const path = `customProductIds[${i}]`;
    if (!p) {
      issues.push({ path, message: `You have no custom product with id '${ids[i]}' (it may have been deleted).` });
      return;
    }
    const first = bySlot.get(p.replaces);
    if (first !== undefined) {
      const what =
        ids[first] === ids[i]
          ? 'This product is named twice'
          : `Only one product can replace ${PRODUCT_SLOTS[p.replaces].label}`;
      issues.push({ path, message: `${what} (see customProductIds[${first}]).` });
      return;
    }
    bySlot.set(p.replaces, i);
    products.push(p);
  });
  if (issues.length > 0)
    throw new DomainError('invalid', 'The custom products named cannot be used as they are.', issues);
  return products;
}
