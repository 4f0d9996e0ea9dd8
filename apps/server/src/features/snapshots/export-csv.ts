import { SNAPSHOT_KINDS, type SnapshotSummary } from '@embodied/contracts';
import type { SnapshotKinds } from '../../calculations/snapshot-kind';
import type { HashedContent } from '../../calculations/snapshot-hash';
import { figureColumns } from './snapshot-figures';

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

const INPUT_UNITS: Readonly<Record<string, string>> = {
  length: 'm',
  height: 'm',
  area: 'm²',
  depth: 'mm',
  complexity: '%',
  targetReduction: 'kgCO2e/m²',
  groundFloorArea: 'm²',
  firstFloorArea: 'm²',
  ceilingHeight: 'm',
  windowArea: '%',
  percentage: '%',
  actualReduction: 'kgCO2e',
};

const OUTPUT_UNITS: Readonly<Record<string, string>> = {
  kgCO2e: 'kgCO2e',
  min: 'kgCO2e',
  max: 'kgCO2e',
  optionA: 'kgCO2e',
  optionB: 'kgCO2e',
  optionATotal: 'kgCO2e',
  optionBTotal: 'kgCO2e',
  actualReduction: 'kgCO2e',
  reduction: 'kgCO2e',
  bauValue: 'kgCO2e',
  afsValue: 'kgCO2e',
  c02Reduction: 'kgCO2e',
  totalCO2e: 'kgCO2e',
  intensityA: 'kgCO2e/m²',
  intensityB: 'kgCO2e/m²',
  cO2ePerm2: 'kgCO2e/m²',
  perM2: 'kgCO2e/m²',
  cost: 'AUD',
  costMin: 'AUD',
  costMax: 'AUD',
  coldShellCost: 'AUD',
  coldShellCostPerm2: 'AUD/m²',
  percentageReduction: '%',
  wallFootPrintTotal: '%',
  wallFootPrintCost: '%',
  area: 'm²',
  depthM: 'm',
  perimeter: 'm',
  stripLength: 'm',
};

/** A number's unit from its field name (and, for a breakdown line, the line's own unit fields). */
function unitOf(section: 'input' | 'output', key: string, parent: Record<string, unknown>): string {
  if (section === 'input') return INPUT_UNITS[key] ?? '';
  if (key === 'quantity' && typeof parent.unit === 'string') return parent.unit;
  if (key === 'factor' && typeof parent.factorUnit === 'string') return parent.factorUnit;
  return OUTPUT_UNITS[key] ?? '';
}

/** Leaves of a JSON value as [dotted path, value, unit] (array items by their index). */
function flatten(
  section: 'input' | 'output',
  value: unknown,
  path: string,
  parent: Record<string, unknown>,
  key: string,
  out: Cell[][],
) {
  if (Array.isArray(value)) {
    if (value.length === 0) out.push([section, path, '', '']);
    value.forEach((v, i) => flatten(section, v, `${path}.${i}`, parent, key, out));
  } else if (isRecord(value)) {
    for (const [k, v] of Object.entries(value)) flatten(section, v, path ? `${path}.${k}` : k, value, k, out);
  } else {
    out.push([section, path, value as Cell, typeof value === 'number' ? unitOf(section, key, parent) : '']);
  }
}

/** One snapshot: its identity, then every input and output field flattened, with units. */
export function snapshotCsv(content: HashedContent, contentHash: string): string {
  const rows: Cell[][] = [['section', 'field', 'value', 'unit']];
  const identity: Array<[string, Cell]> = [
    ['number', content.number],
    ['kind', content.kind],
    ['project', content.project],
    ['createdAt', content.createdAt],
    ['datasetId', content.datasetId],
    ['datasetVersion', content.datasetVersion],
    ['engineVersion', content.engineVersion],
    ['contentHash', contentHash],
  ];
  for (const [k, v] of identity) rows.push(['snapshot', k, v, '']);
  flatten('input', content.inputs, '', {}, '', rows);
  flatten('output', content.outputs, '', {}, '', rows);
  return csv(rows);
}

/** Every headline column of every kind, in kind order, without repeats. */
function allColumns(kinds: SnapshotKinds): Array<{ key: string; header: string }> {
  const columns = new Map<string, string>();
  for (const kind of SNAPSHOT_KINDS) {
    for (const c of figureColumns(kinds, kind)) if (!columns.has(c.key)) columns.set(c.key, `${c.label} (${c.unit})`);
  }
  return [...columns].map(([key, header]) => ({ key, header }));
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
      ...columns.map((c) => byKey.get(c.key)),
    ]);
  }
  return csv(rows);
}
