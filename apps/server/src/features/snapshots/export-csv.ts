import {
  SNAPSHOT_KIND_LABELS,
  SNAPSHOT_KINDS,
  unitForPeople,
  type SnapshotKind,
  type SnapshotSummary,
} from '@embodied/contracts';
import { editionForPeople, getDataset, isDatasetId } from '@embodied/engine';
import type { SnapshotKinds } from '../../calculations/snapshot-kind';
import type { HashedContent } from '../../db/stored-content';
import { fieldWords, groupWords, itemWords, unitWords, valueWords } from './csv-labels';
import { figureColumns } from './snapshot-figures';
import { snapshotTitle } from './snapshot-report';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Cell = string | number | boolean | null | undefined;

/** One CSV cell (RFC 4180). Text that a spreadsheet would run as a formula is prefixed with '. */
function cell(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** UTF-8 with a byte-order mark so spreadsheets read '²' and accents right; CRLF rows. */
function csv(rows: Cell[][]): string {
  return `\uFEFF${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** A number's unit from its field name (and, for a breakdown line, the line's own unit fields). */
function unitOf(
  kinds: SnapshotKinds,
  section: 'input' | 'output',
  key: string,
  parent: Record<string, unknown>,
  path: string,
): string {
  // The upfront inputs by material class (issue 51), and modules per m² (not per total).
  if (/(^|\.)transportKm\.[a-zA-Z]+$/.test(path)) return 'km';
  if (/(^|\.)wastePercent\.[a-zA-Z]+$/.test(path)) return '% of the net quantity';
  if (/(^|\.)perM2\.[a-z0-9]+$/.test(path)) return 'kgCO2e/m²';
  // A take-off's measured areas (issue 52) have the units of the geometry they stand in for.
  if (/^measuredQuantities\.[a-zA-Z]+$/.test(path)) return unitWords(kinds, 'output', key);
  if (section === 'input') return unitWords(kinds, 'input', key);
  if (key === 'quantity' && typeof parent.unit === 'string') return unitForPeople(parent.unit);
  if (key === 'factor' && typeof parent.factorUnit === 'string') return unitForPeople(parent.factorUnit);
  return unitWords(kinds, 'output', key);
}

/**
 * A number as the pages show it, with a dot and no digit groups (a machine still reads it): rounded
 * to the decimals its page uses, so that 32.400000000000006 reads 32.4. The JSON export keeps
 * every digit; the CSV is for people and their spreadsheets.
 * @example roundedAsShown(32.400000000000006, 2) // 32.4
 */
export function roundedAsShown(value: number, decimals: number): number {
  if (!Number.isFinite(value) || Number.isInteger(value)) return value;
  const rounded = Number(value.toFixed(decimals));
  return rounded === 0 ? 0 : rounded;
}

/**
 * The decimals a page shows an output number with: a result figure as its kind's page does; a
 * breakdown line's quantity or factor with four decimals below 1 and two above (the breakdown
 * table); every other carbon, cost, area or length with two.
 */
function decimalsOf(key: string, value: number, place: Place, figureDecimals: number): number {
  if (!place.path.includes('.') && place.figureKeys.has(key)) return figureDecimals;
  if (key === 'quantity' || key === 'factor') return Math.abs(value) < 1 ? 4 : 2;
  return 2;
}

interface Place {
  /** Every kind's words (csv-labels.ts). */
  kinds: SnapshotKinds;
  section: 'input' | 'output';
  /** The words of the groups above the field, e.g. ["Wall location 1", "Option A breakdown"]. */
  words: string[];
  /** The dotted machine path, e.g. locations.0.breakdownA. */
  path: string;
  /** The kind's result figures (top-level output keys) and the decimals its page shows them with. */
  figureKeys: ReadonlySet<string>;
  figureDecimals: number;
}

const SECTION_WORDS = { input: 'Input', output: 'Result' } as const;
const PATH_SEPARATOR = ' › ';

/** Leaves of a JSON value as [section, field in words, value, unit, field key, value key]. */
function flatten(
  place: Place,
  value: unknown,
  key: string,
  parent: Record<string, unknown>,
  figureLabels: ReadonlyMap<string, string>,
  out: Cell[][],
) {
  const field = (words: string[]) => words.join(PATH_SEPARATOR);
  if (Array.isArray(value)) {
    if (value.length === 0) out.push([SECTION_WORDS[place.section], field(place.words), '', '', place.path, '']);
    value.forEach((item, i) => {
      const { words, afterList } = itemWords(place.kinds, key, i, item);
      const above = afterList ? place.words : place.words.slice(0, -1);
      flatten({ ...place, words: [...above, words], path: `${place.path}.${i}` }, item, key, parent, figureLabels, out);
    });
  } else if (isRecord(value)) {
    for (const [k, v] of Object.entries(value)) {
      const path = place.path ? `${place.path}.${k}` : k;
      const words =
        isRecord(v) || Array.isArray(v)
          ? groupWords(place.kinds, k)
          : fieldWords(place.kinds, place.section, k, figureLabels, !place.path);
      flatten({ ...place, words: [...place.words, words], path }, v, k, value, figureLabels, out);
    }
  } else {
    const { shown, valueKey } = valueWords(place.kinds, key, value as string | number | boolean | null, parent);
    // Inputs stay as they were typed; results are rounded as their page shows them.
    const rounded =
      typeof shown === 'number' && place.section === 'output'
        ? roundedAsShown(shown, decimalsOf(key, shown, place, place.figureDecimals))
        : shown;
    out.push([
      SECTION_WORDS[place.section],
      field(place.words),
      rounded,
      typeof value === 'number' ? unitOf(place.kinds, place.section, key, parent, place.path) : '',
      place.path,
      valueKey,
    ]);
  }
}

/**
 * One snapshot: its identity, then every input and output field flattened, with units. Every
 * field and option reads as words (as the pages name them); the machine key of each field, and of
 * each value that stands for a key, is in a column of its own. Inputs stay as typed; results are
 * rounded as their pages show them (the JSON export keeps every digit).
 */
export function snapshotCsv(kinds: SnapshotKinds, content: HashedContent, contentHash: string): string {
  const rows: Cell[][] = [['Section', 'Field', 'Value', 'Unit', 'Field key', 'Value key']];
  const dataset = isDatasetId(content.datasetId) ? getDataset(content.datasetId).label : content.datasetId;
  const identity: Array<[string, Cell, string, string?]> = [
    ['Number', content.number, 'number'],
    ['Kind', SNAPSHOT_KIND_LABELS[content.kind], 'kind', content.kind],
    ['Title', snapshotTitle(content.kind, content.number), 'title'],
    ['Project', content.project, 'project'],
    ['Calculated at (UTC, ISO 8601)', content.createdAt, 'createdAt'],
    ['Dataset', dataset, 'datasetId', dataset === content.datasetId ? '' : content.datasetId],
    ['Dataset edition', editionForPeople(content.datasetVersion), 'datasetVersion', content.datasetVersion],
    ['Engine version', content.engineVersion, 'engineVersion'],
    ['Content hash (SHA-256)', contentHash, 'contentHash'],
  ];
  for (const [words, v, key, valueKey] of identity) rows.push(['Snapshot', words, v, '', key, valueKey ?? '']);
  const handler = kinds[content.kind];
  const figureLabels = new Map<string, string>(handler.figures.map((f) => [f.key, f.label]));
  const figures = { kinds, figureKeys: new Set(figureLabels.keys()), figureDecimals: handler.decimals };
  flatten({ section: 'input', words: [], path: '', ...figures }, content.inputs, '', {}, figureLabels, rows);
  flatten({ section: 'output', words: [], path: '', ...figures }, content.outputs, '', {}, figureLabels, rows);
  return csv(rows);
}

/**
 * Every headline column of every kind, in kind order, without repeats: one column per figure and
 * header, so that kinds sharing a key under different words (a wall's and a footing's
 * `upfront.reduction.a1a5`) each keep their own column.
 */
function allColumns(kinds: SnapshotKinds): Array<{ key: string; header: string; kinds: Set<SnapshotKind> }> {
  const columns = new Map<string, { key: string; header: string; kinds: Set<SnapshotKind> }>();
  for (const kind of SNAPSHOT_KINDS) {
    for (const c of figureColumns(kinds, kind)) {
      const header = `${c.label} (${c.unit})`;
      const column = columns.get(`${c.key}\n${header}`) ?? { key: c.key, header, kinds: new Set<SnapshotKind>() };
      column.kinds.add(kind);
      columns.set(`${c.key}\n${header}`, column);
    }
  }
  return [...columns.values()];
}

/** All of a user's snapshots, one row each with its headline figures (a kind's own columns only). */
export function snapshotsCsv(kinds: SnapshotKinds, items: SnapshotSummary[]): string {
  const columns = allColumns(kinds);
  const rows: Cell[][] = [
    [
      'number',
      'kind',
      'project',
      'createdAt',
      'datasetId',
      'datasetVersion',
      'engineVersion',
      ...columns.map((c) => c.header),
    ],
  ];
  for (const s of items) {
    const byKey = new Map(s.headlines.map((h) => [h.key, h.value]));
    rows.push([
      s.number,
      s.kind,
      s.project,
      s.createdAt,
      s.datasetId,
      s.datasetVersion,
      s.engineVersion,
      ...columns.map((c) => {
        const value = c.kinds.has(s.kind) ? byKey.get(c.key) : undefined;
        return value === undefined ? value : roundedAsShown(value, kinds[s.kind].decimals);
      }),
    ]);
  }
  return csv(rows);
}
