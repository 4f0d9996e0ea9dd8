import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import type { SnapshotContentOf, SnapshotInputs, SnapshotKind, SnapshotOutputs } from '@embodied/contracts';
import { ENGINE_VERSION, getDataset, type DatasetId } from '@embodied/engine';
import type { Database, Db, WrittenContent } from '../db/database';
import { jsonbBytes } from '../db/snapshot-insert';
import { resolveDatasetId } from '../db/queries/default-dataset';
import { insertSnapshot, snapshotRow } from '../db/queries/snapshots';
import { recordAudit } from '../db/queries/organisations/record-audit';
import type { WorkspaceScope } from '../db/queries/workspace-scope';
import type { AppEnv, WaitOutside } from '../http/app-env';
import { inSlices } from '../lib/loop-slices';
import { wholeAnswer } from '../http/answer-headers';
import { canonicalCopy } from '../lib/canonical-json';
import { canonicalContentHash, snapshotContentHash } from './snapshot-hash';

export interface Calculation<K extends SnapshotKind> {
  readonly project: string;
  readonly inputs: SnapshotInputs<K>;
  readonly outputs: SnapshotOutputs<K>;
}

/** Who saves, and where: the signed-in user (their name for the audit trail) in the request's workspace. */
export interface Actor {
  readonly scope: WorkspaceScope & { readonly defaultDataset?: string | null };
  readonly name: string;
}

/** The request's actor (after the guard and the workspace check). */
const actorOf = (c: Context<AppEnv>): Actor => ({ scope: c.get('workspace'), name: c.get('user').name });

export interface SaveCalculationRequest<K extends SnapshotKind> {
  readonly kind: K;
  readonly actor: Actor;
  /** The dataset the request names; absent: the user's default, else the server's. */
  readonly requestedDatasetId: DatasetId | undefined;
  readonly serverDefaultDatasetId: DatasetId;
  /** Runs the engine on the resolved dataset (its input errors become a 400 in onError). */
  readonly compute: (datasetId: DatasetId) => Calculation<K>;
  /**
   * How the request waits for its row's group commit: through the admission gate's `waitOutside`,
   * its place goes to the next request meanwhile (http/admission.ts). Absent: it simply waits.
   */
  readonly waitOutside?: WaitOutside | undefined;
}

export type SavedCalculation<K extends SnapshotKind> = SnapshotContentOf<K> & {
  contentHash: string;
  datasetId: DatasetId;
  /** The inputs' and outputs' canonical JSON, as the hash read it and the row stored it (absent: not written). */
  written?: WrittenContent | undefined;
};

/**
 * One Calculate, every calculator: resolve the dataset → run the engine → save an immutable,
 * numbered carbon snapshot. Its serial is drawn from the database's identity sequence first (unique
 * across servers; db/database.ts), so that the content hash can cover it; its number, consecutive
 * within the workspace, is given by the insert (decision 023). The snapshot goes into the actor's
 * workspace (its project record is made when the workspace's projects are listed:
 * queries/projects.ts); an organisation's audit trail records it. A personal Calculate stays one
 * insert, shared with the Calculates saved at the same moment (group commit, db/batched.ts).
 */
