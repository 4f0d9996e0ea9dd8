import { createBrowserRouter, Navigate } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { HOME_PAGE, ROUTES } from '../config/paths';
import { AuthLayout } from './auth-layout';
import { CalculatorLayout, type RouteHandle } from './calculator-layout';
import { NotFoundPage } from './not-found-page';
import { RequireAuth } from './require-auth';

const page = (title: string): { handle: RouteHandle } => ({ handle: { title } });

/** The seed's routes (spec section 2) plus ours; every page is its own chunk. */
export const router = createBrowserRouter([
  {
    // Shown while the first page's chunk loads.
    HydrateFallback: PageLoader,
    children: [
      { path: ROUTES.home, element: <Navigate to={HOME_PAGE} replace /> },
      {
        element: <AuthLayout />,
        children: [
          {
            path: ROUTES.login,
            lazy: async () => ({ Component: (await import('../features/account/login-page')).LoginPage }),
          },
          {
            path: ROUTES.register,
            lazy: async () => ({ Component: (await import('../features/account/register-page')).RegisterPage }),
          },
          {
            path: ROUTES.forgotPassword,
            lazy: async () => ({
              Component: (await import('../features/account/forgot-password-page')).ForgotPasswordPage,
            }),
          },
          {
            path: ROUTES.resetPassword,
            lazy: async () => ({
              Component: (await import('../features/account/reset-password-page')).ResetPasswordPage,
            }),
          },
          {
            path: ROUTES.verifyEmail,
            lazy: async () => ({ Component: (await import('../features/account/verify-email-page')).VerifyEmailPage }),
          },
        ],
      },
      {
        element: <CalculatorLayout />,
        children: [
          {
            path: ROUTES.methodology,
            ...page('Methodology'),
            lazy: async () => ({
              Component: (await import('../features/methodology/methodology-page')).MethodologyPage,
            }),
          },
          {
            path: ROUTES.shared,
            ...page('Shared carbon snapshot'),
            lazy: async () => ({
              Component: (await import('../features/snapshots/shared-snapshot-page')).SharedSnapshotPage,
            }),
          },
          // Any other address: the 404 page, inside the shell so the menu is at hand (signed in or not).
          { path: ROUTES.notFound, ...page('Page not found'), element: <NotFoundPage /> },
          {
            element: <RequireAuth />,
            children: [
              {
                path: ROUTES.walls,
                ...page('Wall Data Entry Page'),
                lazy: async () => ({ Component: (await import('../features/walls/wall-page')).WallPage }),
              },
              {
                path: ROUTES.footings,
                ...page('Foundation Data Entry Page'),
                lazy: async () => ({ Component: (await import('../features/footings/footings-page')).FootingsPage }),
              },
              {
                path: ROUTES.dwellings,
                ...page('Optimizer'),
                lazy: async () => ({ Component: (await import('../features/dwellings/dwellings-page')).DwellingsPage }),
              },
              {
                path: ROUTES.profile,
                ...page('Profile'),
                lazy: async () => ({ Component: (await import('../features/account/profile-page')).ProfilePage }),
              },
              {
                path: ROUTES.snapshots,
                ...page('Carbon snapshots'),
                lazy: async () => ({ Component: (await import('../features/snapshots/snapshots-page')).SnapshotsPage }),
              },
              {
                path: ROUTES.compareSnapshots,
                ...page('Compare snapshots'),
                lazy: async () => ({
                  Component: (await import('../features/snapshots/compare-snapshots-page')).CompareSnapshotsPage,
                }),
              },
              {
                path: ROUTES.snapshot,
                ...page('Carbon snapshot'),
                lazy: async () => ({ Component: (await import('../features/snapshots/snapshot-page')).SnapshotPage }),
              },
            ],
          },
        ],
      },
    ],
  },
]);
