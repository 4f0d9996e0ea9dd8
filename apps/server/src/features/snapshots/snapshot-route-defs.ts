import { z } from 'zod';
import {
  endpoints,
  errorBodySchema,
  lcaxProjectSchema,
  projectReportQuerySchema,
  textSchema,
} from '@embodied/contracts';
import { json } from '../../http/json-response';
import { endpointRoute, jsonBody, type RouteDoc, type RouteName } from '../../http/endpoint-route';

// The typed client's operations (contracts' endpoint table): their paths and schemas are the ones documented here.
const {
  listSnapshots,
  verifySnapshot,
  getSnapshot,
  exportSnapshotJson,
  recalculateSnapshot,
  createShareLink,
  listShareLinks,
  revokeShareLink,
  getSharedSnapshot,
} = endpoints;

const error = (description: string) => json(errorBodySchema, description);
const file = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: z.string().meta({ format: 'binary' }) } },
});

const TAGS = ['Snapshots'];
const notYours = error('No such snapshot among yours (another user\u2019s snapshot answers 404 too, never 403).');
const signIn = error('Not signed in.');
const bad = error('A bad parameter; every bad field is named.');

export const listRoute = endpointRoute('listSnapshots', {
  tags: TAGS,
  summary: 'Your snapshots, newest first, with filters, search and paging',
  description: 'With `project`, also that project\u2019s latest wall, footing and dwelling figures (projectTotals).',
  request: { query: listSnapshots.query },
  responses: { 200: json(listSnapshots.response, 'One page of snapshots'), 400: bad, 401: signIn },
});

export const exportAllCsvRoute = endpointRoute('exportSnapshotsCsv', {
  tags: TAGS,
  summary: 'All your snapshots as CSV, one row each with its headline figures',
  responses: { 200: file('text/csv', 'CSV (UTF-8, header row, units in the column names)'), 401: signIn },
});