export async function saveCalculation<K extends SnapshotKind>(
  database: Pick<Database, 'db' | 'nextSnapshotSerial' | 'insertSnapshot'>,
  request: SaveCalculationRequest<K>,
): Promise<SavedCalculation<K>> {
  const { db } = database;
  const datasetId = await resolveDatasetId(
    db,
    request.actor.scope.userId,
    request.requestedDatasetId,
    request.serverDefaultDatasetId,
    request.actor.scope.defaultDataset,
  );
  // The engine, the copies and the hash are the request's synchronous work: done in slices
  // (lib/loop-slices.ts), so a burst of Calculates never holds the event loop at once. The engine
  // runs before a number is drawn, so input it refuses (a 400) uses none.
  const { computed, written } = await inSlices(() => {
    const { project, inputs, outputs } = request.compute(datasetId);
    // What is hashed is exactly what jsonb stores and gives back: a copy with only JSON's values.
    // canonicalCopy also puts its keys in sorted order, so `JSON.stringify` writes its canonical
    // JSON: written once here, that text is what the hash reads and the row stores. A value it
    // cannot copy so (lib/canonical-json.ts) is copied through JSON, and the hash then walks the
    // content as before.
    const sortedInputs = canonicalCopy(inputs);
    const sortedOutputs = canonicalCopy(outputs);
    const throughJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
    return {
      computed: {
        project,
        inputs: (sortedInputs ?? throughJson(inputs)) as SnapshotInputs<K>,
        outputs: (sortedOutputs ?? throughJson(outputs)) as SnapshotOutputs<K>,
      },
      written:
        sortedInputs !== undefined && sortedOutputs !== undefined
          ? writtenContent(JSON.stringify(sortedInputs), JSON.stringify(sortedOutputs))
          : undefined,
    };
  });
  const { project } = computed;
  const content = {
    serial: await database.nextSnapshotSerial(),
    kind: request.kind,
    ...computed,
    datasetId,
    datasetVersion: getDataset(datasetId).version,
    engineVersion: ENGINE_VERSION,
    createdAt: new Date().toISOString(),
  };
  const contentHash = await inSlices(() => {
    // What the hash covers has no number: the insert gives it (db/queries/snapshots.ts hashedContent).
    const hashed = { ...content, number: 0, hashVersion: 2 as const };
    return written ? canonicalContentHash(hashed, written) : snapshotContentHash(hashed);
  });
  const { scope, name } = request.actor;
  let number: number;
  // A personal snapshot is one row, written with the others being saved at the same moment.
  if (scope.organisationId === null) {
    const stored = database.insertSnapshot(snapshotRow(scope, content, contentHash), written);
    number = await (request.waitOutside ? request.waitOutside(stored) : stored);
  } else
    // An organisation's audit trail records it, in the same transaction.
    number = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const given = await insertSnapshot(tx, scope, content, contentHash);
      await recordAudit(
        tx,
        scope,
        name,
        'snapshot.created',
        `Calculated ${request.kind} snapshot #${given} in “${project}”.`,
      );
      return given;
    });
  return { ...content, number, contentHash, written };
}

/** The inputs' and outputs' canonical JSON, the outputs also encoded once (db/snapshot-insert.ts). */
function writtenContent(inputs: string, outputs: string): WrittenContent {
  return { inputs, outputs, outputsJsonb: jsonbBytes(outputs) };
}

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

/** What a calculator's Calculate answers: its outputs, the snapshot's number and when it was saved. */
export function withSnapshot<K extends SnapshotKind>(saved: SavedCalculation<K>) {
  return { ...saved.outputs, snapshot: saved.number, createdAt: saved.createdAt };
}

/** The response `c.json(withSnapshot(saved), 200)` is typed as, for the route's OpenAPI types. */
type CalculateAnswer<K extends SnapshotKind> = Response &
  TypedResponse<JSONParsed<ReturnType<typeof withSnapshot<K>>>, 200, 'json'>;

/**
 * A Calculate's answer ({@link withSnapshot}) as the route sends it: the outputs' JSON, written once
 * for the hash and the row, with the snapshot's number and time added at its end, so the outputs
 * are not written a third time. Outputs that were not written so, or that hold a `snapshot` or
 * `createdAt` of their own (the answer's fields win, as in withSnapshot), are written as before.
 * A test holds the two ways to the same value.
 */
export function answerWithSnapshot<K extends SnapshotKind>(
  c: Context<AppEnv>,
  saved: SavedCalculation<K>,
): CalculateAnswer<K> {
  const outputs = saved.written?.outputs;
  const own = saved.outputs as object;
  if (
    outputs === undefined ||
    !outputs.startsWith('{') ||
    Object.hasOwn(own, 'snapshot') ||
    Object.hasOwn(own, 'createdAt')
  )
    return c.json(withSnapshot(saved), 200);
  const fields = `${outputs === '{}' ? '' : ','}"snapshot":${JSON.stringify(saved.number)},"createdAt":${JSON.stringify(saved.createdAt)}}`;
  // The outputs' bytes, encoded once for the hash and the row, less their closing brace.
  const jsonb = saved.written?.outputsJsonb;
  const body = jsonb
    ? Buffer.concat([jsonb.subarray(1, jsonb.length - 1), Buffer.from(fields)])
    : `${outputs.slice(0, -1)}${fields}`;
  return wholeAnswer(c, body, 'application/json') as unknown as CalculateAnswer<K>;
}
