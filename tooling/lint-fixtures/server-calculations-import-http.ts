// Linted as apps/server/src/calculations/lint-probe.ts: a shared calculation reaches up to the HTTP layer.
import { sendError } from '../http/app-error';
import { findCustomProducts } from '../db/queries/custom-products';
import { canonicalJson } from '../lib/canonical-json';

export const probe = (): unknown => [sendError, findCustomProducts, canonicalJson];
