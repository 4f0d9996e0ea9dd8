import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  endpoints,
  errorBodySchema,
  lcaxProjectSchema,
  projectReportQuerySchema,
  textSchema,
} from '@embodied/contracts';

// The typed client's operations (contracts' endpoint table): their paths and schemas are the ones documented here.
const {
  listSnapshots,
  verifySnapshot,
  getSnapshot,
  deleteSnapshot,
  exportSnapshotJson,
  recalculateSnapshot,
  createShareLink,
  listShareLinks,
  revokeShareLink,
  getSharedSnapshot,
} = endpoints;

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const error = (description: string) => json(errorBodySchema, description);
const file = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: z.string().meta({ format: 'binary' }) } },
});

const TAGS = ['Snapshots'];
const notYours = error('No such snapshot among yours (another user\u2019s snapshot answers 404 too, never 403).');
const signIn = error('Not signed in.');
const bad = error('A bad parameter; every bad field is named.');

export const listRoute = createRoute({
  method: 'get',
  path: listSnapshots.path,
  tags: TAGS,
  summary: 'Your snapshots, newest first, with filters, search and paging',
  description: 'With `project`, also that project\u2019s latest wall, footing and dwelling figures (projectTotals).',
  request: { query: listSnapshots.query },
  responses: { 200: json(listSnapshots.response, 'One page of snapshots'), 400: bad, 401: signIn },
});

export const exportAllCsvRoute = createRoute({
  method: 'get',
  path: '/api/snapshots/export.csv',
  tags: TAGS,
  summary: 'All your snapshots as CSV, one row each with its headline figures',
  responses: { 200: file('text/csv', 'CSV (UTF-8, header row, units in the column names)'), 401: signIn },
});

export const projectReportRoute = createRoute({
  method: 'get',
  path: '/api/snapshots/project-report.pdf',
  tags: TAGS,
  summary: 'A project report: one PDF with the project\u2019s latest wall, footing and dwelling snapshots',
  description:
    'A summary page (each kind\u2019s latest snapshot with its headline figures, and the carbon saved by the latest wall and footing choices), then each of those snapshots as its own PDF shows it. Projects are grouped by their exact name.',
  request: { query: projectReportQuerySchema },
  responses: {
    200: file('application/pdf', 'PDF'),
    400: bad,
    401: signIn,
    404: error('You have no snapshot in a project of that name.'),
  },
});

export const verifyRoute = createRoute({
  method: 'post',
  path: verifySnapshot.path,
  tags: TAGS,
  summary: 'Check a JSON export against its content hash (and against your record of it)',
  request: { body: { required: true, content: { 'application/json': { schema: verifySnapshot.body } } } },
  responses: { 200: json(verifySnapshot.response, 'Whether the export is unchanged, and why'), 400: bad, 401: signIn },
});

type RouteRequest = NonNullable<RouteConfig['request']>;
const byNumber = { params: getSnapshot.params };
const ownErrors = { 400: bad, 401: signIn, 404: notYours };

/**
 * A route on one of the caller's snapshots (`/api/snapshots/{number}…`): its bad-parameter, sign-in
 * and not-yours answers (which `responses` may word otherwise), and the snapshot number as its
 * parameter unless `request` says more.
 */
function ownSnapshotRoute<
  const M extends 'get' | 'post' | 'delete',
  const P extends string,
  const R extends object,
  const Q extends RouteRequest = typeof byNumber,
>(
  method: M,
  path: P,
  summary: string,
  responses: R,
  more: { description?: string; request?: Q; operationId?: string } = {},
) {
  return createRoute({
    method,
    path,
    tags: TAGS,
    summary,
    ...(more.operationId === undefined ? {} : { operationId: more.operationId }),
    ...(more.description === undefined ? {} : { description: more.description }),
    request: (more.request ?? byNumber) as Q,
    responses: { ...ownErrors, ...responses },
  });
}

export const getRoute = ownSnapshotRoute(
  'get',
  getSnapshot.path,
  'One snapshot: inputs, outputs, dataset, engine version, content hash, and its print report',
  { 200: json(getSnapshot.response, 'The snapshot') },
);

export const deleteRoute = ownSnapshotRoute(
  'delete',
  deleteSnapshot.path,
  'Delete one of your snapshots (its share links stop working; its number is never given out again)',
  { 204: { description: 'Deleted' }, 403: error('Missing or wrong anti-forgery token.') },
  {
    description:
      'Removes the snapshot and its share links for good. Only its number and content hash are kept, so that a JSON export of it still verifies (POST /api/snapshots/verify says the record was deleted).',
  },
);

