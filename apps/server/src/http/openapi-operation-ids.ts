import { endpoints } from '@embodied/contracts';
import { LOOKUP_LIST_NAMES } from '@embodied/engine';

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Every operation's id, named after its feature: the typed client's names (contracts' endpoint
 * table; its one lookup-list operation is one path per list here), then the file downloads the
 * client links to. A new route adds a line here or declares its own `operationId`.
 */
export const OPERATION_IDS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    Object.entries(endpoints)
      .filter(([, e]) => !e.path.startsWith('/api/auth/'))
      .flatMap(([name, e]) =>
        e.path.includes('{list}')
          ? LOOKUP_LIST_NAMES.map((list) => [
              `${e.method} ${e.path.replace('{list}', list)}`,
              `${name}${capitalised(list)}`,
            ])
          : [[`${e.method} ${e.path}`, name]],
      ),
  ),
  'GET /api/user/avatar': 'getAvatar',
  'GET /api/snapshots/export.csv': 'exportSnapshotsCsv',
  'GET /api/snapshots/project-report.pdf': 'exportProjectReportPdf',
  'GET /api/snapshots/{number}/export.pdf': 'exportSnapshotPdf',
  'GET /api/snapshots/{number}/export.csv': 'exportSnapshotCsv',
  'GET /api/shared/{token}/export.pdf': 'exportSharedSnapshotPdf',
};
