import type { Router } from '../../http/openapi-app';
import type { ProductDeps } from '../product-routes';

/** The account feature's routes. */
export function registerAccountRoutes(_router: Router, _deps: ProductDeps) {}
