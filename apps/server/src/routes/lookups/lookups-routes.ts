import type { Router } from '../../http/openapi-app';
import type { ProductDeps } from '../product-routes';

/** The lookups feature's routes. */
export function registerLookupRoutes(_router: Router, _deps: ProductDeps) {}
