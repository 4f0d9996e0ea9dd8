import {
  figureForPeople,
  formatReportInput,
  seriesColour,
  splitComponent,
  type ReportChart,
  type SnapshotDetail,
} from '@embodied/contracts';
import { datasetForPeople, editionForPeople } from '@embodied/engine';
import { LineCapStyle, rgb } from 'pdf-lib';
import { FOREST, INK, LEAF, MUTED, PdfLayout } from './pdf-layout';
import { formatDateTime, formatFigure, formatNumber } from './report-format';

/** A chart colour of the product (`#rrggbb`) as pdf-lib's RGB. */
function hexColour(hex: string) {
  const channel = (i: number) => parseInt(hex.slice(i, i + 2), 16) / 255;
  return rgb(channel(1), channel(3), channel(5));
}

/** Series `i` of `count` in the colours of the page and the snapshot page (contracts' chart colours). */
const seriesRgb = (i: number, count: number) => hexColour(seriesColour(i, count));

/** The product logo (apps/web/public/logo.svg), drawn as vector paths on a 64-unit square. */
function drawLogo(l: PdfLayout, x: number, top: number, size: number) {
  const scale = size / 64;
  const white = rgb(1, 1, 1);
  l.page.drawSvgPath(
    'M12 0 H52 A12 12 0 0 1 64 12 V52 A12 12 0 0 1 52 64 H12 A12 12 0 0 1 0 52 V12 A12 12 0 0 1 12 0 Z',
    { x, y: top, scale, color: FOREST },
  );
  l.page.drawSvgPath('M14 46 L32 16 L50 46 Z', { x, y: top, scale, borderColor: white, borderWidth: 4 * scale });
  l.page.drawSvgPath('M32 46 C32 36 38 30 46 28 C44 37 39 43 32 46 Z', { x, y: top, scale, color: LEAF });
  l.page.drawSvgPath('M22 46 H42', {
    x,
    y: top,
    scale,
    borderColor: white,
    borderWidth: 4 * scale,
    borderLineCap: LineCapStyle.Round,
  });
}

/** How a PDF shows what depends on its reader: times in their time zone. */
export interface PdfOptions {
  /** IANA time zone of every time printed (the reader's profile setting). */
  timeZone: string;
}

function header(l: PdfLayout, s: SnapshotDetail, o: PdfOptions) {
  const top = l.y;
  drawLogo(l, l.left, top, 36);
  l.drawLine('Embodied', l.left + 44, top - 14, { size: 12, bold: true, color: FOREST });
  l.drawLine('Building a Sustainable Future', l.left + 44, top - 26, { size: 8, color: MUTED });
  const date = formatDateTime(s.createdAt, o.timeZone);
  l.drawLine(date, l.left + l.contentWidth - l.regular.widthOfTextAtSize(l.safe(date), 9), top - 14, { size: 9 });
  l.y = top - 48;
  l.text(s.report.title, { size: 16, bold: true });
  l.gap(2);
  l.text(`Project: ${s.project}`, { size: 10 });
  // An organisation's snapshot says whose it is and who made it (docs/decisions/018-teams.md).
  const ws = s.report.workspace;
  if (ws) l.text(`Organisation: ${ws.name} · prepared by ${ws.createdBy}`, { size: 10 });
  const d = s.report.dataset;
  l.text(`Dataset: ${datasetForPeople(d.label, d.version)} · Engine ${s.engineVersion}`, { size: 9, color: MUTED });
}

/** Purpose and limits, under the title: what the printout is for and what it is not. */
function limits(l: PdfLayout, s: SnapshotDetail) {
  const { limits } = s.report.notes;
  l.heading(limits.heading, 60);
  for (const p of limits.paragraphs) l.text(p, { size: 9 });
}

/** The scope table (elements, modules, biogenic carbon, per m², quantities), kept whole where it fits. */
function scope(l: PdfLayout, s: SnapshotDetail) {
  const { scope } = s.report.notes;
  const columns = [
    { header: 'Aspect', width: 90 },
    { header: 'Included', width: (l.contentWidth - 90) / 2 },
    { header: 'Not included', width: (l.contentWidth - 90) / 2 },
  ];
  const rows = scope.rows.map((r) => ({ cells: [r.aspect, r.included, r.excluded ?? '—'] }));
  l.heading(scope.heading, Math.min(l.tableHeight(columns, rows, 8) + 8, l.pageRoom - 40));
  l.table(columns, rows, 8);
}

