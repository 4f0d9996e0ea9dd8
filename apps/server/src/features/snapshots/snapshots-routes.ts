import type { Context } from 'hono';
import { SNAPSHOT_KINDS, type SnapshotDetail, type SnapshotExport } from '@embodied/contracts';
import { isDatasetId, type DatasetId } from '@embodied/engine';
import type { SnapshotKinds } from '../../calculations/snapshot-kind';
import { resolveDatasetId } from '../../db/queries/default-dataset';
import { userTimeZone } from '../../db/queries/users';
import { createShareLink, findSharedSnapshot, listShareLinks, revokeShareLink } from '../../db/queries/share-links';
import {
  allSnapshotRows,
  deleteWorkspaceSnapshot,
  findDeletedWorkspaceSnapshot,
  findWorkspaceSnapshot,
  getWorkspaceSnapshot,
  type SnapshotRow,
} from '../../db/queries/snapshots';
import { recordAudit } from '../../db/queries/organisations/record-audit';
import { snapshotWorkspaceOf } from '../../db/queries/organisations/snapshot-workspace-of';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/app-env';
import type { Router } from '../../http/openapi-app';
import type { renderProjectReportPdf } from '../../lib/pdf/render-project-report-pdf';
import type { renderSnapshotPdf } from '../../lib/pdf/render-snapshot-pdf';
import type { FeatureDeps } from '../feature-deps';
import { snapshotCsv, snapshotsCsv } from './export-csv';
import { snapshotLcax } from './export-lcax';
import type { renderSnapshotXlsx } from './export-xlsx';
import { recalculateSnapshot } from './recalculate-snapshot';
import { readContent, shownContentOf, storedContentOf } from './snapshot-content';
import { listSnapshots, projectTotalsOf, summaryOf } from './snapshot-list';
import { buildReport } from './snapshot-report';
import * as routes from './snapshot-route-defs';
import { verifyExport } from './verify-export';

/** The JSON export: the content as stored (what the hash covers, with the number) and the hash. */
function exportOf(row: SnapshotRow): SnapshotExport {
  return { ...(shownContentOf(row) as unknown as SnapshotExport), contentHash: row.contentHash };
}

/** An answer to save as a file of that name, never cached (a revoked share must stop working). */
function attachment(c: Context, filename: string) {
  c.header('content-disposition', `attachment; filename="${filename}"`);
  c.header('cache-control', 'private, no-store');
}

/** A download: the right type, a file name, and never cached. */
function download(c: Context, body: string | Uint8Array, type: string, filename: string) {
  c.header('content-type', type);
  attachment(c, filename);
  return c.body(typeof body === 'string' ? body : new Uint8Array(body), 200);
}

/** A snapshot's file name: `embodied-snapshot-<number>.<extension>`. */
const fileNameOf = (row: SnapshotRow, extension: string) => `embodied-snapshot-${row.number}.${extension}`;

/**
 * The snapshot's detail drawn as a document: the PDF and the workbook. Their libraries (pdf-lib,
 * exceljs: about 50 MB of a server's memory once loaded) load with the first download, not at
 * start-up.
 */
const DOCUMENTS = {
  pdf: {
    type: 'application/pdf',
    render: async (...args: Parameters<typeof renderSnapshotPdf>) =>
      (await import('../../lib/pdf/render-snapshot-pdf')).renderSnapshotPdf(...args),
  },
  xlsx: {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    render: async (...args: Parameters<typeof renderSnapshotXlsx>) =>
      (await import('./export-xlsx')).renderSnapshotXlsx(...args),
  },
} as const;

const projectReportPdf = async (...args: Parameters<typeof renderProjectReportPdf>) =>
  (await import('../../lib/pdf/render-project-report-pdf')).renderProjectReportPdf(...args);

const notShared = () => new AppError('not_found', 'This shared snapshot does not exist or its link was revoked.');

/** What every snapshot route uses: the database, the kinds, and the snapshot as its answers show it. */
interface SnapshotRouteDeps {
  db: FeatureDeps['database']['db'];
  deps: FeatureDeps;
  kinds: SnapshotKinds;
  /** The snapshot's detail: its content, hash and report (which names its organisation, if any). */
  detailOf: (row: SnapshotRow) => Promise<SnapshotDetail>;
  /** The snapshot as a PDF or workbook, times in its creator's time zone (a shared PDF says what theirs says). */
  drawnFile: (c: Context, row: SnapshotRow, extension: keyof typeof DOCUMENTS) => Promise<Response>;
  /** The snapshot the path names, in the workspace the access check resolved (its own). */
  pathSnapshot: (c: Context<AppEnv>, number: number) => Promise<SnapshotRow>;
}

