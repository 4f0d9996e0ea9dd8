import { lazy, Suspense, useState, type ComponentType } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { HOME_PAGE, ROUTES } from '../config/paths';
import { AuthLayout } from './auth-layout';
import { PageLoadBoundary } from './page-load-boundary';

/** The id of the layout route of the sign-in pages (sign in, sign up, passwords, verification). */
export const SIGN_IN_ROUTE_ID = 'sign-in';

/** A component whose code comes from its own chunk on first render; `preload` fetches it sooner. */
type LazyComponent<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/** What a route keeps: its code to fetch early (see {@link preloadMatchedRoutes}), and a page's title. */
interface RouteHandle {
  preload?: () => Promise<unknown>;
  title?: string;
  /** What the page shows from its first render, asked for with the session (app/early-requests.ts). */
  asks?: readonly FirstRequest[];
}

/** A request a page may have made with the session's, before its code arrives. */
export type FirstRequest = 'customProducts' | 'snapshotList';

/**
 * `name` of the module `load` imports, fetched on first render (or on `preload`), once. Once the
 * code is here a new instance renders the component itself: through `lazy()` it would show the
 * loader for a moment even then. An instance keeps the way it started, so it is never remounted.
 */
function lazyComponent<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module[name];
      return { default: loaded };
    }));
  const Lazy = lazy(preload);
  function Component(props: P) {
    const [Shown] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Shown {...props} />;
  }
  return Object.assign(Component, { preload });
}

/*
 * Each page's element has a key of its own, so going to another page replaces the one shown at
 * once (its loader shows while its code arrives, under the new address and title) rather than
 * keeping the old page on screen under the new address until then.
 */

/**
 * A page: its code loads on first visit, from its own chunk. A page of the signed-in shell has a
 * title, which the shell shows in its top bar and the browser's tab, read by the address so it
 * shows at once.
 */
function page<K extends string>(
  path: string,
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  title?: string,
  asks?: readonly FirstRequest[],
): RouteObject {
  const Page = lazyComponent(load, name);
  return {
    path,
    element: (
      <Suspense key={path} fallback={<PageLoader />}>
        <Page />
      </Suspense>
    ),
    handle: { preload: Page.preload, title, asks } satisfies RouteHandle,
  };
}

/**
 * A layout route whose code loads on first visit, like a page: the signed-in shell (menus, account
 * button) and the session guard stay out of the sign-in pages' download (docs/benchmarks.md).
 */
function lazyLayout<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  props: P,
  children: RouteObject[],
): RouteObject {
  const Layout = lazyComponent(load, name);
  return { element: <Layout {...props} />, handle: { preload: Layout.preload } satisfies RouteHandle, children };
}

/**
 * The seed's routes (spec section 2) plus ours; every page is its own chunk. React Router's
 * declarative routes rather than its data router: the app loads no data through the router, and the
 * data router is 14 KiB (gzip) more in every page's first download (docs/benchmarks.md).
 */
