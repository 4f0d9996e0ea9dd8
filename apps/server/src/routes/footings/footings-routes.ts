import type { Router } from '../../http/openapi-app';
import type { ProductDeps } from '../product-routes';

/** The footings feature's routes. */
export function registerFootingRoutes(_router: Router, _deps: ProductDeps) {}
