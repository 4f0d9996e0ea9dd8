import type { SnapshotKind } from '@embodied/contracts';
import { canonicalJson, sha256Hex } from './canonical-json';

export type { SnapshotKind };

/** What a snapshot's content hash covers: everything a reader relies on, nothing about who owns it. */
export interface SnapshotContent {
  number: number;
  kind: SnapshotKind;
  project: string;
  inputs: unknown;
  outputs: unknown;
  datasetId: string;
  datasetVersion: string;
  engineVersion: string;
  createdAt: string;
}

export function snapshotContentHash(content: SnapshotContent): string {
  return sha256Hex(
    canonicalJson({
      number: content.number,
      kind: content.kind,
      project: content.project,
      inputs: content.inputs,
      outputs: content.outputs,
      datasetId: content.datasetId,
      datasetVersion: content.datasetVersion,
      engineVersion: content.engineVersion,
      createdAt: content.createdAt,
    }),
  );
}
