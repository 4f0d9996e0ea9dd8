import type { Router } from '../../http/openapi-app';
import type { ProductDeps } from '../product-routes';

/** The snapshots feature's routes. */
export function registerSnapshotRoutes(_router: Router, _deps: ProductDeps) {}
