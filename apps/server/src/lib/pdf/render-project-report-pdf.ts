import {
  figureForPeople,
  SNAPSHOT_KIND_LABELS,
  SNAPSHOT_KINDS,
  type ProjectTotals,
  type SnapshotDetail,
} from '@embodied/contracts';
import { FOREST, MUTED, PdfLayout } from './pdf-layout';
import { describeDocument, drawSnapshotReport, type PdfOptions } from './render-snapshot-pdf';
import { formatDateTime, formatFigure, formatNumber } from './report-format';

/** What a project report holds: the project's totals and its latest snapshot of each kind, in kind order. */
export interface ProjectReport {
  totals: ProjectTotals;
  snapshots: SnapshotDetail[];
}

function summary(l: PdfLayout, r: ProjectReport, o: PdfOptions) {
  const { totals } = r;
  l.drawLine('Embodied', l.left, l.y - 14, { size: 12, bold: true, color: FOREST });
  l.drawLine('Building a Sustainable Future', l.left, l.y - 26, { size: 8, color: MUTED });
  l.y -= 40;
  l.text(`Project report: ${totals.project}`, { size: 16, bold: true });
  l.text(
    `${totals.count} snapshot${totals.count === 1 ? '' : 's'} in this project; this report holds the latest of each kind.`,
    { size: 10 },
  );
  if (totals.combinedReduction !== null) {
    const saved = totals.combinedReduction;
    l.text(
      saved < 0
        ? `Carbon added by the latest wall and footing choices: ${formatNumber(-saved, 0)} kgCO2e.`
        : `Carbon saved by the latest wall and footing choices: ${formatNumber(saved, 0)} kgCO2e.`,
      { size: 10, bold: true },
    );
  }
  l.heading('Contents');
  const rows = SNAPSHOT_KINDS.map((kind) => {
    const latest = totals[kind];
    if (!latest) return { cells: [SNAPSHOT_KIND_LABELS[kind], 'None yet', ''] };
    // The contents give one upfront figure (the saving or the total at A1–A5); each snapshot's own pages show every module.
    const figures = latest.headlines
      .filter((f) => !f.key.startsWith('upfront.') || ['upfront.reduction.a1a5', 'upfront.total.a1a5'].includes(f.key))
      .map((f) => {
        const shown = figureForPeople(f);
        return `${shown.label}: ${formatFigure({ ...f, value: shown.value })}`;
      })
      .join('\n');
    return {
      cells: [
        SNAPSHOT_KIND_LABELS[kind],
        `Snapshot #${latest.number}\n${formatDateTime(latest.createdAt, o.timeZone)}`,
        figures,
      ],
    };
  });
  l.table(
    [
      { header: 'Kind', width: 110 },
      { header: 'Snapshot', width: 150 },
      { header: 'Headline figures', width: l.contentWidth - 260 },
    ],
    rows,
    9,
  );
  l.text('Each snapshot follows on its own pages, as its own PDF shows it, with its content hash.', {
    size: 8,
    color: MUTED,
  });
}

/**
 * A project's report as one A4 PDF: a summary page, then the project's latest wall, footing and
 * dwelling snapshots, each drawn by the snapshot PDF's own layout from a new page.
 */
export async function renderProjectReportPdf(r: ProjectReport, o: PdfOptions): Promise<Uint8Array> {
  const l = await PdfLayout.create();
  const newest = Math.max(...r.snapshots.map((s) => new Date(s.createdAt).getTime()));
  describeDocument(l, `Project report: ${r.totals.project}`, `Project: ${r.totals.project}`, new Date(newest));
  summary(l, r, o);
  for (const s of r.snapshots) {
    l.newPage();
    drawSnapshotReport(l, s, o);
  }
  l.footers(`Project report · ${r.totals.project}`);
  return l.doc.save({ useObjectStreams: false });
}