function snapshotRouteDeps(deps: FeatureDeps, kinds: SnapshotKinds): SnapshotRouteDeps {
  const { db } = deps.database;
  const detailOf = async (row: SnapshotRow): Promise<SnapshotDetail> => ({
    ...exportOf(row),
    report: {
      ...buildReport(kinds, readContent(row), storedContentOf(row), row.contentHash),
      workspace: await snapshotWorkspaceOf(db, row),
    },
  });
  const drawnFile = async (c: Context, row: SnapshotRow, extension: keyof typeof DOCUMENTS) => {
    const { type, render } = DOCUMENTS[extension];
    const body = await render(await detailOf(row), { timeZone: await userTimeZone(db, row.ownerId) });
    return download(c, body, type, fileNameOf(row, extension));
  };
  const pathSnapshot = (c: Context<AppEnv>, number: number) => getWorkspaceSnapshot(db, c.get('workspace'), number);
  return { db, deps, kinds, detailOf, drawnFile, pathSnapshot };
}

/** A project's name as a file name's part: `embodied-project-report-<slug>.pdf`. */
const projectSlug = (project: string) =>
  project
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'project';

/**
 * The routes on the workspace's snapshots as a whole: the list, the all-snapshots CSV, a
 * project's report and verifying an export. Registered before /{number}, so that "export.csv"
 * and "project-report.pdf" are not read as a number.
 */
function registerListRoutes(router: Router, { db, kinds, detailOf }: SnapshotRouteDeps) {
  router.openapi(routes.listRoute, async (c) =>
    c.json(await listSnapshots(db, kinds, c.get('workspace'), c.req.valid('query')), 200),
  );

  // Registered before /{number} so that "export.csv" is not read as a number.
  router.openapi(
    routes.exportAllCsvRoute,
    async (c) =>
      download(
        c,
        snapshotsCsv(
          kinds,
          (await allSnapshotRows(db, c.get('workspace'))).map((r) => summaryOf(kinds, r)),
        ),
        'text/csv; charset=utf-8',
        'embodied-snapshots.csv',
      ) as never,
  );

  // Registered before /{number} too. Reads each latest snapshot whole, through the same detail as its own PDF.
  router.openapi(routes.projectReportRoute, async (c) => {
    const workspace = c.get('workspace');
    const { project } = c.req.valid('query');
    const totals = await projectTotalsOf(db, kinds, workspace, project);
    const latest = SNAPSHOT_KINDS.flatMap((kind) => totals[kind]?.number ?? []);
    if (latest.length === 0)
      throw new AppError('not_found', `This workspace has no snapshot in a project named “${project}”.`);
    const snapshots = await Promise.all(
      latest.map(async (n) => detailOf(await getWorkspaceSnapshot(db, workspace, n))),
    );
    const pdf = await projectReportPdf({ totals, snapshots }, { timeZone: await userTimeZone(db, workspace.userId) });
    return download(c, pdf, 'application/pdf', `embodied-project-report-${projectSlug(project)}.pdf`);
  });

  router.openapi(routes.verifyRoute, async (c) => {
    const body = c.req.valid('json');
    const workspace = c.get('workspace');
    // The record of the export's serial (a version-1 export's number is its serial).
    const serial = body.serial ?? body.number;
    const own = await findWorkspaceSnapshot(db, workspace, serial, 'serial');
    const record = own
      ? { number: own.number, contentHash: own.contentHash, deletedAt: null }
      : await findDeletedWorkspaceSnapshot(db, workspace, serial);
    const sent = await c.req.json<Record<string, unknown>>();
    return c.json(verifyExport(body, sent, record), 200);
  });
}

/** The dataset a recalculation runs on: the one asked for, the user's default, or the snapshot's own. */
async function recalculationDataset(
  { db, deps }: SnapshotRouteDeps,
  userId: string,
  row: SnapshotRow,
  requested: DatasetId | 'default' | undefined,
): Promise<DatasetId> {
  if (requested === 'default') return resolveDatasetId(db, userId, undefined, deps.config.defaultDataset);
  if (requested) return requested;
  if (isDatasetId(row.datasetId)) return row.datasetId;
  throw new AppError(
    'conflict',
    `Dataset ${row.datasetId} is no longer on this server. Recalculate on one of the current datasets instead.`,
  );
}

