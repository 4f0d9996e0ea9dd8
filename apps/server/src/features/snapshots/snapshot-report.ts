import {
  SNAPSHOT_TITLES,
  type SnapshotContent,
  type SnapshotReport,
  type UsedCustomProduct,
} from '@embodied/contracts';
import { getDataset, isDatasetId, percentageChange, reportNotes, type ChangeOf } from '@embodied/engine';
import type { SnapshotKinds } from '../../calculations/snapshot-kind';
import { snapshotContentHash, type HashedContent } from '../../db/stored-content';
import { withHandler } from './snapshot-content';
import { figuresOf } from './snapshot-figures';

/** 'Wall Embodied Carbon Snapshot #12': the seed's print title (spec section 2) with a space before the number (issue 47). */
export function snapshotTitle(kind: SnapshotContent['kind'], number: number): string {
  return `${SNAPSHOT_TITLES[kind]} #${number}`;
}

function datasetOf(
  content: Pick<SnapshotContent, 'datasetId' | 'datasetVersion'>,
  outputs: object,
): SnapshotReport['dataset'] {
  const stored = (outputs as { hasRange?: unknown }).hasRange;
  const storedRange = typeof stored === 'boolean' ? stored : undefined;
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
 * Purpose and limits, scope, data quality and cost basis (engine src/report): the dataset the
 * snapshot used (by its stored label when this server no longer has it), and each user EPD's
 * validity on the day it was made.
 */
function notesOf(
  c: Pick<SnapshotContent, 'kind' | 'datasetId' | 'datasetVersion' | 'createdAt'> & {
    inputs: { customProducts?: readonly UsedCustomProduct[] | undefined };
  },
  change: ChangeOf | null,
  outputs: object,
  quantities: string | null,
): SnapshotReport['notes'] {
  // A snapshot saved before A4 and A5 were counted has no `upfront`: its report says it is A1–A3 only.
  const upfront = (outputs as { upfront?: { scope?: unknown } }).upfront;
  const n = reportNotes(
    c.kind,
    {
      dataset: isDatasetId(c.datasetId) ? getDataset(c.datasetId) : null,
      storedLabel: c.datasetId,
      version: c.datasetVersion,
      products: c.inputs.customProducts ?? [],
      day: c.createdAt.slice(0, 10),
    },
    { upfront: upfront !== undefined, wholeHouse: upfront?.scope === 'whole-house', quantities },
  );
  const text = (t: { heading: string; paragraphs: readonly string[] }) => ({ ...t, paragraphs: [...t.paragraphs] });
  return {
    limits: text(n.limits),
    scope: { heading: n.scope.heading, rows: n.scope.rows.map((r) => ({ ...r })) },
    dataQuality: text(n.dataQuality),
    change: change === null ? null : { ...percentageChange(change) },
    costBasis: n.costBasis,
  };
}

/**
 * The print layout's content, built once on the server so that the web view, the shared view and
 * the PDF show the same inputs, figures, chart, breakdowns and dataset. `stored` is the content as
 * stored (the hash is checked over it); `content` is the same read through its kind's schema.
 * The caller adds the workspace (an organisation's name and the creator), which needs the database.
 */
export function buildReport(
  kinds: SnapshotKinds,
  content: SnapshotContent,
  stored: HashedContent,
  storedHash: string,
): Omit<SnapshotReport, 'workspace'> {
  return withHandler(kinds, content, (handler, c) => ({
    title: snapshotTitle(c.kind, c.number),
    inputs: handler.reportInputs(c.inputs),
    results: figuresOf(handler, c.outputs),
    chart: handler.chart(c.outputs),
    breakdowns: handler.breakdowns(c.outputs),
    dataset: datasetOf(c, c.outputs),
    notes: notesOf(
      c,
      handler.change ? handler.change(c.outputs) : null,
      c.outputs,
      handler.quantities?.(c.inputs) ?? null,
    ),
    hashVerified: snapshotContentHash(stored) === storedHash,
  }));
}
