import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { HOME_PAGE, ROUTES } from '../config/paths';
import { AuthLayout } from './auth-layout';
import type { RouteHandle } from './calculator-layout';
import { NotFoundPage } from './not-found-page';

/** The id of the layout route of the sign-in pages (sign in, sign up, passwords, verification). */
export const SIGN_IN_ROUTE_ID = 'sign-in';

const page = (title: string): { handle: RouteHandle } => ({ handle: { title } });

/** A page whose code loads on first visit, from its own chunk: `name` is the module's export. */
function lazyPage<K extends string>(
  path: string,
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  title?: string,
): RouteObject {
  return {
    path,
    ...(title === undefined ? {} : page(title)),
    lazy: async () => ({ Component: (await load())[name] }),
  };
}

/**
 * A layout route whose code loads on first visit, like a page: the signed-in shell (menus, account
 * button) and the session guard stay out of the sign-in pages' download (docs/benchmarks.md).
 */
function lazyLayout<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return { lazy: async () => ({ Component: (await load())[name] }) };
}

/** The seed's routes (spec section 2) plus ours; every page is its own chunk. */
export const router = createBrowserRouter([
  {
    // Shown while the first page's chunk loads.
    HydrateFallback: PageLoader,
    children: [
      { path: ROUTES.home, element: <Navigate to={HOME_PAGE} replace /> },
      {
        id: SIGN_IN_ROUTE_ID,
        element: <AuthLayout />,
        children: [
          lazyPage(ROUTES.login, () => import('../features/account/login-page'), 'LoginPage'),
          lazyPage(ROUTES.register, () => import('../features/account/register-page'), 'RegisterPage'),
          lazyPage(
            ROUTES.forgotPassword,
            () => import('../features/account/forgot-password-page'),
            'ForgotPasswordPage',
          ),
          lazyPage(ROUTES.resetPassword, () => import('../features/account/reset-password-page'), 'ResetPasswordPage'),
          lazyPage(ROUTES.verifyEmail, () => import('../features/account/verify-email-page'), 'VerifyEmailPage'),
        ],
      },
      {
        ...lazyLayout(() => import('./calculator-layout'), 'CalculatorLayout'),
        children: [
          lazyPage(
            ROUTES.methodology,
            () => import('../features/methodology/methodology-page'),
            'MethodologyPage',
            'Methodology',
          ),
          lazyPage(
            ROUTES.shared,
            () => import('../features/snapshots/shared-snapshot-page'),
            'SharedSnapshotPage',
            'Shared carbon snapshot',
          ),
          // An invitation link: open to anyone with it; Accept needs the invited account (it comes back here after sign-in).
          lazyPage(
            ROUTES.invitation,
            () => import('../features/teams/invitation-page'),
            'InvitationPage',
            'Invitation',
          ),
          // Any other address: the 404 page, inside the shell so the menu is at hand (signed in or not).
          { path: ROUTES.notFound, ...page('Page not found'), element: <NotFoundPage /> },
          {
            ...lazyLayout(() => import('./require-auth'), 'RequireAuth'),
            children: [
              lazyPage(ROUTES.walls, () => import('../features/walls/wall-page'), 'WallPage', 'Wall Data Entry Page'),
              lazyPage(
                ROUTES.footings,
                () => import('../features/footings/footings-page'),
                'FootingsPage',
                'Foundation Data Entry Page',
              ),
              lazyPage(
                ROUTES.dwellings,
                () => import('../features/dwellings/dwellings-page'),
                'DwellingsPage',
                'Optimizer',
              ),
              lazyPage(ROUTES.profile, () => import('../features/account/profile-page'), 'ProfilePage', 'Profile'),
              lazyPage(
                ROUTES.products,
                () => import('../features/products/products-page'),
                'ProductsPage',
                'My products (EPDs)',
              ),
              lazyPage(ROUTES.projects, () => import('../features/projects/projects-page'), 'ProjectsPage', 'Projects'),
              lazyPage(
                ROUTES.organisations,
                () => import('../features/teams/organisations-page'),
                'OrganisationsPage',
                'Organisations',
              ),
              lazyPage(
                ROUTES.organisation,
                () => import('../features/teams/organisation-page'),
                'OrganisationPage',
                'Organisation',
              ),
              lazyPage(
                ROUTES.snapshots,
                () => import('../features/snapshots/snapshots-page'),
                'SnapshotsPage',
                'Carbon snapshots',
              ),
              lazyPage(
                ROUTES.compareSnapshots,
                () => import('../features/snapshots/compare-snapshots-page'),
                'CompareSnapshotsPage',
                'Compare snapshots',
              ),
              lazyPage(
                ROUTES.snapshot,
                () => import('../features/snapshots/snapshot-page'),
                'SnapshotPage',
                'Carbon snapshot',
              ),
            ],
          },
        ],
      },
    ],
  },
]);
