import { datasetForPeople } from '@embodied/engine';
import {
  figureForPeople,
  formatReportInput,
  MINUS_SIGN,
  SNAPSHOT_KIND_LABELS,
  type SnapshotDetail,
} from '@embodied/contracts';
import { formatFigure } from './snapshot-format';

/** One line of a side-by-side comparison: what each snapshot shows, and whether they differ. */
export interface CompareRow {
  key: string;
  label: string;
  a: string;
  b: string;
  differs: boolean;
  /** b − a for a result figure that differs, signed ("+12.50 kgCO2e", "−3 %"); null otherwise. */
  delta: string | null;
}

export interface Comparison {
  identity: CompareRow[];
  inputs: CompareRow[];
  figures: CompareRow[];
}

const MISSING = '—';

/** Rows by key, in the first snapshot's order, then the second's extra ones: a field either lacks shows a dash. */
function align<T>(
  left: readonly T[],
  right: readonly T[],
  keyOf: (item: T) => string,
): Array<{ key: string; a: T | undefined; b: T | undefined }> {
  const rightByKey = new Map(right.map((item) => [keyOf(item), item]));
  const leftKeys = new Set(left.map(keyOf));
  return [
    ...left.map((item) => ({ key: keyOf(item), a: item, b: rightByKey.get(keyOf(item)) })),
    ...right.filter((item) => !leftKeys.has(keyOf(item))).map((item) => ({ key: keyOf(item), a: undefined, b: item })),
  ];
}

function row(key: string, label: string, a: string, b: string, delta: string | null = null): CompareRow {
  const differs = a !== b;
  return { key, label, a, b, differs, delta: differs ? delta : null };
}

type Figure = SnapshotDetail['report']['results'][number];

/** A figure as the report shows it: an increase is named one and shown as a positive amount. */
function shownFigure(f: Figure | undefined): string {
  if (!f) return MISSING;
  const shown = figureForPeople(f);
  const text = formatFigure({ ...f, value: shown.value });
  return shown.tone === 'increase' ? `${text} (${shown.label})` : text;
}

function signedDifference(a: Figure | undefined, b: Figure | undefined): string | null {
  if (!a || !b) return null;
  const difference = b.value - a.value;
  // A difference is an amount in the figure's unit (percentage points for Progress to Target), never a state in words.
  const text = formatFigure({ unit: b.unit, decimals: b.decimals, value: Math.abs(difference) });
  return `${difference < 0 ? MINUS_SIGN : '+'}${text}`;
}

/**
 * Two snapshots of one kind side by side: identity, every input of either (matched by group and
 * label, as the print report lists them) and every result figure (matched by key), each with
 * whether the two differ as a person reads them (formatted as the report formats them).
 */
export function compareSnapshots(
  a: SnapshotDetail,
  b: SnapshotDetail,
  when: (s: SnapshotDetail) => string,
): Comparison {
  const dataset = (s: SnapshotDetail) => datasetForPeople(s.report.dataset.label, s.report.dataset.version);
  const identity = [
    row('kind', 'Kind', SNAPSHOT_KIND_LABELS[a.kind], SNAPSHOT_KIND_LABELS[b.kind]),
    row('project', 'Project', a.project, b.project),
    row('createdAt', 'Calculated', when(a), when(b)),
    row('dataset', 'Dataset', dataset(a), dataset(b)),
    row('engine', 'Engine version', a.engineVersion, b.engineVersion),
  ];
  const inputs = align(a.report.inputs, b.report.inputs, (i) => `${i.group ?? ''}\u0000${i.label}`).map(
    ({ key, a: x, b: y }) => {
      const item = (x ?? y)!;
      return row(
        key,
        item.group ? `${item.group}: ${item.label}` : item.label,
        x ? formatReportInput(x) : MISSING,
        y ? formatReportInput(y) : MISSING,
      );
    },
  );
  const figures = align(a.report.results, b.report.results, (f) => f.key).map(({ key, a: x, b: y }) =>
    row(key, (x ?? y)!.label, shownFigure(x), shownFigure(y), signedDifference(x, y)),
  );
  return { identity, inputs, figures };
}
