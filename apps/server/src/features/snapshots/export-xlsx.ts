import ExcelJS from 'exceljs';
import {
  SNAPSHOT_KIND_LABELS,
  splitComponent,
  unitForPeople,
  type BreakdownLineBody,
  type SnapshotDetail,
} from '@embodied/contracts';
import { formatDateTime } from '../../lib/pdf/report-format';
import { editionForPeople } from '@embodied/engine';

/*
 * A snapshot as an Excel workbook (exceljs): the sheets Snapshot (identity, dataset, hash, time),
 * Inputs, Results and Breakdown (every line with its factor and source), all from the same report
 * the page, the PDF and the CSV show. Numbers are stored unrounded, as numbers; number formats
 * only change how they are shown. Units are in the headers or in a column of their own.
 */

type Cell = string | number | boolean | null;

/**
 * Text a spreadsheet would run as a formula once edited (or read by a tool that re-types cells) is
 * prefixed with ', as in the CSV export. Every text is a text cell anyway, never a formula cell.
 */
const inert = (value: Cell): Cell => (typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

interface Column {
  header: string;
  width: number;
  numFmt?: string;
}

/** A sheet with a bold, frozen header row, its column widths and number formats, and a filter. */
function sheet(book: ExcelJS.Workbook, name: string, columns: readonly Column[], rows: readonly Cell[][]) {
  const ws = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns.map((c) => ({ header: c.header, width: c.width }));
  ws.getRow(1).font = { bold: true };
  for (const values of rows) {
    const row = ws.addRow(values.map(inert));
    row.eachCell((cell, col) => {
      const fmt = columns[col - 1]?.numFmt;
      if (fmt && typeof cell.value === 'number') cell.numFmt = fmt;
    });
  }
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return ws;
}

/** One line of the Breakdown sheet: a breakdown line with the breakdown and element it is in, its component split. */
interface LineRow {
  breakdown: string;
  element: string;
  line: BreakdownLineBody;
  words: string;
  quantityId: string | null;
}

/** The Breakdown sheet's columns, each with what it shows of a line. */
const BREAKDOWN_COLUMNS: readonly (Column & { cell: (row: LineRow) => Cell })[] = [
  { header: 'Breakdown', width: 40, cell: (r) => r.breakdown },
  { header: 'Element', width: 30, cell: (r) => r.element },
  { header: 'Component', width: 34, cell: (r) => r.words },
  { header: 'Quantity id', width: 18, cell: (r) => r.quantityId },
  { header: 'Quantity', width: 14, numFmt: '#,##0.000', cell: (r) => r.line.quantity },
  { header: 'Quantity unit', width: 10, cell: (r) => unitForPeople(r.line.unit) },
  { header: 'Factor', width: 12, numFmt: '#,##0.000##', cell: (r) => r.line.factor },
  { header: 'Factor unit', width: 22, cell: (r) => unitForPeople(r.line.factorUnit) },
  { header: 'Embodied carbon (kgCO2e, A1–A3)', width: 18, numFmt: '#,##0.00', cell: (r) => r.line.kgCO2e },
  { header: 'Low (kgCO2e)', width: 14, numFmt: '#,##0.00', cell: (r) => r.line.min },
  { header: 'High (kgCO2e)', width: 14, numFmt: '#,##0.00', cell: (r) => r.line.max },
  { header: 'Factor key', width: 22, cell: (r) => r.line.factorKey },
  { header: 'Factor source row', width: 50, cell: (r) => r.line.sourceRow },
  { header: 'Citation', width: 60, cell: (r) => r.line.citation },
  { header: 'Confidence', width: 12, cell: (r) => r.line.confidence },
];

const decimalsFormat = (decimals: number) => (decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0');
const yesNo = (value: Cell) => (typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value);

/** The workbook of one snapshot, with its time in `timeZone` (the reader's, as on the PDF). */
export async function renderSnapshotXlsx(s: SnapshotDetail, options: { timeZone: string }): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Embodied';
  book.title = s.report.title;
  book.created = new Date(s.createdAt);

  const dataset = s.report.dataset;
  sheet(
    book,
    'Snapshot',
    [
      { header: 'Field', width: 34 },
      { header: 'Value', width: 80 },
    ],
    [
      ['Number', s.number],
      ['Kind', SNAPSHOT_KIND_LABELS[s.kind]],
      ['Title', s.report.title],
      ['Project', s.project],
      [`Calculated at (${options.timeZone})`, formatDateTime(s.createdAt, options.timeZone)],
      ['Calculated at (UTC, ISO 8601)', s.createdAt],
      [
        'Scope',
        s.report.notes.scope.rows.find((r) => r.aspect === 'Life-cycle modules')?.included ??
          'Embodied carbon, cradle to gate (modules A1–A3), kgCO2e',
      ],
      [s.report.notes.limits.heading, s.report.notes.limits.paragraphs.join(' ')],
      ...s.report.notes.scope.rows.map((r): [string, string] => [
        `Scope: ${r.aspect}`,
        r.excluded === null ? r.included : `Included: ${r.included} Not included: ${r.excluded}`,
      ]),
      [s.report.notes.dataQuality.heading, s.report.notes.dataQuality.paragraphs.join(' ')],
      ...(s.report.notes.costBasis === null ? [] : [['Cost basis', s.report.notes.costBasis] as [string, string]]),
      ['Dataset', dataset.label],
      ['Dataset id', s.datasetId],
      ['Dataset edition', editionForPeople(s.datasetVersion)],
      ['Dataset edition key', s.datasetVersion],
      ['Dataset attribution', dataset.attribution],
      ['Engine version', s.engineVersion],
      ['Content hash (SHA-256)', s.contentHash],
      ['Content matches its hash', s.report.hashVerified ? 'Yes' : 'No'],
    ],
  ).getColumn(2).alignment = { wrapText: true, vertical: 'top' };

  sheet(
    book,
    'Inputs',
    [
      { header: 'Group', width: 28 },
      { header: 'Input', width: 36 },
      { header: 'Value', width: 36, numFmt: '#,##0.####' },
      { header: 'Unit', width: 12 },
    ],
    s.report.inputs.map((i) => [i.group, i.label, yesNo(i.value), i.unit]),
  );

  sheet(
    book,
    'Results',
    [
      { header: 'Result', width: 40 },
      { header: 'Value', width: 18 },
      { header: 'Unit', width: 12 },
      { header: 'Key', width: 22 },
    ],
    s.report.results.map((f) => [f.label, f.value, f.unit, f.key]),
  ).eachRow((row, n) => {
    const figure = s.report.results[n - 2];
    if (figure) row.getCell(2).numFmt = decimalsFormat(figure.decimals);
  });

  const lines = s.report.breakdowns.flatMap((b) =>
    b.elements.flatMap((e) =>
      e.lines.map((line): LineRow => ({
        breakdown: b.caption,
        element: e.label,
        line,
        ...splitComponent(line.component),
      })),
    ),
  );
  sheet(
    book,
    'Breakdown',
    BREAKDOWN_COLUMNS,
    lines.map((row) => BREAKDOWN_COLUMNS.map((c) => c.cell(row))),
  );

  return new Uint8Array(await book.xlsx.writeBuffer());
}
