import type { SnapshotContentOf, SnapshotInputs, SnapshotKind, SnapshotOutputs } from '@embodied/contracts';
import { ENGINE_VERSION, getDataset, type DatasetId } from '@embodied/engine';
import type { Database, Db } from '../db/database';
import { canonicalContentHash, writeCalculation, type WrittenContent } from '../db/fast-save';
import { resolveDatasetId } from '../db/queries/default-dataset';
import { insertSnapshot, snapshotRow } from '../db/queries/snapshots';
import { recordAudit } from '../db/queries/organisations/record-audit';
import type { WorkspaceScope } from '../db/queries/workspace-scope';
import { inSlices } from '../lib/loop-slices';

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
  readonly waitOutside?: ((stored: Promise<number>) => Promise<number>) | undefined;
}

export type SavedCalculation<K extends SnapshotKind> = SnapshotContentOf<K> & {
  contentHash: string;
  datasetId: DatasetId;
  /** The inputs' and outputs' canonical JSON, as the hash read it and the row stored it (db/fast-save.ts). */
  written: WrittenContent;
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
  const { project, calculation } = await inSlices(() => {
    const { project, inputs, outputs } = request.compute(datasetId);
    // What is hashed is exactly what jsonb stores and gives back, written once: the text the hash
    // reads, the row stores and the answer sends (db/fast-save.ts).
    return { project, calculation: writeCalculation(inputs, outputs) };
  });
  const { written } = calculation;
  const content = {
    serial: await database.nextSnapshotSerial(),
    kind: request.kind,
    project,
    inputs: calculation.inputs,
    outputs: calculation.outputs,
    datasetId,
    datasetVersion: getDataset(datasetId).version,
    engineVersion: ENGINE_VERSION,
    createdAt: new Date().toISOString(),
  };
  // What the hash covers has no number: the insert gives it (db/stored-content.ts hashedContent).
  const contentHash = await inSlices(() => canonicalContentHash({ ...content, number: 0, hashVersion: 2 }, written));
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

/** What a calculator's Calculate answers: its outputs, the snapshot's number and when it was saved. */
export function withSnapshot<K extends SnapshotKind>(saved: SavedCalculation<K>) {
  return { ...saved.outputs, snapshot: saved.number, createdAt: saved.createdAt };
}
