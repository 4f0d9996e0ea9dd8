/**
 * The API's file downloads (PDF, CSV, XLSX, the LCAx JSON file and the avatar image), which are
 * links rather than typed operations of the endpoint table (endpoints.ts): each one's name (its
 * OpenAPI operationId), method and path. The server declares each download's route from here,
 * as it declares every operation from the endpoint table, and the typed client fetches them by
 * these paths. No schemas, no zod: a browser may read it as it is.
 */
/** A saved snapshot's file in format `extension`: one path pattern for each of its downloads. */
const snapshotFile = <const E extends string>(extension: E) =>
  ({ method: 'GET', path: `/api/snapshots/{number}/export.${extension}` }) as const;

export const downloads = {
  getAvatar: { method: 'GET', path: '/api/user/avatar' },
  exportSnapshotsCsv: { method: 'GET', path: '/api/snapshots/export.csv' },
  exportProjectReportPdf: { method: 'GET', path: '/api/snapshots/project-report.pdf' },
  exportSnapshotPdf: snapshotFile('pdf'),
  exportSnapshotCsv: snapshotFile('csv'),
  exportSnapshotLcax: snapshotFile('lcax.json'),
  exportSnapshotXlsx: snapshotFile('xlsx'),
  exportSharedSnapshotPdf: { method: 'GET', path: '/api/shared/{token}/export.pdf' },
} as const satisfies Record<string, { readonly method: 'GET'; readonly path: `/api/${string}` }>;

export type Downloads = typeof downloads;
export type DownloadName = keyof Downloads;