export const routes: RouteObject[] = [
  { path: ROUTES.home, element: <Navigate to={HOME_PAGE} replace /> },
  {
    id: SIGN_IN_ROUTE_ID,
    element: <AuthLayout />,
    children: [
      page(ROUTES.login, () => import('../features/account/login-page'), 'LoginPage'),
      page(ROUTES.register, () => import('../features/account/register-page'), 'RegisterPage'),
      page(ROUTES.forgotPassword, () => import('../features/account/forgot-password-page'), 'ForgotPasswordPage'),
      page(ROUTES.resetPassword, () => import('../features/account/reset-password-page'), 'ResetPasswordPage'),
      page(ROUTES.verifyEmail, () => import('../features/account/verify-email-page'), 'VerifyEmailPage'),
    ],
  },
  lazyLayout(() => import('./signed-in-shell'), 'SignedInShell', { titleAt }, [
    page(
      ROUTES.methodology,
      () => import('../features/methodology/methodology-page'),
      'MethodologyPage',
      'Methodology',
    ),
    page(
      ROUTES.shared,
      () => import('../features/snapshots/shared-snapshot-page'),
      'SharedSnapshotPage',
      'Shared carbon snapshot',
    ),
    // An invitation link: open to anyone with it; Accept needs the invited account (it comes back here after sign-in).
    page(ROUTES.invitation, () => import('../features/organisations/invitation-page'), 'InvitationPage', 'Invitation'),
    // Any other address: the 404 page, inside the shell so the menu is at hand (signed in or not).
    page(ROUTES.notFound, () => import('./not-found-page'), 'NotFoundPage', 'Page not found'),
    lazyLayout(() => import('./require-auth'), 'RequireAuth', {}, [
      page(ROUTES.walls, () => import('../features/walls/wall-page'), 'WallPage', 'Wall Data Entry Page', [
        'customProducts',
      ]),
      page(
        ROUTES.footings,
        () => import('../features/footings/footings-page'),
        'FootingsPage',
        'Foundation Data Entry Page',
        ['customProducts'],
      ),
      page(ROUTES.dwellings, () => import('../features/dwellings/dwellings-page'), 'DwellingsPage', 'Optimizer', [
        'customProducts',
      ]),
      page(ROUTES.profile, () => import('../features/account/profile-page'), 'ProfilePage', 'Profile'),
      page(
        ROUTES.customProducts,
        () => import('../features/custom-products/custom-products-page'),
        'CustomProductsPage',
        'My products (EPDs)',
        ['customProducts'],
      ),
      page(ROUTES.takeoffs, () => import('../features/takeoffs/takeoffs-page'), 'TakeoffsPage', 'Model take-off'),
      page(ROUTES.projects, () => import('../features/projects/projects-page'), 'ProjectsPage', 'Projects'),
      page(
        ROUTES.organisations,
        () => import('../features/organisations/organisations-page'),
        'OrganisationsPage',
        'Organisations',
      ),
      page(
        ROUTES.organisation,
        () => import('../features/organisations/organisation-page'),
        'OrganisationPage',
        'Organisation',
      ),
      page(
        ROUTES.snapshots,
        () => import('../features/snapshots/snapshots-page'),
        'SnapshotsPage',
        'Carbon snapshots',
        ['snapshotList'],
      ),
      page(
        ROUTES.compareSnapshots,
        () => import('../features/snapshots/compare-snapshots-page'),
        'CompareSnapshotsPage',
        'Compare snapshots',
      ),
      page(ROUTES.snapshot, () => import('../features/snapshots/snapshot-page'), 'SnapshotPage', 'Carbon snapshot'),
    ]),
  ]),
];

/** The routes that `pathname` opens, outermost first. */
export function matchedRoutes(pathname: string): RouteObject[] {
  return (matchRoutes(routes, pathname) ?? []).map((match) => match.route);
}

/** What the routes at `pathname` ask for with the session (see {@link RouteHandle}). */
export function firstRequestsAt(pathname: string): Set<FirstRequest> {
  return new Set(matchedRoutes(pathname).flatMap((route) => (route.handle as RouteHandle | undefined)?.asks ?? []));
}

/** The title of the deepest route at `pathname` that has one (the shell's pages). */
export function titleAt(pathname: string): string | undefined {
  return matchedRoutes(pathname)
    .map((route) => (route.handle as RouteHandle | undefined)?.title)
    .filter((title) => title !== undefined)
    .pop();
}

/**
 * Fetches the code of every route the address opens (the shell, the guard and the page) at once;
 * rendered one inside the other, each would wait for the one around it. Settles when all have
 * arrived or failed: the first render waits for it, so the page replaces the loading shell of
 * index.html in one step, not a loader first (which moved the sign-in card: a layout shift). A
 * chunk that failed fails again when rendered, and the page says so there.
 */
export async function preloadMatchedRoutes(pathname: string): Promise<void> {
  const loads: Promise<unknown>[] = [];
  for (const route of matchedRoutes(pathname)) {
    const preload = (route.handle as RouteHandle | undefined)?.preload;
    if (preload) loads.push(preload());
  }
  await Promise.allSettled(loads);
}

/** The page at the address, or the loader while its code arrives, or a message if it cannot. */
export function AppRoutes() {
  const page = useRoutes(routes);
  return (
    <PageLoadBoundary>
      <Suspense fallback={<PageLoader />}>{page}</Suspense>
    </PageLoadBoundary>
  );
}