/** Data quality in words, and the basis of the costs where the kind has costs. */
function dataQuality(l: PdfLayout, s: SnapshotDetail) {
  const { dataQuality } = s.report.notes;
  l.heading(dataQuality.heading);
  for (const p of dataQuality.paragraphs) l.text(p, { size: 8 });
}

function inputs(l: PdfLayout, s: SnapshotDetail) {
  l.heading('Inputs');
  const rows: Array<{ cells: string[]; shaded?: boolean }> = [];
  let group: string | null = null;
  for (const input of s.report.inputs) {
    if (input.group !== group && input.group) rows.push({ cells: [input.group, ''], shaded: true });
    group = input.group;
    rows.push({ cells: [input.label, formatReportInput(input)] });
  }
  if (rows.length === 0) l.text('No inputs were recorded.');
  else
    l.table(
      [
        { header: 'Field', width: 220 },
        { header: 'Value', width: l.contentWidth - 220 },
      ],
      rows,
      9,
    );
}

/**
 * The result figures as one block: the heading and the whole table stay on one page (a wall's
 * Progress to Target is never parted from the figures it is read with).
 */
function results(l: PdfLayout, s: SnapshotDetail) {
  if (s.report.results.length === 0) {
    l.heading('Results');
    l.text('No result figures were recorded.');
    return;
  }
  const columns = [
    { header: 'Figure', width: 300 },
    { header: 'Value', width: l.contentWidth - 300, align: 'right' as const },
  ];
  const rows = s.report.results.map((f) => {
    const shown = figureForPeople(f);
    return { cells: [shown.label, formatFigure({ ...f, value: shown.value })] };
  });
  const height = l.tableHeight(columns, rows, 9);
  // A table taller than a page cannot stay on one; it then flows as any table does.
  // The heading itself takes about 30 points.
  l.heading('Results', Math.min(height + 8, l.pageRoom - 40));
  l.table(columns, rows, 9);
  // Every cost states its basis next to the figures (issue 49, point 10).
  const basis = s.report.notes.costBasis;
  if (basis !== null) l.text(`Costs: ${basis}`, { size: 8 });
  // The change against the baseline, with Green Star for scale and ASBEC as context (issue 49, point 9).
  const change = s.report.notes.change;
  if (change !== null) {
    l.text(change.sentence, { size: 9 });
    l.text(change.scale, { size: 8 });
    l.text(change.context, { size: 8 });
  }
}

/** Grouped horizontal bars drawn with rectangles, one colour per series, each bar labelled with its value. */
function chart(l: PdfLayout, c: ReportChart) {
  l.heading(c.title, 60);
  const labelWidth = 140;
  const valueWidth = 80;
  const barMax = l.contentWidth - labelWidth - valueWidth;
  const max = Math.max(1, ...c.groups.flatMap((g) => g.values));
  const barHeight = 9;
  l.ensure(16);
  let x = l.left + labelWidth;
  c.series.forEach((name, i) => {
    l.page.drawRectangle({ x, y: l.y - 10, width: 9, height: 9, color: seriesRgb(i, c.series.length) });
    l.drawLine(name, x + 13, l.y - 9, { size: 8 });
    x += 26 + l.regular.widthOfTextAtSize(l.safe(name), 8);
  });
  l.gap(18);
  for (const g of c.groups) {
    const height = g.values.length * (barHeight + 2) + 6;
    l.ensure(height);
    const top = l.y;
    l.wrap(g.label, labelWidth - 8, { size: 8 })
      .slice(0, 2)
      .forEach((line, i) => l.drawLine(line, l.left, top - 9 - i * 10, { size: 8 }));
    g.values.forEach((v, i) => {
      const y = top - (i + 1) * (barHeight + 2);
      const width = Math.max(0, (v / max) * barMax);
      if (width > 0)
        l.page.drawRectangle({
          x: l.left + labelWidth,
          y,
          width,
          height: barHeight,
          color: seriesRgb(i, c.series.length),
        });
      l.drawLine(`${formatNumber(v, 0)} kgCO2e`, l.left + labelWidth + width + 4, y + 2, { size: 7, color: INK });
    });
    l.y = top - height;
  }
}

