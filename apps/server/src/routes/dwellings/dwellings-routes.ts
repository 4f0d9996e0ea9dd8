import type { Router } from '../../http/openapi-app';
import type { ProductDeps } from '../product-routes';

/** The dwellings feature's routes. */
export function registerDwellingRoutes(_router: Router, _deps: ProductDeps) {}