export const projectReportRoute = endpointRoute('exportProjectReportPdf', {
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

export const verifyRoute = endpointRoute('verifySnapshot', {
  tags: TAGS,
  summary: 'Check a JSON export against its content hash (and against your record of it)',
  request: { body: jsonBody(verifySnapshot.body) },
  responses: { 200: json(verifySnapshot.response, 'Whether the export is unchanged, and why'), 400: bad, 401: signIn },
});

type RouteRequest = NonNullable<RouteDoc['request']>;
const byNumber = { params: getSnapshot.params };
const ownErrors = { 400: bad, 401: signIn, 404: notYours };

/** What a route on one snapshot says of itself besides its tag and the answers every such route gives. */
interface OwnSnapshotDoc<R extends object, Q extends RouteRequest> {
  summary: string;
  description?: string;
  operationId?: string;
  request?: Q;
  responses: R;
}

/**
 * A route on one of the caller's snapshots (`/api/snapshots/{number}…`), named by the endpoint
 * table or its downloads: its bad-parameter, sign-in and not-yours answers (which `responses` may
 * word otherwise), and the snapshot number as its parameter unless `request` says more.
 */
function ownSnapshotRoute<
  const N extends RouteName,
  const R extends object,
  const Q extends RouteRequest = typeof byNumber,
>(name: N, { summary, description, operationId, request, responses }: OwnSnapshotDoc<R, Q>) {
  return endpointRoute(name, {
    tags: TAGS,
    summary,
    ...(operationId === undefined ? {} : { operationId }),
    ...(description === undefined ? {} : { description }),
    request: (request ?? byNumber) as Q,
    responses: { ...ownErrors, ...responses },
  });
}

/** A download of one of the caller's snapshots, `/api/snapshots/{number}/export.<extension>`: `answer` is its 200. */
function exportRoute<const N extends RouteName, const A extends object>(
  name: N,
  { answer, ...doc }: Omit<OwnSnapshotDoc<object, typeof byNumber>, 'responses' | 'request'> & { answer: A },
) {
  return ownSnapshotRoute(name, { ...doc, responses: { 200: answer } });
}

export const getRoute = ownSnapshotRoute('getSnapshot', {
  summary: 'One snapshot: inputs, outputs, dataset, engine version, content hash, and its print report',
  responses: { 200: json(getSnapshot.response, 'The snapshot') },
});

export const deleteRoute = ownSnapshotRoute('deleteSnapshot', {
  summary: 'Delete one of your snapshots (its share links stop working; its number is never given out again)',
  description:
    'Removes the snapshot and its share links for good. Only its number and content hash are kept, so that a JSON export of it still verifies (POST /api/snapshots/verify says the record was deleted).',
  responses: { 204: { description: 'Deleted' }, 403: error('Missing or wrong anti-forgery token.') },
});

export const exportPdfRoute = exportRoute('exportSnapshotPdf', {
  summary: 'The snapshot as an A4 PDF (the print layout)',
  answer: file('application/pdf', 'PDF'),
});

export const exportCsvRoute = exportRoute('exportSnapshotCsv', {
  summary: 'The snapshot as CSV: identity, then every input and output field flattened, with units',
  answer: file(
    'text/csv',
    'CSV with columns Section, Field, Value, Unit, Field key, Value key: fields and options in words as the pages show them, their machine keys beside them, numbers unrounded',
  ),
});

export const exportLcaxRoute = exportRoute('exportSnapshotLcax', {
  summary:
    'The snapshot as an LCAx project (the open LCA exchange format), every breakdown line a product with its factor and source',
  operationId: 'exportSnapshotLcax',
  description:
    'LCAx (https://github.com/ocni-dtu/lcax, Apache-2.0) is read by LCA tools. Each product carries its quantity, its factor as generic data (GWP A1–A3 per declared unit, with the citation as its source) and its kgCO2e as results. A wall’s options and a footing’s two systems are alternatives, so such a project has no total (results null) and its metaData holds the snapshot’s figures. The mapping: docs/decisions/014-lcax-and-xlsx-exports.md.',
  answer: json(
    lcaxProjectSchema,
    'An LCAx 3.5 project (JSON): modules a1a3, impact category gwp (kgCO2e); one assembly per wall location and option, footing system or dwelling element; one product per breakdown line',
  ),
});

export const exportXlsxRoute = exportRoute('exportSnapshotXlsx', {
  summary:
    'The snapshot as an Excel workbook: sheets Snapshot, Inputs, Results and Breakdown (every line with its factor and source)',
  operationId: 'exportSnapshotXlsx',
  answer: file(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'XLSX: numbers as numbers (unrounded, with number formats), units in the headers or a column of their own, the time in your time zone',
  ),
});

export const exportJsonRoute = ownSnapshotRoute('exportSnapshotJson', {
  summary: 'The snapshot as JSON with its content hash (POST it to /api/snapshots/verify to check it)',
  responses: { 200: json(exportSnapshotJson.response, 'The snapshot content and contentHash') },
});

export const recalculateRoute = ownSnapshotRoute('recalculateSnapshot', {
  summary: 'Recalculate with current data: stored figures next to the current engine\u2019s',
  request: { params: recalculateSnapshot.params, query: recalculateSnapshot.query },
  responses: {
    200: json(recalculateSnapshot.response, 'Old and new figures, and what changed'),
    400: error('A bad parameter, or stored inputs the current engine refuses (each named).'),
    409: error('The snapshot\u2019s dataset is no longer on this server; choose one.'),
  },
});

export const createShareRoute = ownSnapshotRoute('createShareLink', {
  summary: 'Create a read-only link to the snapshot (needs no sign-in to open)',
  responses: { 201: json(createShareLink.response, 'The new link') },
});

export const listSharesRoute = ownSnapshotRoute('listShareLinks', {
  summary: 'The snapshot\u2019s share links, revoked ones included',
  responses: { 200: json(listShareLinks.response, 'Links, newest first') },
});

export const revokeShareRoute = ownSnapshotRoute('revokeShareLink', {
  summary: 'Revoke a share link (its address answers 404 from then on)',
  request: { params: revokeShareLink.params },
  responses: {
    200: json(revokeShareLink.response, 'The revoked link'),
    404: error('No such link to this snapshot among yours.'),
  },
});

const gone = error('Unknown or revoked link.');
// Any token at all: a malformed one is just another unknown link (404), not a bad request.
const anyToken = z.object({
  token: textSchema('Token')
    .max(200, 'Token must be at most 200 characters.')
    .meta({ param: { name: 'token', in: 'path' } }),
});

export const sharedRoute = endpointRoute('getSharedSnapshot', {
  tags: TAGS,
  summary: 'A shared snapshot (public: no sign-in; shows the snapshot only, nothing of its owner)',
  request: { params: anyToken },
  responses: { 200: json(getSharedSnapshot.response, 'The snapshot'), 404: gone },
});

export const sharedPdfRoute = endpointRoute('exportSharedSnapshotPdf', {
  tags: TAGS,
  summary: 'A shared snapshot as PDF (public)',
  request: { params: anyToken },
  responses: { 200: file('application/pdf', 'PDF'), 404: gone },
});