function breakdowns(l: PdfLayout, s: SnapshotDetail) {
  if (s.report.breakdowns.length === 0) return;
  l.heading('Breakdown: quantity × factor = kgCO2e', 110);
  const showRange = s.report.dataset.hasRange;
  const w = l.contentWidth;
  const columns = [
    { header: 'Component', width: 108 },
    { header: 'Quantity', width: 60, align: 'right' as const },
    { header: 'Factor', width: 82, align: 'right' as const },
    { header: 'kgCO2e', width: 50, align: 'right' as const },
    ...(showRange ? [{ header: 'Range', width: 80, align: 'right' as const }] : []),
  ];
  columns.push({ header: 'Source', width: w - columns.reduce((a, c) => a + c.width, 0) });
  for (const b of s.report.breakdowns) {
    l.ensure(80);
    l.gap(4);
    l.text(b.caption, { size: 9, bold: true });
    const rows = b.elements.flatMap((el) => [
      {
        cells: [
          el.label,
          '',
          '',
          formatNumber(el.kgCO2e, 2),
          ...(showRange ? [`${formatNumber(el.min, 0)}–${formatNumber(el.max, 0)}`] : []),
          '',
        ],
        shaded: true,
      },
      ...el.lines.map((line) => ({
        cells: [
          splitComponent(line.component).words,
          `${formatNumber(line.quantity, line.quantity < 1 ? 4 : 2)} ${line.unit}`,
          `${formatNumber(line.factor, line.factor < 1 ? 4 : 2)} ${line.factorUnit}`,
          formatNumber(line.kgCO2e, 2),
          ...(showRange ? [`${formatNumber(line.min, 1)}–${formatNumber(line.max, 1)}`] : []),
          `${line.citation}${line.confidence === 'estimate' ? ' (estimate)' : ''}`,
        ],
      })),
    ]);
    l.table(columns, rows, 7);
  }
}

function sources(l: PdfLayout, s: SnapshotDetail) {
  const d = s.report.dataset;
  // Each source with its edition; licence status is for the Methodology page, not for a client's report.
  l.heading('Sources');
  l.text(d.attribution, { size: 8 });
  if (d.currentVersion !== null && d.currentVersion !== d.version)
    l.text(
      `This dataset's current edition is ${editionForPeople(d.currentVersion)}; the snapshot used ${editionForPeople(d.version)}.`,
      { size: 8 },
    );
  l.text('See the Methodology page for every formula and factor.', { size: 8 });
  l.heading('Content hash');
  l.text(`SHA-256 of the canonical content: ${s.contentHash}`, { size: 8 });
  l.text(
    s.report.hashVerified
      ? 'The stored content still gives this hash.'
      : 'Warning: the stored content no longer gives this hash.',
    { size: 8, color: MUTED },
  );
}

/**
 * One snapshot in the print layout, drawn from the current position: logo, title with the number,
 * project, date, inputs, results, bar chart, breakdown tables, dataset with attribution, and the
 * content hash. The snapshot PDF is this alone; the project report draws several, each from a new page.
 */
export function drawSnapshotReport(l: PdfLayout, s: SnapshotDetail, o: PdfOptions) {
  header(l, s, o);
  limits(l, s);
  inputs(l, s);
  results(l, s);
  if (s.report.chart) chart(l, s.report.chart);
  scope(l, s);
  breakdowns(l, s);
  dataQuality(l, s);
  sources(l, s);
}

/** Title, subject and dates of a document; dates from its content, not the clock, so the same content renders the same file. */
export function describeDocument(l: PdfLayout, title: string, subject: string, at: Date) {
  l.doc.setTitle(title);
  l.doc.setSubject(subject);
  l.doc.setCreator('Embodied');
  l.doc.setProducer('Embodied (pdf-lib)');
  l.doc.setCreationDate(at);
  l.doc.setModificationDate(at);
}

/** The snapshot as an A4 PDF with the same content as the print layout. */
export async function renderSnapshotPdf(s: SnapshotDetail, o: PdfOptions): Promise<Uint8Array> {
  const l = await PdfLayout.create();
  describeDocument(l, s.report.title, `Project: ${s.project}`, new Date(s.createdAt));
  drawSnapshotReport(l, s, o);
  l.footers(`${s.report.title} · ${s.project}`);
  return l.doc.save({ useObjectStreams: false });
}
