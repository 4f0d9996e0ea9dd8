import {
  createCustomProduct,
  deleteCustomProduct,
  listCustomProducts,
  updateCustomProduct,
} from '../../db/queries/custom-products';
import { AppError } from '../../http/app-error';
import type { Router } from '../../http/openapi-app';
import type { FeatureDeps } from '../feature-deps';
import {
  createCustomProductRoute,
  deleteCustomProductRoute,
  listCustomProductsRoute,
  updateCustomProductRoute,
} from './custom-product-route-defs';
import { registerEpdImportRoute } from './epd-import-routes';

const NOT_FOUND = 'You have no such custom product (it may have been deleted).';

/** Custom products (user-supplied EPDs): list, record, change, delete (below /api/products, behind the guard). */
export function registerCustomProductRoutes(router: Router, deps: FeatureDeps) {
  const { db } = deps.database;
  // Before /api/products/{id}: the import's own path is not a product id.
  registerEpdImportRoute(router, deps);

  router.openapi(listCustomProductsRoute, async (c) =>
    c.json({ items: await listCustomProducts(db, c.get('user').id) }, 200),
  );

  router.openapi(createCustomProductRoute, async (c) =>
    c.json(await createCustomProduct(db, c.get('user').id, c.req.valid('json')), 201),
  );

  router.openapi(updateCustomProductRoute, async (c) => {
    const updated = await updateCustomProduct(db, c.get('user').id, c.req.valid('param').id, c.req.valid('json'));
    if (!updated) throw new AppError('not_found', NOT_FOUND);
    return c.json(updated, 200);
  });

  router.openapi(deleteCustomProductRoute, async (c) => {
    const deleted = await deleteCustomProduct(db, c.get('user').id, c.req.valid('param').id);
    if (!deleted) throw new AppError('not_found', NOT_FOUND);
    return c.body(null, 204);
  });
}