export const exportPdfRoute = ownSnapshotRoute(
  'get',
  '/api/snapshots/{number}/export.pdf',
  'The snapshot as an A4 PDF (the print layout)',
  { 200: file('application/pdf', 'PDF') },
);

export const exportCsvRoute = ownSnapshotRoute(
  'get',
  '/api/snapshots/{number}/export.csv',
  'The snapshot as CSV: identity, then every input and output field flattened, with units',
  {
    200: file(
      'text/csv',
      'CSV with columns Section, Field, Value, Unit, Field key, Value key: fields and options in words as the pages show them, their machine keys beside them, numbers unrounded',
    ),
  },
);

export const exportLcaxRoute = ownSnapshotRoute(
  'get',
  '/api/snapshots/{number}/export.lcax.json',
  'The snapshot as an LCAx project (the open LCA exchange format), every breakdown line a product with its factor and source',
  {
    200: json(
      lcaxProjectSchema,
      'An LCAx 3.5 project (JSON): modules a1a3, impact category gwp (kgCO2e); one assembly per wall location and option, footing system or dwelling element; one product per breakdown line',
    ),
  },
  {
    operationId: 'exportSnapshotLcax',
    description:
      'LCAx (https://github.com/ocni-dtu/lcax, Apache-2.0) is read by LCA tools. Each product carries its quantity, its factor as generic data (GWP A1–A3 per declared unit, with the citation as its source) and its kgCO2e as results. A wall’s options and a footing’s two systems are alternatives, so such a project has no total (results null) and its metaData holds the snapshot’s figures. The mapping: docs/decisions/014-lcax-and-xlsx-exports.md.',
  },
);

export const exportXlsxRoute = ownSnapshotRoute(
  'get',
  '/api/snapshots/{number}/export.xlsx',
  'The snapshot as an Excel workbook: sheets Snapshot, Inputs, Results and Breakdown (every line with its factor and source)',
  {
    200: file(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'XLSX: numbers as numbers (unrounded, with number formats), units in the headers or a column of their own, the time in your time zone',
    ),
  },
  { operationId: 'exportSnapshotXlsx' },
);

export const exportJsonRoute = ownSnapshotRoute(
  'get',
  exportSnapshotJson.path,
  'The snapshot as JSON with its content hash (POST it to /api/snapshots/verify to check it)',
  { 200: json(exportSnapshotJson.response, 'The snapshot content and contentHash') },
);

export const recalculateRoute = ownSnapshotRoute(
  'get',
  recalculateSnapshot.path,
  'Recalculate with current data: stored figures next to the current engine\u2019s',
  {
    200: json(recalculateSnapshot.response, 'Old and new figures, and what changed'),
    400: error('A bad parameter, or stored inputs the current engine refuses (each named).'),
    409: error('The snapshot\u2019s dataset is no longer on this server; choose one.'),
  },
  { request: { params: recalculateSnapshot.params, query: recalculateSnapshot.query } },
);

export const createShareRoute = ownSnapshotRoute(
  'post',
  createShareLink.path,
  'Create a read-only link to the snapshot (needs no sign-in to open)',
  { 201: json(createShareLink.response, 'The new link') },
);

export const listSharesRoute = ownSnapshotRoute(
  'get',
  listShareLinks.path,
  'The snapshot\u2019s share links, revoked ones included',
  { 200: json(listShareLinks.response, 'Links, newest first') },
);

export const revokeShareRoute = ownSnapshotRoute(
  'delete',
  revokeShareLink.path,
  'Revoke a share link (its address answers 404 from then on)',
  { 200: json(revokeShareLink.response, 'The revoked link'), 404: error('No such link to this snapshot among yours.') },
  { request: { params: revokeShareLink.params } },
);

const gone = error('Unknown or revoked link.');
// Any token at all: a malformed one is just another unknown link (404), not a bad request.
const anyToken = z.object({
  token: textSchema('Token')
    .max(200, 'Token must be at most 200 characters.')
    .meta({ param: { name: 'token', in: 'path' } }),
});

export const sharedRoute = createRoute({
  method: 'get',
  path: getSharedSnapshot.path,
  tags: TAGS,
  summary: 'A shared snapshot (public: no sign-in; shows the snapshot only, nothing of its owner)',
  request: { params: anyToken },
  responses: { 200: json(getSharedSnapshot.response, 'The snapshot'), 404: gone },
});

export const sharedPdfRoute = createRoute({
  method: 'get',
  path: '/api/shared/{token}/export.pdf',
  tags: TAGS,
  summary: 'A shared snapshot as PDF (public)',
  request: { params: anyToken },
  responses: { 200: file('application/pdf', 'PDF'), 404: gone },
});
