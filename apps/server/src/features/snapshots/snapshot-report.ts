import { SNAPSHOT_TITLES, type SnapshotReport } from '@embodied/contracts';
import { getDataset, isDatasetId } from '@embodied/engine';
import { chartOf, findBreakdowns } from './snapshot-breakdowns';
import { snapshotContentHash, type SnapshotContent } from './snapshot-content';
import { figuresOf } from './snapshot-figures';
import { reportInputs } from './snapshot-inputs';
import { isRecord } from './json-access';

/** 'Wall Embodied Carbon Snapshot#12', as the calculators print it (spec section 2). */
export function snapshotTitle(kind: SnapshotContent['kind'], number: number): string {
  return `${SNAPSHOT_TITLES[kind]}#${number}`;
}

function datasetOf(content: SnapshotContent, outputs: unknown): SnapshotReport['dataset'] {
  const storedRange = isRecord(outputs) && typeof outputs.hasRange === 'boolean' ? outputs.hasRange : undefined;
  if (!isDatasetId(content.datasetId)) {
    return {
      id: content.datasetId,
      version: content.datasetVersion,
      label: content.datasetId,
      attribution: 'This dataset is no longer on this server; its attribution is not available.',
      licenceStatus: 'unknown',
      hasRange: storedRange ?? false,
      currentVersion: null,
    };
  }
  const d = getDataset(content.datasetId);
  return {
    id: d.id,
    version: content.datasetVersion,
    label: d.label,
    attribution: d.attribution,
    licenceStatus: d.licenceStatus,
    hasRange: storedRange ?? d.hasRange,
    currentVersion: d.version,
  };
}

/**
 * The print layout's content, built once on the server so that the web view, the shared view and
 * the PDF show the same inputs, figures, chart, breakdowns and dataset.
 */
export function buildReport(content: SnapshotContent, storedHash: string): SnapshotReport {
  return {
    title: snapshotTitle(content.kind, content.number),
    inputs: reportInputs(content.kind, content.inputs),
    results: figuresOf(content.kind, content.outputs),
    chart: chartOf(content.kind, content.outputs),
    breakdowns: findBreakdowns(content.outputs),
    dataset: datasetOf(content, content.outputs),
    hashVerified: snapshotContentHash(content) === storedHash,
  };
}
