import type { Router } from '../../http/openapi-app';
import type { ProductDeps } from '../product-routes';

/** The walls feature's routes. */
export function registerWallRoutes(_router: Router, _deps: ProductDeps) {}
