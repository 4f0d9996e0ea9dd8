import type { SnapshotKind } from '@embodied/contracts';

/**
 * Every address of the web app in one place: the pages the router serves (and links point to),
 * and the API addresses the browser opens itself (downloads, images). API calls made with fetch
 * take their paths from the endpoint table in @embodied/contracts instead.
 */

/** Page routes, as the router declares them (`:param` where a page takes one). */
export const ROUTES = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email-address',
  footings: '/slab',
  walls: '/wall',
  dwellings: '/optimizer',
  snapshots: '/snapshots',
  compareSnapshots: '/snapshots/compare',
  snapshot: '/snapshots/:number',
  shared: '/shared/:token',
  profile: '/profile',
  customProducts: '/products',
  takeoffs: '/takeoffs',
  projects: '/projects',
  organisations: '/organisations',
  organisation: '/organisations/:id',
  invitation: '/invitations/:token',
  methodology: '/methodology',
  notFound: '*',
} as const;

/** Where a signed-in user lands (after sign-in, verification, or at `/`). */
export const HOME_PAGE = ROUTES.footings;

/** Addresses to link or navigate to. */
export const paths = {
  home: () => ROUTES.home,
  login: (query?: { next?: string; error?: 'oidc'; reset?: 'done'; deleted?: '1'; expired?: '1' }) =>
    withQuery(ROUTES.login, query),
  register: (query?: { next?: string }) => withQuery(ROUTES.register, query),
  forgotPassword: () => ROUTES.forgotPassword,
  resetPassword: () => ROUTES.resetPassword,
  verifyEmail: () => ROUTES.verifyEmail,
  footings: (query?: { from?: number }) => withQuery(ROUTES.footings, query),
  walls: (query?: { from?: number }) => withQuery(ROUTES.walls, query),
  dwellings: (query?: { from?: number }) => withQuery(ROUTES.dwellings, query),
  snapshots: (query?: { project?: string }) => withQuery(ROUTES.snapshots, query),
  snapshot: (number: number) => `${ROUTES.snapshots}/${number}`,
  compareSnapshots: (a: number, b: number) => withQuery(ROUTES.compareSnapshots, { a, b }),
  shared: (token: string) => `/shared/${encodeURIComponent(token)}`,
  profile: () => ROUTES.profile,
  customProducts: () => ROUTES.customProducts,
  takeoffs: () => ROUTES.takeoffs,
  projects: () => ROUTES.projects,
  organisations: () => ROUTES.organisations,
  organisation: (id: string) => `${ROUTES.organisations}/${encodeURIComponent(id)}`,
  invitation: (token: string) => `/invitations/${encodeURIComponent(token)}`,
  methodology: () => ROUTES.methodology,
};

/** The calculator page each snapshot kind reopens in ('Open in calculator' → `<page>?from=<number>`). */
export function calculatorPath(kind: SnapshotKind, from?: number): string {
  const page = { wall: paths.walls, footing: paths.footings, dwelling: paths.dwellings }[kind];
  return page(from === undefined ? undefined : { from });
}

/** API addresses the browser opens itself: downloads (the server names the file) and images. */
export const apiUrls = {
  snapshotExport: (number: number, format: SnapshotExportFormat) => `/api/snapshots/${number}/export.${format}`,
  sharedPdf: (token: string) => `/api/shared/${encodeURIComponent(token)}/export.pdf`,
  exportAllCsv: () => '/api/snapshots/export.csv',
  projectReport: (project: string) => `/api/snapshots/project-report.pdf?project=${encodeURIComponent(project)}`,
};

/** better-auth's paths: a 401 there is an answer (wrong password…), not a lost session. */
export const AUTH_API_PREFIX = '/api/auth/';

function withQuery(path: string, query: Record<string, string | number | undefined> | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The formats a snapshot downloads as (GET /api/snapshots/{number}/export.<format>). */
export type SnapshotExportFormat = 'pdf' | 'csv' | 'json' | 'lcax.json' | 'xlsx';
