import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import type { SnapshotKind } from '@embodied/contracts';
import type { DatasetId } from '@embodied/engine';
import {
  saveCalculation,
  type withSnapshot,
  type Actor,
  type Calculation,
  type SavedCalculation,
} from '../calculations/save-calculation';
import { customProductsForRequest } from '../calculations/custom-products';
import type { Database } from '../db/database';
import { resolveClimateZone } from '../db/queries/default-dataset';
import { answerJson } from '../db/fast-save';
import { wholeAnswer } from './answer-headers';
import type { AppEnv } from './app-env';

/** The request's actor (after the guard and the workspace check). */
const actorOf = (c: Context<AppEnv>): Actor => ({ scope: c.get('workspace'), name: c.get('user').name });

/**
 * `saveCalculation` bound to one database and the server's default dataset, for a feature's routes:
 * the request's actor, and its place in the admission gate, come from its context.
 */
export function calculationSaver(database: Database, serverDefaultDatasetId: DatasetId) {
  return <K extends SnapshotKind>(
    c: Context<AppEnv>,
    kind: K,
    requestedDatasetId: DatasetId | undefined,
    compute: (datasetId: DatasetId) => Calculation<K>,
  ) =>
    saveCalculation(database, {
      kind,
      actor: actorOf(c),
      requestedDatasetId,
      serverDefaultDatasetId,
      compute,
      waitOutside: c.get('waitOutside'),
    });
}

/**
 * A calculator's request as its snapshot records it: with the climate zone used (the request's,
 * else the profile's, else 6), so that the snapshot recalculates as it was made, and each custom
 * product it names as the product is now (recalculation never reads the product table).
 */
export async function recordedInputs<B extends { climateZone?: number; customProductIds?: readonly string[] }>(
  database: Database,
  c: Context<AppEnv>,
  body: B,
) {
  const userId = c.get('user').id;
  const customProducts = await customProductsForRequest(database.db, userId, body.customProductIds);
  const climateZone = await resolveClimateZone(database.db, userId, body.climateZone, c.get('workspace').climateZone);
  const withZone = { ...body, climateZone };
  return customProducts.length > 0
    ? { ...withZone, customProductIds: customProducts.map((p) => p.id), customProducts }
    : withZone;
}

/** The response `c.json(withSnapshot(saved), 200)` is typed as, for the route's OpenAPI types. */
type CalculateAnswer<K extends SnapshotKind> = Response &
  TypedResponse<JSONParsed<ReturnType<typeof withSnapshot<K>>>, 200, 'json'>;

/**
 * A Calculate's answer ({@link withSnapshot}) as the route sends it: the outputs' JSON, written once
 * for the hash and the row, with the snapshot's number and time added at its end
 * (db/fast-save.ts `answerJson`), made whole with its headers (http/answer-headers.ts). A test holds
 * it to `withSnapshot`.
 */
export function answerWithSnapshot<K extends SnapshotKind>(
  c: Context<AppEnv>,
  saved: SavedCalculation<K>,
): CalculateAnswer<K> {
  const body = answerJson(saved, { snapshot: saved.number, createdAt: saved.createdAt });
  return wholeAnswer(c, body, 'application/json') as unknown as CalculateAnswer<K>;
}