/** The routes on one of the workspace's snapshots: view, delete, every export and recalculation. */
function registerOwnSnapshotRoutes(router: Router, s: SnapshotRouteDeps) {
  const { db, kinds, detailOf, drawnFile, pathSnapshot } = s;
  router.openapi(routes.getRoute, async (c) =>
    c.json(await detailOf(await pathSnapshot(c, c.req.valid('param').number)), 200),
  );

  router.openapi(routes.deleteRoute, async (c) => {
    const workspace = c.get('workspace');
    await deleteWorkspaceSnapshot(db, workspace, c.req.valid('param').number, (tx, gone) =>
      recordAudit(
        tx,
        workspace,
        c.get('user').name,
        'snapshot.deleted',
        `Deleted ${gone.kind} snapshot #${gone.number} of “${gone.project}”.`,
      ),
    );
    return c.body(null, 204);
  });

  router.openapi(routes.exportPdfRoute, async (c) =>
    drawnFile(c, await pathSnapshot(c, c.req.valid('param').number), 'pdf'),
  );

  router.openapi(routes.exportCsvRoute, async (c) => {
    const row = await pathSnapshot(c, c.req.valid('param').number);
    return download(
      c,
      snapshotCsv(kinds, storedContentOf(row), row.contentHash),
      'text/csv; charset=utf-8',
      fileNameOf(row, 'csv'),
    );
  });

  router.openapi(routes.exportLcaxRoute, async (c) => {
    const row = await pathSnapshot(c, c.req.valid('param').number);
    attachment(c, fileNameOf(row, 'lcax.json'));
    return c.json(snapshotLcax(kinds, readContent(row), row.contentHash), 200);
  });

  router.openapi(routes.exportXlsxRoute, async (c) =>
    drawnFile(c, await pathSnapshot(c, c.req.valid('param').number), 'xlsx'),
  );

  router.openapi(routes.exportJsonRoute, async (c) => {
    const row = await pathSnapshot(c, c.req.valid('param').number);
    attachment(c, fileNameOf(row, 'json'));
    return c.json(exportOf(row), 200);
  });

  router.openapi(routes.recalculateRoute, async (c) => {
    const user = c.get('user');
    const workspace = c.get('workspace');
    const row = await pathSnapshot(c, c.req.valid('param').number);
    const datasetId = await recalculationDataset(s, user.id, row, c.req.valid('query').dataset);
    const recalculation = recalculateSnapshot(kinds, readContent(row, 'recalculate'), datasetId);
    await recordAudit(
      db,
      workspace,
      user.name,
      'snapshot.recalculated',
      `Recalculated snapshot #${row.number} of “${row.project}” on ${datasetId}.`,
    );
    return c.json(recalculation, 200);
  });
}

/** Share links: the owner's create, list and revoke, and the public shared view under /api/shared. */
function registerShareRoutes(router: Router, { db, deps, detailOf, drawnFile }: SnapshotRouteDeps) {
  router.openapi(routes.createShareRoute, async (c) => {
    const workspace = c.get('workspace');
    const number = c.req.valid('param').number;
    const link = await createShareLink(db, workspace, number, deps.config.publicUrl);
    await recordAudit(
      db,
      workspace,
      c.get('user').name,
      'share.created',
      `Shared snapshot #${number} by a read-only link.`,
    );
    return c.json(link, 201);
  });

  router.openapi(routes.listSharesRoute, async (c) =>
    c.json(
      { items: await listShareLinks(db, c.get('workspace'), c.req.valid('param').number, deps.config.publicUrl) },
      200,
    ),
  );

  router.openapi(routes.revokeShareRoute, async (c) => {
    const workspace = c.get('workspace');
    const { number, token } = c.req.valid('param');
    const { revokedNow, ...link } = await revokeShareLink(db, workspace, number, token, deps.config.publicUrl);
    if (revokedNow)
      await recordAudit(
        db,
        workspace,
        c.get('user').name,
        'share.revoked',
        `Revoked a share link of snapshot #${number}.`,
      );
    return c.json(link, 200);
  });

  // Public: /api/shared is outside the guarded prefixes. The answer carries the snapshot only.
  router.openapi(routes.sharedRoute, async (c) => {
    const row = await findSharedSnapshot(db, c.req.valid('param').token);
    if (!row) throw notShared();
    c.header('cache-control', 'no-store');
    c.header('x-robots-tag', 'noindex');
    return c.json(await detailOf(row), 200);
  });

  router.openapi(routes.sharedPdfRoute, async (c) => {
    const row = await findSharedSnapshot(db, c.req.valid('param').token);
    if (!row) throw notShared();
    c.header('x-robots-tag', 'noindex');
    return drawnFile(c, row, 'pdf');
  });
}

/**
 * The snapshots feature: the owner's list, view, exports, verification, recalculation and share
 * links under /api/snapshots (guarded), and the public shared view under /api/shared.
 */
export function registerSnapshotRoutes(router: Router, deps: FeatureDeps, kinds: SnapshotKinds) {
  const s = snapshotRouteDeps(deps, kinds);
  registerListRoutes(router, s);
  registerOwnSnapshotRoutes(router, s);
  registerShareRoutes(router, s);
}
